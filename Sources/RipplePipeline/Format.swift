import RippleKit
import RippleRaster
import RippleSerializers

/// Every value `--format` takes (and a batch entry's `"format"`), parsed once: the SVG serializer's format
/// and the raster encoder's are carried in it, so no later step reads the text again. What is known of each
/// kind is its descriptor (`kind`, from `OutputKind.all`).
package enum Format: Hashable, Sendable, CaseIterable {
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

    package static let allCases: [Format] = OutputKind.all.map(\.format)

    /// The format when `--format` is not given.
    package static let standard = Format.svg(.smil)

    /// The descriptor.
    package var kind: OutputKind {
        OutputKind.all.first { $0.format == self }!
    }

    /// The `--format` value.
    package var name: String { kind.name }

    /// The files one asset of this format is, in the order batch lists them.
    package var parts: [OutputPart] { kind.files.map(\.part) }
}
