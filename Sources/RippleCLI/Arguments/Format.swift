import RippleJSON
import RippleRaster
import RippleSerializers

/// Every value `--format` takes (and a batch entry's `"format"`), parsed once: the SVG serializer's format
/// and the raster encoder's are carried in it, so no later step reads the text again.
enum Format: Hashable, Sendable, CaseIterable {
    /// `smil` or `css`: an SVG document.
    case svg(OutputFormat)
    /// A style sheet and a script for HTML elements that ripple on press.
    case web
    /// One Lottie JSON document.
    case lottie
    /// `png` (a still frame), `apng`, `webp` or `gif`.
    case raster(RasterFormat)

    static let allCases: [Format] = OutputFormat.allCases.map(Format.svg) + [.web, .lottie] + RasterFormat.allCases.map(Format.raster)

    /// The format when `--format` is not given.
    static let standard = Format.svg(.smil)

    /// The `--format` value.
    var name: String {
        switch self {
        case .svg(let format): format.rawValue
        case .web: "web"
        case .lottie: "lottie"
        case .raster(let format): format.rawValue
        }
    }

    /// Parses a `--format` value.
    ///
    /// - Throws: `CLIError` (64) naming the format, with "did you mean" for a near miss.
    init(parsing text: String) throws(CLIError) {
        guard let format = Format.allCases.first(where: { $0.name == text }) else {
            let hint = Suggest.closest(to: text, in: Format.allCases.map(\.name)).map { "; did you mean '\($0)'?" } ?? ""
            throw CLIError.usage("--format: unknown format '\(ValueParsers.printable(text))'\(hint) (smil, css, web, lottie, apng, webp, gif or png)")
        }
        self = format
    }

    /// The files one asset of this format is, in the order batch lists them.
    var parts: [BatchJob.Part] {
        switch self {
        case .svg: [.document]
        case .web: [.styleSheet, .script, .module]
        case .lottie: [.lottie]
        case .raster(let format): [.image(format)]
        }
    }
}
