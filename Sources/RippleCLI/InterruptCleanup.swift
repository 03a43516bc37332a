#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Removes the temporary output file when SIGINT or SIGTERM arrives while it exists, so an interrupted
/// run leaves only complete files (the target itself is replaced by an atomic rename, or not at all).
///
/// A signal handler may only call async-signal-safe functions, so the path is kept as a C string
/// prepared beforehand, and the handler does nothing but `unlink` and `_exit`.
enum InterruptCleanup {
    /// The temporary file to remove, as a C string; set only while the file exists.
    nonisolated(unsafe) private static var pending: UnsafeMutablePointer<CChar>?

    /// Runs `body` with `path` registered for removal on SIGINT/SIGTERM, then restores default handling.
    static func guarding<T>(_ path: String, _ body: () throws(CLIError) -> T) throws(CLIError) -> T {
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

    private static let handler: @convention(c) (Int32) -> Void = { signal in
        if let path = InterruptCleanup.pending { unlink(path) }
        _exit(128 + signal)
    }
}
