import RippleKit

/// The stretch of document time a Lottie file holds, and whether players should loop it.
///
/// A finite animation is written from 0 to its end, with the final state held inside `op`. An
/// indefinite one is one period that players loop: the document from `start` to `start + length`,
/// where `start` is 0 unless some layer begins late (`--rings` staggered with positive delays, a finite
/// layer beside a loop); then it is the first whole period after every layer has started and every
/// finite one has ended, the settled loop that a looping player shows forever.
package struct LottieWindow: Equatable, Sendable {
    /// Document time of frame `ip`, in seconds.
    package let start: Double
    /// Seconds covered: the active end for finite animations, one period for loops.
    package let length: Double
    /// Whether the document repeats forever (the player's `loop` should then be on).
    package let loops: Bool

    /// A window given outright: what a shared asset covers (`LottieSharing`), a window widened back by
    /// the largest shift of the ripples that show it.
    init(start: Double, length: Double, loops: Bool) {
        self.start = start
        self.length = length
        self.loops = loops
    }

    /// The window of `animation`.
    ///
    /// - Throws: `LottieError.incommensurablePeriods` when looping layers have durations that are not
    ///   whole multiples of the longest one, so no single period repeats them all.
    package init(_ animation: RippleAnimation) throws(LottieError) {
        let looping = animation.layers.filter { $0.group.timing.activeDuration == nil }
        guard let period = looping.map({ $0.group.timing.duration }).max() else {
            start = 0
            length = max(0, animation.endTime ?? 0)
            loops = false
            return
        }
        for layer in looping {
            let ratio = period / layer.group.timing.duration
            guard abs(ratio - ratio.rounded()) < 1e-6 else {
                throw .incommensurablePeriods(period, layer.group.timing.duration)
            }
        }
        var settled = 0.0
        for layer in animation.layers {
            let timing = layer.group.timing
            settled = max(settled, timing.delay + (timing.activeDuration ?? 0))
        }
        start = (settled / period - 1e-9).rounded(.up) * period
        length = period
        loops = true
    }

    /// The iterations of `timing` that touch the window, the one rule the timeline writes them by and the budget
    /// counts them by: from the first whose end is after the window's start to the last that begins before its
    /// end, and for a finite repeat no later than the count rounded up. `first > last` when none does.
    func iterations(of timing: Timing) -> (first: Int, last: Int) {
        let end = start + length
        let first = max(0, Int(((start - timing.delay) / timing.duration + 1e-9).rounded(.down)))
        var last = Int(((end - timing.delay) / timing.duration - 1e-9).rounded(.up)) - 1
        if case .count(let value) = timing.repeatCount { last = min(last, RepeatLimit.iterations(value) - 1) }
        return (first, last)
    }

    /// The default frame rate: the first of 60…120 frames per second on which every key time (relative to
    /// `start`) and the window's end fall on whole frames, so players that render whole frames only
    /// (rlottie) hit every keyframe; 60 when none does.
    package func defaultFrameRate(keyTimes: [Double]) -> Double {
        let times = keyTimes.map { $0 - start }.filter { $0 >= -1e-9 && $0 <= length + 1e-9 } + [length]
        for rate in 60...120 {
            let fps = Double(rate)
            if times.allSatisfy({ abs($0 * fps - ($0 * fps).rounded()) < 1e-6 }) { return fps }
        }
        return 60
    }

    /// The composition's out point at `fps`: one period for a loop; for a finite animation the frame on
    /// which the final state is first reached plus one more, so even a player that stops one frame early
    /// (lottie-web) shows the held final frame.
    package func outPoint(fps: Double) -> Double {
        if loops { return max(1, (length * fps).rounded()) }
        return (length * fps - 1e-6).rounded(.up) + 2
    }
}
