#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import RippleDiagnostics

/// The temporary files of `OutputWriter`: `.NAME.ripplegen-PID-N.tmp` next to the target (and, while a pair is
/// replaced, `.NAME.ripplegen-PID-N.old.tmp`, a hard link to the file being replaced).
extension OutputWriter {
    /// The longest file name most file systems take (`NAME_MAX`); a temporary name is never longer, so every
    /// target that can be written can be written atomically.
    static let maximumNameBytes = 255

    /// The temporary name for `path`: the name is shortened (at a character boundary) when the whole would
    /// pass `maximumNameBytes`; the process id and the number keep it unique.
    static func temporaryName(for path: String, number: Int, role: String) -> String {
        let (directory, name) = split(path)
        let suffix = ".ripplegen-\(processID)-\(number)\(role).tmp"
        var kept = Substring(name)
        while 1 + ArgumentBytes.bytes(of: String(kept)).count + suffix.utf8.count > maximumNameBytes { kept.removeLast() }
        return "\(directory).\(kept)\(suffix)"
    }

    /// The process that made a temporary file named `name`, or `nil` when `name` is not one of ripplegen's.
    static func temporaryOwner(_ name: String) -> Int32? {
        guard name.hasPrefix("."), name.hasSuffix(".tmp"), let marker = name.range(of: ".ripplegen-", options: .backwards) else { return nil }
        var rest = name[marker.upperBound...].dropLast(4)
        if rest.hasSuffix(".old") { rest = rest.dropLast(4) }
        let parts = rest.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 2, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
              let owner = Int32(parts[0]), Int(parts[1]) != nil else { return nil }
        return owner
    }

    /// Whether the temporary file `name` was left by a process that has ended (a SIGKILL, a crash): a
    /// running writer's temporary is its own until it renames it.
    static func isAbandonedTemporary(_ name: String) -> Bool {
        guard let owner = temporaryOwner(name) else { return false }
        return kill(owner, 0) != 0 && errno == ESRCH
    }

    /// Creates and fills the temporary file of `item`, with the mode and owner of the file it replaces.
    ///
    /// - Returns: the temporary file's path.
    static func createTemporary(for item: Staged, next: () -> Int, folders: inout CreatedFolders) throws(CLIError) -> String {
        let directory = String(split(item.path).directory)
        // O_EXCL never follows or reuses a file that is already there: a stale one gets a new number.
        for _ in 0..<100 {
            let temporary = temporaryName(for: item.path, number: next(), role: "")
            let descriptor = FileSystem.openFile(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
            if descriptor < 0 {
                let code = errno
                if code == EEXIST { continue }
                if code == ENOENT, folders.create(directory) { continue }
                throw creationFailure(item.path, code, mkdirCode: folders.failure(directory))
            }
            if let old = item.replaced { keepOwnership(old, on: descriptor) }
            guard writeAll(item.bytes, to: descriptor) else {
                let reason = systemReason()
                FileSystem.removeFile(temporary)
                throw failure(item.path, reason)
            }
            return temporary
        }
        throw failure(item.path, "no free temporary file name in \(directory.isEmpty ? "." : directory)")
    }

    /// Gives the new file the owner and mode of the one it replaces: a private file stays private. The owner
    /// is set first (changing it clears set-id bits) and only where permitted (root, or the same owner).
    private static func keepOwnership(_ old: stat, on descriptor: Int32) {
        if old.st_uid != geteuid() || old.st_gid != getegid() { _ = fchown(descriptor, old.st_uid, old.st_gid) }
        _ = fchmod(descriptor, old.st_mode & 0o7777)
    }

    /// The output folders a write created, removed again when it fails (so a failed run leaves nothing).
    struct CreatedFolders {
        private var paths: [String] = []
        /// The folders `mkdir` was asked for and found there, so an `open` that still fails is not retried.
        private var found: Set<String> = []
        /// `mkdir`'s error for each folder it could not make.
        private var failures: [String: Int32] = [:]

        /// Creates `directory` (the folder part of a path, with its slash) when its parent exists.
        ///
        /// - Returns: whether it exists now; `false` for the working directory or a missing parent.
        mutating func create(_ directory: String) -> Bool {
            guard !directory.isEmpty, !paths.contains(directory), !found.contains(directory) else { return false }
            // Without its trailing slash, so that a dangling link there is an existing name (EEXIST) on every
            // system: `mkdir("link/")` makes the link's target on some.
            var name = Substring(directory)
            while name.count > 1, name.hasSuffix("/") { name.removeLast() }
            if FileSystem.makeDirectory(String(name), 0o777) == 0 {
                paths.append(directory)
                return true
            }
            let code = errno
            defer { errno = code }
            // There already (another writer made it just now): worth one more try, not a hundred (`/proc/`,
            // where no file can be created, was "no free temporary file name").
            if code == EEXIST {
                found.insert(directory)
                return true
            }
            failures[directory] = code
            return false
        }

        /// `mkdir`'s error for `directory` (EACCES, EROFS, or ENOENT for a missing parent), if it was refused.
        func failure(_ directory: String) -> Int32? {
            failures[directory]
        }

        /// Removes the folders created (if still empty), innermost first.
        mutating func removeAll() {
            for path in paths.reversed() { FileSystem.removeDirectory(path) }
            paths = []
        }
    }
}
