import RippleKit

/// The web format's style sheet: where the ripple elements go, their paint as custom properties, the
/// clip, and what reduced motion, forced colours and a page without the script get.
///
/// One rule per line, no other whitespace: the sheet is small enough to read and short as written.
struct WebStyleSheet {
    /// The class of the elements that get the ripple.
    let className: String
    /// The ripple's colour (opaque) and opacity: the defaults of `--P-color` and `--P-opacity`.
    let color: RGBA
    let opacity: Double
    /// Under `prefers-reduced-motion: reduce`: `.still` gives a wash at the style's opacity (no movement).
    let reducedMotion: ReducedMotion
    /// Whether `forced-colors: active` shows the ripple in the system's text colour.
    let forcedColors: Bool

    /// The sheet of a press or tap ripple (`PressProgram`), clipped like `clip`.
    func press(_ rules: WebPressRules, dragFade: Double?, clip: Clip?, title: String) -> String {
        let c = className
        let paint = "var(--\(c)-color,\(color.shortHexRGB))"
        let alpha = "var(--\(c)-opacity,\(CSSMath.number(opacity)))"
        var lines = ["/* ripplegen: \(comment(title)), on press, for class \(c) (docs/web.md) */"]
        lines.append(":where(.\(c)){position:relative}")
        // One container per press (an element named after the class): the clip and the opacity. `all:unset`
        // first, so that none of the page's rules for the element's children applies (margins, sizes,
        // `position`, transforms, `display`); inherited properties come from the element.
        let selector = WebPressRules.container(c)
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
        lines.append(container + "}")
        // The pointer left the element during the press (the script sets `o`): fade out, and back in on return.
        if dragFade != nil { lines.append("\(WebPressRules.container(c, state: "o")){opacity:0}") }
        lines += rules.rules(paint: paint)
        // Without the script (not loaded, or failed), :active still answers the press with a wash: an inset
        // shadow, with no weight (`:where`), so it is there only where the page gives the element no shadow
        // of its own, and no pseudo-element of the page's is touched. The script sets `--CLASS-s: none`.
        lines.append(":where(.\(c)):active{box-shadow:var(--\(c)-s,inset 0 0 0 200vmax color-mix(in srgb,\(paint) calc(\(alpha)*100%),#0000))}")
        if case .still = reducedMotion {
            // Important author rules beat animations: the ripple keeps its opacity track and stops moving.
            lines.append("@media (prefers-reduced-motion:reduce){\(c)-c>i{inset:0!important;width:auto!important;height:auto!important;"
                         + "border-radius:0!important;scale:none!important;translate:none!important}}")
        }
        if forcedColors {
            lines.append("@media (forced-colors:active){\(selector)>i{forced-color-adjust:none;background:CanvasText;color:CanvasText}}")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The sheet of a looping decoration: `mask` is the style's CSS-animated SVG (white, opacity 1) whose
    /// view maps onto the element's box; `viewBox` places the document around the view (percentages of
    /// the view size).
    func decoration(mask: [UInt8], canvas: Canvas, title: String) -> String {
        let c = className
        let size = canvas.size
        let box = canvas.viewBox
        func percent(_ value: Double, of total: Double) -> String { CSSMath.number(value / total * 100) + "%" }
        var lines = ["/* ripplegen: \(comment(title)), looping, for elements of class \(c); no script needed (docs/web.md) */"]
        lines.append(":where(.\(c)){position:relative}")
        lines.append(".\(c)::after{content:\"\";position:absolute;left:\(percent(box.x, of: size.width));top:\(percent(box.y, of: size.height));"
                     + "width:\(percent(box.width, of: size.width));height:\(percent(box.height, of: size.height));pointer-events:none;"
                     + "background:var(--\(c)-color,\(color.shortHexRGB));opacity:var(--\(c)-opacity,\(CSSMath.number(opacity)));"
                     + "mask:url(\"data:image/svg+xml,\(Self.percentEncoded(mask))\") 0 0/100% 100% no-repeat}")
        if forcedColors {
            lines.append("@media (forced-colors:active){.\(c)::after{forced-color-adjust:none;background:CanvasText}}")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A title inside a CSS comment: no `*/`, one line, and no `</` (a sheet inlined in a `<style>` element
    /// would end there: `</style><script>` in a spec's name must stay text).
    private func comment(_ text: String) -> String {
        String(text.replacingOccurrences(of: "*/", with: "* /").replacingOccurrences(of: "</", with: "< /")
            .map { $0.isNewline ? " " : $0 })
    }

    /// Bytes for a `data:` URL inside `url("…")`: what CSS or the URL would misread is percent-encoded.
    static func percentEncoded(_ bytes: [UInt8]) -> String {
        let hex = Array("0123456789ABCDEF".utf8)
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + bytes.count / 4)
        for byte in bytes {
            switch byte {
            case UInt8(ascii: "%"), UInt8(ascii: "#"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\""), UInt8(ascii: "'"),
                 UInt8(ascii: "\\"), UInt8(ascii: "("), UInt8(ascii: ")"), 0..<0x20, 0x7F...:
                out += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 15)]]
            default:
                out.append(byte)
            }
        }
        return String(decoding: out, as: UTF8.self)
    }
}
