/// The one rule for a finite repeat count and the one home of its limits: what a count may be where it is
/// played. The flag parser (`--repeat`), the model (`Timing`), the raster formats' loop count, Lottie's
/// unrolled iterations and the web format's held press each ask `admits(_:)` of theirs and word their own
/// refusal; the bounds table lists `maximum`.
package enum RepeatLimit: Sendable {
    /// Every format's: from 1 to 1,000,000 plays, fractions allowed (a run can stop part-way); SVG and the web
    /// format write the count, never its iterations.
    case model
    /// An animated image's loop count: whole runs, from 1 to 65,535 (WebP's `loop_count` and GIF's NETSCAPE
    /// count are 16-bit).
    case plays
    /// Lottie, which has no repeat and writes each iteration's keyframes: at most 1,000 iterations begun
    /// (`iterations(_:)`); `--repeat indefinite` and the player's loop count do that job.
    case unrolled
    /// A held press, which plays once.
    case once

    /// The largest count admitted.
    package var maximum: Double {
        switch self {
        case .model: 1_000_000
        case .plays: 65_535
        case .unrolled: 1_000
        case .once: 1
        }
    }

    /// Whether a finite `count` (rounded by `Timing.rounded` once it is the model's) is admitted: a count of at
    /// least 1, a whole one for `plays`, whose iterations begun (`iterations(_:)`) are at most `maximum`.
    package func admits(_ count: Double) -> Bool {
        guard count.isFinite, count >= 1 else { return false }
        switch self {
        case .model, .once: return count <= maximum
        case .plays: return count == count.rounded() && count <= maximum
        case .unrolled: return Double(Self.iterations(count)) <= maximum
        }
    }

    /// The iterations a finite count begins, the last one cut short for a fraction: the count rounded up
    /// (a count a rounding error past a whole number begins no other).
    package static func iterations(_ count: Double) -> Int {
        Int((count - 1e-9).rounded(.up))
    }
}
