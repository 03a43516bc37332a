#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes output files so that a reader never sees a partial file and no file the user did not name is harmed.
///
/// Each document goes to a temporary file in its target's directory and is renamed over the target only when
/// complete (rename is atomic within a file system); on any failure the temporary files are removed and the
/// targets are left untouched. Several files written together (the web format's style sheet and script) are
/// all or nothing: every target is checked and every temporary written before the first rename, and a rename
/// that fails puts the files already replaced back. A target whose content would not change is not rewritten,
/// so its modification time stays (build tools and snapshot workflows rely on that). A replaced file keeps its
/// mode and, where the process may set it, its owner. A missing output folder is created when its parent
/// exists (as `batch` creates OUTDIR), and removed again when the write fails.
///
/// A one-file write costs open + fstat + read + close of the existing file (just a failed open when there is
/// none), then open + write + close + rename of the temporary file: no `FileManager`, no `getcwd`, no
/// signal-handler changes (see `InterruptCleanup`), no `getpid` per file.
enum OutputWriter {
    /// This process's id, for temporary file names (read once: `getpid` is a system call).
    static let processID = getpid()

    /// One file to write: the bytes and the path the user named.
    struct File {
        let bytes: UnsafeRawBufferPointer
        let path: String
    }

    /// Writes `text` to `path`.
    ///
    /// - Throws: `CLIError` with exit code 73 naming the path and the system's reason.
    static func write(_ text: String, to path: String) throws(CLIError) {
        try write(Array(text.utf8), to: path)
    }

    /// Writes `bytes` to `path`, the same way.
    static func write(_ bytes: [UInt8], to path: String) throws(CLIError) {
        _ = try bytes.withUnsafeBytes { buffer in
            Result { () throws(CLIError) in try write(buffer, to: path) }
        }.get()
    }

    /// Writes `bytes` to `path` unless the file already holds exactly these bytes.
    ///
    /// - Returns: `true` when the file was written, `false` when it already had these bytes.
    /// - Throws: `CLIError` with exit code 73 naming the path and the reason.
    @discardableResult
    static func write(_ bytes: UnsafeRawBufferPointer, to path: String) throws(CLIError) -> Bool {
        try write([File(bytes: bytes, path: path)])[0]
    }

    /// Writes several files together, all or nothing (the web format's style sheet and scripts).
    static func write(together files: [(bytes: [UInt8], path: String)]) throws(CLIError) {
        // Copies with a lifetime of their own: `File` holds unsafe buffers, one per file.
        let buffers = files.map { file in
            let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: file.bytes.count, alignment: 1)
            buffer.copyBytes(from: file.bytes)
            return buffer
        }
        defer { buffers.forEach { $0.deallocate() } }
        _ = try write(zip(buffers, files).map { File(bytes: UnsafeRawBufferPointer($0.0), path: $0.1.path) })
    }

    /// Writes `files` all or nothing.
    ///
    /// - Returns: for each file, whether it was written (`false`: it already held these bytes).
    static func write(_ files: [File]) throws(CLIError) -> [Bool] {
        var written = [Bool](repeating: true, count: files.count)
        var staged: [Staged] = []
        for (index, file) in files.enumerated() {
            switch try target(of: file.path) {
            case .stream:
                // A device or a FIFO is written through: replacing it with a file would destroy it.
                let descriptor = open(file.path, O_WRONLY | O_CLOEXEC)
                guard descriptor >= 0, writeAll(file.bytes, to: descriptor) else { throw failure(file.path, systemReason()) }
            case .file(let resolved):
                staged.append(Staged(index: index, path: resolved, bytes: file.bytes))
            }
        }
        guard !staged.isEmpty else { return written }
        InterruptCleanup.install()
        try InterruptCleanup.guarding { (next) throws(CLIError) in
            // Concurrent runs writing the same pair take turns, so neither can leave the other's half.
            let locks = staged.count > 1 ? DirectoryLock.acquire(Set(staged.map { split($0.path).directory })) : []
            defer { DirectoryLock.release(locks) }
            for item in staged.indices {
                var status = stat()
                switch existing(staged[item].path, comparedWith: staged[item].bytes, status: &status) {
                case .same: staged[item].unchanged = true
                case .directory: throw failure(staged[item].path, "is a directory")
                case .missing: break
                case .different:
                    // An unreadable file was not opened: its mode still comes from stat.
                    if status.st_mode & S_IFMT != S_IFREG, stat(staged[item].path, &status) != 0 { status = stat() }
                    staged[item].replaced = status.st_mode & S_IFMT == S_IFREG ? status : nil
                }
            }
            for item in staged where item.unchanged { written[item.index] = false }
            let changing = staged.filter { !$0.unchanged }
            var created = CreatedFolders()
            var temporaries: [String] = []
            do throws(CLIError) {
                for item in changing {
                    temporaries.append(try createTemporary(for: item, next: next, folders: &created))
                }
                try replace(changing, with: temporaries, next: next)
            } catch {
                for temporary in temporaries { unlink(temporary) }
                created.removeAll()
                throw error
            }
        }
        return written
    }

    /// A file about to be written: its resolved path, and what it replaces.
    struct Staged {
        let index: Int
        let path: String
        let bytes: UnsafeRawBufferPointer
        /// The file already holds these bytes.
        var unchanged = false
        /// The status of the file being replaced (its mode and owner are kept), `nil` for a new file.
        var replaced: stat?
    }

    /// Renames the temporaries over their targets; when one rename fails, the targets already replaced get
    /// their old files back (kept as hard links until every rename succeeded).
    private static func replace(_ items: [Staged], with temporaries: [String], next: () -> Int) throws(CLIError) {
        var backups: [String?] = []
        defer { for case let backup? in backups { unlink(backup) } }
        if items.count > 1 {
            for item in items.dropLast() {
                guard item.replaced != nil else {
                    backups.append(nil)
                    continue
                }
                let backup = temporaryName(for: item.path, number: next(), role: ".old")
                guard link(item.path, backup) == 0 else { throw failure(item.path, "cannot keep the old file while replacing it: " + systemReason()) }
                backups.append(backup)
            }
        }
        for (offset, item) in items.enumerated() where rename(temporaries[offset], item.path) != 0 {
            let reason = systemReason()
            for done in 0..<offset {
                if let backup = backups[done] {
                    if rename(backup, items[done].path) == 0 { backups[done] = nil }
                } else {
                    unlink(items[done].path)
                }
            }
            throw failure(item.path, reason)
        }
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
            guard let resolved = realpath(path, nil) else { throw failure(path, systemReason()) }
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
        guard count > 0 else { throw failure(path, systemReason()) }
        let destination = String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        if destination.hasPrefix("/") { return destination }
        return String(split(path).directory) + destination
    }

    /// The directory part with its slash (empty for a bare name) and the last component, split as
    /// text (trailing slashes ignored) so that no `getcwd` is needed.
    static func split(_ path: String) -> (directory: Substring, name: Substring) {
        var trimmed = Substring(path)
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed.removeLast() }
        guard let slash = trimmed.lastIndex(of: "/") else { return ("", trimmed) }
        return (trimmed[...slash], trimmed[trimmed.index(after: slash)...])
    }

    /// Writes every byte (`POSIXWrite`) and closes the descriptor; `errno` is the write's when it failed.
    static func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> Bool {
        let written = POSIXWrite.all(bytes, to: descriptor)
        let failure = errno
        let closed = close(descriptor) == 0
        if !written { errno = failure }
        return written && closed
    }
}
