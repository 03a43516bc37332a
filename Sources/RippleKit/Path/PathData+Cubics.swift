import Foundation // sin, cos, tan

/// One subpath as a chain of cubic Béziers: the form vector formats without arcs or quadratics need
/// (a Lottie `sh` shape is exactly this: vertices with in and out tangents).
package struct CubicSubpath: Equatable, Sendable {
    /// One cubic piece from the previous end point.
    package struct Piece: Equatable, Sendable {
        /// First control point.
        package var control1: Vector
        /// Second control point.
        package var control2: Vector
        /// End point.
        package var end: Vector

        /// Creates a piece.
        package init(control1: Vector, control2: Vector, end: Vector) {
            self.control1 = control1
            self.control2 = control2
            self.end = end
        }
    }

    /// Where the subpath starts.
    package var start: Vector
    /// The pieces, in order.
    package var pieces: [Piece]
    /// Whether the subpath is closed (`Z`): a closing line back to `start` is then one of the pieces
    /// when the last end point is elsewhere.
    package var closed: Bool

    /// Creates a subpath.
    package init(start: Vector, pieces: [Piece], closed: Bool) {
        self.start = start
        self.pieces = pieces
        self.closed = closed
    }
}

extension PathData {
    /// The path as cubic subpaths: lines become cubics with their control points on the line's ends,
    /// quadratics are degree-elevated exactly, and arcs are split into pieces of at most 90°, each
    /// approximated by the usual cubic with handles `4/3·tan(Δθ/4)` (radial error below 0.03 % of the
    /// radius), after the same radius correction as SVG (F.6.6). A subpath that is only a move is dropped.
    package var cubicSubpaths: [CubicSubpath] {
        var result: [CubicSubpath] = []
        var current: CubicSubpath?
        var point = Vector.zero
        func finish() {
            if let subpath = current, !subpath.pieces.isEmpty { result.append(subpath) }
            current = nil
        }
        for command in commands {
            switch command {
            case .move(let target):
                finish()
                current = CubicSubpath(start: target, pieces: [], closed: false)
                point = target
            case .line(let target):
                current?.pieces.append(.init(control1: point, control2: target, end: target))
                point = target
            case .cubic(let c1, let c2, let target):
                current?.pieces.append(.init(control1: c1, control2: c2, end: target))
                point = target
            case .quad(let control, let target):
                // Degree elevation: each cubic control point lies 2/3 of the way to the quadratic one.
                let c1 = Vector(point.x + 2 / 3 * (control.x - point.x), point.y + 2 / 3 * (control.y - point.y))
                let c2 = Vector(target.x + 2 / 3 * (control.x - target.x), target.y + 2 / 3 * (control.y - target.y))
                current?.pieces.append(.init(control1: c1, control2: c2, end: target))
                point = target
            case .arc(let rx, let ry, let rotation, let largeArc, let sweep, let target):
                if let arc = EllipticalArc(from: point, rx: rx, ry: ry, rotation: rotation, largeArc: largeArc, sweep: sweep, to: target) {
                    current?.pieces += arc.cubicPieces(ending: target)
                } else if point != target {
                    current?.pieces.append(.init(control1: point, control2: target, end: target))
                }
                point = target
            case .close:
                guard var subpath = current else { continue }
                if point != subpath.start {
                    subpath.pieces.append(.init(control1: point, control2: subpath.start, end: subpath.start))
                }
                subpath.closed = true
                point = subpath.start
                current = subpath
                finish()
                // A command after Z without a move starts at the closed subpath's start (SVG 1.1 §8.3.3).
                current = CubicSubpath(start: point, pieces: [], closed: false)
            }
        }
        finish()
        return result
    }
}

extension EllipticalArc {
    /// The arc as cubic pieces of at most 90° each; the last ends exactly on `end` (no rounding drift).
    func cubicPieces(ending end: Vector) -> [CubicSubpath.Piece] {
        let count = max(1, Int((abs(sweepAngle) / (Double.pi / 2) - 1e-9).rounded(.up)))
        let step = sweepAngle / Double(count)
        let handle = 4.0 / 3.0 * tan(step / 4)
        var pieces: [CubicSubpath.Piece] = []
        for index in 0..<count {
            let theta1 = startAngle + step * Double(index)
            let theta2 = theta1 + step
            let p1 = point(at: theta1)
            let p2 = index == count - 1 ? end : point(at: theta2)
            let d1 = derivative(at: theta1)
            let d2 = derivative(at: theta2)
            pieces.append(.init(control1: Vector(p1.x + handle * d1.x, p1.y + handle * d1.y),
                                control2: Vector(p2.x - handle * d2.x, p2.y - handle * d2.y), end: p2))
        }
        return pieces
    }

    /// dP/dθ at parameter angle `theta`.
    private func derivative(at theta: Double) -> Vector {
        let cosTheta = cos(theta)
        let sinTheta = sin(theta)
        return Vector(-rx * cosPhi * sinTheta - ry * sinPhi * cosTheta, -rx * sinPhi * sinTheta + ry * cosPhi * cosTheta)
    }
}
