import RippleJSON
import RippleKit

/// A press program as the web engine's data (`Templates/web/README.md`, "The program"): a JavaScript object
/// literal the engine runs with `element.animate()`. The template's arithmetic stays as expression trees
/// over the press inputs, which the engine evaluates with the numbers of one rectangle per press; times,
/// offsets and easings are written out. The one writer of this language.
///
/// Numbers go through `CSSMath.number` (the one formatter, the leading zero dropped: `.42` is a JavaScript
/// number too). Keys are one letter; an easing that is `linear` is left out (the engine's default).
struct WebProgramLiteral {
    let program: PressProgram
    /// The class of the elements that ripple.
    let className: String
    /// `--reduced-motion slow`: presses play this many times slower under reduced motion.
    let slowFactor: Double?

    /// The literal, one line.
    func render() -> String {
        var names = ["W": "W", "H": "H", "px": "x", "py": "y"]
        if let release = program.release { names[release] = "h" }
        let definitions = self.definitions
        for (index, definition) in definitions.kept.enumerated() { names[definition.name] = String(index) }
        let write = { (expression: Expression) in Self.expression(expression.substituting(definitions.inlined).folded, names: names) }
        let press = definitions.kept.filter { !$0.release }.map { "[\(JSONText.quoted(names[$0.name]!)),\(write($0.expression))]" }
        let release = definitions.kept.filter(\.release).map { "[\(JSONText.quoted(names[$0.name]!)),\(write($0.expression))]" }
        var fields = ["c:" + JSONText.quoted(className), "k:" + (program.kind == .held ? "0" : "1"),
                      "v:[" + press.joined(separator: ",") + "]", "w:[" + release.joined(separator: ",") + "]"]
        fields.append("l:[" + program.layers.map { layer(box: WebLayerBox(layer: $0), inlined: definitions.inlined, write: write) }.joined(separator: ",") + "]")
        if let dragFade = program.dragFade { fields.append("f:" + CSSMath.number(dragFade)) }
        if let slowFactor { fields.append("s:" + CSSMath.number(slowFactor)) }
        return "{" + fields.joined(separator: ",") + "}"
    }

    private func layer(box: WebLayerBox, inlined: [String: Expression], write: @escaping (Expression) -> String) -> String {
        let layer = box.layer
        let values = { (property: PressProgram.Property, value: [Expression]) in
            "[" + box.placed(property, value).map(write).joined(separator: ",") + "]"
        }
        let tracks = box.animations.map { group in
            let track = group[0]
            // A track that holds one value all along is one keyframe: the engine sets it, nothing animates.
            let constant = group.allSatisfy(\.isConstant)
            let frames = track.keyframes.indices.prefix(constant ? 1 : track.keyframes.count).map { index in
                let easing = index + 1 < track.keyframes.count && !constant ? Self.easing(track.keyframes[index]) : nil
                let value = group.map { values($0.property, $0.keyframes[index].value) }.joined(separator: ",")
                return "[\(CSSMath.number(track.keyframes[index].offset)),[\(value)]" + (easing.map { "," + JSONText.quoted($0) } ?? "") + "]"
            }
            var fields = ["p:[" + group.map { JSONText.quoted($0.property.rawValue) }.joined(separator: ",") + "]",
                          "k:[" + frames.joined(separator: ",") + "]"]
            if let segment = track.release {
                var release = ["b:" + write(segment.begin), "d:" + write(segment.duration)]
                if let from = segment.from { release.append("f:" + values(track.property, from)) }
                release.append("t:" + values(track.property, segment.to))
                let curve = Self.curve(segment.curve)
                if curve != "linear" { release.append("e:" + JSONText.quoted(curve)) }
                if fadesContainer(track, in: layer, inlined: inlined) { release.append("c:1") }
                fields.append("u:{" + release.joined(separator: ",") + "}")
            }
            return "{" + fields.joined(separator: ",") + "}"
        }
        return "{d:\(CSSMath.number(layer.delay)),n:\(CSSMath.number(layer.pressDuration)),i:\(CSSMath.number(layer.iterations)),t:["
            + tracks.joined(separator: ",") + "]}"
    }

    /// Whether a release fades the container instead of the layer (`"c"`): a fade to 0 of the only layer's
    /// opacity, which is exact as a product (the container's opacity times the layer's, held where the press
    /// track is cut) when the fade starts from where the track is cut, or from the value the track ends on once
    /// it has ended (material's `max(hold, 0.225)`). Beside the press's own opacity animation holding its
    /// value, Chromium runs a fade of the same property on the main thread, a style recalculation every
    /// frame; the container's is composited (`Benchmarks/web_press.py`).
    private func fadesContainer(_ track: PressProgram.Track, in layer: PressProgram.Layer, inlined: [String: Expression]) -> Bool {
        guard program.layers.count == 1, track.property == .opacity, let segment = track.release,
              segment.to.map(\.folded) == [.number(0)] else { return false }
        guard let from = segment.from else { return true }
        guard from.map(\.folded) == track.keyframes.last?.value.map(\.folded),
              let earliest = earliest(segment.begin.substituting(inlined).folded) else { return false }
        return earliest >= layer.delay + layer.pressDuration
    }

    /// The least `expression` can be for any hold (≥ 0), or nil where that is not plain: numbers, the hold,
    /// `max`, `min` and sums of them.
    private func earliest(_ expression: Expression) -> Double? {
        switch expression {
        case .number(let value): return value
        case .variable(let name): return name == program.release ? 0 : nil
        case .binary("+", let lhs, let rhs): return earliest(lhs).flatMap { a in earliest(rhs).map { a + $0 } }
        case .call("max", let arguments): return arguments.compactMap(earliest).max()
        case .call("min", let arguments):
            let bounds = arguments.map(earliest)
            return bounds.contains(nil) ? nil : bounds.compactMap { $0 }.min()
        default: return nil
        }
    }

    /// The definitions the layers read: those read once are written where they are read (`inlined`), the
    /// others are kept, in definition order, and named by their number.
    private var definitions: (kept: [PressProgram.Definition], inlined: [String: Expression]) {
        var uses: [String: Int] = [:]
        func count(_ expression: Expression) {
            var read: [String] = []
            CSSMath.variables(of: expression, into: &read)
            for name in read { uses[name, default: 0] += 1 }
        }
        for layer in program.layers.map(WebLayerBox.init) { layer.expressions.forEach(count) }
        for definition in program.definitions.reversed() where uses[definition.name] != nil { count(definition.expression) }
        var inlined: [String: Expression] = [:]
        var kept: [PressProgram.Definition] = []
        for var definition in program.definitions where uses[definition.name] != nil {
            definition.expression = definition.expression.substituting(inlined).folded
            if uses[definition.name] == 1 || definition.expression.isNumber { inlined[definition.name] = definition.expression } else { kept.append(definition) }
        }
        return (kept, inlined)
    }

    /// An expression as the engine reads it: a number, a name, or `[op, operands…]`.
    static func expression(_ expression: Expression, names: [String: String]) -> String {
        switch expression {
        case .number(let value):
            return CSSMath.number(value)
        case .variable(let name):
            return JSONText.quoted(names[name] ?? name)
        case .negate(let inner):
            return "[\"n\"," + Self.expression(inner, names: names) + "]"
        case .binary(let op, let lhs, let rhs):
            return "[\(JSONText.quoted(String(op))),\(Self.expression(lhs, names: names)),\(Self.expression(rhs, names: names))]"
        case .call(let function, let arguments):
            return "[" + ([JSONText.quoted(function)] + arguments.map { Self.expression($0, names: names) }).joined(separator: ",") + "]"
        }
    }

    /// A keyframe's easing to the next, `nil` where it is linear.
    private static func easing(_ frame: PressProgram.Keyframe) -> String? {
        let text = frame.spring.map(SpringCurve.linear) ?? CSSMath.easing(frame.easing)
        return text == "linear" ? nil : text
    }

    /// A release curve: an easing, or a spring as `linear()` through the model's own spring table.
    private static func curve(_ curve: Curve) -> String {
        switch curve {
        case .easing(let easing): CSSMath.easing(easing)
        case .spring(let response): SpringCurve.linear(response: response)
        }
    }
}

extension Expression {
    /// Whether this is a plain number.
    var isNumber: Bool {
        if case .number = self { true } else { false }
    }
}
