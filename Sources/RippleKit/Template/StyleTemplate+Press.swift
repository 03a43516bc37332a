extension StyleTemplate {
    /// What the style does on a web page: `held` when the template names a release parameter
    /// (`press.release`), `tap` when it plays a finite number of times, `loop` for a looping decoration.
    ///
    /// With no options it is the style's own kind, from its defaults: what the CLI decides its web mode and
    /// refusals by, since the flags that would change it (`--repeat`) are the ones the web format refuses.
    package func pressKind(_ options: StyleOptions = StyleOptions()) -> PressProgram.Kind {
        if press?.release != nil { return .held }
        if case .indefinite = options.repeatCount ?? defaults.repeat.value { return .loop }
        return .tap
    }

    /// Resolves the template for live presses, in one pass with its model (`resolution(_:press:)`): the walk
    /// over numbers (`resolve(_:)`'s) and the same walk over expressions, with the view size, the press point
    /// and the release time left open (see `PressProgram`), each layer's press layer built beside its model layer.
    ///
    /// - Throws: `StyleError` for everything `resolve(_:)` refuses, and for what a press cannot leave open:
    ///   times that depend on the element's size, choices (`when`) that depend on the press, more than one
    ///   release segment per property, stroke-width tracks (not composited).
    package func pressed(_ options: StyleOptions = StyleOptions()) throws(StyleError) -> PressedStyle {
        try resolution(options, press: true).pressed()
    }

    /// The press program of `pressed(_:)`.
    ///
    /// - Throws: `StyleError` as `pressed(_:)` does.
    package func pressProgram(_ options: StyleOptions = StyleOptions()) throws(StyleError) -> PressProgram {
        try pressed(options).program
    }

    /// The style's colour (opaque) and opacity (its `alpha` times the colour's own alpha) with `options`: what
    /// the web format's custom properties and the dotLottie format's slots hold, the rest of the style being
    /// computed at opacity 1.
    ///
    /// - Throws: `StyleError` for parameters `resolve(_:)` refuses, and an opacity that depends on the press.
    package func paint(_ options: StyleOptions = StyleOptions()) throws(StyleError) -> (color: RGBA, opacity: Double) {
        let (resolver, alpha) = try pressResolver(options)
        let color = try resolveColor(options, choiceColor: resolver.choiceColor)
        return (color.opaque, alpha * color.alpha)
    }

    /// A resolver with the press inputs and the release left open and the parameters bound, and the style's
    /// opacity (`alpha`), which must not depend on them.
    func pressResolver(_ options: StyleOptions) throws(StyleError) -> (TemplateResolver<SymbolicScope>, alpha: Double) {
        var scope = SymbolicScope()
        for name in PressProgram.inputs { scope.input(name, release: false) }
        try openRelease(in: &scope, options)
        var resolver = try TemplateResolver(template: self, options: options, scope: scope)
        try resolver.bindParameters(leavingOpen: press?.release)
        guard let alpha = resolver.scope.number(named: "alpha") else {
            throw StyleError(path: "alpha", message: "the style's opacity must not depend on the press in the web format")
        }
        return (resolver, alpha)
    }

    /// Leaves the release parameter (`press.release`) open: the press's end gives its value.
    private func openRelease(in scope: inout SymbolicScope, _ options: StyleOptions) throws(StyleError) {
        guard let name = press?.release else { return }
        guard let parameter = (parameters ?? []).first(where: { $0.name == name && $0.kind != .choice }) else {
            throw StyleError(path: "press.release", message: "no seconds parameter is named '\(name)'")
        }
        guard parameter.kind == .seconds else {
            throw StyleError(path: "press.release", message: "'\(name)' must be a seconds parameter")
        }
        if options.parameters[name] != nil { throw StyleError(.parameter(name), "the web format releases when the press ends; leave it out") }
        scope.input(name, release: true)
    }
}
