import RippleKit

/// The frames of one animated file, rendered once and shared by every encoder of a run (`--format apng`
/// alone, or `batch` making APNG, WebP and GIF of one asset): identical consecutive frames are already merged
/// into one frame whose end is the end of the last one it replaces.
package struct FrameSequence: Equatable, Sendable {
    /// One distinct frame and the exact times it spans.
    package struct Frame: Equatable, Sendable {
        /// The pixels.
        package let image: RGBAImage
        /// Where it starts on the timeline.
        package let start: RasterTimeline.Time
        /// Where it ends (the next frame's start, or the file's end).
        package var end: RasterTimeline.Time
    }

    /// Frame width in pixels.
    package let width: Int
    /// Frame height in pixels.
    package let height: Int
    /// The timeline the frames were rendered on.
    package let timeline: RasterTimeline
    /// The distinct frames in order.
    package let frames: [Frame]
    /// How many frames were rendered before merging.
    package let renderedCount: Int

    /// Renders every frame of `timeline` and merges identical neighbours.
    ///
    /// - Parameters:
    ///   - merge: `false` keeps every rendered frame (the benchmark's naive baseline).
    ///   - progress: called after each frame with the number rendered so far (a terminal's progress line).
    /// - Throws: `RasterLimit` when the frames would be too large, `RasterError` when rendering fails.
    package static func render(
        _ renderer: FrameRenderer, timeline: RasterTimeline, merge: Bool = true, progress: ((Int) -> Void)? = nil
    ) throws(RasterFailure) -> FrameSequence {
        try collect(width: renderer.width, height: renderer.height, timeline: timeline, merge: merge, progress: progress) { index throws(RasterError) in
            try renderer.frame(at: timeline.seconds(ofFrame: index))
        }
    }

    /// The frames `draw` makes for each frame index of `timeline` (librsvg's or a Lottie player's), identical
    /// neighbours merged unless `merge` is false.
    static func collect(
        width: Int, height: Int, timeline: RasterTimeline, merge: Bool = true, progress: ((Int) -> Void)? = nil,
        draw: (Int) throws(RasterError) -> RGBAImage
    ) throws(RasterFailure) -> FrameSequence {
        if let limit = RasterLimit.exceeded(width: width, height: height, frames: timeline.frameCount) { throw .limit(limit) }
        var frames: [Frame] = []
        for index in 0..<timeline.frameCount {
            let image: RGBAImage
            do {
                image = try draw(index)
            } catch {
                throw .raster(error)
            }
            if merge, let last = frames.last, last.image == image {
                frames[frames.count - 1].end = .frame(index + 1)
            } else {
                frames.append(Frame(image: image, start: .frame(index), end: .frame(index + 1)))
            }
            progress?(index + 1)
        }
        frames[frames.count - 1].end = timeline.end
        return FrameSequence(width: width, height: height, timeline: timeline, frames: frames, renderedCount: timeline.frameCount)
    }

    /// The frames with their durations in whole `1/unitsPerSecond` s: each duration is the difference of the
    /// frame's exact start and end rounded to the unit, so the durations add up to the rounded true times and
    /// never drift. A frame that rounds to nothing (a sliver at the end of the run) is dropped and its time given
    /// to the frame before it — except that a finite run's final frame keeps its picture: it replaces the one
    /// before it, so what stays after the last play is the end state.
    package func durations(per unitsPerSecond: Int) -> [(image: RGBAImage, start: Int, duration: Int)] {
        var out: [(image: RGBAImage, start: Int, duration: Int)] = []
        for (index, frame) in frames.enumerated() {
            let start = timeline.units(frame.start, per: unitsPerSecond)
            let end = timeline.units(frame.end, per: unitsPerSecond)
            if end > start {
                out.append((frame.image, start, end - start))
            } else if !out.isEmpty {
                out[out.count - 1].duration += end - start
                if !timeline.loops, index == frames.count - 1 { out[out.count - 1].image = frame.image }
            }
        }
        if out.isEmpty, let first = frames.first { out.append((first.image, 0, 1)) }
        return out
    }
}

/// Why a raster export failed: a limit the flags exceeded (usage) or a library problem.
package enum RasterFailure: Error, Equatable, CustomStringConvertible {
    /// A limit (exit 64).
    case limit(RasterLimit)
    /// A library or rendering problem.
    case raster(RasterError)

    /// The message.
    package var description: String {
        switch self {
        case .limit(let limit): limit.description
        case .raster(let error): error.description
        }
    }
}
