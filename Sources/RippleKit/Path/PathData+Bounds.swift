extension PathData {
    /// The tight axis-aligned bounding box of the path's geometry.
    ///
    /// Exact for lines; Bézier curves add their extrema (roots of the derivative, per axis) and arcs the
    /// extrema of their ellipse that lie on the arc (SVG 1.1 F.6.5 center conversion, F.6.6 radius
    /// correction; an arc with a zero radius is a line). Control points outside the curve do not count.
    /// Every moveto point counts, including one that starts nothing, since it is part of the path's text.
    package var bounds: Rect {
        var box = BoundsAccumulator()
        var current = Vector.zero
        var subpathStart = Vector.zero
        for command in commands {
            switch command {
            case .move(let point):
                box.add(point)
                subpathStart = point
            case .line(let point):
                box.add(point)
            case .cubic(let control1, let control2, let point):
                box.add(point)
                for t in Self.derivativeRoots(current.x, control1.x, control2.x, point.x)
                    + Self.derivativeRoots(current.y, control1.y, control2.y, point.y) {
                    box.add(Self.cubicPoint(current, control1, control2, point, at: t))
                }
            case .quad(let control, let point):
                box.add(point)
                for t in [Self.quadExtremum(current.x, control.x, point.x), Self.quadExtremum(current.y, control.y, point.y)] {
                    guard let t else { continue }
                    let u = 1 - t
                    box.add(Vector(u * u * current.x + 2 * u * t * control.x + t * t * point.x,
                                   u * u * current.y + 2 * u * t * control.y + t * t * point.y))
                }
            case .arc(let rx, let ry, let rotation, let largeArc, let sweep, let point):
                box.add(point)
                let arc = EllipticalArc(from: current, rx: rx, ry: ry, rotation: rotation, largeArc: largeArc, sweep: sweep, to: point)
                for extreme in arc?.extremePoints ?? [] { box.add(extreme) }
            case .close:
                break // The closing line ends at the subpath start, which is already in the box.
            }
            current = command.endPoint ?? subpathStart
        }
        return box.rect
    }

    /// Parameters in (0, 1) where one coordinate of a cubic Bézier has zero derivative.
    ///
    /// B'(t)/3 = a·t² + b·t + c with the coefficients below; the quadratic is solved in the cancellation-free
    /// form (q = −(b + sign(b)·√disc)/2, roots q/a and c/q), which also copes with a nearly vanishing `a`.
    static func derivativeRoots(_ p0: Double, _ p1: Double, _ p2: Double, _ p3: Double) -> [Double] {
        let a = -p0 + 3 * p1 - 3 * p2 + p3
        let b = 2 * (p0 - 2 * p1 + p2)
        let c = p1 - p0
        var roots: [Double] = []
        if a == 0 {
            if b != 0 { roots.append(-c / b) }
        } else {
            let discriminant = b * b - 4 * a * c
            guard discriminant >= 0 else { return [] }
            let q = -(b + (b < 0 ? -1 : 1) * discriminant.squareRoot()) / 2
            roots.append(q / a)
            if q != 0 { roots.append(c / q) }
        }
        return roots.filter { $0 > 0 && $0 < 1 }
    }

    /// The parameter in (0, 1) where one coordinate of a quadratic Bézier turns, if it does.
    static func quadExtremum(_ p0: Double, _ p1: Double, _ p2: Double) -> Double? {
        let denominator = p0 - 2 * p1 + p2
        guard denominator != 0 else { return nil }
        let t = (p0 - p1) / denominator
        return t > 0 && t < 1 ? t : nil
    }

    static func cubicPoint(_ p0: Vector, _ p1: Vector, _ p2: Vector, _ p3: Vector, at t: Double) -> Vector {
        let u = 1 - t
        let (w0, w1, w2, w3) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
        return Vector(w0 * p0.x + w1 * p1.x + w2 * p2.x + w3 * p3.x, w0 * p0.y + w1 * p1.y + w2 * p2.y + w3 * p3.y)
    }
}

/// A running min/max over points.
private struct BoundsAccumulator {
    private var minX = Double.infinity, minY = Double.infinity
    private var maxX = -Double.infinity, maxY = -Double.infinity

    mutating func add(_ point: Vector) {
        minX = min(minX, point.x)
        minY = min(minY, point.y)
        maxX = max(maxX, point.x)
        maxY = max(maxY, point.y)
    }

    /// The box, or a zero rectangle at the origin if nothing was added.
    var rect: Rect {
        guard minX <= maxX else { return Rect(x: 0, y: 0, width: 0, height: 0) }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
