import Foundation // sin, cos, atan2

/// An SVG arc in center parameterization, for geometry that the endpoint form cannot answer directly.
///
/// Follows SVG 1.1 implementation notes F.6.5 (endpoint to center conversion) and F.6.6 (radii that are
/// too small to reach the end point are scaled up until the ellipse just fits, which makes it a half ellipse).
struct EllipticalArc {
    /// The ellipse's center.
    let center: Vector
    /// The radii after correction.
    let rx, ry: Double
    /// Cosine and sine of the x-axis rotation.
    let cosPhi, sinPhi: Double
    /// θ1: the start angle, in radians, in the ellipse's own (unrotated, unit-circle) parameter.
    let startAngle: Double
    /// Δθ: positive for sweep 1 (increasing angle), negative for sweep 0, within ±2π.
    let sweepAngle: Double

    /// The arc from `start` with the given endpoint parameters, or `nil` when SVG draws it as something
    /// simpler: nothing when the end points coincide (F.6.2), a straight line when a radius is zero.
    init?(from start: Vector, rx rawRx: Double, ry rawRy: Double, rotation: Double, largeArc: Bool, sweep: Bool, to end: Vector) {
        guard start != end, rawRx != 0, rawRy != 0 else { return nil }
        let phi = rotation * Double.pi / 180
        cosPhi = cos(phi)
        sinPhi = sin(phi)

        // F.6.5.1: the start point in a frame centred between the end points and aligned with the ellipse.
        let halfDx = (start.x - end.x) / 2
        let halfDy = (start.y - end.y) / 2
        let x1 = cosPhi * halfDx + sinPhi * halfDy
        let y1 = -sinPhi * halfDx + cosPhi * halfDy

        // F.6.6: scale radii that are too small; Λ > 1 means no ellipse of these radii reaches the end point.
        var rx = abs(rawRx)
        var ry = abs(rawRy)
        let lambda = (x1 * x1) / (rx * rx) + (y1 * y1) / (ry * ry)
        if lambda > 1 {
            let factor = lambda.squareRoot()
            rx *= factor
            ry *= factor
        }
        self.rx = rx
        self.ry = ry

        // F.6.5.2: the center in that frame. After the scaling above the radicand is zero in exact arithmetic;
        // computed, it is a rounding residue whose square root (~1e-8) would visibly shift the center.
        let rx2 = rx * rx
        let ry2 = ry * ry
        let denominator = rx2 * y1 * y1 + ry2 * x1 * x1
        let radicand = lambda >= 1 ? 0 : max(0, (rx2 * ry2 - denominator) / denominator)
        let coefficient = (largeArc == sweep ? -1 : 1) * radicand.squareRoot()
        let cx1 = coefficient * rx * y1 / ry
        let cy1 = -coefficient * ry * x1 / rx

        // F.6.5.3: back to user space.
        center = Vector(
            cosPhi * cx1 - sinPhi * cy1 + (start.x + end.x) / 2,
            sinPhi * cx1 + cosPhi * cy1 + (start.y + end.y) / 2
        )

        // F.6.5.5–6: the angles of the end points on the unit circle the ellipse is mapped from.
        let theta1 = atan2((y1 - cy1) / ry, (x1 - cx1) / rx)
        let theta2 = atan2((-y1 - cy1) / ry, (-x1 - cx1) / rx)
        var delta = theta2 - theta1
        if sweep, delta < 0 { delta += 2 * Double.pi }
        if !sweep, delta > 0 { delta -= 2 * Double.pi }
        startAngle = theta1
        sweepAngle = delta
    }

    /// The point at parameter angle `theta` (F.6.3).
    func point(at theta: Double) -> Vector {
        let cosTheta = cos(theta)
        let sinTheta = sin(theta)
        return Vector(
            center.x + rx * cosPhi * cosTheta - ry * sinPhi * sinTheta,
            center.y + rx * sinPhi * cosTheta + ry * cosPhi * sinTheta
        )
    }

    /// Whether the arc passes through parameter angle `theta`.
    func contains(angle theta: Double) -> Bool {
        let turn = 2 * Double.pi
        // How far along the sweep direction `theta` lies from the start, in 0..<2π.
        var along = (sweepAngle >= 0 ? theta - startAngle : startAngle - theta).truncatingRemainder(dividingBy: turn)
        if along < 0 { along += turn }
        return along <= abs(sweepAngle)
    }

    /// The points where the arc reaches the full ellipse's leftmost, rightmost, top or bottom, if it does.
    ///
    /// Setting dx/dθ = 0 in F.6.3 gives tan θ = −ry·sin φ / (rx·cos φ); dy/dθ = 0 gives
    /// tan θ = ry·cos φ / (rx·sin φ). Each has two solutions, π apart.
    var extremePoints: [Vector] {
        let thetaX = atan2(-ry * sinPhi, rx * cosPhi)
        let thetaY = atan2(ry * cosPhi, rx * sinPhi)
        return [thetaX, thetaX + Double.pi, thetaY, thetaY + Double.pi]
            .filter(contains(angle:))
            .map(point(at:))
    }
}
