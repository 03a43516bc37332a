/// SVG path data, parsed and normalized to absolute commands.
///
/// This is how user-supplied shapes (`--shape path:M0 0 L10 0 L5 8 Z`) enter the model: the text is parsed
/// with the full SVG 1.1 path grammar, kept as numbers and command cases only, and written back out by
/// `text(_:)`. Nothing of the original text survives, so it cannot carry markup into a generated document.
public struct PathData: Equatable, Sendable {
    /// The segments, normalized: absolute coordinates, `H`/`V` as lines, `S`/`T` as full curves, arcs in
    /// endpoint form with an absolute end point. The first command is always a `move`.
    package let commands: [PathCommand]

    /// Parses SVG 1.1 path data.
    ///
    /// Accepts every command (`M m L l H h V v C c S s Q q T t A a Z z`), repeated argument sets (extra
    /// pairs after a moveto are linetos), compact numbers (`M0.5.5`, `-1-2`, `1e-3`) and arc flags without
    /// separators (`a1 1 0 00 1 1`). Negative arc radii are made positive, as SVG 1.1 F.6.6 says.
    ///
    /// - Throws: `PathError` with the 1-based character position of the first problem: an empty path, a
    ///   path not starting with a moveto, a missing or malformed number, an arc flag other than `0`/`1`,
    ///   a number (or resulting absolute coordinate) that is not finite or beyond ±1e9, text longer than
    ///   65 536 characters or more than 10 000 segments.
    package init(parsing text: String) throws(PathError) {
        var parser = try PathParser(text)
        commands = try parser.parse()
    }

    /// A path from already normalized commands; only for paths built in this module, such as `heart`.
    init(commands: [PathCommand]) {
        self.commands = commands
    }

    /// The path under `p ↦ p·scale + translate`: a uniform scale about the origin, then a translation.
    ///
    /// Arc radii are multiplied by `|scale|`; rotation and flags are kept. A negative scale keeps the sweep
    /// flag too, because scaling both axes by −1 is a rotation by 180°, which does not change direction.
    package func transformed(scale: Double, translate: Vector) -> PathData {
        PathData(commands: commands.map { $0.transformed(scale: scale, translate: translate) })
    }

    /// The path scaled uniformly, keeping its aspect ratio, until its bounds just fit inside `rect`, and
    /// centred in it.
    ///
    /// A path that is a horizontal or vertical line is scaled by the dimension it has. A `rect` with a
    /// negative width or height is treated as empty in that dimension.
    ///
    /// - Throws: `PathError` `path has no area` when the bounds have zero width and zero height (the path is
    ///   a single point, so no scale makes it fit), or `fit rectangle is not finite`.
    package func fitted(into rect: Rect) throws(PathError) -> PathData {
        guard rect.x.isFinite, rect.y.isFinite, rect.width.isFinite, rect.height.isFinite else {
            throw PathError("fit rectangle is not finite")
        }
        let box = bounds
        guard box.width > 0 || box.height > 0 else { throw PathError("path has no area") }
        var scale = Double.infinity
        if box.width > 0 { scale = min(scale, max(0, rect.width) / box.width) }
        if box.height > 0 { scale = min(scale, max(0, rect.height) / box.height) }
        // Map the bounds' center onto the rectangle's center.
        let translate = Vector(
            rect.x + rect.width / 2 - scale * (box.x + box.width / 2),
            rect.y + rect.height / 2 - scale * (box.y + box.height / 2)
        )
        return transformed(scale: scale, translate: translate)
    }

    /// The path as SVG path data with absolute commands (`M`, `L`, `C`, `Q`, `A`, `Z`), for example
    /// `M0 0 L10 0 L5 8 Z`.
    ///
    /// - Parameter format: writes one number. Pass a locale-independent formatter whose output is an SVG
    ///   number (digits, optional sign, point and exponent); arc flags are written as `0`/`1` directly.
    package func text(_ format: (Double) -> String) -> String {
        func pair(_ point: Vector) -> String { format(point.x) + " " + format(point.y) }
        return commands.map { command -> String in
            switch command {
            case .move(let point):
                return "M" + pair(point)
            case .line(let point):
                return "L" + pair(point)
            case .cubic(let control1, let control2, let point):
                return "C" + pair(control1) + " " + pair(control2) + " " + pair(point)
            case .quad(let control, let point):
                return "Q" + pair(control) + " " + pair(point)
            case .arc(let rx, let ry, let rotation, let largeArc, let sweep, let point):
                let flags = (largeArc ? "1" : "0") + " " + (sweep ? "1" : "0")
                return "A" + format(rx) + " " + format(ry) + " " + format(rotation) + " " + flags + " " + pair(point)
            case .close:
                return "Z"
            }
        }.joined(separator: " ")
    }
}
