#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The one rule that decides, for every output path of every command (generate, the web files, batch and its
/// `--prune`, preview), whether ripplegen may write there and how: asked before any lock is taken or any byte
/// is written, and again by `OutputWriter` for each file it writes.
///
/// - A new file, or a regular file, is written atomically (a temporary renamed over it).
/// - A character or block device or a FIFO is a stream, written through (`-o /dev/null`, a named pipe); so is a
///   symbolic link to one (`-o /dev/stdout`), since it names a stream, not a file to replace, and a link to the
///   file standard output is redirected to (`-o /dev/stdout > a.svg`) writes to standard output. Files written
///   together (the web format's three) refuse streams: a stream cannot be taken back, so the write would not
///   be all or nothing, and opening a FIFO waits for a reader. `batch` refuses them too: OUTDIR holds the files it
///   makes and nothing else, and a FIFO there (`OUTDIR/NAME.svg`) would block the whole batch.
/// - A symbolic link to anything else, or to nothing, is refused: writing through it would replace a file the
///   user did not name (`OUTDIR/r.svg → ../important.txt`), or create one outside the output folder.
/// - A missing file whose folder is a link to a missing folder is refused: no folder is created through a link.
/// - A `guarded` file (the web scripts, without `--force`) is replaced only when its first line is the exact
///   header ripplegen writes (`ScriptGuard`).
/// - Directories, sockets and other kinds of files are refused.
struct WriteRule: Sendable {
    /// Who writes the file, which decides whether a stream is written through.
    enum Use: Sendable {
        /// One file of a single run (`-o`): a stream is written through.
        case alone
        /// One of several files written together, all or nothing (the web format's three): streams are refused.
        case together
        /// A file of `batch` in OUTDIR (alone or together): streams are refused.
        case batch
    }

    var use = Use.alone
    /// Replaced only when ripplegen wrote it.
    var guarded = false

    /// Where a write to a path goes.
    enum Target: Equatable {
        /// A regular file, or none yet: written atomically next to it.
        case file
        /// A character or block device, or a FIFO (or a link to one): written through.
        case stream
        /// A link to the file this process's standard output is (`-o /dev/stdout > file.svg`): written to
        /// standard output, at its offset (`>>` appends), as if `-o` were left out.
        case standardOutput
    }

    /// Classifies `path` without opening anything but a guarded regular file (opening a FIFO would block).
    ///
    /// - Parameter path: the path as the user (or the manifest) gave it; messages name it so.
    /// - Returns: how to write it.
    /// - Throws: `CLIError` (exit 73) naming the path and why ripplegen does not write there.
    func target(of path: String) throws(CLIError) -> Target {
        var status = stat()
        guard FileSystem.linkStatus(path, &status) == 0 else {
            try refuseAFolderLink(for: path)
            return .file
        }
        if status.st_mode & S_IFMT == S_IFLNK {
            var linked = stat()
            guard FileSystem.status(path, &linked) == 0 else {
                throw OutputWriter.failure(path, errno == ELOOP ? "the symbolic link loops" : "is a symbolic link to a missing file; " + Self.noLinks)
            }
            if use == .alone, Self.isStream(linked) { return .stream }
            if use == .alone, Self.isStandardOutput(linked) { return .standardOutput }
            throw OutputWriter.failure(path, "is a symbolic link; " + Self.noLinks)
        }
        if Self.isStream(status) {
            switch use {
            case .alone: return .stream
            case .together:
                throw OutputWriter.failure(path, "is \(Self.kind(status.st_mode)); the web format writes its files together (all or nothing), so each must be a regular file")
            case .batch:
                throw OutputWriter.failure(path, "is \(Self.kind(status.st_mode)), not a regular file; batch writes only regular files into OUTDIR (remove it)")
            }
        }
        switch status.st_mode & S_IFMT {
        case S_IFREG:
            if guarded { try ScriptGuard.refuseUnlessRipplegens(path) }
            return .file
        case S_IFDIR: throw OutputWriter.failure(path, "is a directory")
        case S_IFSOCK: throw OutputWriter.failure(path, "is a socket; refusing to replace it")
        default: throw OutputWriter.failure(path, "is not a regular file; refusing to replace it")
        }
    }

    /// Whether `path` names a stream (a device, a FIFO, standard output), which takes any format whatever its
    /// name (`-o /dev/stdout`); a path the rule refuses is not one (its name is checked, then the write refuses it).
    static func namesAStream(_ path: String) -> Bool {
        ((try? WriteRule().target(of: path)) ?? .file) != .file
    }

    /// Why a link is not followed, for the messages.
    static let noLinks = "ripplegen writes no file through a link (name the file itself, or remove the link)"

    /// A device or a FIFO: written through, never replaced.
    private static func isStream(_ status: stat) -> Bool {
        [S_IFCHR, S_IFBLK, S_IFIFO].contains(status.st_mode & S_IFMT)
    }

    /// Whether `status` is the open file of descriptor 1: `/dev/stdout` and `/proc/self/fd/1` are links to it.
    private static func isStandardOutput(_ status: stat) -> Bool {
        var output = stat()
        return fstat(STDOUT_FILENO, &output) == 0 && output.st_dev == status.st_dev && output.st_ino == status.st_ino
    }

    /// What a file of `mode` is, for messages (`a FIFO`).
    static func kind(_ mode: mode_t) -> String {
        switch mode & S_IFMT {
        case S_IFIFO: "a FIFO"
        case S_IFCHR, S_IFBLK: "a device"
        case S_IFDIR: "a directory"
        case S_IFSOCK: "a socket"
        case S_IFLNK: "a symbolic link"
        case S_IFREG: "a regular file"
        default: "not a regular file"
        }
    }

    /// A missing file is created in its folder, which the write creates when it is missing: unless the folder
    /// is a symbolic link to nothing (`mkdir` through such a link makes its target on some systems).
    private func refuseAFolderLink(for path: String) throws(CLIError) {
        var folder = OutputWriter.split(path).directory
        while folder.count > 1, folder.hasSuffix("/") { folder.removeLast() }
        guard !folder.isEmpty else { return }
        var status = stat(), linked = stat()
        let name = String(folder)
        guard FileSystem.linkStatus(name, &status) == 0, status.st_mode & S_IFMT == S_IFLNK, FileSystem.status(name, &linked) != 0 else { return }
        throw OutputWriter.failure(path, "its folder \(name) is a symbolic link to a missing folder; no folder is created through a link")
    }
}
