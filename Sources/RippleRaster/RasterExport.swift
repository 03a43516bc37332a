import RippleKit

/// The raster formats, and the one pipeline they share: the model's frames rendered once
/// (`FrameSequence`), then encoded into any number of formats.
package enum RasterFormat: String, CaseIterable, Sendable {
    /// One still frame (`--at T`).
    case png
    /// Animated PNG, full alpha, lossless.
    case apng
    /// Animated WebP, full alpha, lossless.
    case webp
    /// Animated GIF, 1-bit transparency, at most 256 colours.
    case gif

    /// Whether the format is animated.
    package var animated: Bool { self != .png }

    /// The file name extension.
    package var fileExtension: String { self == .apng ? ".png" : "." + rawValue }
}

/// How one animated file is made beyond its frames.
package struct RasterSettings: Equatable, Sendable {
    /// Frames per second (1…120; GIF at most 50).
    package var fps: Int
    /// Pixels per user unit (1…4).
    package var scale: Int
    /// Plays (APNG `num_plays`, WebP `loop_count`, GIF NETSCAPE count + 1); 0 forever.
    package var plays: Int
    /// GIF's matte for partial alpha, `0xRRGGBB`.
    package var matte: UInt32

    /// The frame rate of an animated image when `--fps` is not given.
    package static let defaultFPS = 30

    /// Settings; the defaults are the contract's (`--fps 30`, `--scale 1`, once, white).
    package init(fps: Int = defaultFPS, scale: Int = 1, plays: Int = 1, matte: UInt32 = 0xFFFFFF) {
        self.fps = fps
        self.scale = scale
        self.plays = plays
        self.matte = matte
    }
}

/// Renders and encodes raster files.
package enum RasterExport {
    /// The frames of one run of `animation` (see `RasterTimeline`), rendered once for every format.
    ///
    /// - Parameter progress: called after each rendered frame with the frames done and the total (the limits
    ///   are checked first, so a refused run reports nothing).
    /// - Throws: `RasterFailure.limit` for too many frames, pixels or outline segments (`RasterLimit.maximumWork`),
    ///   `.raster` for a library problem.
    package static func frames(
        _ animation: RippleAnimation, settings: RasterSettings, progress: ((_ done: Int, _ total: Int) -> Void)? = nil
    ) throws(RasterFailure) -> FrameSequence {
        let timeline: RasterTimeline
        do {
            timeline = try RasterTimeline(animation, fps: settings.fps)
        } catch {
            throw .limit(error)
        }
        if let limit = RasterLimit.exceeded(frames: timeline.frameCount, segments: RasterLimit.segments(perFrameOf: animation))
            ?? RasterLimit.exceeded(documentOf: animation, at: 0) { throw .limit(limit) }
        let renderer: FrameRenderer
        do {
            renderer = try FrameRenderer(animation, scale: settings.scale)
        } catch {
            throw .raster(error)
        }
        let total = timeline.frameCount
        return try FrameSequence.render(renderer, timeline: timeline, progress: progress.map { report in { report($0, total) } })
    }

    /// One animated file of `frames`.
    ///
    /// - Throws: `RasterError` when a library is missing or fails.
    package static func encode(_ frames: FrameSequence, as format: RasterFormat, settings: RasterSettings) throws(RasterError) -> [UInt8] {
        switch format {
        case .png: return try PNGEncoder.still(frames.frames[0].image)
        case .apng: return try APNGEncoder().encode(frames, plays: settings.plays)
        case .webp: return try WebPEncoder().encode(frames, plays: settings.plays)
        case .gif: return try GIFEncoder(matte: settings.matte).encode(frames, plays: settings.plays)
        }
    }

    /// The still frame at `time` as a PNG (`--format png --at T`).
    ///
    /// - Throws: `RasterFailure`.
    package static func still(_ animation: RippleAnimation, at time: Double, scale: Int) throws(RasterFailure) -> [UInt8] {
        let renderer: FrameRenderer
        do { renderer = try FrameRenderer(animation, scale: scale) } catch { throw .raster(error) }
        if let limit = RasterLimit.exceeded(width: renderer.width, height: renderer.height, frames: 1)
            ?? RasterLimit.exceeded(frames: 1, segments: RasterLimit.segments(perFrameOf: animation))
            ?? RasterLimit.exceeded(documentOf: animation, at: time) { throw .limit(limit) }
        do {
            return try PNGEncoder.still(renderer.frame(at: time))
        } catch {
            throw .raster(error)
        }
    }
}
