#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// Writes output files so that a reader never sees a partial file.
///
/// The document goes to a temporary file in the target's directory and is renamed over the target
/// only when complete (rename is atomic within a file system); on any failure the temporary file is
/// removed and an existing target is left untouched. A target whose content would not change is not
/// rewritten, so its modification time stays (build tools and snapshot workflows rely on that).
///
/// A write costs open + fstat + read + close of the existing file (just a failed open when there is
/// none), then open + write + close + rename of the temporary file: no `FileManager`, no `getcwd`, no
/// signal-handler changes (see `InterruptCleanup`), no `getpid` per file.
enum OutputWriter {
    /// This process's id, for temporary file names (read once: `getpid` is a system call).
    private static let processID = getpid()

    /// Writes `text` to `path`.
    ///
    /// - Throws: `CLIError` with exit code 73 naming the path and the reason.
    static func write(_ text: String, to path: String) throws(CLIError) {
        var text = text
        _ = try text.withUTF8 { buffer in
            Result { () throws(CLIError) in try write(UnsafeRawBufferPointer(buffer), to: path) }
        }.get()
    }

    /// Writes `bytes` to `path`, the same way.
    static func write(_ bytes: [UInt8], to path: String) throws(CLIError) {
        _ = try bytes.withUnsafeBytes { buffer in
            Result { () throws(CLIError) in try write(buffer, to: path) }
        }.get()
    }

    /// Writes `bytes` to `path` unless the file already holds exactly these bytes.
    ///
    /// - Parameter lease: the calling thread's interrupt slot (a batch worker keeps one); `nil` takes
    ///   one for this write only.
    /// - Returns: `true` when the file was written, `false` when it already had these bytes.
    /// - Throws: `CLIError` with exit code 73 naming the path and the reason.
    @discardableResult
    static func write(_ bytes: UnsafeRawBufferPointer, to requested: String, lease: InterruptCleanup.Lease? = nil) throws(CLIError) -> Bool {
        let path: String
        switch try target(of: requested) {
        case .stream:
            // A device or a FIFO is written through: replacing it with a file would destroy it.
            let descriptor = open(requested, O_WRONLY | O_CLOEXEC)
            guard descriptor >= 0, writeAll(bytes, to: descriptor) else {
                throw failure(requested, String(cString: strerror(errno)).lowercased())
            }
            return true
        case .file(let resolved):
            path = resolved
        }
        switch existing(path, comparedWith: bytes) {
        case .same: return false
        case .directory: throw failure(path, "is a directory")
        case .missing, .different: break
        }
        let writer = lease ?? InterruptCleanup.lease()
        defer { if lease == nil { InterruptCleanup.release(writer) } }
        let (directory, name) = split(path)
        // The name is unique within the process (slot and sequence) and across processes (pid);
        // O_EXCL never follows or reuses a file that is already there: a stale one gets a new name.
        for _ in 0..<100 {
            let temporary = "\(directory).\(name).ripplegen-\(processID)-\(writer.nextTag()).tmp"
            let created = try InterruptCleanup.guarding(temporary, lease: writer) { () throws(CLIError) -> Bool in
                let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
                if descriptor < 0 {
                    if errno == EEXIST { return false }
                    throw creationFailure(path)
                }
                guard writeAll(bytes, to: descriptor) else {
                    unlink(temporary)
                    throw creationFailure(path)
                }
                if rename(temporary, path) != 0 {
                    let reason = String(cString: strerror(errno))
                    unlink(temporary)
                    throw failure(path, reason.lowercased())
                }
                return true
            }
            if created { return true }
        }
        throw creationFailure(path)
    }

    /// Where a write to `path` goes.
    enum Target {
        /// A regular file, or none yet: written atomically next to it (a symlink's target, the link kept).
        case file(String)
        /// A character or block device, or a FIFO: written through.
        case stream
    }

    /// Classifies `path` without opening it (opening a FIFO would block): symlinks are followed to their
    /// target, so the atomic rename replaces the target and the link stays; a socket or another kind of
    /// file is refused (exit 73).
    static func target(of path: String) throws(CLIError) -> Target {
        var link = stat()
        guard lstat(path, &link) == 0 else { return .file(path) }
        var info = stat()
        if (link.st_mode & S_IFMT) == S_IFLNK {
            guard stat(path, &info) == 0 else {
                if errno == ELOOP { throw failure(path, "the symbolic link loops") }
                return .file(try danglingTarget(of: path))
            }
        } else {
            info = link
        }
        switch info.st_mode & S_IFMT {
        case S_IFREG:
            guard (link.st_mode & S_IFMT) == S_IFLNK else { return .file(path) }
            guard let resolved = realpath(path, nil) else { throw failure(path, String(cString: strerror(errno)).lowercased()) }
            defer { free(resolved) }
            return .file(String(cString: resolved))
        case S_IFCHR, S_IFBLK, S_IFIFO:
            return .stream
        case S_IFDIR:
            throw failure(path, "is a directory")
        case S_IFSOCK:
            throw failure(path, "is a socket; refusing to replace it")
        default:
            throw failure(path, "is not a regular file; refusing to replace it")
        }
    }

    /// The file a dangling symlink names (made relative to the link's directory), so writing creates it.
    private static func danglingTarget(of path: String) throws(CLIError) -> String {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink(path, &buffer, buffer.count - 1)
        guard count > 0 else { throw failure(path, String(cString: strerror(errno)).lowercased()) }
        let destination = String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        if destination.hasPrefix("/") { return destination }
        return String(split(path).directory) + destination
    }

    /// The directory part with its slash (empty for a bare name) and the last component, split as
    /// text (trailing slashes ignored) so that no `getcwd` is needed.
    private static func split(_ path: String) -> (directory: Substring, name: Substring) {
        var trimmed = Substring(path)
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed.removeLast() }
        guard let slash = trimmed.lastIndex(of: "/") else { return ("", trimmed) }
        return (trimmed[...slash], trimmed[trimmed.index(after: slash)...])
    }

    /// Writes every byte (`POSIXWrite`) and closes the descriptor; `errno` is the write's when it failed.
    private static func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> Bool {
        let written = POSIXWrite.all(bytes, to: descriptor)
        let failure = errno
        let closed = close(descriptor) == 0
        if !written { errno = failure }
        return written && closed
    }

    /// Why a temporary file could not be made, in the words ripplegen has always used (the directory
    /// is made absolute only here, on the error path).
    private static func creationFailure(_ path: String) -> CLIError {
        let directory = URL(fileURLWithPath: path).deletingLastPathComponent().path
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
            return failure(path, "directory \(directory) does not exist")
        }
        return failure(path, "cannot create a file in \(directory) (permission denied or read-only)")
    }

    private static func failure(_ path: String, _ reason: String) -> CLIError {
        CLIError(.cannotCreate, "cannot write \(path): \(reason)")
    }
}
