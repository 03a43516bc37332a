#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The web format's second file: `-o DIR/FILE.css` also writes `DIR/FILE.js`, a file the user did not name, so
/// it is replaced only when ripplegen wrote it (or `--force` says so) and never when it is an input of the run.
///
/// How a script is recognised as ripplegen's: its first line starts with `/* ripplegen` (every web script does,
/// `Fixtures/golden/web/*.js`), which a hand-written script or a spec file does not.
enum ScriptGuard {
    /// The start of every script ripplegen writes.
    static let header = Array("/* ripplegen".utf8)

    /// Refuses to write `script` when it is the spec file (exit 64), or an existing file that ripplegen did
    /// not write (exit 73) unless `force`.
    static func check(_ script: String, spec: String?, force: Bool) throws(CLIError) {
        if let spec, GenerateCommand.sameFile(script, spec) {
            throw CLIError.usage("--format web writes \(script) next to the style sheet, and \(script) is the spec file; refusing to overwrite it (name the style sheet differently)")
        }
        guard !force, let start = firstBytes(of: script, count: header.count), start != header else { return }
        throw CLIError(.cannotCreate, "\(script) exists and ripplegen did not write it (its first line does not start with '/* ripplegen'); refusing to replace it (--force replaces it)")
    }

    /// The first `count` bytes (fewer for a shorter file) of a regular file, following symlinks; `nil` when
    /// there is no regular file (nothing to protect: a device or FIFO is written through, a directory refused).
    private static func firstBytes(of path: String, count: Int) -> [UInt8]? {
        var info = stat()
        guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        // An unreadable file cannot be shown to be ripplegen's: it is protected like a foreign one.
        guard descriptor >= 0 else { return [] }
        defer { close(descriptor) }
        var bytes = [UInt8](repeating: 0, count: count)
        var filled = 0
        while filled < count {
            let got = bytes.withUnsafeMutableBytes { read(descriptor, $0.baseAddress! + filled, count - filled) }
            if got < 0, errno == EINTR { continue }
            guard got > 0 else { break }
            filled += got
        }
        return Array(bytes[..<filled])
    }
}
