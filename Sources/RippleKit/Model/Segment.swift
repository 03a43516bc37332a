import Foundation // exp and log only; the model does no I/O

/// The curve of an animation segment.
package enum Curve: Equatable, Sendable {
    /// A linear or cubic-Bézier easing over the segment's duration.
    case easing(Easing)
    /// A critically damped spring (SwiftUI's `.spring`, bounce 0) with the given response in seconds.
    ///
    /// `x(t) = 1 − (1 + ωt)·e^(−ωt)` with `ω = 2π / response`. It has no cubic-Bézier equivalent, so it is
    /// compiled into several Bézier pieces that follow the curve (Hermite fit on sample points).
    case spring(response: Double)

    /// Springs are followed until they are within this fraction of the target, then end on it.
    static let springTolerance = 0.001

    /// How long a spring runs until settled: `θ` solving `(1 + θ)·e^(−θ) = tolerance`, over ω.
    package static func springSettleTime(response: Double) -> Double {
        var theta = 9.0
        for _ in 0..<20 { // Newton on f(θ) = ln(1 + θ) − θ − ln(tolerance)
            let f = log(1 + theta) - theta - log(springTolerance)
            let slope = 1 / (1 + theta) - 1
            theta -= f / slope
        }
        return theta * response / (2 * Double.pi)
    }

    /// Progress 0…1 of a spring at `t` seconds.
    static func springProgress(_ t: Double, response: Double) -> Double {
        let omega = 2 * Double.pi / response
        let x = omega * t
        return 1 - (1 + x) * exp(-x)
    }
}

/// One animation of one property on a style's timeline, like a `CABasicAnimation` or a SwiftUI
/// transition: from a value (or from wherever the property is) to a value, starting at `begin`.
///
/// A later segment that begins before an earlier one ends interrupts it there, the way Core Animation
/// and SwiftUI replace a running animation; `SegmentCompiler` turns segments into keyframes.
package struct Segment<Value: Interpolatable>: Equatable, Sendable {
    /// Start time in seconds on the timeline.
    package var begin: Double
    /// Length in seconds (0 is an instant change); ignored for springs, which run until settled.
    package var duration: Double
    /// The start value, or `nil` to start from the current value.
    package var from: Value?
    /// The end value.
    package var to: Value
    /// How it moves.
    package var curve: Curve

    /// Creates a segment.
    package init(begin: Double, duration: Double, from: Value? = nil, to: Value, curve: Curve = .easing(.linear)) {
        self.begin = begin
        self.duration = duration
        self.from = from
        self.to = to
        self.curve = curve
    }

    /// The segment's real length: the duration, or a spring's settle time.
    package var length: Double {
        if case .spring(let response) = curve { return Curve.springSettleTime(response: response) }
        return duration
    }
}
