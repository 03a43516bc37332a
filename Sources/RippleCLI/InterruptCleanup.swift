#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import Synchronization

/// Removes temporary output files when SIGINT or SIGTERM arrives while they exist, so an interrupted
/// run leaves only complete files (each target is replaced by an atomic rename, or not at all).
///
/// Every concurrent writer holds a `Lease` on its own slot of `InterruptSlots` (a batch worker keeps
/// one for its whole life), so writes run in parallel without a lock and without a system call for the
/// bookkeeping: the handlers are installed once per process, and arming a slot is two atomic stores.
enum InterruptCleanup {
    /// A writer's slot; use it from one thread at a time.
    final class Lease {
        /// The slot index, or -1 on systems without `Atomic` (writes are then serialized).
        fileprivate let index: Int
        /// Numbers this writer's temporary files, which makes their names unique within the process.
        var sequence = 0

        fileprivate init(index: Int) {
            self.index = index
        }

        /// A name part unique to this lease's next temporary file: `SLOT-SEQUENCE`.
        func nextTag() -> String {
            sequence += 1
            return "\(max(index, 0))-\(sequence)"
        }
    }

    /// Claims a free slot for the calling thread (and installs the handlers on first use).
    static func lease() -> Lease {
        guard #available(macOS 15.0, *) else { return Lease(index: -1) }
        _ = installed
        let table = InterruptSlots.table
        while true {
            for index in 0..<InterruptSlots.count
            where table[index].claimed.compareExchange(expected: false, desired: true, ordering: .sequentiallyConsistent).exchanged {
                table[index].interrupted.store(false, ordering: .sequentiallyConsistent)
                table[index].owner.store(InterruptSlots.currentThread(), ordering: .sequentiallyConsistent)
                return Lease(index: index)
            }
            // More writers than slots (impossible with --jobs ≤ maximumJobs): wait for one to finish.
            sched_yield()
        }
    }

    /// Gives the slot back; the lease must not be used afterwards.
    static func release(_ lease: Lease) {
        guard #available(macOS 15.0, *), lease.index >= 0 else { return }
        let slot = InterruptSlots.table + lease.index
        slot.pointee.owner.store(0, ordering: .sequentiallyConsistent)
        slot.pointee.claimed.store(false, ordering: .sequentiallyConsistent)
    }

    /// Runs `body` (which creates `path`, then renames or removes it) with `path` registered for
    /// removal on SIGINT/SIGTERM.
    static func guarding<T>(_ path: String, lease: Lease, _ body: () throws(CLIError) -> T) throws(CLIError) -> T {
        guard #available(macOS 15.0, *), lease.index >= 0 else {
            return try LegacyInterruptCleanup.guarding(path, body)
        }
        let slot = InterruptSlots.table + lease.index
        store(path, in: slot)
        slot.pointee.armed.store(true, ordering: .sequentiallyConsistent)
        if InterruptSlots.terminating.load(ordering: .sequentiallyConsistent) {
            // A handler is cleaning up and will end the process: create nothing.
            slot.pointee.armed.store(false, ordering: .sequentiallyConsistent)
            InterruptSlots.park()
        }
        defer { slot.pointee.armed.store(false, ordering: .sequentiallyConsistent) }
        return try body()
    }

    /// Copies `path` into the slot's buffer (growing it while the slot is not armed, when the handler
    /// never reads it).
    @available(macOS 15.0, *)
    private static func store(_ path: String, in slot: UnsafeMutablePointer<InterruptSlot>) {
        let needed = path.utf8.count + 1
        var buffer = slot.pointee.path.load(ordering: .sequentiallyConsistent)
        if buffer == nil || slot.pointee.capacity.load(ordering: .sequentiallyConsistent) < needed {
            let capacity = max(needed, 512)
            let grown = UnsafeMutablePointer<CChar>.allocate(capacity: capacity)
            slot.pointee.path.store(grown, ordering: .sequentiallyConsistent)
            slot.pointee.capacity.store(capacity, ordering: .sequentiallyConsistent)
            buffer?.deallocate()
            buffer = grown
        }
        guard let buffer else { return }
        var end = buffer
        for byte in path.utf8 {
            end.pointee = CChar(bitPattern: byte)
            end += 1
        }
        end.pointee = 0
    }

    /// Installs the handler for SIGINT and SIGTERM once, leaving a signal alone when it is ignored
    /// (`nohup`, a background job of a non-interactive shell): ignoring it stays the parent's choice.
    @available(macOS 15.0, *)
    private static let installed: Bool = {
        _ = InterruptSlots.table
        for number in [SIGINT, SIGTERM] {
            var previous = sigaction()
            sigaction(number, nil, &previous)
            #if canImport(Darwin)
            let old = unsafeBitCast(previous.__sigaction_u.__sa_handler, to: Int.self)
            #else
            let old = unsafeBitCast(previous.__sigaction_handler.sa_handler, to: Int.self)
            #endif
            if old == unsafeBitCast(SIG_IGN, to: Int.self) { continue }
            var action = sigaction()
            #if canImport(Darwin)
            action.__sigaction_u.__sa_handler = InterruptSlots.handler
            #else
            action.__sigaction_handler.sa_handler = InterruptSlots.handler
            #endif
            // Both signals blocked while the handler runs: it never nests on one thread.
            sigemptyset(&action.sa_mask)
            sigaddset(&action.sa_mask, SIGINT)
            sigaddset(&action.sa_mask, SIGTERM)
            action.sa_flags = SA_RESTART
            sigaction(number, &action, nil)
        }
        return true
    }()
}

/// Before macOS 15 (no `Atomic`): one process-wide slot, writes serialized by a lock, handlers
/// installed around each write, as ripplegen always did.
private enum LegacyInterruptCleanup {
    nonisolated(unsafe) private static var pending: UnsafeMutablePointer<CChar>?
    private static let lock = NSLock()

    static func guarding<T>(_ path: String, _ body: () throws(CLIError) -> T) throws(CLIError) -> T {
        lock.lock()
        defer { lock.unlock() }
        let copy = strdup(path)
        pending = copy
        signal(SIGINT, handler)
        signal(SIGTERM, handler)
        defer {
            signal(SIGINT, SIG_DFL)
            signal(SIGTERM, SIG_DFL)
            pending = nil
            free(copy)
        }
        return try body()
    }

    private static let handler: @convention(c) (Int32) -> Void = { number in
        if let path = LegacyInterruptCleanup.pending { unlink(path) }
        _exit(128 + number)
    }
}
