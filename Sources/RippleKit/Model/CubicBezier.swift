/// A unit cubic Bézier timing curve, solved for y at a given x.
///
/// The same method as browser engines (WebKit's UnitBezier): Newton–Raphson from a linear guess, with a
/// bisection fallback, to 1e-9 in x. Close agreement with browsers matters because the evaluator is the
/// oracle that the browser conformance tests compare against.
package struct CubicBezier: Equatable, Sendable {
    private let cx, bx, ax, cy, by, ay: Double

    /// Creates the curve through (0,0), (x1,y1), (x2,y2), (1,1).
    package init(x1: Double, y1: Double, x2: Double, y2: Double) {
        cx = 3 * x1
        bx = 3 * (x2 - x1) - cx
        ax = 1 - cx - bx
        cy = 3 * y1
        by = 3 * (y2 - y1) - cy
        ay = 1 - cy - by
    }

    /// y for x in 0…1 (x is clamped).
    package func solve(_ x: Double) -> Double {
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        return sampleY(parameter(forX: x))
    }

    private func sampleX(_ t: Double) -> Double { ((ax * t + bx) * t + cx) * t }
    func sampleY(_ t: Double) -> Double { ((ay * t + by) * t + cy) * t }
    private func slopeX(_ t: Double) -> Double { (3 * ax * t + 2 * bx) * t + cx }

    /// The curve parameter t at which the curve's x equals `x` (0…1).
    func parameter(forX x: Double) -> Double {
        let epsilon = 1e-9
        var t = x
        for _ in 0..<8 {
            let error = sampleX(t) - x
            if abs(error) < epsilon { return t }
            let slope = slopeX(t)
            if abs(slope) < 1e-6 { break }
            t -= error / slope
        }
        var low = 0.0
        var high = 1.0
        t = x
        while low < high {
            let value = sampleX(t)
            if abs(value - x) < epsilon { return t }
            if x > value { low = t } else { high = t }
            let next = (low + high) / 2
            if next == t { break }
            t = next
        }
        return t
    }
}
