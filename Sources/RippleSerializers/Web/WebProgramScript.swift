import RippleJSON
import RippleKit

/// A press program compiled to JavaScript for the web engine (`Templates/web/README.md`, "The program"): an
/// object literal whose functions `p` (the press) and `r` (the release) return the arguments of
/// `element.animate()` and of the release's `setKeyframes`/`updateTiming` in literal numbers. The template's
/// arithmetic becomes JavaScript arithmetic over the press inputs (`W H x y`, the hold `h`), so the engine
/// carries no evaluator, no generic keyframe code and, where every cut comes after the press phase
/// (material's), no release code. Nothing is evaluated from text (strict CSP holds). A release whose cut may
/// fall inside the press phase (splash's) calls `release.js`'s function, written into the program (`X`).
/// The one writer of this language.
///
/// Numbers go through `CSSMath.number` (the one formatter, the leading zero dropped: `.42` is a JavaScript
/// number too); a keyframe's time is written as the product of its offset and the layer's length, which
/// the engine computes as the data engine did.
struct WebProgramScript {
    let program: PressProgram
    /// The class of the elements that ripple.
    let className: String
    /// `--reduced-motion slow`: presses play this many times slower under reduced motion.
    let slowFactor: Double?

    /// The literal, one line.
    func render() -> String {
        let definitions = self.definitions
        var names = ["W": "W", "H": "H", "px": "x", "py": "y"]
        if let release = program.release { names[release] = "h" }
        for (index, definition) in definitions.kept.enumerated() { names[definition.name] = "$\(index)" }
        let writer = WebScriptWriter(names: names, inlined: definitions.inlined)
        // The kept definitions as default parameters, in order (the press's alone: the release's read `h`).
        let defaults = { (release: Bool) in
            definitions.kept.filter { release || !$0.release }.map { "," + names[$0.name]! + "=" + writer.write($0.expression) }.joined()
        }
        let boxes = program.layers.map(WebLayerBox.init)
        var fields = ["c:" + JSONText.quoted(className), "k:" + (program.kind == .held ? "0" : "1")]
        if let dragFade = program.dragFade { fields.append("f:" + CSSMath.number(dragFade)) }
        if let slowFactor { fields.append("s:" + CSSMath.number(slowFactor)) }
        fields.append("p:(W,H,x,y\(defaults(false)))=>[" + boxes.map { press($0, writer) }.joined(separator: ",") + "]")
        if program.kind == .held {
            var release = WebReleaseScript(writer: writer, bound: WebLowerBound(release: program.release, kept: definitions.kept))
            let layers = boxes.enumerated().compactMap { release.layer($1, index: $0) }
            if !layers.isEmpty {
                let extra = (release.needsHelper ? ",X=" + WebEngineSource.releaseHelper : "") + release.locals.map { "," + $0 }.joined()
                fields.append("r:(W,H,x,y,h\(defaults(true))\(extra))=>[" + layers.joined(separator: ",") + "]")
            }
        }
        return "{" + fields.joined(separator: ",") + "}"
    }

    /// A layer at the press: [keyframes, timing, style] (`[0,0,style]` where nothing animates). Its animated
    /// tracks' keyframes are one list in offset order (stable: track order, then keyframe order), where each
    /// property is interpolated between its own keyframes (Web Animations' property-specific keyframes), so
    /// a press makes one animation per layer. A track that holds one value all along is the layer's style.
    private func press(_ box: WebLayerBox, _ writer: WebScriptWriter) -> String {
        let layer = box.layer
        var style: [String] = [], frames: [WebFrame] = []
        for group in box.animations {
            if group.allSatisfy(\.isConstant) {
                style += group.map { $0.property.rawValue + ":" + writer.css($0.property, box.placed($0.property, $0.keyframes[0].value)) }
            } else {
                frames += WebFrame.press(group, box: box)
            }
        }
        let styleText = "{" + style.joined(separator: ",") + "}"
        guard !frames.isEmpty else { return "[0,0,\(styleText)]" }
        let keyframes = WebFrame.ordered(frames).map { $0.text(offset: CSSMath.number($0.offset), writer) }
        let timing = "{duration:\(CSSMath.number(layer.pressDuration * 1000)),delay:\(CSSMath.number(layer.delay * 1000)),"
            + "iterations:\(CSSMath.number(layer.iterations)),fill:\"both\"}"
        return "[[" + keyframes.joined(separator: ",") + "],\(timing),\(styleText)]"
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
}

extension Expression {
    /// Whether this is a plain number.
    var isNumber: Bool {
        if case .number = self { true } else { false }
    }
}
