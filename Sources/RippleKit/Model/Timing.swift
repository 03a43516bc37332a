/// How many times a keyframe group plays.
public enum Repeat: Equatable, Hashable, Sendable {
    /// A finite count; fractions stop part-way through the last iteration.
    case count(Double)
    /// Forever.
    case indefinite
}

/// What a layer shows after its last iteration.
package enum FillMode: String, CaseIterable, Equatable, Hashable, Sendable {
    /// Hold the final frame (SMIL `fill="freeze"`, CSS `animation-fill-mode: forwards`).
    case freeze
    /// Return to the layer's rest state (SMIL `fill="remove"`, CSS `none`).
    case remove
}

/// The value of `Timing` an `invalidTiming` error is about; its raw value is the spec's key (`defaults.repeat`).
package enum TimingValue: String, Equatable, Sendable {
    case duration
    case delay
    case repeatCount = "repeat"
}

/// The timing of a keyframe group: shared by all its tracks.
package struct Timing: Equatable, Hashable, Sendable {
    /// Upper bound for durations, delays and the active duration (a day): beyond it a value is a mistake.
    package static let maximumSeconds = 86_400.0
    /// Lower bound for a duration given as a flag: one millisecond, below which a duration is 0 at the
    /// documents' four decimals (and SMIL refuses `dur="0s"`).
    package static let minimumDuration = 0.001
    /// Finite repeat counts are kept to whole 1/`repeatScale` steps, the four decimals every document writes
    /// numbers with (dividing the rounded whole number gives the nearest double, so `25` stays exactly 25):
    /// a count the SMIL and CSS formats cannot write (`1.0000001`) would otherwise end on one state there
    /// (`repeatCount="1"`, the final frame) and on another in Lottie, `--at` and the raster formats (the
    /// first frame of a sliver of a second iteration).
    package static let repeatScale = 10_000.0

    /// One iteration, in seconds (> 0).
    package let duration: Double
    /// When the first iteration starts, in seconds; negative starts part-way in, so a loop looks settled.
    package let delay: Double
    /// How many iterations.
    package let repeatCount: Repeat
    /// What shows after the last iteration.
    package let fill: FillMode

    /// Creates timing.
    ///
    /// A finite count is rounded to four decimals (`repeatScale`), so every format plays the same count.
    ///
    /// - Throws: `ModelError.invalidTiming` for a duration that is not positive and finite, a delay that
    ///   is not finite, a count `RepeatLimit.model` refuses, or values beyond `maximumSeconds`.
    package init(duration: Double, delay: Double = 0, repeatCount: Repeat = .count(1), fill: FillMode = .freeze) throws(ModelError) {
        guard duration.isFinite, duration > 0 else { throw .invalidTiming(.duration, "duration must be a positive number of seconds") }
        guard duration <= Self.maximumSeconds else { throw .invalidTiming(.duration, "duration must be at most \(Int(Self.maximumSeconds)) s") }
        guard delay.isFinite, abs(delay) <= Self.maximumSeconds else {
            throw .invalidTiming(.delay, "delay must be a number of seconds between -\(Int(Self.maximumSeconds)) and \(Int(Self.maximumSeconds))")
        }
        var repeatCount = repeatCount
        if case .count(let count) = repeatCount {
            guard RepeatLimit.model.admits(count) else {
                throw .invalidTiming(.repeatCount, "repeat must be a number from 1 to \(Int(RepeatLimit.model.maximum)) or indefinite")
            }
            repeatCount = .count(Self.rounded(count))
        }
        self.duration = duration
        self.delay = delay
        self.repeatCount = repeatCount
        self.fill = fill
    }

    /// A finite count as every format plays it: to whole 1/`repeatScale` steps (`repeatScale`).
    package static func rounded(_ count: Double) -> Double {
        (count * repeatScale).rounded(.toNearestOrAwayFromZero) / repeatScale
    }

    /// The same timing playing one iteration: a raster file's run, which the file's own loop count repeats.
    package var once: Timing {
        Timing(validated: duration, delay: delay, repeatCount: .count(1), fill: fill)
    }

    /// Values `init(duration:delay:repeatCount:fill:)` has already checked.
    private init(validated duration: Double, delay: Double, repeatCount: Repeat, fill: FillMode) {
        self.duration = duration
        self.delay = delay
        self.repeatCount = repeatCount
        self.fill = fill
    }

    /// The active duration (all iterations), or `nil` when it repeats forever.
    package var activeDuration: Double? {
        if case .count(let count) = repeatCount { return count * duration }
        return nil
    }

    /// The iteration progress (0…1) at document time `time`, or `nil` when the group does not apply
    /// (before it begins, or after it ends with `fill == .remove`): then the layer shows its rest state.
    ///
    /// This is the SMIL and CSS timing model: before `delay` nothing applies; during the active duration
    /// progress is the position within the current iteration; after it, a frozen group holds the progress
    /// at which it ended, which is 1 after a whole number of iterations and the fraction otherwise.
    package func progress(at time: Double) -> Double? {
        let local = time - delay
        if local < 0 { return nil }
        if let active = activeDuration, local >= active {
            guard fill == .freeze else { return nil }
            let fraction = active / duration - (active / duration).rounded(.down)
            return fraction > 1e-9 ? fraction : 1
        }
        let iterations = local / duration
        return iterations - iterations.rounded(.down)
    }
}
