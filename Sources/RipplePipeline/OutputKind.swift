import RippleKit
import RippleRaster

/// An output kind: one per `--format` value (`smil`, `css`, `web`, `lottie`, `dotlottie`, `apng`, `webp`,
/// `gif`, `png`). The registry holds everything a kind is: its files in order, their name endings and media
/// types, its help, its modes (the flag table's column). The format's values and help, the file names and
/// their extension checks, batch's parts, serve's media types and the flag table are derived from it. A new
/// kind is a descriptor here, its `OutputPlan` case (typed settings, rendered by `Pipeline`) and its serializer.
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

    /// The `--format` value's case.
    package let format: Format
    /// The `--format` value (`web`).
    public let name: String
    /// Its phrase in `--format`'s help; after `NAME: ` where `named` (kinds in a row with the same phrase
    /// share it: `apng|webp|gif: an animated image`).
    package let help: String
    package var named = true
    /// The files, the one `-o` names first.
    package let files: [File]
    /// Whether `-o` must end in one of the first file's endings; otherwise it only may not end in another
    /// kind's (`ring.png` for an SVG).
    package let insists: Bool
    /// What it makes, for refusing a flag that chooses another mode (`--at`, `--filmstrip`, `--evaluate`);
    /// `nil` when it takes them (the SVG formats).
    package let purpose: String?
    /// The flag table's column, from the style's own kind (the web format's presses and decorations differ).
    package let column: @Sendable (PressProgram.Kind) -> Mode

    /// Every kind, in `--format`'s order.
    public static let all: [OutputKind] = [
        OutputKind(format: .svg(.smil), name: "smil", help: "SMIL animation elements (default)", named: false,
                   files: [svg], insists: false, purpose: nil) { _ in .smil },
        OutputKind(format: .svg(.css), name: "css", help: "CSS @keyframes", named: false,
                   files: [svg], insists: false, purpose: nil) { _ in .css },
        OutputKind(format: .web, name: "web", help: "FILE.css + FILE.js + FILE.mjs (+ its types, FILE.d.mts) for HTML elements that ripple on press",
                   files: [File(part: .styleSheet, endings: [".css"], what: "a style sheet", mediaType: "text/css; charset=utf-8"),
                           File(part: .script, endings: [".js"], what: "a script, written next to FILE.css", mediaType: script),
                           File(part: .module, endings: [".mjs"], what: "an ES module, written next to FILE.css", mediaType: script),
                           File(part: .types, endings: [".d.mts"], what: "the ES module's TypeScript declarations, written next to FILE.css",
                                mediaType: "application/typescript; charset=utf-8")],
                   insists: true, purpose: "the web format answers presses") { $0 == .loop ? .decoration : .press },
        OutputKind(format: .lottie, name: "lottie", help: "Lottie JSON",
                   files: [File(part: .lottie, endings: [".json"], what: "Lottie JSON", mediaType: "application/json")], insists: false,
                   purpose: "the Lottie format writes the animation") { _ in .lottie },
        OutputKind(format: .dotLottie, name: "dotlottie", help: "a dotLottie file (.lottie: the Lottie animation with themes and a press state machine)",
                   files: [File(part: .dotLottie, endings: [".lottie"], what: "a dotLottie file", mediaType: "application/zip")], insists: true,
                   purpose: "the dotLottie format writes the animation") { _ in .lottie },
    ] + [RasterFormat.apng, .webp, .gif, .png].map(raster)

    /// The files of the modes that are not kinds (`--evaluate`, `--filmstrip`).
    package static let modeFiles = [
        File(part: .evaluation, endings: [".json"], what: "the model's values", mediaType: "application/json"),
        File(part: .filmstrip, endings: [".png"], what: "a filmstrip", mediaType: "image/png"),
    ]

    private static let svg = File(part: .document, endings: [".svg"], what: "an SVG document", mediaType: "image/svg+xml")
    private static let script = "text/javascript; charset=utf-8"

    /// The descriptor of a raster format (an APNG is a PNG to every tool that does not animate it, and is
    /// served as one).
    private static func raster(_ format: RasterFormat) -> OutputKind {
        let endings = format == .apng ? [".png", ".apng"] : [format.fileExtension]
        let file = File(part: .image(format), endings: endings, what: "an image", mediaType: format == .apng ? "image/png" : "image/" + format.rawValue)
        return format.animated
            ? OutputKind(format: .raster(format), name: format.rawValue, help: "an animated image (needs -o)", files: [file],
                         insists: true, purpose: "--format \(format.rawValue) writes one animated image (--format png --at T a still frame)") { _ in .animated }
            : OutputKind(format: .raster(format), name: format.rawValue, help: "one still frame (with --at)", files: [file],
                         insists: true, purpose: "--format png writes one still frame") { _ in .png }
    }

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
