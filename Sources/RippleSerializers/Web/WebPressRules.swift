import RippleKit
import RippleMarkup

/// The rules of the web format's style sheet that come from the template: the press's arithmetic, each
/// layer's box, and its touch-down and release animations as CSS animations.
///
/// The script gives each press its own container element (`<CLASS-c>`, with one `<i>` per layer) and sets
/// only numbers: the element's size (`--W`, `--H`) and the press point (`--px`, `--py`), and at the release
/// the hold in seconds (`--h`, and the class `u`). Everything else is here: every
/// definition of the template is a custom property of the ripple element, so the browser computes the
/// template at each press; each press track is a `@keyframes` rule over those properties; a released
/// ripple (`.u`) adds its release segments, whose times are the template's, from the press (the script
/// starts every animation of a press at the press's event time). A release segment that starts from
/// where the press track is (`from` = nil) cuts that track: the track's iteration count ends it at the
/// cut, and it holds its value there (fill), which the release segment's missing `from` keyframe takes.
struct WebPressRules {
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

    /// The rules, one per line: the ripple elements (painted with `paint`), each layer's box and
    /// animations, then the `@keyframes`. `still` is a loop's reduced-motion still frame (seconds), which
    /// rings sharing their timing carry as `--r` for `loopReducedMotion`'s one rule.
    func rules(paint: String, still: Double? = nil) -> [String] {
        let c = className
        // A stroked layer's border is drawn in `color`, a filled layer is its background.
        // `all:unset` first: no page rule reaches the layers (see `container`), and they inherit
        // `pointer-events: none` from the container.
        var shared = "all:unset;position:absolute;border-radius:50%" + (fills ? ";background:\(paint)" : "") + (strokes ? ";color:\(paint)" : "")
        for (name, expression) in kept {
            shared += ";--\(names[name]!):" + self.definition(expression)
        }
        var keyframes: [String] = []
        var own: [[String]] = []
        var released: [String] = []
        var fades: [String] = []
        for layer in program.layers {
            let animations = self.animations(of: layer, keyframes: &keyframes, container: &fades)
            var declarations = box(layer).components(separatedBy: ";")
            if shareTiming {
                declarations.append("animation-name:" + animations.names.joined(separator: ","))
                if layer.delay > 0 { declarations.append("animation-delay:" + CSSMath.time(layer.delay)) }
                if let still { declarations.append("--r:" + CSSMath.time(layer.delay - still)) }
            } else {
                declarations.append("animation:" + animations.press.joined(separator: ","))
            }
            if program.kind == .loop, program.layers.contains(where: { $0.delay > 0 }) {
                // A loop has no fill: until its delay has passed a layer shows its rest values, as in SMIL. A
                // layer without a delay never shows them, so every ring declares them and they are said once.
                declarations += layer.tracks.map { declaration($0.property, layer.rest[$0.property] ?? [], in: layer) }
            }
            own.append(declarations)
            released.append(animations.released.joined(separator: ","))
        }
        if shareTiming, let layer = program.layers.first {
            shared += ";animation-duration:\(CSSMath.time(layer.pressDuration));animation-timing-function:\(defaultCurve)"
                + ";animation-iteration-count:" + (layer.iterations.isInfinite ? "infinite" : CSSMath.number(layer.iterations))
        }
        // What every layer declares alike is said once, for all of them (the pulse's rings' boxes).
        let common = own.count > 1 ? own[0].filter { declaration in own.allSatisfy { $0.contains(declaration) } } : []
        if !common.isEmpty { shared += ";" + common.joined(separator: ";") }
        if program.kind == .loop {
            return [loopBlock(shared: shared, own: own.map { $0.filter { !common.contains($0) } })] + keyframes
        }
        let container = self.container
        var lines: [String] = []
        if !fades.isEmpty {
            // Released, the container fades; waiting for the next press, it drops the fade, and without a
            // transition back to its opacity: the next press's script would take that for one of its animations.
            lines.append("\(Self.container(c, state: "u")){animation:\(fades.joined(separator: ","))}")
            lines.append("\(Self.container(c, state: "z")){animation:none;transition:none}")
        }
        for (index, declarations) in own.enumerated() {
            let item = program.layers.count == 1 ? "i" : "i:nth-child(\(index + 1))"
            let rest = declarations.filter { !common.contains($0) }.joined(separator: ";")
            if program.layers.count == 1 {
                lines.append("\(container)>i{\(shared);\(rest)}")
            } else {
                if index == 0 { lines.append("\(container)>i{\(shared)}") }
                if !rest.isEmpty { lines.append("\(container)>\(item){\(rest)}") }
            }
            if !released[index].isEmpty {
                lines.append("\(Self.container(c, state: "u"))>\(item){animation:\(released[index])}")
            }
        }
        return lines + keyframes
    }

    /// A loop's layers as one block nested in the container's rule (`WebStyleSheet`), the inside of its
    /// `>i{…}`: what every layer declares, then each ring's own declarations as `&:nth-child(K){…}`. The
    /// first ring's own go with what all declare when every other ring declares the same properties over
    /// them (the pulse's `animation-name` and `--r`), so that it needs no rule of its own.
    private func loopBlock(shared: String, own: [[String]]) -> String {
        let property = { (declaration: String) in declaration.prefix { $0 != ":" } }
        let first = Set((own.first ?? []).map(property))
        let merged = own.count == 1 || own.dropFirst().allSatisfy { first.isSubset(of: Set($0.map(property))) }
        var block = shared + (merged ? (own.first ?? []).map { ";" + $0 }.joined() : "")
        for (index, declarations) in own.enumerated() where !declarations.isEmpty && !(index == 0 && merged) {
            block += (block.hasSuffix("}") ? "" : ";") + "&:nth-child(\(index + 1)){\(declarations.joined(separator: ";"))}"
        }
        return block
    }

    /// A loop's rings that share their timing say it once, in longhands on every layer, and name their
    /// keyframes each (the pulse's three rings differ in their delays and keyframes only).
    private var shareTiming: Bool {
        program.kind == .loop && program.layers.count > 1 && Set(program.layers.map { [$0.pressDuration, $0.iterations] }).count == 1
    }

    /// The selector of a press's container (in `state`: `u` released, `o` dragged out). `:not(#_#_)` matches
    /// every element (none has two ids) and counts as two ids, so these rules outweigh the page's own rules
    /// without `!important`, which would also outweigh the ripple's animations: `.btn i{width:1em}` or
    /// `.x > *{position:relative}` cannot move, resize or unclip a ripple (a page's `!important` still can).
    static func container(_ className: String, state: String = "") -> String {
        "\(className)-c" + (state.isEmpty ? "" : "." + state) + ":not(#_#_)"
    }

    /// The container's selector in this sheet.
    var container: String { Self.container(className) }

    /// The rules of a loop under `prefers-reduced-motion: reduce` (inside the media block nested in the
    /// layers' block, so `&` is a layer): `.still` stops every layer at `calm` seconds of the model's
    /// timeline (paused, its delay moved so that the paused animation shows that time; the page can still
    /// seek it), `.slow` stretches its timing.
    func loopReducedMotion(_ motion: ReducedMotion, calm: Double) -> [String] {
        if case .still = motion, shareTiming {
            // Each ring's delay is its `--r` (see `rules`); `:nth-child(n)` weighs what the rings' rules weigh.
            return ["&:nth-child(n){animation-play-state:paused;animation-delay:var(--r)}"]
        }
        return program.layers.enumerated().compactMap { index, layer in
            let item = "&" + (program.layers.count == 1 ? "" : ":nth-child(\(index + 1))")
            switch motion {
            case .none: return nil
            case .still(let at): return "\(item){animation-play-state:paused;animation-delay:\(CSSMath.time(layer.delay - (at ?? calm)))}"
            case .slow(let factor): return "\(item){animation-duration:\(CSSMath.time(layer.pressDuration * factor));animation-delay:\(CSSMath.time(layer.delay * factor))}"
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

    /// An expression inside `calc()`, with the definitions read once written in.
    func css(_ expression: Expression) -> String {
        CSSMath.expression(expression.substituting(inlined), names: names)
    }

    /// One value in `unit`, with the definitions read once written in.
    func value(_ expression: Expression, unit: String = "") -> String {
        CSSMath.value(expression.substituting(inlined), unit: unit, names: names)
    }

    /// A filled layer of a press or tap is a `unit`-pixel box centred on the container's corner and placed
    /// by its transforms alone: its centre is in `translate`, its half size in `scale` (see `placed`). So a
    /// press changes no layout (the element's numbers move only transforms), and the box's size is a whole
    /// number of pixels, whose centre WebKit takes as the transform origin without rounding it. A ring
    /// (stroked: its border must not scale unevenly) and a loop's layers are sized boxes.
    private static let unit = 100.0

    private func isUnit(_ layer: PressProgram.Layer) -> Bool {
        layer.strokeWidth == nil && program.kind != .loop
    }

    /// Half extents as drawn: a circle's are equal.
    private func half(_ layer: PressProgram.Layer) -> [Expression] {
        let half = layer.halfSize
        if case .circle = layer.shape, half[0] != half[1] { return [.call("min", half), .call("min", half)] }
        return half
    }

    /// A track's value as written: on a unit box the scale carries the half size and the translation the
    /// centre; elsewhere the value itself.
    func placed(_ property: PressProgram.Property, _ value: [Expression], in layer: PressProgram.Layer) -> [Expression] {
        guard isUnit(layer) else { return value.map(\.folded) }
        switch property {
        case .scale:
            let factors = half(layer).map { Expression.binary("/", $0, .number(Self.unit / 2)).folded }
            let scaled = factors.map { Expression.binary("*", value[0], $0).folded }
            return scaled[0] == scaled[1] ? [scaled[0]] : scaled
        case .translate:
            return zip(layer.center, value).map { Expression.binary("+", $0, $1).folded }
        case .opacity:
            return value
        }
    }

    private func box(_ layer: PressProgram.Layer) -> String {
        if isUnit(layer) {
            // Where no track moves it, the box is placed once.
            let tracks = Set(layer.tracks.map(\.property))
            let edge = CSSMath.number(-Self.unit / 2) + "px"
            var out = "width:\(CSSMath.number(Self.unit))px;height:\(CSSMath.number(Self.unit))px;left:\(edge);top:\(edge)"
            if !tracks.contains(.scale) { out += ";" + declaration(.scale, [.number(1)], in: layer) }
            if !tracks.contains(.translate) { out += ";" + declaration(.translate, [.number(0), .number(0)], in: layer) }
            return out
        }
        var half = self.half(layer)
        var extra = ""
        if let width = layer.strokeWidth {
            // A centred stroke like SVG's: a border-box ring half a stroke wider on each side.
            half = half.map { .binary("+", $0, .number(width / 2)) }
            extra = ";box-sizing:border-box\(fills ? ";background:none" : "");border:\(CSSMath.number(width))px solid"
        }
        let width = value(.binary("*", .number(2), half[0]), unit: "px")
        let height = value(.binary("*", .number(2), half[1]), unit: "px")
        let left = value(.binary("-", layer.center[0], half[0]), unit: "px")
        let top = value(.binary("-", layer.center[1], half[1]), unit: "px")
        return "width:\(width);height:\(height);left:\(left);top:\(top)" + extra
    }
}
