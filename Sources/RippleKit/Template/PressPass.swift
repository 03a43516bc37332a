/// The press side of one resolution (`StyleTemplate.resolution(_:press:)`): the template's steps over
/// expressions with the view size, the press point and the release left open (`SymbolicScope`), run beside
/// the model's numbers, and each layer's press layer built from the same copy of the same layer template as
/// its model layer, just after it (`add(_:model:)`): the model gives it its shape, its stroke and a loop's cycle.
///
/// The pass keeps its first error rather than throwing it (`Optional.step`): every error of the model comes
/// first, as in every other format, and the format that presses the style reports this one after its own checks.
struct PressPass {
    private var resolver: TemplateResolver<SymbolicScope>
    private let kind: PressProgram.Kind
    private let builder: PressLayerBuilder
    private let color: RGBA
    private let alpha: Double
    /// Each layer template's copies, read over expressions: the model's must be the same.
    let counts: [Int]
    private var layers: [PressProgram.Layer] = []

    /// Everything before the layers: the parameters with the release left open, the opacity (which must not
    /// depend on the press), the variables at opacity 1 (the web format's custom property multiplies the
    /// whole ripple), `--duration`'s scale, the curves, the iterations, the colour and the layers' counts.
    ///
    /// - Throws: `StyleError` for what a press cannot leave open (see `StyleTemplate.pressed(_:)`).
    init(_ template: StyleTemplate, options: StyleOptions) throws(StyleError) {
        kind = template.pressKind(options)
        (resolver, alpha) = try template.pressResolver(options)
        resolver.scope.bind("alpha", to: 1)
        try resolver.bindVariables()
        let timeScale = try Self.timeScale(template, options, scope: resolver.scope)
        try resolver.readCurves()
        let iterations: Double = switch options.repeatCount ?? template.defaults.repeat.value {
        case .count(let count): count
        case .indefinite: .infinity
        }
        if kind == .held, !RepeatLimit.once.admits(iterations) {
            throw StyleError(path: "defaults.repeat", message: "a held press plays once (got \(iterations) iterations)")
        }
        color = try template.resolveColor(options, choiceColor: resolver.choiceColor)
        var builder = PressLayerBuilder(curves: resolver.curves, timeScale: timeScale, iterations: iterations, held: kind == .held)
        builder.wholeSprings = kind == .loop
        self.builder = builder
        counts = try resolver.counts()
    }

    /// Refuses counts that differ from the model's `counts`: a count read from the opacity (`alpha`, which is 1
    /// over expressions).
    func check(counts model: [Int]) throws(StyleError) {
        guard let index = counts.indices.first(where: { counts[$0] != model[$0] }) else { return }
        throw StyleError(path: "layers[\(index)].count", message: "count must not depend on the opacity (alpha) in the web format")
    }

    /// The press layer of `copy`, whose model layer is `model`.
    mutating func add(_ copy: LayerCopy, model: RippleLayer) throws(StyleError) {
        let scope = try resolver.scope(of: copy)
        // A loop's cycle is the model's (SMIL's `dur`), which its segments may end before.
        let cycle = kind == .loop ? model.group.timing.duration / builder.timeScale : nil
        layers.append(try builder.layer(copy.template, scope: scope, shape: model.shape, cycle: cycle,
                                        strokeWidth: model.paint.fill == nil ? scope.number(named: "strokeWidth") : nil, path: copy.path))
        resolver.scope.close(scope)
    }

    /// The program of the layers added so far.
    var program: PressProgram {
        let press = resolver.template.press
        return PressProgram(kind: kind, release: press?.release, definitions: resolver.scope.definitions, layers: layers,
                            dragFade: kind == .held ? press?.dragFade : nil, color: color.opaque, opacity: alpha * color.alpha)
    }

    /// `--duration` scales a tap's timeline; a held press lasts as long as the press, so it cannot.
    private static func timeScale(_ template: StyleTemplate, _ options: StyleOptions, scope: SymbolicScope) throws(StyleError) -> Double {
        guard let duration = options.duration else { return 1 }
        guard case .number(let length) = try scope.fold(template.defaults.duration.expression, at: "defaults.duration") else {
            throw StyleError(.option(.duration), "the timeline of a held press ends with the release; the web format cannot scale it")
        }
        return duration / length
    }
}

extension Optional where Wrapped == Result<PressPass, StyleError> {
    /// Runs `step` on the pass unless there is none or it failed; an error fails the pass and is kept.
    mutating func step(_ step: (inout PressPass) throws(StyleError) -> Void) {
        guard case .success(var pass) = self else { return }
        self = nil // the pass alone holds its arrays while the step grows them
        do {
            try step(&pass)
            self = .success(pass)
        } catch {
            self = .failure(error)
        }
    }
}
