import RippleKit
import RippleRaster

/// An output kind: one per `--format` value (`smil`, `css`, `web`, `lottie`, `dotlottie`, `apng`, `webp`,
/// `gif`, `png`). The registry holds everything a kind is: its files in order, their name endings and media
/// types, its help, its modes (the flag table's column), what `-o` must be, and its plan: the flags it reads,
/// their defaults and limits (checked when the request is built), and the serializer and check of each file.
/// The format's values and help, the file names and their extension checks, batch's parts, serve's media
/// types and the flag table are derived from it. A new kind is its descriptor, its serializer and its line
/// in `all`.
///
/// ```swift
/// let web = OutputKind.named("web")!
/// ```
public struct OutputKind: Sendable {
    /// One file an asset of the kind is.
    package struct File: Sendable {
        /// Which file (batch makes one job per part).
        package let part: OutputPart
        /// The name endings it may have; the first is the one batch gives it.
        package let endings: [String]
        /// What it is, for messages (`an SVG document`).
        package let what: String
        /// Its media type (served by `serve`, embedded by `preview`).
        package let mediaType: String
    }

    /// The `--format` value (`web`).
    public let name: String
    /// Its phrase in `--format`'s help; after `NAME: ` where `named` (kinds in a row with the same phrase
    /// share it: `apng|webp|gif: an animated image`).
    package let help: String
    /// Whether its help phrase follows its name (`web: …`); the SVG kinds' phrases stand alone.
    package var named = true
    /// The files, the one `-o` names first.
    package let files: [File]
    /// Where the files must go, for the kinds that insist on a name: what `--format NAME` says when `-o` is
    /// missing (`writes an image: give -o FILE.gif`); `-o` must then end in the first file's endings. `nil`:
    /// the file may go to standard output, and `-o` only may not end in another kind's ending.
    package var needs: String? = nil
    /// What it makes, for refusing a flag that chooses another mode (`--at`, `--filmstrip`, `--evaluate`);
    /// `nil` when it takes them (the SVG formats).
    package let purpose: String?
    /// The flag table's column, from the style's own kind (the web format's presses and decorations differ).
    package let column: @Sendable (PressProgram.Kind) -> Mode
    /// The plan of the given flags: their defaults, their limits checked (errors name the flag).
    package let plan: @Sendable (KindSettings) throws(PipelineError) -> any OutputPlan

    /// The `--format` value's case.
    package var format: Format { Format(name: name) }
    /// Whether `-o` must end in one of the first file's endings.
    package var insists: Bool { needs != nil }

    /// Every kind, in `--format`'s order.
    public static let all: [OutputKind] = DocumentOutput.kinds + [WebOutput.kind, LottieOutput.kind, DotLottieOutput.kind] + RasterOutput.kinds

    /// The files of the modes that are not kinds (`--evaluate`, `--filmstrip`).
    package static let modeFiles = [EvaluationPlan.file, FilmstripPlan.file]

    /// The kind of a `--format` value, or `nil`.
    public static func named(_ name: String) -> OutputKind? {
        all.first { $0.name == name }
    }

    /// The media type of a file by its name's ending, from the descriptors (`application/octet-stream` for
    /// an ending of no kind).
    package static func mediaType(ofName name: String) -> String {
        let lowered = name.lowercased()
        return (all.flatMap(\.files) + modeFiles).first { $0.endings.contains(where: lowered.hasSuffix) }?.mediaType ?? "application/octet-stream"
    }

    /// `--format`'s placeholder: `smil|css|web|…`.
    package static var placeholder: String { all.map(\.name).joined(separator: "|") }

    /// `--format`'s help: every kind's phrase.
    package static var helpText: String {
        var groups: [(names: [String], kind: OutputKind)] = []
        for kind in all {
            if let last = groups.last, last.kind.help == kind.help, last.kind.named == kind.named {
                groups[groups.count - 1].names.append(kind.name)
            } else {
                groups.append(([kind.name], kind))
            }
        }
        let phrases = groups.map { $0.kind.named ? $0.names.joined(separator: "|") + ": " + $0.kind.help : $0.kind.help }
        return phrases.dropLast().joined(separator: ", ") + ", or " + phrases.last!
    }

    /// `a, b or c`.
    package static func list(_ items: [String]) -> String {
        items.count < 2 ? items.joined() : items.dropLast().joined(separator: ", ") + " or " + items.last!
    }
}
