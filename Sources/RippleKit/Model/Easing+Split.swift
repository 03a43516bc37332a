extension Easing {
    /// The part of this easing from progress 0 to `x`, as an easing of its own over that shorter span,
    /// together with the eased progress reached at `x`.
    ///
    /// This is how an interrupted animation is kept exact: the first part of a cubic Bézier (de Casteljau
    /// split at the parameter where the curve's x equals `x`) is again a cubic Bézier. SMIL keySplines
    /// need every control value in 0…1; when the normalised piece leaves that range, `nil` is returned
    /// for the easing and the caller samples the piece instead.
    ///
    /// - Parameter x: the cut, 0 < x ≤ 1.
    /// - Returns: the easing of the piece (or `nil`) and `self(x)`.
    package func prefix(upTo x: Double) -> (easing: Easing?, progress: Double) {
        guard x < 1 else { return (self, 1) }
        switch self {
        case .linear:
            return (.linear, x)
        case .cubicBezier(let x1, let y1, let x2, let y2):
            let curve = CubicBezier(x1: x1, y1: y1, x2: x2, y2: y2)
            let t = curve.parameter(forX: x)
            let y = curve.sampleY(t)
            guard y > 1e-12, x > 1e-12 else { return (.linear, y) }
            let u = 1 - t
            let q1x = t * x1, q1y = t * y1
            let q2x = 2 * u * t * x1 + t * t * x2
            let q2y = 2 * u * t * y1 + t * t * y2
            let values = [q1x / x, q1y / y, q2x / x, q2y / y]
            guard values.allSatisfy({ $0 >= -1e-9 && $0 <= 1 + 1e-9 }) else { return (nil, y) }
            let clamped = values.map { min(max($0, 0), 1) }
            return (.cubicBezier(clamped[0], clamped[1], clamped[2], clamped[3]), y)
        }
    }
}
