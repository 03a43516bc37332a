extension StyleTemplate {
    /// Resolves the template with the user's options into an animation.
    ///
    /// Keyframe `at` times are divided by the template's duration, so `--duration` scales the whole
    /// timeline while every phase keeps its proportion (as the issue asks: duration scales the style).
    ///
    /// - Throws: `StyleError` naming the template key or option that is invalid.
    public func resolve(_ options: StyleOptions = StyleOptions()) throws(StyleError) -> RippleAnimation {
        let size = try resolveSize(options)
        guard let defaultColor = RGBA.parse(defaults.color) else {
            throw StyleError(path: "defaults.color", message: "'\(defaults.color)' is not a colour")
        }
        let color = options.color ?? defaultColor
        let mainEasing: Easing
        if let easing = options.easing {
            mainEasing = easing
        } else {
            do { mainEasing = try Easing.parse(defaults.easing) } catch {
                throw StyleError(path: "defaults.easing", message: error.description)
            }
        }
        let baseDuration = defaults.duration
        guard baseDuration.isFinite, baseDuration > 0 else {
            throw StyleError(path: "defaults.duration", message: "must be a positive number of seconds")
        }
        let duration = options.duration ?? baseDuration
        let timeScale = duration / baseDuration
        let strokeWidth = options.strokeWidth ?? defaults.strokeWidth ?? 0
        let fill: FillMode
        switch defaults.fill ?? "freeze" {
        case "freeze": fill = .freeze
        case "remove": fill = .remove
        case let other: throw StyleError(path: "defaults.fill", message: "'\(other)' is not freeze or remove")
        }

        var variables: [String: Double] = [
            "W": size.width, "H": size.height, "cx": size.width / 2, "cy": size.height / 2,
            "hyp": (size.width * size.width + size.height * size.height).squareRoot(),
            "duration": baseDuration, "strokeWidth": strokeWidth,
        ]
        for (index, variable) in (self.variables ?? []).enumerated() {
            variables[variable.name] = try Self.evaluate(variable.value, variables, path: "variables[\(index)].value")
        }

        let context = LayerContext(
            variables: variables, color: color, strokeWidth: strokeWidth, mainEasing: mainEasing,
            baseDuration: baseDuration, timeScale: timeScale, delay: options.delay ?? defaults.delay ?? 0,
            repeatCount: options.repeatCount ?? defaults.repeat.value, fill: fill
        )
        var layers: [RippleLayer] = []
        for (index, layer) in self.layers.enumerated() {
            layers.append(try context.resolve(layer, path: "layers[\(index)]"))
        }
        guard !layers.isEmpty else { throw StyleError(path: "layers", message: "a style needs at least one layer") }

        let clip: Clip?
        switch self.clip ?? "none" {
        case "none": clip = nil
        case "bounds": clip = .rect(Rect(x: 0, y: 0, width: size.width, height: size.height), cornerRadius: 0)
        case let other: throw StyleError(path: "clip", message: "'\(other)' is not none or bounds")
        }
        let title = options.title ?? "\(name.prefix(1).uppercased())\(name.dropFirst()) ripple"
        return RippleAnimation(style: name, title: title, size: size, background: options.background, clip: clip, layers: layers)
    }

    private func resolveSize(_ options: StyleOptions) throws(StyleError) -> Size {
        if let size = options.size { return size }
        guard defaults.size.count == 2, defaults.size.allSatisfy({ $0 > 0 && $0 <= StyleOptions.maximumSide }) else {
            throw StyleError(path: "defaults.size", message: "expected [width, height], each 0 < side ≤ \(Int(StyleOptions.maximumSide))")
        }
        return Size(defaults.size[0], defaults.size[1])
    }

    static func evaluate(_ quantity: Quantity, _ variables: [String: Double], path: String) throws(StyleError) -> Double {
        do {
            return try quantity.expression.evaluate(variables)
        } catch {
            throw StyleError(path: path, message: error.description)
        }
    }
}
