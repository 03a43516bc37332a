#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import RippleSerializers

/// The web format's scripts: `-o DIR/FILE.css` also writes `DIR/FILE.js` and `DIR/FILE.mjs`, files the user did
/// not name, so each is replaced only when ripplegen wrote it (or `--force` says so) and never when it is an
/// input of the run. `WriteRule` asks this for every guarded file, in single runs and batch alike.
///
/// How a script is recognised as ripplegen's: its first line is exactly the header every web script starts with,
/// `/* ripplegen CLASS: press ripple, docs/web.md */` (`WebScriptHeader`), which a hand-written script, a spec
/// file or a user's `/* ripplegenX */` is not.
enum ScriptGuard {
    /// Refuses to write `script` when it is the spec file (exit 64): `--force` does not make an input an output.
    static func refuseTheSpec(_ script: String, spec: String?) throws(CLIError) {
        if let spec, GenerateRequest.sameFile(script, spec) {
            throw CLIError.usage("--format web writes \(script) next to the style sheet, and \(script) is the spec file; refusing to overwrite it (name the style sheet differently)")
        }
    }

    /// Refuses (exit 73) to replace the regular file `script` unless its first line is ripplegen's header.
    static func refuseUnlessRipplegens(_ script: String) throws(CLIError) {
        guard !isRipplegens(script) else { return }
        throw CLIError(.cannotCreate, "\(script) exists and ripplegen did not write it (its first line is not the header ripplegen writes, '/* ripplegen CLASS: press ripple, docs/web.md */'); refusing to replace it (--force replaces it)")
    }

    /// Whether the first line of `path` is a web script's header. An unreadable file cannot be shown to be
    /// ripplegen's: it is protected like a foreign one.
    static func isRipplegens(_ path: String) -> Bool {
        let descriptor = FileSystem.openFile(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOFOLLOW)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        // One byte more than the longest header, so a longer first line is not cut to a header's length.
        let count = WebScriptHeader.maximumLength + 1
        var bytes = [UInt8](repeating: 0, count: count)
        var filled = 0
        while filled < count, !bytes[..<filled].contains(UInt8(ascii: "\n")) {
            let got = bytes.withUnsafeMutableBytes { read(descriptor, $0.baseAddress! + filled, count - filled) }
            if got < 0, errno == EINTR { continue }
            guard got > 0 else { break }
            filled += got
        }
        // The header ends with its newline: a file that stops inside the first line is not a script ripplegen wrote.
        guard let end = bytes[..<filled].firstIndex(of: UInt8(ascii: "\n")) else { return false }
        return WebScriptHeader.matches(bytes[..<end])
    }
}
