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

    /// The sheet of a press, tap or loop (`PressProgram`), clipped like `clip`; a loop's reduced-motion
    /// still frame is the model's at `calm` seconds unless `--reduced-motion still:T` says otherwise.
    func sheet(_ rules: WebPressRules, dragFade: Double?, clip: Clip?, title: String, calm: Double) -> String {
        let c = className
        let loop = rules.program.kind == .loop
        let paint = "var(--\(c)-color,\(color.shortHexRGB))"
        let alpha = "var(--\(c)-opacity,\(CSSMath.number(opacity)))"
        var lines = ["/* ripplegen: \(comment(title)), \(loop ? "looping" : "on press"), for class \(c) (docs/web.md) */"]
        lines.append(":where(.\(c)){position:relative}")
        // One container per press (an element named after the class): the clip and the opacity. `all:unset`
        // first, so that none of the page's rules for the element's children applies (margins, sizes,
        // `position`, transforms, `display`); inherited properties come from the element.
        let selector = rules.container
        var container = "\(selector){all:unset;position:absolute;inset:0;pointer-events:none;border-radius:inherit;opacity:\(alpha)"
        if let dragFade { container += ";transition:opacity \(CSSMath.number(dragFade * 1000))ms linear" }
        switch clip {
        case nil:
            break
        case .rect(_, let radius) where radius > 0:
            container += ";overflow:hidden;border-radius:\(CSSMath.number(radius))px"
        case .ellipse:
            container += ";overflow:hidden;border-radius:50%"
        default:
            // Safari ignores overflow: hidden with a border radius on composited children unless the
            // container is masked (v-wave#13); an opaque mask changes nothing else.
            container += ";overflow:hidden;-webkit-mask-image:-webkit-radial-gradient(#fff,#000)"
        }
        if loop {
            // A decoration's rules are nested in its container's (CSS nesting: no selector written twice, so
            // the pulse's sheet is within 2 KiB): it draws only while its element has the class (the script
            // adds containers; a class taken away takes the decoration with it), then the layers' block with
            // its reduced-motion and forced-colours rules, then the keyframes.
            var still: Double?
            if case .still(let at) = reducedMotion { still = at ?? calm }
            let written = rules.rules(paint: paint, still: still)
            var layers = written[0]
            let motion = rules.loopReducedMotion(reducedMotion, calm: calm)
            // (A nested rule after a declaration needs the declaration ended.)
            let nest = { (rule: String) in layers += (layers.hasSuffix("}") ? "" : ";") + rule }
            if !motion.isEmpty { nest("@media (prefers-reduced-motion:reduce){\(motion.joined())}") }
            if forcedColors { nest("@media (forced-colors:active){forced-color-adjust:none\(forcedPaint(rules))}") }
            lines.append(container + ";:not(.\(c))>&{display:none}>i{\(layers)}}")
            return (lines + written.dropFirst()).joined(separator: "\n") + "\n"
        }
        lines.append(container + "}")
        // The pointer left the element during the press (the script sets `o`): fade out, and back in on return.
        if dragFade != nil { lines.append("\(WebPressRules.container(c, state: "o")){opacity:0}") }
        lines += rules.rules(paint: paint)
        // A container waiting for the element's next press (the script sets `z`): no animations, and its
        // layers transparent, a paint-only change (Chromium lays the page out again when visibility changes:
        // two layouts a press, measured by Benchmarks/web_press.py).
        let waiting = WebPressRules.container(c, state: "z")
        lines.append("\(waiting)>i{animation:none;opacity:0}")
        // Without the script (not loaded, or failed), :active still answers the press with a wash: an inset
        // shadow, with no weight (`:where`), so it is there only where the page gives the element no shadow
        // of its own, and no pseudo-element of the page's is touched. The script sets `--CLASS-s: none`.
        lines.append(":where(.\(c)):active{box-shadow:var(--\(c)-s,inset 0 0 0 200vmax color-mix(in srgb,\(paint) calc(\(alpha)*100%),#0000))}")
        if case .still = reducedMotion {
            // Important author rules beat animations: the ripple keeps its opacity track and stops moving.
            lines.append("@media (prefers-reduced-motion:reduce){\(c)-c>i{inset:0!important;width:auto!important;height:auto!important;"
                         + "border-radius:0!important;scale:none!important;translate:none!important}}")
        }
        if forcedColors { lines.append("@media (forced-colors:active){\(selector)>i{forced-color-adjust:none\(forcedPaint(rules))}}") }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A stroked layer (a ring) is a border in `color`, a filled one its background.
    private func forcedPaint(_ rules: WebPressRules) -> String {
        (rules.fills ? ";background:CanvasText" : "") + (rules.strokes ? ";color:CanvasText" : "")
    }

    /// A title inside a CSS comment: no `*/`, one line, and no `</` (a sheet inlined in a `<style>` element
    /// would end there: `</style><script>` in a spec's name must stay text).
    private func comment(_ text: String) -> String {
        String(text.replacingOccurrences(of: "*/", with: "* /").replacingOccurrences(of: "</", with: "< /")
            .map { $0.isNewline ? " " : $0 })
    }
}
