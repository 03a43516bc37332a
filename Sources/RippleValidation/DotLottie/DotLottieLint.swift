import RippleArchive
import RippleDiagnostics
import RippleJSON

/// The check of a dotLottie container (`ripplegen validate FILE.lottie`, and every `.lottie` ripplegen
/// writes), read in memory within `ZipLimits` (nothing is extracted to disk):
///
/// - the archive: a ZIP libzip reads consistently, at most `ZipLimits.entries` entries inflating to at most
///   `ZipLimits.entryBytes` each and `ZipLimits.totalBytes` together; names relative, without `..`, `\`,
///   empty parts or duplicates, each `manifest.json` or under `a/`, `i/`, `t/`, `s/`;
/// - the manifest against the version 2 schema (`DotLottieManifestSchema`): every animation, theme and state
///   machine it lists has its file, and every file under `a/`, `t/`, `s/` is listed;
/// - each animation through the Lottie lint and player profile (`LottieLint`), its slot ids and markers
///   collected;
/// - each theme's rules: known types, a value of the type's shape, and an `id` naming a slot an animation has;
/// - each state machine (`DotLottieMachineSchema`): states, transitions, guards, inputs and interactions, every
///   state, segment (marker), input, theme and animation it names existing.
///
/// Messages are located inside the archive: `FILE.lottie:s/press.json:12:5: error: …`.
public enum DotLottieLint {
    /// The problems of the archive `bytes` named `file`.
    ///
    /// - Parameter layers: the layer count each animation must have (`nil`: not checked).
    public static func problems(_ bytes: [UInt8], file: String, layers: Int? = nil) -> [Diagnostic] {
        let zip: ZipArchive
        switch ZipArchive.shared {
        case .success(let library): zip = library
        case .failure(let missing): return [Diagnostic(.error, "cannot read the archive: \(missing)", at: .init(file: file))]
        }
        let entries: [ZipArchive.Entry]
        do {
            entries = try zip.entries(of: bytes)
        } catch {
            return [Diagnostic(.error, "\(error)", at: .init(file: file))]
        }
        var checker = DotLottieChecker(file: file)
        checker.check(entries, layers: layers)
        return checker.diagnostics
    }

    /// Whether `bytes` start as a ZIP archive does (a local file header, or the end record of an empty one).
    public static func isArchive(_ bytes: [UInt8]) -> Bool {
        bytes.starts(with: [0x50, 0x4B, 0x03, 0x04]) || bytes.starts(with: [0x50, 0x4B, 0x05, 0x06])
    }
}
