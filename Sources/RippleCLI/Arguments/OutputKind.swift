import RippleKit
import RippleRaster

/// The registry of output kinds: one descriptor per `--format` value, from which the format's values and
/// help, the file names and their extension checks, batch's parts and the flag table's column are derived.
/// A new kind is a descriptor here, its `OutputPlan` case (typed settings, rendered by `OutputPipeline`)
/// and its serializer.
struct OutputKind: Sendable {
    /// One file an asset of the kind is.
    struct File: Sendable {
        /// Which file (batch makes one job per part).
        let part: BatchJob.Part
        /// The name endings it may have; the first is the one batch gives it.
        let endings: [String]
        /// What it is, for messages (`an SVG document`).
        let what: String
    }

    /// The `--format` value's case.
    let format: Format
    /// The `--format` value.
    let name: String
    /// Its phrase in `--format`'s help; after `NAME: ` where `named` (kinds in a row with the same phrase
    /// share it: `apng|webp|gif: an animated image`).
    let help: String
    var named = true
    /// The files, the one `-o` names first.
    let files: [File]
    /// Whether `-o` must end in one of the first file's endings; otherwise it only may not end in another
    /// kind's (`ring.png` for an SVG).
    let insists: Bool
    /// What it makes, for refusing a flag that chooses another mode (`--at`, `--filmstrip`, `--evaluate`);
    /// `nil` when it takes them (the SVG formats).
    let purpose: String?
    /// The flag table's column, from the style's own kind (the web format's presses and decorations differ).
    let column: @Sendable (PressProgram.Kind) -> Mode

    static let all: [OutputKind] = [
        OutputKind(format: .svg(.smil), name: "smil", help: "SMIL animation elements (default)", named: false,
                   files: [File(part: .document, endings: [".svg"], what: "an SVG document")], insists: false, purpose: nil) { _ in .smil },
        OutputKind(format: .svg(.css), name: "css", help: "CSS @keyframes", named: false,
                   files: [File(part: .document, endings: [".svg"], what: "an SVG document")], insists: false, purpose: nil) { _ in .css },
        OutputKind(format: .web, name: "web", help: "FILE.css + FILE.js + FILE.mjs (+ its types, FILE.d.mts) for HTML elements that ripple on press",
                   files: [File(part: .styleSheet, endings: [".css"], what: "a style sheet"),
                           File(part: .script, endings: [".js"], what: "a script, written next to FILE.css"),
                           File(part: .module, endings: [".mjs"], what: "an ES module, written next to FILE.css"),
                           File(part: .types, endings: [".d.mts"], what: "the ES module's TypeScript declarations, written next to FILE.css")],
                   insists: true, purpose: "the web format answers presses") { $0 == .loop ? .decoration : .press },
        OutputKind(format: .lottie, name: "lottie", help: "Lottie JSON",
                   files: [File(part: .lottie, endings: [".json"], what: "Lottie JSON")], insists: false,
                   purpose: "the Lottie format writes the animation") { _ in .lottie },
        OutputKind(format: .dotLottie, name: "dotlottie", help: "a dotLottie file (.lottie: the Lottie animation with themes and a press state machine)",
                   files: [File(part: .dotLottie, endings: [".lottie"], what: "a dotLottie file")], insists: true,
                   purpose: "the dotLottie format writes the animation") { _ in .lottie },
    ] + [RasterFormat.apng, .webp, .gif, .png].map(raster)

    /// The descriptor of a raster format (an APNG is a PNG to every tool that does not animate it).
    private static func raster(_ format: RasterFormat) -> OutputKind {
        let endings = format == .apng ? [".png", ".apng"] : [format.fileExtension]
        let file = File(part: .image(format), endings: endings, what: "an image")
        return format.animated
            ? OutputKind(format: .raster(format), name: format.rawValue, help: "an animated image (needs -o)", files: [file],
                         insists: true, purpose: "--format \(format.rawValue) writes one animated image (--format png --at T a still frame)") { _ in .animated }
            : OutputKind(format: .raster(format), name: format.rawValue, help: "one still frame (with --at)", files: [file],
                         insists: true, purpose: "--format png writes one still frame") { _ in .png }
    }

    /// `--format`'s placeholder: `smil|css|web|…`.
    static var placeholder: String { all.map(\.name).joined(separator: "|") }

    /// `--format`'s help: every kind's phrase.
    static var helpText: String {
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
    static func list(_ items: [String]) -> String {
        items.count < 2 ? items.joined() : items.dropLast().joined(separator: ", ") + " or " + items.last!
    }
}
