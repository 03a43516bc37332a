import RippleKit
import RippleMarkup

/// The web format's style sheet: where the ripple elements go, their paint as custom properties, the
/// clip, and what reduced motion, forced colours and a page without the script get. The same sheet
/// serves presses, taps and looping decorations (ring, pulse), whose layers are elements too: they
/// follow the element's size, and the page can pause and seek them.
///
/// Typed statements like the SVG formats' sheets, written in `StyleSheet.Layout.lines`: one rule per line,
/// no other whitespace, so the sheet is small enough to read and short as written.
struct WebStyleSheet {
    /// The class of the elements that get the ripple.
    let className: String
    /// The ripple's colour (opaque) and opacity: the defaults of `--P-color` and `--P-opacity`.
    let color: RGBA
    let opacity: Double
    /// Under `prefers-reduced-motion: reduce`: `.still` gives a press a wash at the style's opacity (no
    /// movement) and stops a loop at a still frame; `.slow` slows either.
    let reducedMotion: ReducedMotion
    /// Whether `forced-colors: active` shows the ripple in the system's text colour.
    let forcedColors: Bool

    /// The paint and opacity of the ripple, which the page may set on the element.
    var paint: String { "var(--\(className)-color,\(color.shortHexRGB))" }
    var alpha: String { "var(--\(className)-opacity,\(CSSMath.number(opacity)))" }

    /// One container per ripple (an element named after the class), `CLASS-c:not(#_#_)`: `:not(#_#_)`
    /// matches every element (none has two ids) and counts as two ids, so the container's rules outweigh
    /// the page's own without `!important`, which would also outweigh the ripple's animations.
    var container: CSSComplexSelector { [.element(containerName), .not([.id("_"), .id("_")])] }
    var containerName: String { className + "-c" }

    /// The sheet of a looping decoration (`rules` of a loop program) or, with `rules` nil, of a press or tap
    /// (drawn by the engine: the sheet places nothing), clipped like `clip`; a loop's reduced-motion still
    /// frame is the model's at `calm` seconds unless `--reduced-motion still:T` says otherwise.
    func sheet(_ rules: WebLoopRules?, clip: Clip?, title: String, calm: Double) -> StyleSheet {
        // A press's element is positioned while it has a container too (`:has(> CLASS-c)`), so a press from
        // code on an element without the class, or a re-render that takes the class off mid-press, still
        // draws the ripple on the element (in a browser without `:has()`, `:where()` forgets that part).
        var positioned: [CSSComplexSelector] = [[.className(className)]]
        if rules == nil { positioned.append([.has([.child, .element(containerName)])]) }
        let statements: [CSSStatement] = [
            .comment("ripplegen: \(title), \(rules != nil ? "loop" : "press"), docs/web.md"),
            .rule(CSSRule([.where(CSSSelector(positioned))], declarations: [CSSDeclaration("position", "relative")])),
        ]
        // `all:unset` first, so that none of the page's rules for the element's children applies (margins,
        // sizes, `position`, transforms, `display`, transitions); inherited properties come from the element.
        var box = [CSSDeclaration("all", "unset"), CSSDeclaration("position", "absolute"), CSSDeclaration("inset", "0"),
                   CSSDeclaration("pointer-events", "none"), CSSDeclaration("border-radius", "inherit"), CSSDeclaration("opacity", alpha)]
        var unclipped: [CSSDeclaration] = [], maskedUnlessUnbounded = false
        // Safari ignores overflow: hidden with a border radius on composited children unless the container is
        // masked (v-wave#13); an opaque mask changes nothing else.
        let masked = [CSSDeclaration("overflow", "hidden"), CSSDeclaration("-webkit-mask-image", "-webkit-radial-gradient(#fff,#000)")]
        switch clip {
        case nil:
            break
        case .rect(_, let radius) where radius > 0:
            box += [CSSDeclaration("overflow", "hidden"), CSSDeclaration("border-radius", CSSMath.number(radius) + "px")]
            unclipped = [CSSDeclaration("overflow", "visible")]
        case .ellipse:
            box += [CSSDeclaration("overflow", "hidden"), CSSDeclaration("border-radius", "50%")]
            unclipped = [CSSDeclaration("overflow", "visible")]
        default:
            // A press's container is masked unless the engine marks it `u` (one rule, not a clip and its undoing);
            // a decoration's always is.
            if rules != nil { box += masked } else { maskedUnlessUnbounded = true }
        }
        if let rules {
            return StyleSheet(statements + loopStatements(rules, box: box, calm: calm))
        }
        return StyleSheet(statements + pressStatements(box: box, unclipped: unclipped, bounded: clip == nil ? masked : [],
                                                       clipped: maskedUnlessUnbounded ? masked : []))
    }

    /// `&::before,&::after{display:none}`: the element's pseudo-elements are never generated, whatever the
    /// page's rules give them (its `content` included: ours outweigh the page's by two ids). `display:none`
    /// rather than `content:none`, which does the same: Chromium 156 spent about 0.5 ms more style work per
    /// press with a matched `content` rule on the ripple's elements than with this one or none
    /// (Benchmarks/web_press.py; Benchmarks/results.md, "Web press ripples, issue 36").
    private static let noPseudoElements = CSSStatement.rule(CSSRule(
        CSSSelector([CSSComplexSelector([.nesting, .before]), CSSComplexSelector([.nesting, .after])]),
        declarations: [CSSDeclaration("display", "none")]))

    /// A press's rules after the element's: the container (`box`) with its other rules nested in it (CSS
    /// nesting, as the decorations': no selector written twice), unclipped when the engine marks it `u`, the
    /// layers with what reduced motion and forced colours do to them; then what a page without the script gets.
    private func pressStatements(box: [CSSDeclaration], unclipped: [CSSDeclaration], bounded: [CSSDeclaration],
                                 clipped: [CSSDeclaration]) -> [CSSStatement] {
        // The container's pseudo-elements are never generated: a page's `button>*::after{content:""}` would
        // draw into every ripple (its layers' are below).
        var nested: [CSSStatement] = [Self.noPseudoElements]
        // `data-ripple~=unbounded` on the element: the engine marks the container `u`, and it is not clipped;
        // `data-ripple~=bounded` on an unclipped style's: `b`, clipped to the element (and its radius).
        if !unclipped.isEmpty {
            nested.append(.rule(CSSRule([.nesting, .attribute("u")], declarations: unclipped)))
        }
        if !clipped.isEmpty {
            nested.append(.rule(CSSRule([.nesting, .not([.attribute("u")])], declarations: clipped)))
        }
        if !bounded.isEmpty {
            nested.append(.rule(CSSRule([.nesting, .attribute("b")], declarations: bounded)))
        }
        // The layers: the engine's unit box (`WebLayerBox`), placed by its animations alone. Their pseudo-
        // elements are never generated: a page's `i::before{content:"✓"}` would draw into every ripple.
        let edge = CSSMath.number(-WebLayerBox.unit / 2) + "px", side = CSSMath.number(WebLayerBox.unit) + "px"
        var layerRules: [CSSStatement] = [Self.noPseudoElements]
        if case .still = reducedMotion {
            // Important author rules beat animations: the ripple keeps its opacity track and stops moving.
            let still = [("inset", "0"), ("width", "auto"), ("height", "auto"), ("border-radius", "0"), ("scale", "none"), ("translate", "none")]
            layerRules.append(.media(query: .reducedMotion(), declarations: still.map { CSSDeclaration($0.0, $0.1, important: true) }))
        }
        if forcedColors {
            layerRules.append(.media(query: .forcedColors(), declarations: [CSSDeclaration("forced-color-adjust", "none"),
                                                                             CSSDeclaration("background", "CanvasText")]))
        }
        nested.append(.rule(CSSRule([.child, .element("i")], declarations: [
            CSSDeclaration("all", "unset"), CSSDeclaration("position", "absolute"), CSSDeclaration("border-radius", "50%"),
            CSSDeclaration("background", paint), CSSDeclaration("width", side), CSSDeclaration("height", side),
            CSSDeclaration("left", edge), CSSDeclaration("top", edge),
        ], nested: layerRules)))
        // Without scripting, :active still answers the press with a wash: an inset shadow, with no weight
        // (`:where`), so it is there only where the page gives the element no shadow of its own. A media
        // query, so the script writes nothing outside the pressed element to switch it off.
        let wash = "inset 0 0 0 200vmax color-mix(in srgb,\(paint) calc(\(alpha)*100%),#0000)"
        return [
            .rule(CSSRule(CSSSelector(container), declarations: box, nested: nested)),
            .media(query: .noScripting, statements: [
                .rule(CSSRule([.where([.className(className)]), .active], declarations: [CSSDeclaration("box-shadow", wash)])),
            ]),
        ]
    }

    /// A decoration's rules nested in its container's rule (CSS nesting: no selector written twice, so the
    /// pulse's sheet is within 2 KiB), then its `@keyframes`. The container (`box`) draws only while its
    /// element has the class (the script adds containers; a class taken away takes the decoration with it),
    /// then the layers' rule with its reduced-motion and forced-colours rules. A filled decoration (the
    /// pulse) is clipped to its element unless the element says `data-ripple~=unbounded`; a ring goes beyond.
    private func loopStatements(_ rules: WebLoopRules, box: [CSSDeclaration], calm: Double) -> [CSSStatement] {
        var still: Double?
        if case .still(let at) = reducedMotion { still = at ?? calm }
        let written = rules.rules(paint: paint, still: still)
        var layers = written.layers
        let motion = rules.loopReducedMotion(reducedMotion, calm: calm)
        if !motion.isEmpty { layers.nested.append(.media(query: .reducedMotion(), statements: motion)) }
        if forcedColors {
            layers.nested.append(.media(query: .forcedColors(), declarations: [CSSDeclaration("forced-color-adjust", "none")] + forcedPaint(rules)))
        }
        var nested: [CSSStatement] = [
            .rule(CSSRule([.not([.className(className)]), .child, .nesting], declarations: [CSSDeclaration("display", "none")])),
        ]
        if rules.fills {
            nested.append(.rule(CSSRule([.not([.attribute("data-ripple", includes: "unbounded")]), .child, .nesting],
                                        declarations: [CSSDeclaration("overflow", "hidden")])))
        }
        nested.append(.rule(layers))
        return [.rule(CSSRule(CSSSelector(container), declarations: box, nested: nested))] + written.keyframes
    }

    /// A stroked layer (a ring) is a border in `color`, a filled one its background.
    private func forcedPaint(_ rules: WebLoopRules) -> [CSSDeclaration] {
        (rules.fills ? [CSSDeclaration("background", "CanvasText")] : []) + (rules.strokes ? [CSSDeclaration("color", "CanvasText")] : [])
    }
}
