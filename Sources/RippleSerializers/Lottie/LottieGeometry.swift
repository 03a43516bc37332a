import RippleKit

/// Lottie shapes and masks from the model's geometry: ellipses stay `el`, paths become `sh` Béziers
/// (arcs and quadratics converted to cubics), clips become mask paths.
enum LottieGeometry {
    /// The circle constant of four-piece Bézier ellipses (what Lottie players use for `el` too).
    static let kappa = 0.552_284_749_8

    /// The shape items of a ripple, drawn around (0, 0).
    static func shapes(_ shape: Shape) -> [LottieJSON] {
        switch shape {
        case .circle(let radius):
            return [ellipse(rx: radius, ry: radius)]
        case .ellipse(let rx, let ry):
            return [ellipse(rx: rx, ry: ry)]
        case .path(let data):
            return data.cubicSubpaths.map { .object([("ty", .string("sh")), ("ks", bezierProperty($0, offset: .zero))]) }
        }
    }

    private static func ellipse(rx: Double, ry: Double) -> LottieJSON {
        .object([("ty", .string("el")), ("p", LottieProperty.constant([0, 0])), ("s", LottieProperty.constant([2 * rx, 2 * ry]))])
    }

    /// The masks of a clip, in composition coordinates (view coordinates minus `origin`, the viewBox's
    /// corner), one additive mask per closed subpath: the same area as SVG's `clip-path`.
    static func masks(_ clip: Clip, origin: Vector) -> [LottieJSON] {
        let offset = Vector(-origin.x, -origin.y)
        return subpaths(of: clip).map { subpath in
            LottiePlayerFields.mask(bezierProperty(subpath, offset: offset))
        }
    }

    /// A clip as cubic subpaths in view coordinates.
    static func subpaths(of clip: Clip) -> [CubicSubpath] {
        switch clip {
        case .rect(let rect, let radius):
            return [roundedRect(rect, radius: min(max(0, radius), rect.width / 2, rect.height / 2))]
        case .ellipse(let rect):
            return [ellipsePath(center: Vector(rect.x + rect.width / 2, rect.y + rect.height / 2), rx: rect.width / 2, ry: rect.height / 2)]
        case .path(let data):
            return data.cubicSubpaths.map { subpath in
                var closed = subpath
                // A clip region is the filled area: an open subpath is closed by its fill (SVG 1.1 §11.3).
                if !closed.closed {
                    if let end = closed.pieces.last?.end, end != closed.start {
                        closed.pieces.append(.init(control1: end, control2: closed.start, end: closed.start))
                    }
                    closed.closed = true
                }
                return closed
            }
        }
    }

    /// A rectangle with corner radius `radius` (already limited to half of each side), clockwise.
    static func roundedRect(_ rect: Rect, radius: Double) -> CubicSubpath {
        let (x0, y0, x1, y1) = (rect.x, rect.y, rect.maxX, rect.maxY)
        func line(_ from: Vector, _ to: Vector) -> CubicSubpath.Piece { .init(control1: from, control2: to, end: to) }
        guard radius > 0 else {
            let corners = [Vector(x1, y0), Vector(x1, y1), Vector(x0, y1), Vector(x0, y0)]
            var previous = Vector(x0, y0)
            return CubicSubpath(start: previous, pieces: corners.map { corner in
                defer { previous = corner }
                return line(previous, corner)
            }, closed: true)
        }
        let r = radius
        let k = r * (1 - kappa)
        func corner(_ from: Vector, _ c1: Vector, _ c2: Vector, _ to: Vector) -> CubicSubpath.Piece { .init(control1: c1, control2: c2, end: to) }
        let pieces: [CubicSubpath.Piece] = [
            line(Vector(x0 + r, y0), Vector(x1 - r, y0)),
            corner(Vector(x1 - r, y0), Vector(x1 - k, y0), Vector(x1, y0 + k), Vector(x1, y0 + r)),
            line(Vector(x1, y0 + r), Vector(x1, y1 - r)),
            corner(Vector(x1, y1 - r), Vector(x1, y1 - k), Vector(x1 - k, y1), Vector(x1 - r, y1)),
            line(Vector(x1 - r, y1), Vector(x0 + r, y1)),
            corner(Vector(x0 + r, y1), Vector(x0 + k, y1), Vector(x0, y1 - k), Vector(x0, y1 - r)),
            line(Vector(x0, y1 - r), Vector(x0, y0 + r)),
            corner(Vector(x0, y0 + r), Vector(x0, y0 + k), Vector(x0 + k, y0), Vector(x0 + r, y0)),
        ]
        return CubicSubpath(start: Vector(x0 + r, y0), pieces: pieces, closed: true)
    }

    /// An ellipse as four cubic quarters, clockwise from the top.
    static func ellipsePath(center c: Vector, rx: Double, ry: Double) -> CubicSubpath {
        let (kx, ky) = (rx * kappa, ry * kappa)
        let top = Vector(c.x, c.y - ry), right = Vector(c.x + rx, c.y), bottom = Vector(c.x, c.y + ry), left = Vector(c.x - rx, c.y)
        return CubicSubpath(start: top, pieces: [
            .init(control1: Vector(top.x + kx, top.y), control2: Vector(right.x, right.y - ky), end: right),
            .init(control1: Vector(right.x, right.y + ky), control2: Vector(bottom.x + kx, bottom.y), end: bottom),
            .init(control1: Vector(bottom.x - kx, bottom.y), control2: Vector(left.x, left.y + ky), end: left),
            .init(control1: Vector(left.x, left.y - ky), control2: Vector(top.x - kx, top.y), end: top),
        ], closed: true)
    }

    /// A static Bézier property: vertices `v` with in/out tangents `i`/`o` relative to their vertex.
    ///
    /// A closed subpath's last piece ends on the start, so its end is not repeated as a vertex: its
    /// second control point becomes the start's in-tangent.
    static func bezierProperty(_ subpath: CubicSubpath, offset: Vector) -> LottieJSON {
        var vertices = [subpath.start]
        var inTangents = [Vector.zero]
        var outTangents: [Vector] = []
        for piece in subpath.pieces {
            let from = vertices[vertices.count - 1]
            outTangents.append(Vector(piece.control1.x - from.x, piece.control1.y - from.y))
            vertices.append(piece.end)
            inTangents.append(Vector(piece.control2.x - piece.end.x, piece.control2.y - piece.end.y))
        }
        outTangents.append(.zero)
        if subpath.closed, vertices.count > 1, vertices[vertices.count - 1] == subpath.start {
            vertices.removeLast()
            inTangents[0] = inTangents.removeLast()
            outTangents.removeLast()
        }
        func points(_ list: [Vector], shift: Vector) -> LottieJSON { .array(list.map { .numbers([$0.x + shift.x, $0.y + shift.y]) }) }
        let bezier: LottieJSON = .object([
            ("c", .bool(subpath.closed)), ("v", points(vertices, shift: offset)),
            ("i", points(inTangents, shift: .zero)), ("o", points(outTangents, shift: .zero)),
        ])
        return .object([("a", .number(0)), ("k", bezier)])
    }
}
