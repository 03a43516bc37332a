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
        fields.append("l:[" + program.layers.map { layer(box: WebLayerBox(layer: $0), write: write) }.joined(separator: ",") + "]")
        if let dragFade = program.dragFade { fields.append("f:" + CSSMath.number(dragFade)) }
        if let slowFactor { fields.append("s:" + CSSMath.number(slowFactor)) }
        return "{" + fields.joined(separator: ",") + "}"
    }

    private func layer(box: WebLayerBox, write: @escaping (Expression) -> String) -> String {
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
                fields.append("u:{" + release.joined(separator: ",") + "}")
            }
            return "{" + fields.joined(separator: ",") + "}"
        }
        return "{d:\(CSSMath.number(layer.delay)),n:\(CSSMath.number(layer.pressDuration)),i:\(CSSMath.number(layer.iterations)),t:["
            + tracks.joined(separator: ",") + "]}"
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
