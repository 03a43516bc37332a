import RippleJSON

/// The one interpretation of a style template, over numbers (the model) or over expressions left open for
/// the press (`PressPass`): parameters → choices → `--opacity` → variables → curves → layers, each `count`
/// times with its own variables; `ResolutionScope.segments` reads each track's segments.
///
/// `StyleTemplate.resolution(_:press:)` runs these steps in this order on each scope, and builds a layer's
/// press layer beside its model layer from the same `LayerCopy`, so a style means the same in every format.
struct TemplateResolver<Scope: ResolutionScope> {
    let template: StyleTemplate
    let options: StyleOptions
    /// What the steps so far have bound.
    var scope: Scope
    /// The choices' settings, in parameter order.
    private(set) var selected: [StyleTemplate.Choice] = []
    /// `main` and the named curves, the choices' replacing the template's; read by `readCurves()`.
    private(set) var curves: [String: Curve] = [:]
    /// The colour the selected choices set (the last one's).
    var choiceColor: String? { selected.compactMap(\.color).last }
    /// The clip the selected choices set (the last one's).
    var choiceClip: ClipOption? { selected.compactMap(\.clip).last }

    /// Starts from `scope`, which binds the view's size `W`, `H` and the touch point `px`, `py`, and binds
    /// the other built-in variables: `cx cy hyp alpha strokeWidth`.
    init(template: StyleTemplate, options: StyleOptions, scope: Scope) throws(StyleError) {
        self.template = template
        self.options = options
        self.scope = scope
        try self.scope.define("cx", .binary("/", .variable("W"), .number(2)), at: "cx")
        try self.scope.define("cy", .binary("/", .variable("H"), .number(2)), at: "cy")
        try self.scope.define("hyp", .call("hypot", [.variable("W"), .variable("H")]), at: "hyp")
        self.scope.bind("alpha", to: template.defaults.opacity ?? 1)
        self.scope.bind("strokeWidth", to: options.strokeWidth ?? template.defaults.strokeWidth ?? 0)
    }

    /// Binds every parameter but `open` (the press's release, which the scope already leaves open), then
    /// the selected choices' variables in parameter order, then `--opacity` as `alpha`.
    mutating func bindParameters(leavingOpen open: String? = nil) throws(StyleError) {
        let parameters = template.parameters ?? []
        let known = Set(parameters.map(\.name))
        for name in options.parameters.keys.sorted() where !known.contains(name) {
            let hint = Suggest.closest(to: name, in: parameters.map(\.name)).map { "; did you mean '\($0)'?" } ?? ""
            throw StyleError(.parameter(name), "not a parameter of style '\(template.name)'\(hint)")
        }
        for (index, parameter) in parameters.enumerated() {
            let path = "parameters[\(index)]"
            let raw = options.parameters[parameter.name]
            if parameter.kind == .choice {
                selected.append(try choice(of: parameter, raw: raw, path: path))
            } else if parameter.name != open {
                try bind(parameter, raw: raw, path: path)
            }
        }
        for choice in selected {
            for (index, variable) in (choice.variables ?? []).enumerated() {
                try scope.define(variable.name, variable.value.expression, at: "choice \(choice.name).variables[\(index)]")
            }
        }
        if let opacity = options.opacity { scope.bind("alpha", to: opacity) }
    }

    /// Binds the template's variables in order, each able to use the ones before it.
    mutating func bindVariables() throws(StyleError) {
        for (index, variable) in (template.variables ?? []).enumerated() {
            try scope.define(variable.name, variable.value.expression, at: "variables[\(index)].value")
        }
    }

    /// Reads `main` (`--easing`, else the template's) and the named curves, the choices' after the template's.
    mutating func readCurves() throws(StyleError) {
        let main = if let easing = options.easing { Curve.easing(easing) } else { try StyleTemplate.parseCurve(template.defaults.easing, at: "defaults.easing") }
        curves = ["main": main]
        for (index, named) in ((template.curves ?? []) + selected.flatMap { $0.curves ?? [] }).enumerated() {
            curves[named.name] = try StyleTemplate.parseCurve(named.curve, at: "curves[\(index)]")
        }
    }

    /// Each layer template's count of copies, read and checked before any layer is built, so a spec past
    /// `SpecBounds.layers` is refused first.
    func counts() throws(StyleError) -> [Int] {
        var counts: [Int] = []
        for (index, layer) in template.layers.enumerated() {
            let path = "layers[\(index)].count"
            let count = try scope.number(layer.count, default: 1, what: "count", at: path)
            guard count >= 1, count <= Double(SpecBounds.count.limit), count == count.rounded() else {
                throw StyleError(path: path, message: "must be a whole number from 1 to \(SpecBounds.count.limit) (got \(count))")
            }
            counts.append(Int(count))
        }
        let total = counts.reduce(0, +)
        guard SpecBounds.layers.admits(total) else { throw StyleError(path: "layers", message: SpecBounds.layers.refusal(total)) }
        return counts
    }

    /// Every layer template's copies (`counts()`), back to front, each built by `build` in a scope of its own
    /// (`scope(of:)`).
    mutating func layers<Layer>(_ counts: [Int], _ build: (LayerCopy, Scope) throws(StyleError) -> Layer) throws(StyleError) -> [Layer] {
        var layers: [Layer] = []
        layers.reserveCapacity(counts.reduce(0, +))
        for (index, layer) in template.layers.enumerated() {
            for copy in 0..<counts[index] {
                let made = LayerCopy(template: layer, index: index, copy: copy)
                let local = try scope(of: made)
                layers.append(try build(made, local))
                scope.close(local)
            }
        }
        return layers
    }

    /// The scope of one copy of a layer template: this one with the copy's index `i` and the layer's variables
    /// bound. Hand it back with `scope.close(_:)` once the copy is built.
    func scope(of copy: LayerCopy) throws(StyleError) -> Scope {
        var local = scope
        local.bind("i", to: Double(copy.copy))
        for (number, variable) in (copy.template.variables ?? []).enumerated() {
            try local.define(variable.name, variable.value.expression, at: "\(copy.path).variables[\(number)]")
        }
        return local
    }
}

/// One copy of a layer template (`TemplateResolver.layers`): the model's layer and the press program's are
/// built from the same one.
struct LayerCopy {
    let template: StyleTemplate.LayerTemplate
    /// The template's index in the spec's `layers`.
    let index: Int
    /// Which copy (`i`), from 0 to the template's `count` − 1.
    let copy: Int
    /// The template's key path, which errors name.
    var path: String { "layers[\(index)]" }
}
