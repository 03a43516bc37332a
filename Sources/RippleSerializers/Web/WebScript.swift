import RippleKit

/// The web format's script: the events of a press, nothing of the style. The style sheet holds the
/// template (`WebPressRules`); the script gives each press its own container, says how large the element
/// is and where the pointer went down, starts the press's animations at the event's time, and at the
/// release says when.
///
/// Per press: one container element `<CLASS-c>` with one `<i>` per layer (made with `createElement`, never
/// markup: pages that require Trusted Types allow it), appended to the pressed element, or to its shadow
/// root when it hosts one; one layout read (`getBoundingClientRect()` of the container: client
/// coordinates, so scrolling and transformed parents are right, and borders stay out) and the container's
/// computed size (its layout size, which a scaled parent does not change). These become numbers on the
/// container: `--W`, `--H` (the size) and `--px`, `--py` (the press point in the element's own pixels; a
/// key press has none: the centre). At the release: the hold in seconds (`--h`) and the class `u`, which
/// adds the release's animations; released outside the element the ripple goes at once. A container whose
/// animations have finished waits (class `z`: the sheet shows nothing of it) for the element's next press,
/// which takes it again without a layout; one whose animations were cancelled (the element was hidden or
/// removed) goes.
///
/// Which presses ripple: the first element of the event's composed path with the class (so elements
/// inside open shadow roots are found), unless it or an ancestor is disabled or inert; a key only when
/// it is Enter or Space, the element itself has the focus (not a text field inside it) and, for Space,
/// the element is not a link (links do not activate on Space). An element whose container is not
/// rendered (a replaced element such as `<img>` or `<input>`, which cannot show children) gets nothing
/// and keeps nothing. Listeners are on the document only (event delegation, capture phase), set once
/// however often the script runs; nothing runs between events.
///
/// The code is in `Templates/web/*.js`, readable, one part per file (`WebScriptPart`), minified by
/// `ScriptMinifier` with the names of `WebScriptNames` into generated templates; this type chooses the
/// parts and what they are expanded with (docs/web.md, "How the script is built").
struct WebScript {
    let kind: PressProgram.Kind
    /// The class of the elements that get the ripple.
    let className: String
    /// Ripple elements per press (the program's layers).
    let layers: Int
    /// Whether leaving the element during a press fades the ripple (`press.dragFade`: class `o`).
    let dragFade: Bool
    /// `--reduced-motion slow`: presses play this many times slower under `prefers-reduced-motion: reduce`.
    let slowFactor: Double?

    /// The parts of this script: its definitions, in order, and its body.
    var parts: (definitions: [WebScriptPart], body: WebScriptPart) {
        switch kind {
        case .loop: ([.loopContext], .loopInstall)
        case .tap: ([.pressContext, .pressTiming, .pressStart], .pressInstall)
        case .held: ([.pressContext, .pressTiming, .pressStart, .pressEnd], .pressInstall)
        }
    }

    /// What the parts are expanded with: `held`, `slow` (with the playback rate in the slot `rate`) and
    /// `dragFade`, and the number of `layers`.
    var context: ScriptTemplate.Context {
        var context = ScriptTemplate.Context(counts: ["layers": layers])
        if kind == .held { context.flags.insert("held") }
        if dragFade { context.flags.insert("dragFade") }
        if let slowFactor {
            context.flags.insert("slow")
            context.slots["rate"] = CSSMath.number(1 / slowFactor)
        }
        return context
    }

    /// The script text: a comment naming the class, then the parts in their frame.
    func render() -> String {
        let (definitions, body) = parts
        let context = context
        let what = kind == .loop ? "looping decoration" : kind == .held ? "press ripple" : "tap ripple"
        return "/* ripplegen \(className): \(what), docs/web.md */\n"
            + "((" + definitions.map { $0.template.expand(context) }.joined(separator: ",") + ")=>"
            + body.template.expand(context) + ")(\"\(className)\",document)\n"
    }
}
