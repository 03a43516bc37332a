import RippleKit
import RipplePipeline
import RippleRaster
import RippleSerializers

/// `preview --raster`: each style's animated exports, the frames rendered once for the three formats.
enum PreviewRaster {
    static let formats: [(format: RasterFormat, label: String)] = [(.apng, "APNG"), (.webp, "WebP"), (.gif, "GIF")]

    /// The APNG, WebP and GIF of `animation` (which the preview makes loop) at the default 30 fps.
    static func images(_ animation: RippleAnimation, style: String) throws(CLIError) -> [PreviewPage.Image] {
        let settings = RasterSettings(plays: 0)
        do throws(RasterFailure) {
            let frames = try RasterExport.frames(animation, settings: settings)
            var images: [PreviewPage.Image] = []
            for (format, label) in formats {
                let bytes: [UInt8]
                do { bytes = try RasterExport.encode(frames, as: format, settings: settings) } catch { throw RasterFailure.raster(error) }
                let file = style + format.fileExtension
                images.append(PreviewPage.Image(label: label, mediaType: OutputPart.image(format).file.mediaType,
                                                command: "ripplegen --style \(style) --repeat indefinite --format \(format.rawValue) -o \(file)",
                                                bytes: bytes))
            }
            return images
        } catch {
            throw CLIError(.software, "preview --raster: \(style): \(error)")
        }
    }
}
