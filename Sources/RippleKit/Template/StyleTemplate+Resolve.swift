extension StyleTemplate {
    /// Resolves the template with the user's options into an animation.
    ///
    /// Order: size and origin → built-in variables (`W H cx cy hyp px py alpha strokeWidth`) → parameters
    /// (numbers in order, then each choice's settings) → `--opacity` → template variables → the timeline
    /// length → layers. `--duration` scales the whole timeline, so every phase keeps its proportion.
    ///
    /// - Throws: `StyleError` naming the template key or the flag that is invalid.
    public func resolve(_ options: StyleOptions = StyleOptions()) throws(StyleError) -> RippleAnimation {
        try resolution(options, press: false).animation
    }

    /// The one resolution: the model and, with `press` (a format that presses the style), the press program
    /// from the same pass, each layer's press layer built beside its model layer from the same copy of the same
    /// layer template (`PressPass`). Every error of the model is thrown; the press program's is kept in the
    /// result (`StyleResolution.pressed()`).
    ///
    /// - Throws: `StyleError` as `resolve(_:)` does.
    package func resolution(_ options: StyleOptions, press wanted: Bool) throws(StyleError) -> StyleResolution {
        var (resolver, size) = try boundResolver(options)
        let length = try resolver.scope.value(defaults.duration, at: "defaults.duration")
        guard length >= Timing.minimumDuration, length <= Timing.maximumSeconds else {
            let range = "from \(Timing.minimumDuration) to \(Int(Timing.maximumSeconds)) s"
            throw StyleError(path: "defaults.duration", message: length > 0
                ? "the timeline is out of range: it must last \(range) (got \(length))"
                : "the timeline must last more than 0 s, \(range) (got \(length))")
        }

        let color = try resolveColor(options, choiceColor: resolver.choiceColor)
        try resolver.readCurves()
        let clip = options.clip ?? resolver.choiceClip ?? defaults.clip ?? ClipOption.none
        let context = LayerContext(
            color: color, strokeWidth: options.strokeWidth, shape: options.shape ?? defaults.shape ?? .circle, curves: resolver.curves,
            length: length, timeScale: (options.duration ?? length) / length, delay: options.delay ?? defaults.delay ?? 0,
            repeatCount: options.repeatCount ?? defaults.repeat.value, fill: defaults.fill ?? .freeze,
            givenOptions: Set([options.delay.map { _ in .delay }, options.duration.map { _ in .duration },
                               options.repeatCount.map { _ in .repeatCount }].compactMap { $0 })
        )
        var press: Result<PressPass, StyleError>? = wanted ? Result { () throws(StyleError) in try PressPass(self, options: options) } : nil
        let counts = try resolver.counts()
        press.step { (pass) throws(StyleError) in try pass.check(counts: counts) }
        let layers = try resolver.layers(counts) { (copy, scope) throws(StyleError) in
            let layer = try context.layer(copy.template, scope: scope, path: copy.path)
            press.step { (pass) throws(StyleError) in try pass.add(copy, model: layer) }
            return layer
        }
        guard !layers.isEmpty else { throw StyleError(path: "layers", message: "a style needs at least one layer") }
        let title = options.title ?? "\(name.prefix(1).uppercased())\(name.dropFirst()) ripple"
        let animation = RippleAnimation(style: name, title: title, description: options.description, size: size,
                                        background: options.background, clip: clip.clip(for: size), layers: layers)
        return StyleResolution(animation: animation, press: press.map { $0.map(\.program) })
    }

    /// The key path of the layer template (`layers[2]`) each layer of `resolve(options)` is a copy of, in the
    /// model's order: a message about a resolved layer can point into the spec file.
    ///
    /// - Throws: `StyleError` as `resolve(_:)` does.
    package func layerSources(_ options: StyleOptions = StyleOptions()) throws(StyleError) -> [String] {
        var (resolver, _) = try boundResolver(options)
        return try resolver.layers(try resolver.counts()) { (copy, _) throws(StyleError) in copy.path }
    }

    /// The steps every resolution shares: the view's size and origin, the defaults' checks, the parameters
    /// and the variables bound.
    private func boundResolver(_ options: StyleOptions) throws(StyleError) -> (TemplateResolver<NumericScope>, Size) {
        let size = try resolveSize(options)
        let origin = try resolveOrigin(options, size: size)
        let scope = NumericScope(variables: ["W": size.width, "H": size.height, "px": origin.x, "py": origin.y])
        if let width = defaults.strokeWidth, !(width > 0 && width <= StyleOptions.maximumSide) {
            throw StyleError(path: "defaults.strokeWidth", message: "must be more than 0 and at most \(Int(StyleOptions.maximumSide)) (got \(width))")
        }
        if let opacity = defaults.opacity, !(opacity >= 0 && opacity <= 1) {
            throw StyleError(path: "defaults.opacity", message: "must be from 0 to 1 (got \(opacity))")
        }
        var resolver = try TemplateResolver(template: self, options: options, scope: scope)
        try resolver.bindParameters()
        try resolver.bindVariables()
        return (resolver, size)
    }

    private func resolveSize(_ options: StyleOptions) throws(StyleError) -> Size {
        if let size = options.size { return size }
        guard defaults.size.count == 2, defaults.size.allSatisfy({ $0 > 0 && $0 <= StyleOptions.maximumSide }) else {
            throw StyleError(path: "defaults.size", message: "expected [width, height], each 0 < side ≤ \(Int(StyleOptions.maximumSide))")
        }
        return Size(defaults.size[0], defaults.size[1])
    }

    private func resolveOrigin(_ options: StyleOptions, size: Size) throws(StyleError) -> Vector {
        let center = Vector(size.width / 2, size.height / 2)
        switch options.origin {
        case .center: return center
        case .point(let point):
            guard point.x >= 0, point.x <= size.width, point.y >= 0, point.y <= size.height else {
                throw StyleError(.option(.origin), "(\(point.x), \(point.y)) is outside the \(size.width)x\(size.height) view")
            }
            return point
        case nil:
            guard let pair = defaults.origin?.point else { return center }
            guard pair.count == 2 else { throw StyleError(path: "defaults.origin", message: "expected \"center\" or [x, y]") }
            let scope = NumericScope(variables: ["W": size.width, "H": size.height, "cx": center.x, "cy": center.y])
            let limit = Double(SpecBounds.geometry.limit)
            let point = Vector(try scope.value(pair[0], at: "defaults.origin[0]"), try scope.value(pair[1], at: "defaults.origin[1]"))
            try TrackBuilder.check(point.x, in: -limit...limit, at: "defaults.origin[0]")
            try TrackBuilder.check(point.y, in: -limit...limit, at: "defaults.origin[1]")
            return point
        }
    }

    func resolveColor(_ options: StyleOptions, choiceColor: String?) throws(StyleError) -> RGBA {
        if let color = options.color { return color }
        let text = choiceColor ?? defaults.color
        guard let color = RGBA.parse(text) else {
            throw StyleError(path: "defaults.color", message: "'\(text)' is not a colour")
        }
        return color
    }

    static func parseCurve(_ text: String, at path: String) throws(StyleError) -> Curve {
        if text.hasPrefix("spring(") && text.hasSuffix(")") {
            guard let response = StrictNumber.parse(String(text.dropFirst(7).dropLast())), response > 0, response <= 60 else {
                throw StyleError(path: path, message: "spring(response) needs a response in seconds, 0 < r ≤ 60")
            }
            return .spring(response: response)
        }
        do {
            return .easing(try Easing.parse(text))
        } catch {
            throw StyleError(path: path, message: error.description)
        }
    }

    /// The curve a segment names: one of `curves` (`main`, the template's and the choices'), else a curve
    /// written out (`linear`, an easing name, `cubic-bezier(…)`, `spring(r)`).
    static func curve(_ name: String, in curves: [String: Curve], at path: String) throws(StyleError) -> Curve {
        if let named = curves[name] { return named }
        return try parseCurve(name, at: path)
    }
}
