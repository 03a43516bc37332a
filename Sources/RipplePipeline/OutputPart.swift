import RippleRaster

/// Which file of its kind an output file is: a kind's files (`OutputKind.File`) are told apart by it, in the
/// order the kind lists them, and `batch` makes one job per part.
package enum OutputPart: Equatable, Sendable {
    /// The SVG document of `smil` or `css`: `NAME.svg`.
    case document
    /// The style sheet of `web`: `NAME.css`.
    case styleSheet
    /// The script of `web`: `NAME.js`.
    case script
    /// The ES module of `web`: `NAME.mjs`.
    case module
    /// The ES module's TypeScript declarations of `web`: `NAME.d.mts`.
    case types
    /// The Lottie JSON of `lottie`: `NAME.json`.
    case lottie
    /// A dotLottie container.
    case dotLottie
    /// The image of a raster format: `NAME.png`, `.webp` or `.gif`.
    case image(RasterFormat)
    /// A file of the shared engine (`"engine": "shared"`), by its name's ending: `ripplegen.js`, `.mjs`, `.d.mts`.
    case engine(String)
    /// `--evaluate`: the model's values as JSON.
    case evaluation
    /// `--filmstrip`: a PNG of several frames.
    case filmstrip

    /// Whether this is one of the web format's scripts, rendered with the style sheet beside it.
    package var isScript: Bool { self == .script || self == .module || self == .types }

    /// The descriptor of the file.
    package var file: OutputKind.File {
        OutputKind.modeFiles.first { $0.part == self } ?? OutputKind.all.lazy.flatMap(\.files).first { $0.part == self }!
    }

    /// The file name's extension, with its dot (the registry's first ending of the part).
    package var fileExtension: String {
        if case .engine(let ending) = self { return ending }
        return file.endings[0]
    }
}
