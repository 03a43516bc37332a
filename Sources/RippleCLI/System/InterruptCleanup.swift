#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// Makes SIGINT, SIGTERM, SIGHUP (a closed terminal) and SIGQUIT (Ctrl-\) leave only complete files: each
/// temporary file is created, written and renamed (or removed) inside `guarding`, under one lock, and the signals
/// are answered by a thread of ours that takes that lock before ending the process, so no temporary file exists
/// when it ends.
///
/// Why a thread and `sigwait` rather than a signal handler: a handler runs on whichever thread the signal
/// interrupts, possibly the one holding the lock mid-write, and may call only async-signal-safe functions,
/// so it can neither take the lock nor wait for the write to finish. Here the signals are blocked in every
/// thread (`install` blocks them in the thread that writes or starts the writers, which inherit its mask;
/// a batch worker blocks them itself), so the kernel leaves them pending until `sigwait` takes them on the
/// signal thread, where they are ordinary return values: that thread may lock, wait and exit like any code.
/// A write pays one lock, held for a create, a write and a rename.
///
/// `main.swift` installs it first thing, so a signal is answered this way from the start of a run. SIGQUIT
/// most of all: the Swift runtime takes it for a crash, prints "Program crashed" with a backtrace, and lets
/// the run go on to exit 0.
enum InterruptCleanup {
    /// Held from just before a temporary file is created until just after it is renamed or removed.
    private static let lock = NSLock()
    /// Numbers the temporary files, which makes their names unique within the process (read under `lock`).
    nonisolated(unsafe) private static var sequence = 0

    /// The signals we answer: SIGINT, SIGTERM, SIGHUP and SIGQUIT, less any the parent made us ignore (`nohup`, a
    /// background job of a non-interactive shell): ignoring one stays the parent's choice. (SIGKILL cannot
    /// be caught: `batch --check` reports the temporary files it may leave and `--prune` removes them.)
    private static let signals: sigset_t = {
        var set = sigset_t()
        sigemptyset(&set)
        for number in [SIGINT, SIGTERM, SIGHUP, SIGQUIT] {
            var previous = sigaction()
            sigaction(number, nil, &previous)
            #if canImport(Darwin)
            let handler = unsafeBitCast(previous.__sigaction_u.__sa_handler, to: Int.self)
            #else
            let handler = unsafeBitCast(previous.__sigaction_handler.sa_handler, to: Int.self)
            #endif
            if handler != unsafeBitCast(SIG_IGN, to: Int.self) { sigaddset(&set, number) }
        }
        return set
    }()

    /// What a signal does instead of ending the process with it (`serve` stops its server and exits 0); read
    /// when a signal comes, so `serve` sets it before it starts serving.
    nonisolated(unsafe) static var onSignal: (() -> Never)?

    /// Blocks the signals in the calling thread and starts the signal thread, once per process. Call it
    /// on a thread before it writes and before it starts writer threads (they inherit its mask).
    static func install() {
        _ = started
    }

    private static let started: Bool = {
        blockSignals()
        let set = signals
        Thread.detachNewThread { answer(set) }
        return true
    }()

    /// Blocks the signals in the calling thread (a batch worker calls it, not relying on libdispatch).
    static func blockSignals() {
        var set = signals
        pthread_sigmask(SIG_BLOCK, &set, nil)
    }

    /// Runs `body`, which creates temporary files numbered by its argument (each call a new number), then
    /// renames or removes them, with the lock held: the signal thread cannot end the process in between.
    static func guarding<T>(_ body: (() -> Int) throws(CLIError) -> T) throws(CLIError) -> T {
        lock.lock()
        defer { lock.unlock() }
        return try body {
            sequence += 1
            return sequence
        }
    }

    /// The signal thread: waits for a signal, then for the write in progress (if any), and ends the process
    /// holding the lock, so no other write starts.
    private static func answer(_ set: sigset_t) {
        var set = set
        var number: Int32 = 0
        guard sigwait(&set, &number) == 0 else { return }
        if let stop = onSignal {
            // `serve`: wait for a save in progress, then stop cleanly.
            lock.lock()
            stop()
        }
        let writing = !lock.try()
        if writing {
            lock.lock()
            // A write was in progress: the exit status says the run was cut short, as it always has.
            _exit(128 + number)
        }
        // Between writes: the signal's default action ends the process as if nothing had been installed.
        signal(number, SIG_DFL)
        var only = sigset_t()
        sigemptyset(&only)
        sigaddset(&only, number)
        pthread_sigmask(SIG_UNBLOCK, &only, nil)
        raise(number)
        _exit(128 + number)
    }
}
