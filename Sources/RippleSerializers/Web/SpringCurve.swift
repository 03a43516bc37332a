import RippleKit
import RippleMarkup

/// A spring as one CSS easing: `linear()` through the model's own spring (the Bézier pieces
/// `SegmentCompiler` follows it with), its stops placed where the curve bends.
///
/// A release's spring is its animation's easing; a loop writes each spring this way instead of as
/// `SegmentCompiler.springPieces` keyframes of its own, and one curve serves every layer and track with that
/// spring (the sheet's default easing): the pulse's three rings share one.
enum SpringCurve {
    /// How far the straight pieces may stray from the model's curve, in progress 0…1, where it has reached
    /// `progress`: 0.001 at the start, where a growing ring is smallest (so that its size is right within
    /// 0.25 % for the pulse's scale of 3.43, inside the browser suite's 0.5 %), 0.004 at the end (opacity
    /// within 0.004, the suite allows 0.01).
    static func tolerance(at progress: Double) -> Double {
        0.001 + 0.003 * progress
    }

    /// The `linear()` easing of a spring of `response` seconds over its settle time.
    static func linear(response: Double) -> String {
        // The model's spring table has increasing offsets by construction, so it always makes a track.
        let table = try! Track(SegmentCompiler.springProgress(response: response))
        var stops = [0.0]
        while stops.last! < 1 {
            stops.append(farthestStop(from: stops.last!, on: table))
        }
        let points = stops.map { offset -> String in
            let value = offset == 1 ? "1" : CSSMath.number(written(table.value(at: offset)))
            return offset == 0 || offset == 1 ? value : value + " " + CSSMath.number(offset * 100) + "%"
        }
        return "linear(\(points.joined(separator: ",")))"
    }

    /// A stop's progress as written: three decimals (the tolerance counts the rounding).
    private static func written(_ progress: Double) -> Double {
        (progress * 1000).rounded() / 1000
    }

    /// The farthest offset a straight piece from `start` can reach within `tolerance(at:)` of the curve,
    /// between the values as written, the offset on the written grid of 0.01 % (bisection over where the
    /// piece ends, the error read at 64 points along it).
    private static func farthestStop(from start: Double, on table: Track<Double>) -> Double {
        func fits(_ end: Double) -> Bool {
            let a = written(table.value(at: start)), b = end == 1 ? 1 : written(table.value(at: end))
            return (1..<64).allSatisfy { step in
                let t = Double(step) / 64
                let value = table.value(at: start + (end - start) * t)
                return abs(value - (a + (b - a) * t)) <= tolerance(at: value)
            }
        }
        if fits(1) { return 1 }
        // On the grid: whole hundredths of a percent.
        var low = (start * 10_000).rounded() + 1, high = 10_000.0
        guard fits(low / 10_000) else { return low / 10_000 }
        while high - low > 1 {
            let middle = ((low + high) / 2).rounded(.down)
            if fits(middle / 10_000) { low = middle } else { high = middle }
        }
        return low / 10_000
    }
}
