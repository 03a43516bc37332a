#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// One writer's entry in the interrupt table: the temporary file it may have on disk right now.
///
/// Everything the signal handler reads is an atomic, so the handler needs no lock and calls nothing
/// but atomics, `unlink`, `sched_yield`, `signal`, `raise` and `_exit`.
@available(macOS 15.0, *)
struct InterruptSlot: ~Copyable {
    /// Held by one writer thread (a `InterruptCleanup.Lease`).
    let claimed = Atomic<Bool>(false)
    /// The claiming thread (`pthread_self()` as bits), so a handler can recognise the writer it interrupted.
    let owner = Atomic<UInt>(0)
    /// Set while the temporary file may exist: from just before its creation to just after its rename.
    let armed = Atomic<Bool>(false)
    /// Set by a signal handler running on the owner thread: that writer will never run again.
    let interrupted = Atomic<Bool>(false)
    /// The temporary file's path, NUL-terminated; written only by the owner while not armed.
    let path = Atomic<UnsafeMutablePointer<CChar>?>(nil)
    /// The allocated size of `path`.
    let capacity = Atomic<Int>(0)
}

/// The process-wide table of writer slots, and the SIGINT/SIGTERM handler that empties it.
///
/// One slot per concurrent writer (a batch worker thread, or one single-file write), so writes need no
/// lock. The handler's protocol, which closes the race between a writer creating its temporary file on
/// one thread and the handler running on another:
/// 1. the handler marks the slot of the thread it interrupted (if that thread is a writer) `interrupted`;
/// 2. the first handler sets `terminating` (a second one, on another thread, parks forever);
/// 3. for every armed slot it either unlinks the file (its writer is frozen in a handler) or waits until
///    the running writer disarms (its rename is a few system calls away, or it stops at step 4);
/// 4. a writer arms its slot *before* creating the file and then checks `terminating`: set means it
///    parks without creating anything. (Armed-then-check against set-then-scan: one of the two sees
///    the other, whatever the interleaving.)
@available(macOS 15.0, *)
enum InterruptSlots {
    /// Enough for `batch --jobs` at its maximum plus the single-file commands.
    static let count = BatchCommand.maximumJobs + 16

    /// The slots, allocated once and never freed (the handler may read them until the process ends).
    nonisolated(unsafe) static let table: UnsafeMutablePointer<InterruptSlot> = {
        let table = UnsafeMutablePointer<InterruptSlot>.allocate(capacity: count)
        for index in 0..<count { (table + index).initialize(to: InterruptSlot()) }
        return table
    }()

    /// Set by the first handler: writers must not create files any more.
    static let terminating = Atomic<Bool>(false)
    /// Claimed by the first handler; later ones (other threads, other signal) park.
    static let handling = Atomic<Bool>(false)

    /// The calling thread as a number (0 is never a thread).
    static func currentThread() -> UInt {
        #if canImport(Darwin)
        UInt(bitPattern: pthread_self())
        #else
        UInt(pthread_self())
        #endif
    }

    /// Parks the calling thread for good: the process is about to exit from a signal handler.
    static func park() -> Never {
        while true { pause() }
    }

    /// The handler for SIGINT and SIGTERM (installed with both signals blocked while it runs, so it
    /// never nests on one thread).
    static let handler: @convention(c) (Int32) -> Void = { number in
        InterruptSlots.handle(number)
    }

    private static func handle(_ number: Int32) {
        let me = currentThread()
        for index in 0..<count where table[index].claimed.load(ordering: .sequentiallyConsistent)
            && table[index].owner.load(ordering: .sequentiallyConsistent) == me {
            table[index].interrupted.store(true, ordering: .sequentiallyConsistent)
        }
        guard handling.compareExchange(expected: false, desired: true, ordering: .sequentiallyConsistent).exchanged else {
            park()
        }
        terminating.store(true, ordering: .sequentiallyConsistent)
        var inFlight = false
        for index in 0..<count {
            while table[index].armed.load(ordering: .sequentiallyConsistent) {
                inFlight = true
                // Re-read `armed` after `interrupted`: once interrupted the writer is frozen, so an armed
                // slot then has a complete path (written before arming).
                if table[index].interrupted.load(ordering: .sequentiallyConsistent),
                   table[index].armed.load(ordering: .sequentiallyConsistent) {
                    if let path = table[index].path.load(ordering: .sequentiallyConsistent) { unlink(path) }
                    break
                }
                sched_yield()
            }
        }
        // During a write the exit status says so, as it always has; otherwise the signal's default
        // action ends the process exactly as if no handler had been installed.
        if inFlight { _exit(128 + number) }
        signal(number, SIG_DFL)
        raise(number)
    }
}
