import RippleKit
import RippleMarkup

/// The rules of a looping decoration's style sheet (`ring`, `pulse`: a `PressProgram` of kind `.loop`): each
/// layer's box and its looping animations as CSS animations, so `document.getAnimations()` finds them and a
/// page can pause and seek them. The loop script gives every element with the class a container
/// (`<CLASS-c>`, with one `<i>` per layer) and sets only numbers on it: the element's size (`--W`, `--H`) and
/// its centre (`--px`, `--py`). Every definition of the template the layers read more than once is a custom
/// property of the ripple element, so the browser follows the element's size. (Presses and taps are drawn
/// by the web engine from `WebProgramScript`.)
struct WebLoopRules {
    let program: PressProgram
    /// The class of the elements that get the ripple; keyframes are `CLASS-0`, `CLASS-1`…
    let className: String
    /// Each variable's custom property name: inputs by name, definitions by number.
    private let names: [String: String]
    /// The definitions written as custom properties: those read more than once, in definition order.
    private let kept: [(name: String, expression: Expression)]
    /// The definitions read once, written where they are read instead.
    let inlined: [String: Expression]
    /// The animations' own easing, which a keyframe without one follows: a loop's commonest spring (one
    /// `linear()` for every ring and track that has it), else `linear`.
    let defaultCurve: String
    /// That spring's response, when it is one (its keyframes write nothing of their own).
    let defaultSpring: Double?

    init(program: PressProgram, className: String) {
        self.program = program
        self.className = className
        var names = ["W": "W", "H": "H", "px": "px", "py": "py"]
        if let release = program.release { names[release] = "h" }
        for (index, definition) in program.definitions.enumerated() where names[definition.name] == nil {
            names[definition.name] = String(index)
        }
        self.names = names
        // How often each definition is read by the layers and by the definitions they need.
        var uses: [String: Int] = [:]
        func count(_ expression: Expression) {
            var read: [String] = []
            CSSMath.variables(of: expression, into: &read)
            for name in read { uses[name, default: 0] += 1 }
        }
        program.layers.flatMap(Self.expressions).forEach(count)
        for definition in program.definitions.reversed() where uses[definition.name] != nil { count(definition.expression) }
        var inlined: [String: Expression] = [:]
        var kept: [(String, Expression)] = []
        for definition in program.definitions where uses[definition.name] != nil {
            let expression = definition.expression.substituting(inlined)
            if uses[definition.name] == 1 { inlined[definition.name] = expression } else { kept.append((definition.name, expression)) }
        }
        self.inlined = inlined
        self.kept = kept
        let springs = program.layers.flatMap(\.tracks).flatMap(\.keyframes).compactMap(\.spring)
        let commonest = Dictionary(grouping: springs, by: { $0 }).max { ($0.value.count, $1.key) < ($1.value.count, $0.key) }?.key
        defaultSpring = commonest
        defaultCurve = commonest.map(SpringCurve.linear) ?? "linear"
    }

    /// Every expression a layer reads.
    private static func expressions(of layer: PressProgram.Layer) -> [Expression] {
        var expressions = layer.halfSize + layer.center
        for track in layer.tracks {
            expressions += track.keyframes.flatMap(\.value)
            if let segment = track.release { expressions += [segment.begin, segment.duration] + (segment.from ?? []) + segment.to }
        }
        return expressions
    }

    /// A decoration's rules: the layers' rule, for the sheet to nest in the container's, and the
    /// `@keyframes` its animations name.
    struct Rules {
        /// `>i{…}`: what every layer declares, then each ring's own as `&:nth-child(K){…}`.
        var layers: CSSRule
        /// The `@keyframes`, named `CLASS-0`, `CLASS-1`… in order.
        var keyframes: [CSSStatement]
    }

    /// The rules: the ripple elements (painted with `paint`), each layer's box and animations, and the
    /// `@keyframes`. `still` is a loop's reduced-motion still frame (seconds), which rings sharing their
    /// timing carry as `--r` for `loopReducedMotion`'s one rule.
    func rules(paint: String, still: Double? = nil) -> Rules {
        // A stroked layer's border is drawn in `color`, a filled layer is its background. `all:unset` first:
        // no page rule reaches the layers, and they inherit `pointer-events: none` from the container. A ring
        // follows the element's outline (the container inherits the element's `border-radius`; a card's
        // corners stay inside it), a disc is round.
        var shared = [CSSDeclaration("all", "unset"), CSSDeclaration("position", "absolute"),
                      CSSDeclaration("border-radius", strokes ? "inherit" : "50%")]
        if fills { shared.append(CSSDeclaration("background", paint)) }
        if strokes { shared.append(CSSDeclaration("color", paint)) }
        for (name, expression) in kept {
            shared.append(CSSDeclaration("--" + names[name]!, definition(expression)))
        }
        var keyframes: [CSSStatement] = []
        var own: [[CSSDeclaration]] = []
        for layer in program.layers {
            let animations = self.animations(of: layer, keyframes: &keyframes)
            var declarations = box(layer)
            if shareTiming {
                declarations.append(CSSDeclaration("animation-name", animations.names.joined(separator: ",")))
                if layer.delay > 0 { declarations.append(CSSDeclaration("animation-delay", CSSMath.time(layer.delay))) }
                if let still { declarations.append(CSSDeclaration("--r", CSSMath.time(layer.delay - still))) }
            } else {
                declarations.append(CSSDeclaration("animation", animations.press.joined(separator: ",")))
            }
            if program.layers.contains(where: { $0.delay > 0 }) {
                // A loop has no fill: until its delay has passed a layer shows its rest values, as in SMIL. A
                // layer without a delay never shows them, so every ring declares them and they are said once.
                // A layer transparent at rest shows nothing else of its rest (the pulse's rings: opacity 0).
                let hidden = layer.rest[.opacity]?.map(\.folded) == [.number(0)]
                declarations += layer.tracks.filter { !hidden || $0.property == .opacity }
                    .map { declaration($0.property, layer.rest[$0.property] ?? [], in: layer) }
            }
            own.append(declarations)
        }
        if shareTiming, let layer = program.layers.first {
            shared += [CSSDeclaration("animation-duration", CSSMath.time(layer.pressDuration)),
                       CSSDeclaration("animation-timing-function", defaultCurve),
                       CSSDeclaration("animation-iteration-count", CSSMath.iterationCount(layer.iterations))]
        }
        // What every layer declares alike is said once, for all of them (the pulse's rings' boxes).
        let common = own.count > 1 ? own[0].filter { declaration in own.allSatisfy { $0.contains(declaration) } } : []
        shared += common
        return Rules(layers: loopBlock(shared: shared, own: own.map { $0.filter { !common.contains($0) } }), keyframes: keyframes)
    }

    /// A loop's layers as one rule nested in the container's rule (`WebStyleSheet`), `>i{…}`: what every
    /// layer declares, then each ring's own declarations as `&:nth-child(K){…}`. The first ring's own go
    /// with what all declare when every other ring declares the same properties over them (the pulse's
    /// `animation-name` and `--r`), so that it needs no rule of its own.
    private func loopBlock(shared: [CSSDeclaration], own: [[CSSDeclaration]]) -> CSSRule {
        let first = Set((own.first ?? []).map(\.property))
        let merged = own.count == 1 || own.dropFirst().allSatisfy { first.isSubset(of: Set($0.map(\.property))) }
        var rings: [CSSStatement] = []
        for (index, declarations) in own.enumerated() where !declarations.isEmpty && !(index == 0 && merged) {
            rings.append(.rule(CSSRule([.nesting, .nthChild(index + 1)], declarations: declarations)))
        }
        return CSSRule([.child, .element("i")], declarations: shared + (merged ? own.first ?? [] : []), nested: rings)
    }

    /// A loop's rings that share their timing say it once, in longhands on every layer, and name their
    /// keyframes each (the pulse's three rings differ in their delays and keyframes only).
    private var shareTiming: Bool {
        program.layers.count > 1 && Set(program.layers.map { [$0.pressDuration, $0.iterations] }).count == 1
    }

    /// The rules of a loop under `prefers-reduced-motion: reduce` (inside the media block nested in the
    /// layers' block, so `&` is a layer): `.still` stops every layer at `calm` seconds of the model's
    /// timeline (paused, its delay moved so that the paused animation shows that time; the page can still
    /// seek it), `.slow` stretches its timing.
    func loopReducedMotion(_ motion: ReducedMotion, calm: Double) -> [CSSStatement] {
        let paused = CSSDeclaration("animation-play-state", "paused")
        if case .still = motion, shareTiming {
            // Each ring's delay is its `--r` (see `rules`); `:nth-child(n)` weighs what the rings' rules weigh.
            return [.rule(CSSRule([.nesting, .nthChild(nil)], declarations: [paused, CSSDeclaration("animation-delay", "var(--r)")]))]
        }
        return program.layers.enumerated().compactMap { index, layer in
            let item: CSSSelector = program.layers.count == 1 ? [.nesting] : [.nesting, .nthChild(index + 1)]
            switch motion {
            case .none:
                return nil
            case .still(let at):
                return .rule(CSSRule(item, declarations: [paused, CSSDeclaration("animation-delay", CSSMath.time(layer.delay - (at ?? calm)))]))
            case .slow(let factor):
                return .rule(CSSRule(item, declarations: [CSSDeclaration("animation-duration", CSSMath.time(layer.pressDuration * factor)),
                                                          CSSDeclaration("animation-delay", CSSMath.time(layer.delay * factor))]))
            }
        }
    }

    /// Whether some layer is stroked (a ring: a border in `color`) or filled (a disc: its background).
    var strokes: Bool { program.layers.contains { $0.strokeWidth != nil } }
    var fills: Bool { program.layers.contains { $0.strokeWidth == nil } }

    /// A definition's value: parenthesised where it would otherwise mix with what `var()` is used in.
    func definition(_ expression: Expression) -> String {
        switch expression {
        case .binary, .negate: return "(" + CSSMath.expression(expression, names: names) + ")"
        default: return CSSMath.expression(expression, names: names)
        }
    }

    /// One value in `unit`, with the definitions read once written in.
    func value(_ expression: Expression, unit: String = "") -> String {
        CSSMath.value(expression.substituting(inlined), unit: unit, names: names)
    }

    /// Half extents as drawn: a circle's are equal.
    private func half(_ layer: PressProgram.Layer) -> [Expression] {
        let half = layer.halfSize
        if case .circle = layer.shape, half[0] != half[1] { return [.call("min", half), .call("min", half)] }
        return half
    }

    /// A decoration's layer is a box sized to it (a ring's border must not scale unevenly), following the
    /// element's size through `--W` and `--H`.
    private func box(_ layer: PressProgram.Layer) -> [CSSDeclaration] {
        var half = self.half(layer)
        var extra: [CSSDeclaration] = []
        if let width = layer.strokeWidth {
            // A centred stroke like SVG's: a border-box ring half a stroke wider on each side.
            half = half.map { .binary("+", $0, .number(width / 2)) }
            extra = [CSSDeclaration("box-sizing", "border-box")] + (fills ? [CSSDeclaration("background", "none")] : [])
                + [CSSDeclaration("border", "\(CSSMath.number(width))px solid")]
        }
        return [CSSDeclaration("width", value(.binary("*", .number(2), half[0]), unit: "px")),
                CSSDeclaration("height", value(.binary("*", .number(2), half[1]), unit: "px")),
                CSSDeclaration("left", value(.binary("-", layer.center[0], half[0]), unit: "px")),
                CSSDeclaration("top", value(.binary("-", layer.center[1], half[1]), unit: "px"))] + extra
    }
}
