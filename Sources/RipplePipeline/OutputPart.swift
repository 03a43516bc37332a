import RippleRaster

/// Which file of its kind an output file is: a kind's files (`OutputKind.File`) are told apart by it, in the
/// order the kind lists them, and `batch` makes one job per part. A kind names its own parts (a new kind adds
/// none here).
package struct OutputPart: Hashable, Sendable {
    /// The part's name, unique among every kind's files.
    package let name: String
    /// The name ending of a file outside the registry (the shared engine's), else `nil`.
    private var ending: String?

    /// A kind's part named `name`.
    package init(_ name: String) {
        self.name = name
    }

    /// The SVG document of `smil` or `css`: `NAME.svg`.
    package static let document = OutputPart("document")
    /// The style sheet of `web`: `NAME.css`.
    package static let styleSheet = OutputPart("styleSheet")
    /// The script of `web`: `NAME.js`.
    package static let script = OutputPart("script")
    /// The ES module of `web`: `NAME.mjs`.
    package static let module = OutputPart("module")
    /// The ES module's TypeScript declarations of `web`: `NAME.d.mts`.
    package static let types = OutputPart("types")
    /// `--evaluate`: the model's values as JSON.
    package static let evaluation = OutputPart("evaluation")
    /// `--filmstrip`: a PNG of several frames.
    package static let filmstrip = OutputPart("filmstrip")

    /// The image of a raster format: `NAME.png`, `.webp` or `.gif`.
    package static func image(_ format: RasterFormat) -> OutputPart { OutputPart("image." + format.rawValue) }

    /// A file of the shared engine (`"engine": "shared"`), by its name's ending: `ripplegen.js`, `.mjs`, `.d.mts`.
    package static func engine(_ ending: String) -> OutputPart {
        var part = OutputPart("engine")
        part.ending = ending
        return part
    }

    /// Whether this is a file of the shared engine.
    package var isEngine: Bool { name == "engine" }

    /// Whether this is one of the web format's scripts, rendered with the style sheet beside it.
    package var isScript: Bool { [.script, .module, .types].contains(self) }

    /// The descriptor of the file.
    package var file: OutputKind.File {
        OutputKind.modeFiles.first { $0.part == self } ?? OutputKind.all.lazy.flatMap(\.files).first { $0.part == self }!
    }

    /// The file name's extension, with its dot (the registry's first ending of the part).
    package var fileExtension: String { ending ?? file.endings[0] }
}
