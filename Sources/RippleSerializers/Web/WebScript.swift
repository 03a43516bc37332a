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
/// animations have finished waits, hidden (class `z`), for the element's next press, which takes it again
/// without a layout; one whose animations were cancelled (the element was hidden or removed) goes.
///
/// Which presses ripple: the first element of the event's composed path with the class (so elements
/// inside open shadow roots are found), unless it or an ancestor is disabled or inert; a key only when
/// it is Enter or Space, the element itself has the focus (not a text field inside it) and, for Space,
/// the element is not a link (links do not activate on Space). An element whose container is not
/// rendered (a replaced element such as `<img>` or `<input>`, which cannot show children) gets nothing
/// and keeps nothing. Listeners are on the document only (event delegation, capture phase), set once
/// however often the script runs; nothing runs between events.
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

    /// The script text.
    func render() -> String {
        if kind == .loop { return loop() }
        let held = kind == .held
        let slow = slowFactor != nil
        // `z`: the playback rate of this press, read at the press (reduced motion may change meanwhile).
        let rate = slow ? ",z" : ""
        var parts = ["C", "D", "K=Symbol.for(C)"]
        if held { parts.append("A=new Map") }
        parts.append("P=v=>v.composedPath()")
        if let slowFactor {
            parts.append("Z=()=>matchMedia(\"(prefers-reduced-motion:reduce)\").matches?\(CSSMath.number(1 / slowFactor)):1")
        }
        // Every animation of a press starts at the press's event time (the release's too: their delays are
        // counted from the press), so a ripple is where the template has it, frame for frame.
        parts.append("T=(c,t\(rate))=>c.getAnimations({subtree:!0}).map(a=>(\(slow ? "a.playbackRate=z," : "")a.startTime=t,a))")
        // Finished: the container waits, hidden and without animations (class `z`), for the element's next
        // press, so that a press changes no layout once the element has a container. Cancelled because the
        // element was hidden or removed: it goes (a hidden element's animations would replay when shown).
        parts.append("F=(c,t\(rate))=>Promise.all(T(c,t\(rate)).map(a=>a.finished)).then(()=>(c.className=\"z\",c.z=1),()=>c.remove())")
        parts.append(start(held: held, rate: rate))
        if held {
            parts.append("E=(i,v,[h,c,t\(rate)]=A.get(i)||[])=>c&&(A.delete(i),P(v).includes(h)?"
                         + "(c.style.setProperty(\"--h\",(v.timeStamp-t)/1e3\(slow ? "*z" : "")),c.className=\"u\",F(c,t\(rate))):c.remove())")
        }
        // The root's `--CLASS-s` tells the sheet that the script runs (its `:active` fallback then stays
        // off); a custom property, so shadow trees inherit it.
        let once = "D[K]||(D[K]=1,D.documentElement.style.setProperty(\"--\"+C+\"-s\",\"none\"),\(listeners(held: held)))"
        return "/* ripplegen \(className): \(held ? "press" : "tap") ripple, docs/web.md */\n"
            + "((" + parts.joined(separator: ",") + ")=>" + once + ")(\"\(className)\",document)\n"
    }

    /// A looping decoration's script: every element with the class gets one container (now, and whenever
    /// the page adds an element or a class: a `MutationObserver`, which runs only when the page changes), and
    /// the container's size as numbers (`--W`, `--H`, the centre `--px`, `--py`) from a `ResizeObserver`,
    /// which runs when the element's size changes (its content box is the element's padding box, in
    /// layout pixels). The animations start with the container and loop in the style sheet.
    private func loop() -> String {
        let layers = Array(repeating: "D.createElement(\"i\")", count: layers).joined(separator: ",")
        return "/* ripplegen \(className): looping decoration, docs/web.md */\n"
            + "((C,D,K=Symbol.for(C),O=new ResizeObserver(e=>e.map(({target:c,contentRect:{width:W,height:H}})=>"
            + "c.style.cssText=`--W:${W};--H:${H};--px:${W/2};--py:${H/2}`)),"
            + "U=()=>D.querySelectorAll(\".\"+C).forEach((h,c)=>h.querySelector(\":scope>\"+C+\"-c\")||"
            + "(c=h.appendChild(D.createElement(C+\"-c\")),c.append(\(layers)),O.observe(c))))=>"
            + "D[K]||(D[K]=1,U(),new MutationObserver(U).observe(D,{childList:!0,subtree:!0,attributeFilter:[\"class\"]})))"
            + "(\"\(className)\",document)\n"
    }

    /// `S(v, i)`: a press begins, if the event's element ripples (see the type's comment).
    private func start(held: Bool, rate: String) -> String {
        let element = "h=P(v).find(e=>e.classList?.contains(C))"
        let allowed = "h&&!h.closest(\":disabled,[inert]\")&&(!v.key||P(v)[0]==h&&(v.key>\" \"||!h.matches(\"a\")))"
        // A waiting container of the element's is taken again, else one is made.
        let make = "(c=[...(B=h.shadowRoot||h).children].find(e=>e.z))?(c.z=0,c.className=\"\"):"
            + "(c=B.appendChild(D.createElement(C+\"-c\")),c.append(" + Array(repeating: "D.createElement(\"i\")", count: layers).joined(separator: ",") + "))"
            + ",r=c.getBoundingClientRect()"
        let numbers = "s=getComputedStyle(c),W=parseFloat(s.width),H=parseFloat(s.height),"
            + "c.style.cssText=`--W:${W};--H:${H};--px:${v.clientX==null?W/2:(v.clientX-r.left)/r.width*W};"
            + "--py:${v.clientY==null?H/2:(v.clientY-r.top)/r.height*H}`"
        let begin = held
            ? "T(c,v.timeStamp\(rate)),A.set(i,[h,c,v.timeStamp\(rate)])"
            : "F(c,v.timeStamp\(rate))"
        let zero = rate.isEmpty ? "" : ",z=Z()"
        return "S=(v,i,\(element),B,c,r,s,W,H\(zero))=>\(allowed)&&(" + (held ? "E(i,v)," : "")
            + "\(make),r.width?(\(numbers),\(begin)):c.remove())"
    }

    /// One listener per event type on the document, in the capture phase (a page's `stopPropagation`
    /// cannot leave a ripple stuck). Pointer events only: a touch gives one ripple, not a second one
    /// from the mouse events browsers emulate after it.
    private func listeners(held: Bool) -> String {
        let key = "/^(Enter| )$/.test(v.key)"
        guard held else {
            return "\"pointerdown keydown\".split(\" \").map(n=>D.addEventListener(n,v=>(v.key?!v.repeat&&\(key):!v.button)&&S(v),!0))"
        }
        // `k`: a key event; `j`: what happened (down, up or cancel, over); `i`: which press.
        let events = "pointerdown pointerup pointercancel" + (dragFade ? " pointerover" : "") + " keydown keyup"
        var out = "\"\(events)\".split(\" \").map(n=>D.addEventListener(n,(v,y=v.type,k=y<\"l\",j=y[k?3:7],i=k?\"k\":v.pointerId"
        out += (dragFade ? ",p=A.get(i)" : "") + ")=>k&&!\(key)||(j==\"d\"?!(k?v.repeat:v.button)&&S(v,i):"
        // Over another element during a press: inside the pressed one or not (drag out fades, back in shows).
        if dragFade { out += "j==\"o\"?p&&(p[1].className=P(v).includes(p[0])?\"\":\"o\"):" }
        out += "E(i,v)),!0))"
        return out
    }
}
