import RippleKit
import RippleRaster

extension RasterOutput {
    /// `--filmstrip N -o FILE.png`: still frames rasterized side by side.
    ///
    /// - Parameter count: `--filmstrip N`, checked (`FilmstripPlan`).
    package static func filmstrip(_ resolved: ResolvedRequest, count: Int) throws(PipelineError) -> [UInt8] {
        // The outlines are drawn once a frame, as in an animated file (`RasterLimit.maximumWork`).
        if let limit = RasterLimit.exceeded(frames: count, segments: RasterLimit.segments(perFrameOf: resolved.animation)) {
            let usage = PipelineError.badValue("--filmstrip", "\(count) frames of \(limit.segments) outline segments are more than "
                + "\(RasterLimit.maximumWork) segments to draw (fewer frames, fewer layers or a simpler shape or clip)")
            throw blameWork(limit, usage: usage, resolved)
        }
        if let limit = RasterLimit.exceeded(documentOf: resolved.animation, at: 0) {
            throw blameWork(limit, usage: PipelineError.badValue("--filmstrip", limit.description), resolved)
        }
        do {
            return try Filmstrip.png(resolved.animation, count: count)
        } catch {
            // Too large is a usage error (the flags ask for it) unless a spec's layers reach too far (`blame`);
            // anything else is ripplegen's or librsvg's.
            if case .tooLarge = error {
                let usage = PipelineError.badValue("--filmstrip", "\(error) (--size and --filmstrip together decide it: fewer frames or a smaller --size)")
                throw blame(usage, resolved, scale: 1, limits: "at most \(Filmstrip.maximumPixels / 1_000_000) megapixels a filmstrip") {
                    Filmstrip.size(frameWidth: $0, frameHeight: $1, count: count).fits
                }
            }
            throw PipelineError(.software, "--filmstrip: \(error)")
        }
    }
}

/// `--filmstrip N`: a PNG of N frames of one cycle (a mode, not a kind: it replaces the kind's files with its one).
package struct FilmstripPlan: OutputPlan, Equatable {
    /// The file.
    package static let file = OutputKind.File(part: .filmstrip, endings: [".png"], what: "a filmstrip", mediaType: "image/png")

    package let frames: Int

    package init(frames: Int) {
        self.frames = frames
    }

    package func render(_ resolved: ResolvedRequest, progress: ((Int, Int) -> Void)?, memo: ThreadMemo?) throws(PipelineError) -> [OutputFile] {
        [OutputFile(part: .filmstrip, bytes: try RasterOutput.filmstrip(resolved, count: frames), check: nil)]
    }

    package func files(of kind: OutputKind) -> [OutputKind.File] { [Self.file] }
}
