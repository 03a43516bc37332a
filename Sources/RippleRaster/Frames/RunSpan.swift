import RippleKit

/// The length of one run of an animation: what one animated file and one filmstrip show.
///
/// A loop (some layer repeats forever) runs for one period: the layers' common cycle (the least common
/// multiple of the looping layers' durations, which for every built-in style is the one duration: 2.3 s for
/// `pulse`; staggered delays do not lengthen it). A finite animation runs until every layer has played its
/// first iteration (delay + duration), or until the whole animation ends when that is sooner (a fractional
/// `--repeat` below 1 iteration cannot happen: repeats are ≥ 1).
package struct RunSpan: Equatable, Sendable {
    /// Seconds (> 0).
    package let seconds: Double
    /// Whether it repeats forever.
    package let loops: Bool

    /// The run of `animation`.
    package init(_ animation: RippleAnimation) {
        let looping = animation.layers.filter { $0.group.timing.activeDuration == nil }.map(\.group.timing.duration)
        if !looping.isEmpty {
            loops = true
            seconds = Self.commonCycle(looping)
        } else {
            loops = false
            let iteration = animation.layers.map { $0.group.timing.delay + $0.group.timing.duration }.max() ?? 0
            let end = min(iteration, animation.endTime ?? iteration)
            // A layer that ends before 0 (a negative delay) leaves a single still frame.
            seconds = max(0, end)
        }
    }

    /// The least common multiple of `durations`, in microseconds; the longest duration when the multiple would
    /// exceed 100 times it (incommensurate durations: no exact loop exists, so the longest is the honest cut).
    static func commonCycle(_ durations: [Double]) -> Double {
        let longest = durations.max() ?? 1
        var cycle: Int64 = 1
        for duration in durations {
            let micro = max(1, Int64((duration * 1_000_000).rounded()))
            let gcd = Self.gcd(cycle, micro)
            let (product, overflow) = (cycle / gcd).multipliedReportingOverflow(by: micro)
            guard !overflow, Double(product) / 1_000_000 <= 100 * longest else { return longest }
            cycle = product
        }
        return Double(cycle) / 1_000_000
    }

    private static func gcd(_ a: Int64, _ b: Int64) -> Int64 {
        b == 0 ? a : gcd(b, a % b)
    }
}
