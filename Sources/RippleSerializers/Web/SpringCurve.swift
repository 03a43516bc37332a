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
    /// `progress`: 0.0005 at the start, where a growing ring is smallest (so that its size is right within
    /// 0.15 % for the pulse's scale of 3.43, inside the browser suite's 0.5 %), 0.003 at the end.
    static func tolerance(at progress: Double) -> Double {
        0.0005 + 0.0025 * progress
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
            let value = offset == 1 ? "1" : CSSMath.number(table.value(at: offset))
            return offset == 0 || offset == 1 ? value : value + " " + NumberFormat.percent(offset)
        }
        return "linear(\(points.joined(separator: ",")))"
    }

    /// The farthest offset a straight piece from `start` can reach within `tolerance(at:)` of the curve
    /// (bisection over where the piece ends, the error read at 64 points along it).
    private static func farthestStop(from start: Double, on table: Track<Double>) -> Double {
        func fits(_ end: Double) -> Bool {
            let a = table.value(at: start), b = table.value(at: end)
            return (1..<64).allSatisfy { step in
                let t = Double(step) / 64
                let value = table.value(at: start + (end - start) * t)
                return abs(value - (a + (b - a) * t)) <= tolerance(at: value)
            }
        }
        if fits(1) { return 1 }
        var low = start, high = 1.0
        for _ in 0..<40 {
            let middle = (low + high) / 2
            if fits(middle) { low = middle } else { high = middle }
        }
        // Rounded as written, so the next piece starts where this one visibly ends.
        return max(Double(NumberFormat.percent(low).dropLast())! / 100, start + 0.0001)
    }
}
