import RippleDiagnostics

/// Everything a layer template needs to become `RippleLayer`s, fixed once per resolution.
struct LayerContext {
    let color: RGBA
    /// `--stroke-width`, which also turns filled layers into rings.
    let strokeWidth: Double?
    let shape: ShapeOption
    let curves: [String: Curve]
    let length: Double
    let timeScale: Double
    let delay: Double
    let repeatCount: Repeat
    let fill: FillMode
    /// The timing options the user gave, so a timing that the style's own delays push out of range names
    /// the option (a usage error) rather than the template.
    var givenOptions: Set<StyleOptions.Key> = []

    /// One copy of a layer template, in the copy's scope (`TemplateResolver.layers`).
    func layer(_ layer: StyleTemplate.LayerTemplate, scope: NumericScope, path: String) throws(StyleError) -> RippleLayer {
        guard layer.size.count == 1 || layer.size.count == 2 else {
            throw StyleError(path: "\(path).size", message: "expected [r] or [rx, ry]")
        }
        let rx = try scope.value(layer.size[0], at: "\(path).size[0]")
        let ry = layer.size.count == 2 ? try scope.value(layer.size[1], at: "\(path).size[1]") : rx
        guard rx > 0, ry > 0 else { throw StyleError(path: "\(path).size", message: "a ripple's size must be positive (got \(rx), \(ry))") }
        let limit = Double(SpecBounds.geometry.limit)
        try TrackBuilder.check(rx, in: 0...limit, at: "\(path).size[0]")
        try TrackBuilder.check(ry, in: 0...limit, at: "\(path).size[\(layer.size.count - 1)]")
        let shapeOption: ShapeOption
        switch layer.shape ?? .ripple {
        case .ripple: shapeOption = shape
        case .circle: shapeOption = .circle
        case .ellipse: shapeOption = .ellipse
        }
        let model: Shape
        do { model = try shapeOption.shape(rx: rx, ry: ry) } catch { throw StyleError(.option(.shape), error.message) }

        let stroked = layer.paint == .stroke || strokeWidth != nil
        let alpha = try scope.value(layer.alpha, default: 1, at: "\(path).alpha")
        try TrackBuilder.check(alpha, in: 0...1, at: "\(path).alpha")
        let paintColor = color.multiplyingAlpha(by: alpha)
        let paint = stroked ? Paint(stroke: paintColor) : Paint(fill: paintColor)
        guard layer.center.count == 2 else { throw StyleError(path: "\(path).center", message: "expected [x, y]") }
        let center = Vector(try scope.value(layer.center[0], at: "\(path).center[0]"),
                            try scope.value(layer.center[1], at: "\(path).center[1]"))
        try TrackBuilder.check(center.x, in: -limit...limit, at: "\(path).center[0]")
        try TrackBuilder.check(center.y, in: -limit...limit, at: "\(path).center[1]")
        let rest = LayerValues(
            scale: try scope.value(layer.rest?.scale, default: 1, at: "\(path).rest.scale"),
            opacity: try scope.value(layer.rest?.opacity, default: 1, at: "\(path).rest.opacity"),
            translate: .zero,
            strokeWidth: stroked ? scope.variables["strokeWidth"] ?? 0 : 0
        )
        try TrackBuilder.check(rest.opacity, in: 0...1, at: "\(path).rest.opacity")
        let tracks = TrackBuilder(scope: scope, curves: curves, length: length)
        // The stroke first: the widest stroke is part of the reach that bounds every scale.
        let strokeWidth = stroked
            ? try tracks.scalar(layer.tracks.strokeWidth, rest: rest.strokeWidth, range: 0...StyleOptions.maximumSide, path: "\(path).tracks.strokeWidth")
            : nil
        let scales = Self.scaleRange(model, stroke: stroked ? ([rest.strokeWidth] + (strokeWidth?.values ?? [])).max() ?? 0 : 0)
        try TrackBuilder.check(rest.scale, in: scales.range, note: scales.note, at: "\(path).rest.scale")
        let layerDelay = try scope.value(layer.delay, default: 0, at: "\(path).delay")
        let timing: Timing
        do {
            timing = try Timing(duration: length * timeScale, delay: delay + layerDelay * timeScale, repeatCount: repeatCount, fill: fill)
        } catch {
            guard case .invalidTiming(let value, let text) = error else { throw StyleError(path: path, message: error.description) }
            let option: StyleOptions.Key = switch value {
            case .duration: .duration
            case .delay: .delay
            case .repeatCount: .repeatCount
            }
            // The user's option when they gave it (a usage error), else the template's own value: its key, so the
            // error points into the spec file.
            guard givenOptions.contains(option) else { throw StyleError(path: "defaults.\(value.rawValue)", message: text) }
            throw StyleError(.option(option), "with the style's own layer timing, \(text)")
        }
        let group = KeyframeGroup(
            timing: timing,
            scale: try tracks.scalar(layer.tracks.scale, rest: rest.scale, range: scales.range, note: scales.note, path: "\(path).tracks.scale"),
            opacity: try tracks.scalar(layer.tracks.opacity, rest: rest.opacity, range: 0...1, path: "\(path).tracks.opacity"),
            translate: try tracks.vector(layer.tracks.translate, range: -limit...limit, path: "\(path).tracks.translate"),
            strokeWidth: strokeWidth
        )
        do {
            return try RippleLayer(shape: model, paint: paint, center: center, rest: rest, group: group)
        } catch {
            throw StyleError(path: path, message: error.description)
        }
    }

    /// The scales a layer may take: at most `SpecBounds.geometry` itself, and small enough that the shape's
    /// half extent with half the widest `stroke`, scaled, reaches at most as far (`RippleLayer.animatedBounds`).
    static func scaleRange(_ shape: Shape, stroke: Double) -> (range: ClosedRange<Double>, note: String) {
        let limit = Double(SpecBounds.geometry.limit)
        let extent = shape.halfExtent
        let reach = max(extent.x, extent.y) + stroke / 2
        // Four decimals, rounded down, so the bound printed is itself accepted.
        let largest = (min(limit, limit / reach) * 10_000).rounded(.down) / 10_000
        let note = largest < limit
            ? "; scaled past it, the ripple (\(StyleError.text(reach)) units from its centre to its edge) would reach beyond \(Bound.grouped(SpecBounds.geometry.limit)) units"
            : ""
        return (-largest...largest, note)
    }
}
