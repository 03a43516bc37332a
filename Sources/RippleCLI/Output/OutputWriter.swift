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
/// exists (as `batch` creates OUTDIR), and removed again when the write fails. Whether a path may be written
/// at all, and how (atomically, or through as a stream), is `WriteRule`'s, asked for every file before anything
/// is written or locked.
///
/// A one-file write costs open + fstat + read + close of the existing file (just a failed open when there is
/// none), then open + write + close + rename of the temporary file: no `FileManager`, no `getcwd`, no
/// signal-handler changes (see `InterruptCleanup`), no `getpid` per file.
enum OutputWriter {
    /// This process's id, for temporary file names (read once: `getpid` is a system call).
    static let processID = getpid()

    /// One file to write: the bytes, the path the user named, and the rule it is written by.
    struct File {
        let bytes: UnsafeRawBufferPointer
        let path: String
        var rule = WriteRule()
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
    /// - Parameter rule: what may be replaced there (`batch` writes a web file as one of three, guarded or not).
    /// - Returns: `true` when the file was written, `false` when it already had these bytes.
    /// - Throws: `CLIError` with exit code 73 naming the path and the reason.
    @discardableResult
    static func write(_ bytes: UnsafeRawBufferPointer, to path: String, rule: WriteRule = WriteRule()) throws(CLIError) -> Bool {
        try write([File(bytes: bytes, path: path, rule: rule)])[0]
    }

    /// Writes several files together, all or nothing (the web format's style sheet and scripts), each by its rule.
    ///
    /// - Returns: for each file, whether it was written (`false`: it already held these bytes).
    @discardableResult
    static func write(together files: [(bytes: [UInt8], path: String, rule: WriteRule)]) throws(CLIError) -> [Bool] {
        // Copies with a lifetime of their own: `File` holds unsafe buffers, one per file.
        let buffers = files.map { file in
            let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: file.bytes.count, alignment: 1)
            buffer.copyBytes(from: file.bytes)
            return buffer
        }
        defer { buffers.forEach { $0.deallocate() } }
        return try write(zip(buffers, files).map { File(bytes: UnsafeRawBufferPointer($0.0), path: $0.1.path, rule: $0.1.rule) })
    }

    /// Writes `files` all or nothing, each as its `WriteRule` says: every target is classified (and refused)
    /// before anything is written or locked.
    ///
    /// - Returns: for each file, whether it was written (`false`: it already held these bytes).
    static func write(_ files: [File]) throws(CLIError) -> [Bool] {
        var written = [Bool](repeating: true, count: files.count)
        var staged: [Staged] = []
        var streams: [File] = []
        for (index, file) in files.enumerated() {
            switch try file.rule.target(of: file.path) {
            case .stream: streams.append(file)
            case .standardOutput:
                // Through descriptor 1 itself, so its offset and O_APPEND hold (opening the link would start at 0).
                guard writeAll(file.bytes, to: dup(STDOUT_FILENO)) else { throw failure(file.path, systemReason()) }
            case .file: staged.append(Staged(index: index, path: file.path, bytes: file.bytes))
            }
        }
        for file in streams {
            // A device or a FIFO is written through: replacing it with a file would destroy it.
            let descriptor = FileSystem.openFile(file.path, O_WRONLY | O_CLOEXEC)
            guard descriptor >= 0, writeAll(file.bytes, to: descriptor) else { throw failure(file.path, systemReason()) }
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
                case .other(let mode): throw failure(staged[item].path, "is \(WriteRule.kind(mode))")
                case .missing: break
                case .different:
                    // An unreadable file was not opened: its mode still comes from stat.
                    if status.st_mode & S_IFMT != S_IFREG, FileSystem.status(staged[item].path, &status) != 0 { status = stat() }
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
                for temporary in temporaries { FileSystem.removeFile(temporary) }
                created.removeAll()
                throw error
            }
        }
        return written
    }

    /// A file about to be written: its path, and what it replaces.
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
        defer { for case let backup? in backups { FileSystem.removeFile(backup) } }
        if items.count > 1 {
            for item in items.dropLast() {
                guard item.replaced != nil else {
                    backups.append(nil)
                    continue
                }
                let backup = temporaryName(for: item.path, number: next(), role: ".old")
                guard FileSystem.hardLink(item.path, to: backup) == 0 else { throw failure(item.path, "cannot keep the old file while replacing it: " + systemReason()) }
                backups.append(backup)
            }
        }
        for (offset, item) in items.enumerated() where FileSystem.move(temporaries[offset], to: item.path) != 0 {
            let reason = systemReason()
            for done in 0..<offset {
                if let backup = backups[done] {
                    if FileSystem.move(backup, to: items[done].path) == 0 { backups[done] = nil }
                } else {
                    FileSystem.removeFile(items[done].path)
                }
            }
            throw failure(item.path, reason)
        }
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
