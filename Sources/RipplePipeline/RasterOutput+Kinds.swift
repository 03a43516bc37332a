import RippleDiagnostics
import RippleRaster

/// The raster kinds' descriptors and plans: `--format png --at T` (a still frame) and `apng|webp|gif` (an
/// animated image), with their flags' defaults and limits.
extension RasterOutput {
    /// `--fps` of the animated images: their delays are whole milliseconds or centiseconds.
    package static let maximumFPS = Bound(120, "frames per second of an animated image (--fps; GIF at most \(GIFEncoder.maximumFPS))")
    /// `--scale K` of the raster formats.
    package static let maximumScale = Bound(4, "pixels per px (--scale)")

    /// The descriptors, in `--format`'s order.
    static let kinds = [RasterFormat.apng, .webp, .gif, .png].map(kind)

    /// The descriptor of a raster format (an APNG is a PNG to every tool that does not animate it, and is
    /// served as one).
    private static func kind(_ format: RasterFormat) -> OutputKind {
        let endings = format == .apng ? [".png", ".apng"] : [format.fileExtension]
        let file = OutputKind.File(part: .image(format), endings: endings, what: "an image",
                                   mediaType: format == .apng ? "image/png" : "image/" + format.rawValue)
        let needs = "writes an image: give -o FILE\(endings[0])"
        guard format.animated else {
            return OutputKind(name: format.rawValue, help: "one still frame (with --at)", files: [file], needs: needs,
                              purpose: "--format png writes one still frame") { _ in .png } plan: { settings throws(PipelineError) in
                StillPlan(time: settings.render.frameTime ?? 0, scale: try scale(settings))
            }
        }
        return OutputKind(name: format.rawValue, help: "an animated image (needs -o)", files: [file], needs: needs,
                          purpose: "--format \(format.rawValue) writes one animated image (--format png --at T a still frame)") { _ in .animated } plan: {
            settings throws(PipelineError) in
            let scale = try scale(settings)
            let fps = try settings.fps.map { (fps) throws(PipelineError) in try fps.whole("--fps", in: 1...maximumFPS.limit) } ?? RasterSettings.defaultFPS
            // The one GIF rate check, before any frame is rendered.
            if format == .gif, fps > GIFEncoder.maximumFPS { throw gifRate(fps) }
            return AnimatedPlan(format: format, fps: fps, scale: scale)
        }
    }

    /// `--scale`, default 1.
    private static func scale(_ settings: KindSettings) throws(PipelineError) -> Int {
        try settings.scale.map { (scale) throws(PipelineError) in try scale.whole("--scale", in: 1...maximumScale.limit) } ?? 1
    }

    /// `--format png --at T`: one still frame.
    package struct StillPlan: OutputPlan, Equatable {
        package let time: Double
        package let scale: Int

        package func render(_ resolved: ResolvedRequest, progress: ((Int, Int) -> Void)?, memo: ThreadMemo?) throws(PipelineError) -> [OutputFile] {
            [OutputFile(part: .image(.png), bytes: try RasterOutput.still(resolved, at: time, scale: scale), check: nil)]
        }
    }

    /// `--format apng|webp|gif`: an animated image.
    package struct AnimatedPlan: OutputPlan, Equatable {
        package let format: RasterFormat
        package let fps: Int
        package let scale: Int

        package func render(_ resolved: ResolvedRequest, progress: ((Int, Int) -> Void)?, memo: ThreadMemo?) throws(PipelineError) -> [OutputFile] {
            [OutputFile(part: .image(format), bytes: try RasterOutput.image(resolved, format: format, fps: fps, scale: scale, progress: progress, memo: memo),
                        check: nil)]
        }
    }
}
