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
package enum DotLottieLint {
    /// The bounds of an archive that is read (docs/cli.md's bounds table): entries, checked before any is
    /// opened, and what they inflate to, one and all together, checked while inflating (which stops there).
    package static let entries = Bound(64, "entries in one dotLottie archive")
    package static let entryBytes = Bound(8 << 20, "bytes in one entry of a dotLottie archive, inflated")
    package static let totalBytes = Bound(16 << 20, "bytes in all entries of a dotLottie archive, inflated")
    package static let all = [entries, entryBytes, totalBytes]

    /// The bounds as the archive reader takes them.
    package static let limits = ZipLimits(entries: entries.limit, entryBytes: entryBytes.limit, totalBytes: totalBytes.limit)

    /// The problems of the archive `bytes` named `file`, a bound's refusal among them.
    ///
    /// - Parameter layers: the layer count each animation must have (`nil`: not checked).
    package static func problems(_ bytes: [UInt8], file: String, layers: Int? = nil) -> [Diagnostic] {
        switch check(bytes, file: file, layers: layers) {
        case .success(let problems): problems
        case .failure(let violation): [violation.diagnostic]
        }
    }

    /// The problems of the archive `bytes` named `file`, or the bound it is past (`validate` exits 65).
    package static func check(_ bytes: [UInt8], file: String, layers: Int? = nil) -> Result<[Diagnostic], BoundViolation> {
        let zip: ZipArchive
        switch ZipArchive.shared {
        case .success(let library): zip = library
        case .failure(let missing): return .success([Diagnostic(.error, "cannot read the archive: \(missing)", at: .init(file: file))])
        }
        let entries: [ZipArchive.Entry]
        do {
            entries = try zip.entries(of: bytes, limits: limits)
        } catch {
            let bound: Bound? = switch error {
            case .tooManyEntries: Self.entries
            case .entryTooLarge: entryBytes
            case .totalTooLarge: totalBytes
            default: nil
            }
            let diagnostic = Diagnostic(.error, "\(error)", at: .init(file: file))
            return bound.map { .failure(BoundViolation(bound: $0, diagnostic: diagnostic)) } ?? .success([diagnostic])
        }
        var checker = DotLottieChecker(file: file)
        checker.check(entries, layers: layers)
        return .success(checker.diagnostics)
    }

    /// Whether `bytes` start as a ZIP archive does (a local file header, or the end record of an empty one).
    package static func isArchive(_ bytes: [UInt8]) -> Bool {
        bytes.starts(with: [0x50, 0x4B, 0x03, 0x04]) || bytes.starts(with: [0x50, 0x4B, 0x05, 0x06])
    }
}
