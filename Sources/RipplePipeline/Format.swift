import RippleRaster
import RippleSerializers

/// Every value `--format` takes (and a batch entry's `"format"`), parsed once into the kind's name: what is
/// known of the kind is its descriptor (`kind`, from `OutputKind.all`), so a new kind adds no case here.
package struct Format: Hashable, Sendable {
    /// The `--format` value (`web`).
    package let name: String

    /// Every format, in `--format`'s order.
    package static var allCases: [Format] { OutputKind.all.map(\.format) }

    /// The format when `--format` is not given.
    package static let standard = Format.svg(.smil)
    /// The web format's (batch's shared engine and `serve`'s frame ask for it by name).
    package static let web = Format(name: "web")
    /// The format a `.lottie` output means when `--format` is not given.
    package static let dotLottie = Format(name: "dotlottie")

    /// `smil` or `css`.
    package static func svg(_ format: OutputFormat) -> Format { Format(name: format.rawValue) }
    /// `png`, `apng`, `webp` or `gif`.
    package static func raster(_ format: RasterFormat) -> Format { Format(name: format.rawValue) }

    /// The descriptor.
    package var kind: OutputKind {
        OutputKind.named(name)!
    }

    /// The files one asset of this format is, in the order batch lists them.
    package var parts: [OutputPart] { kind.files.map(\.part) }
}
