extension StyleTemplate {
    /// What the style does on a web page: `held` when the template names a release parameter
    /// (`press.release`), `tap` when it plays a finite number of times, `loop` for a looping decoration.
    public func pressKind(_ options: StyleOptions = StyleOptions()) -> PressProgram.Kind {
        if press?.release != nil { return .held }
        if case .indefinite = options.repeatCount ?? defaults.repeat.value { return .loop }
        return .tap
    }

    /// Resolves the template for live presses: the steps of `resolve(_:)`, in its order, with the view
    /// size, the press point and the release time left open (see `PressProgram`).
    ///
    /// - Throws: `StyleError` for everything `resolve(_:)` refuses, and for what a press cannot leave open:
    ///   times that depend on the element's size, choices (`when`) that depend on the press, more than one
    ///   release segment per property, stroke-width tracks (not composited).
    public func pressProgram(_ options: StyleOptions = StyleOptions()) throws(StyleError) -> PressProgram {
        let animation = try resolve(options) // every check of a normal run, and each layer's resolved shape and paint
        let kind = pressKind(options)
        let releaseName = press?.release
        var scope = SymbolicScope()
        for name in PressProgram.inputs { scope.input(name, release: false) }
        try scope.define("cx", .binary("/", .variable("W"), .number(2)), at: "cx")
        try scope.define("cy", .binary("/", .variable("H"), .number(2)), at: "cy")
        try scope.define("hyp", .call("hypot", [.variable("W"), .variable("H")]), at: "hyp")
        scope.constants.variables["alpha"] = defaults.opacity ?? 1
        scope.constants.variables["strokeWidth"] = options.strokeWidth ?? defaults.strokeWidth ?? 0

        let resolver = ParameterResolver(template: self, options: options)
        var selected: [Choice] = []
        var releaseFound = false
        for (index, parameter) in (parameters ?? []).enumerated() {
            let path = "parameters[\(index)]"
            let raw = options.parameters[parameter.name]
            if parameter.kind == .choice {
                selected.append(try resolver.choice(of: parameter, raw: raw, path: path))
            } else if parameter.name == releaseName {
                guard parameter.kind == .seconds else {
                    throw StyleError(path: "press.release", message: "'\(parameter.name)' must be a seconds parameter")
                }
                if raw != nil { throw StyleError(.parameter(parameter.name), "the web format releases when the press ends; leave it out") }
                scope.input(parameter.name, release: true)
                releaseFound = true
            } else if raw == nil, let quantity = parameter.default.quantity {
                try scope.define(parameter.name, quantity.expression, at: "\(path).default")
            } else {
                scope.constants.variables[parameter.name] = try resolver.number(of: parameter, raw: raw, scope: scope.constants, path: path)
            }
        }
        if let releaseName, !releaseFound {
            throw StyleError(path: "press.release", message: "no seconds parameter is named '\(releaseName)'")
        }
        var namedCurves = curves ?? []
        for choice in selected {
            for (index, variable) in (choice.variables ?? []).enumerated() {
                try scope.define(variable.name, variable.value.expression, at: "choice \(choice.name).variables[\(index)]")
            }
            namedCurves += choice.curves ?? []
        }
        if let opacity = options.opacity { scope.constants.variables["alpha"] = opacity }
        guard let alpha = scope.constants.variables["alpha"] else {
            throw StyleError(path: "alpha", message: "the style's opacity must not depend on the press in the web format")
        }
        // The opacity is the web format's custom property: template values are computed without it.
        scope.constants.variables["alpha"] = 1
        for (index, variable) in (variables ?? []).enumerated() {
            try scope.define(variable.name, variable.value.expression, at: "variables[\(index)].value")
        }

        let timeScale = try pressTimeScale(options, scope: scope)
        let main: Curve
        if let easing = options.easing { main = .easing(easing) } else { main = try Self.parseCurve(defaults.easing, at: "defaults.easing") }
        var curveTable: [String: Curve] = ["main": main]
        for (index, named) in namedCurves.enumerated() {
            curveTable[named.name] = try Self.parseCurve(named.curve, at: "curves[\(index)]")
        }
        var iterations = 1.0
        switch options.repeatCount ?? defaults.repeat.value {
        case .count(let count): iterations = count
        case .indefinite: iterations = .infinity
        }
        if kind == .held, iterations != 1 {
            throw StyleError(path: "defaults.repeat", message: "a held press plays once (got \(iterations) iterations)")
        }
        let color = try resolveColor(options, choiceColor: selected.compactMap(\.color).last)
        var builder = PressLayerBuilder(curves: curveTable, timeScale: timeScale, iterations: iterations, held: kind == .held)
        builder.wholeSprings = kind == .loop
        var layers: [PressProgram.Layer] = []
        for (index, layer) in self.layers.enumerated() {
            let path = "layers[\(index)]"
            let count = try scope.number(layer.count, default: 1, what: "count", at: "\(path).count")
            for copy in 0..<Int(count) {
                // One running scope, so a layer variable bound again in the next copy gets a new name.
                scope.constants.variables["i"] = Double(copy)
                for (number, variable) in (layer.variables ?? []).enumerated() {
                    try scope.define(variable.name, variable.value.expression, at: "\(path).variables[\(number)]")
                }
                let model = animation.layers[layers.count]
                let stroked = model.paint.fill == nil
                // A loop's cycle is the model's (SMIL's `dur`), which its segments may end before.
                let cycle = kind == .loop ? model.group.timing.duration / timeScale : nil
                layers.append(try builder.layer(layer, scope: scope, shape: model.shape, cycle: cycle,
                                                strokeWidth: stroked ? scope.constants.variables["strokeWidth"] : nil, path: path))
            }
        }
        return PressProgram(
            kind: kind, release: releaseName, definitions: scope.definitions, layers: layers, dragFade: kind == .held ? press?.dragFade : nil,
            color: color.opaque, opacity: alpha * color.alpha
        )
    }

    /// `--duration` scales a tap's timeline; a held press lasts as long as the press, so it cannot.
    private func pressTimeScale(_ options: StyleOptions, scope: SymbolicScope) throws(StyleError) -> Double {
        guard let duration = options.duration else { return 1 }
        guard case .number(let length) = try scope.fold(defaults.duration.expression, at: "defaults.duration") else {
            throw StyleError(.option(.duration), "the timeline of a held press ends with the release; the web format cannot scale it")
        }
        return duration / length
    }
}
