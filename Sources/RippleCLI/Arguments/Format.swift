import RippleJSON
import RippleKit
import RippleRaster
import RippleSerializers

/// Every value `--format` takes (and a batch entry's `"format"`), parsed once: the SVG serializer's format
/// and the raster encoder's are carried in it, so no later step reads the text again. What the CLI knows of
/// each kind is its descriptor (`kind`, from `OutputKind.all`).
enum Format: Hashable, Sendable, CaseIterable {
    /// `smil` or `css`: an SVG document.
    case svg(OutputFormat)
    /// A style sheet and a script for HTML elements that ripple on press.
    case web
    /// One Lottie JSON document.
    case lottie
    /// A dotLottie container (`.lottie`): the animation with themes and a press state machine.
    case dotLottie
    /// `png` (a still frame), `apng`, `webp` or `gif`.
    case raster(RasterFormat)

    static let allCases: [Format] = OutputKind.all.map(\.format)

    /// The format when `--format` is not given.
    static let standard = Format.svg(.smil)

    /// The descriptor.
    var kind: OutputKind {
        OutputKind.all.first { $0.format == self }!
    }

    /// The `--format` value.
    var name: String { kind.name }

    /// Parses a `--format` value.
    ///
    /// - Throws: `CLIError` (64) naming the format, with "did you mean" for a near miss.
    init(parsing text: String) throws(CLIError) {
        guard let format = Format.allCases.first(where: { $0.name == text }) else {
            let names = Format.allCases.map(\.name)
            let hint = Suggest.closest(to: text, in: names).map { "; did you mean '\($0)'?" } ?? ""
            throw CLIError.usage("--format: unknown format '\(ValueParsers.printable(text))'\(hint) (\(OutputKind.list(names)))")
        }
        self = format
    }

    /// The files one asset of this format is, in the order batch lists them.
    var parts: [BatchJob.Part] { kind.files.map(\.part) }
}
