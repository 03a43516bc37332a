/// One segment of a parsed path, in absolute coordinates.
///
/// The parser normalizes the 20 SVG commands down to these six so that everything downstream (bounds,
/// transforms, serialization) handles one form: relative coordinates are resolved, `H`/`V` become lines,
/// `S`/`T` become full curves with their reflected control points, and arcs keep their SVG endpoint form.
package enum PathCommand: Equatable, Sendable {
    /// Starts a new subpath at the point (`M`).
    case move(Vector)
    /// A straight line to the point (`L`, `H`, `V`).
    case line(Vector)
    /// A cubic Bézier curve: first control point, second control point, end point (`C`, `S`).
    case cubic(Vector, Vector, Vector)
    /// A quadratic Bézier curve: control point, end point (`Q`, `T`).
    case quad(Vector, Vector)
    /// An elliptical arc in SVG endpoint form (`A`). Radii are non-negative and as written (not yet
    /// corrected for being too small); `rotation` is the x-axis rotation in degrees.
    case arc(rx: Double, ry: Double, rotation: Double, largeArc: Bool, sweep: Bool, to: Vector)
    /// Closes the subpath with a line back to its start point (`Z`).
    case close

    /// Where the segment ends, or `nil` for `close`, whose end depends on the subpath start.
    var endPoint: Vector? {
        switch self {
        case .move(let point), .line(let point), .cubic(_, _, let point), .quad(_, let point):
            return point
        case .arc(_, _, _, _, _, let point):
            return point
        case .close:
            return nil
        }
    }

    /// The command under `p ↦ p·scale + translate`.
    ///
    /// Arc radii scale by `|scale|` and the rotation and both flags are kept. The sweep flag is kept even for
    /// a negative scale: a uniform negative scale is a rotation by 180°, which preserves orientation (only a
    /// mirror in one axis reverses it), and an ellipse rotated by 180° has the same x-axis rotation.
    func transformed(scale: Double, translate: Vector) -> PathCommand {
        func map(_ point: Vector) -> Vector {
            Vector(point.x * scale + translate.x, point.y * scale + translate.y)
        }
        switch self {
        case .move(let point):
            return .move(map(point))
        case .line(let point):
            return .line(map(point))
        case .cubic(let control1, let control2, let point):
            return .cubic(map(control1), map(control2), map(point))
        case .quad(let control, let point):
            return .quad(map(control), map(point))
        case .arc(let rx, let ry, let rotation, let largeArc, let sweep, let point):
            let factor = abs(scale)
            return .arc(rx: rx * factor, ry: ry * factor, rotation: rotation, largeArc: largeArc, sweep: sweep, to: map(point))
        case .close:
            return .close
        }
    }
}
