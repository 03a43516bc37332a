import RippleKit

/// The frames of one animated image: which model times are rendered and where the file ends.
///
/// Frame *k* starts at `k / fps` (exact: times are frame indices, never accumulated doubles). One file holds one
/// run (the contract of issue 15, with issue 22's exact cycle), which lasts exactly the run's span `S`:
/// frames `0 … ⌈S·fps⌉ − 1`, the last one cut short when `S` is off the frame grid.
/// - a loop (some layer repeats forever) holds one period `P = S`; frame *k* shows the model at `k / fps`;
/// - a finite animation holds one iteration of every layer, ending at `E = S`; frame *k* shows the model at
///   `k / fps` except the last, which shows the model at `E`, the end state: the picture left after the last
///   play is the model's final frame. It takes the last slot rather than a frame of its own, so a cycle lasts
///   exactly `E` and `--repeat N` plays for exactly `N·E` (one frame more per cycle would add `1/fps` to each).
package struct RasterTimeline: Equatable, Sendable {
    /// The most frames one file may have.
    package static let maximumFrames = 10_000

    /// A point on the timeline: a frame boundary (exact multiple of `1/fps`) or, for a loop's end, seconds.
    package enum Time: Equatable, Sendable {
        /// `index / fps` seconds.
        case frame(Int)
        /// A time that need not fall on a frame boundary (the loop period).
        case seconds(Double)
    }

    /// Frames per second.
    package let fps: Int
    /// How many frames are rendered (frame k at `k / fps`).
    package let frameCount: Int
    /// Where the last frame ends.
    package let end: Time
    /// Whether the run loops forever (the file's loop count is then 0).
    package let loops: Bool
    /// A finite run's end `E`, the time its last frame shows; `nil` for a loop.
    package let finalSeconds: Double?

    /// The timeline of `animation` at `fps` frames per second.
    ///
    /// - Throws: `RasterLimit.frames` when the run would take more than `maximumFrames` frames.
    package init(_ animation: RippleAnimation, fps: Int) throws(RasterLimit) {
        let span = RunSpan(animation)
        self.fps = fps
        self.loops = span.loops
        let scaled = span.seconds * Double(fps)
        // Up to a millisecond past the last whole frame counts as none: it absorbs the binary error of, e.g.,
        // 2.3 × 30 = 68.99999999999999, and keeps a loop's last frame from being a sliver no format can time.
        let frames = (scaled - Double(fps) / 1000).rounded(.up)
        // Compared as a Double before any conversion: a run too long for an Int is refused, not trapped on.
        guard scaled.isFinite, frames < Double(Self.maximumFrames) else {
            throw .frames(scaled.isFinite ? Int(min(scaled.rounded(.up), 1e12)) + (span.loops ? 0 : 1) : Int(1e12))
        }
        let whole = Int(frames)
        frameCount = max(1, whole)
        finalSeconds = span.loops ? nil : span.seconds
        if span.seconds * Double(fps) < 1e-6 {
            // A run that ends at once (a layer with a negative delay) is one still frame lasting one frame.
            end = .frame(1)
        } else if abs(scaled - scaled.rounded()) < 1e-6 {
            end = .frame(Int(scaled.rounded()))
        } else {
            end = .seconds(max(span.seconds, Double(frameCount - 1) / Double(fps) + 0.001))
        }
    }

    /// The model time frame `index` shows: its start, or for a finite run's last frame the run's end.
    package func seconds(ofFrame index: Int) -> Double {
        if let finalSeconds, index == frameCount - 1 { return finalSeconds }
        return Double(index) / Double(fps)
    }

    /// `time` in whole units of `1/unitsPerSecond` s, rounded to the nearest (half up), in integer arithmetic
    /// for frame boundaries so that durations computed as differences never drift.
    package func units(_ time: Time, per unitsPerSecond: Int) -> Int {
        switch time {
        case .frame(let index): return (2 * index * unitsPerSecond + fps) / (2 * fps)
        case .seconds(let seconds): return Int((seconds * Double(unitsPerSecond)).rounded())
        }
    }

    /// The whole file's duration in seconds.
    package var duration: Double {
        switch end {
        case .frame(let index): Double(index) / Double(fps)
        case .seconds(let seconds): seconds
        }
    }
}
