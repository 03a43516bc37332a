import RippleKit

/// The web format's style sheet: where the ripple elements go, their paint as custom properties, the
/// clip, and what reduced motion, forced colours and a page without the script get. The same sheet
/// serves presses, taps and looping decorations (ring, pulse), whose layers are elements too: they
/// follow the element's size, and the page can pause and seek them.
///
/// One rule per line, no other whitespace: the sheet is small enough to read and short as written.
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

    /// The sheet of a looping decoration (`rules` of a loop program) or, with `rules` nil, of a press or tap
    /// (drawn by the engine: the sheet places nothing), clipped like `clip`; a loop's reduced-motion still
    /// frame is the model's at `calm` seconds unless `--reduced-motion still:T` says otherwise.
    func sheet(_ rules: WebLoopRules?, clip: Clip?, title: String, calm: Double) -> String {
        let c = className
        let paint = "var(--\(c)-color,\(color.shortHexRGB))"
        let alpha = "var(--\(c)-opacity,\(CSSMath.number(opacity)))"
        var lines = ["/* ripplegen: \(comment(title)), \(rules != nil ? "loop" : "press"), docs/web.md */"]
        lines.append(":where(.\(c)){position:relative}")
        // One container per ripple (an element named after the class): the clip and the opacity. `all:unset`
        // first, so that none of the page's rules for the element's children applies (margins, sizes,
        // `position`, transforms, `display`, transitions); inherited properties come from the element.
        // `:not(#_#_)` matches every element (none has two ids) and counts as two ids, so these rules outweigh
        // the page's own without `!important`, which would also outweigh the ripple's animations.
        let selector = "\(c)-c:not(#_#_)"
        var container = "\(selector){all:unset;position:absolute;inset:0;pointer-events:none;border-radius:inherit;opacity:\(alpha)"
        var unclipped = ""
        switch clip {
        case nil:
            break
        case .rect(_, let radius) where radius > 0:
            container += ";overflow:hidden;border-radius:\(CSSMath.number(radius))px"
            unclipped = "overflow:visible"
        case .ellipse:
            container += ";overflow:hidden;border-radius:50%"
            unclipped = "overflow:visible"
        default:
            // Safari ignores overflow: hidden with a border radius on composited children unless the
            // container is masked (v-wave#13); an opaque mask changes nothing else.
            container += ";overflow:hidden;-webkit-mask-image:-webkit-radial-gradient(#fff,#000)"
            unclipped = "overflow:visible;-webkit-mask-image:none"
        }
        if let rules {
            return loopSheet(rules, lines: lines, container: container, paint: paint, calm: calm)
        }
        lines.append(container + "}")
        // `data-ripple~=unbounded` on the element: the engine marks the container `u`, and it is not clipped.
        if !unclipped.isEmpty { lines.append("\(c)-c[u]:not(#_#_){\(unclipped)}") }
        // The layers: the engine's unit box (`WebLayerBox`), placed by its animations alone. Their pseudo-
        // elements are never generated: a page's `i::before{content:"✓"}` would draw into every ripple.
        let edge = CSSMath.number(-WebLayerBox.unit / 2) + "px", side = CSSMath.number(WebLayerBox.unit) + "px"
        lines.append("\(selector)>i{all:unset;position:absolute;border-radius:50%;background:\(paint);width:\(side);height:\(side);left:\(edge);top:\(edge)}")
        lines.append("\(selector)>i::before,\(selector)>i::after{content:none}")
        // Without scripting, :active still answers the press with a wash: an inset shadow, with no weight
        // (`:where`), so it is there only where the page gives the element no shadow of its own. A media
        // query, so the script writes nothing outside the pressed element to switch it off.
        lines.append("@media (scripting:none){:where(.\(c)):active{box-shadow:inset 0 0 0 200vmax color-mix(in srgb,\(paint) calc(\(alpha)*100%),#0000)}}")
        if case .still = reducedMotion {
            // Important author rules beat animations: the ripple keeps its opacity track and stops moving.
            lines.append("@media (prefers-reduced-motion:reduce){\(c)-c>i{inset:0!important;width:auto!important;height:auto!important;"
                         + "border-radius:0!important;scale:none!important;translate:none!important}}")
        }
        if forcedColors { lines.append("@media (forced-colors:active){\(selector)>i{forced-color-adjust:none;background:CanvasText}}") }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A decoration's rules nested in its container's rule (CSS nesting: no selector written twice, so the
    /// pulse's sheet is within 2 KiB): it draws only while its element has the class (the script adds
    /// containers; a class taken away takes the decoration with it), then the layers' block with its
    /// reduced-motion and forced-colours rules, then the keyframes. A filled decoration (the pulse) is
    /// clipped to its element unless the element says `data-ripple~=unbounded`; a ring goes beyond it.
    private func loopSheet(_ rules: WebLoopRules, lines: [String], container: String, paint: String, calm: Double) -> String {
        var still: Double?
        if case .still(let at) = reducedMotion { still = at ?? calm }
        let written = rules.rules(paint: paint, still: still)
        var layers = written[0]
        let motion = rules.loopReducedMotion(reducedMotion, calm: calm)
        // (A nested rule after a declaration needs the declaration ended.)
        let nest = { (rule: String) in layers += (layers.hasSuffix("}") ? "" : ";") + rule }
        if !motion.isEmpty { nest("@media (prefers-reduced-motion:reduce){\(motion.joined())}") }
        if forcedColors { nest("@media (forced-colors:active){forced-color-adjust:none\(forcedPaint(rules))}") }
        let clip = rules.fills ? ":not([data-ripple~=unbounded])>&{overflow:hidden}" : ""
        return (lines + [container + ";:not(.\(className))>&{display:none}\(clip)>i{\(layers)}}"] + written.dropFirst())
            .joined(separator: "\n") + "\n"
    }

    /// A stroked layer (a ring) is a border in `color`, a filled one its background.
    private func forcedPaint(_ rules: WebLoopRules) -> String {
        (rules.fills ? ";background:CanvasText" : "") + (rules.strokes ? ";color:CanvasText" : "")
    }

    /// A title inside a CSS comment: no `*/`, one line, and no `</` (a sheet inlined in a `<style>` element
    /// would end there: `</style><script>` in a spec's name must stay text).
    private func comment(_ text: String) -> String {
        String(text.replacingOccurrences(of: "*/", with: "* /").replacingOccurrences(of: "</", with: "< /")
            .map { $0.isNewline ? " " : $0 })
    }
}
