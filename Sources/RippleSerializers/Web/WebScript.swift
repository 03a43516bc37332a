import RippleKit

/// The web format's script: the events of a press, nothing of the style. The style sheet holds the
/// template (`WebPressRules`); the script gives each press its own container, says where the pointer went
/// down, starts the press's animations at the event's time, and at the release says when.
///
/// Per press: one container element `<CLASS-c>` with one `<i>` per layer, appended to the pressed element;
/// one layout read (`getBoundingClientRect()` of the container: client coordinates, so scrolling and
/// transformed parents are right, and borders stay out); the press point as fractions of that rectangle
/// (`--x`, `--y`; a key press has none: the centre). At the release: the hold in seconds (`--h`) and the
/// class `u`, which adds the release's animations; released outside the element the ripple goes at once;
/// the container goes when its animations have finished. Listeners are on the document only (event
/// delegation, capture phase); nothing runs between events.
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
        let held = kind == .held
        var out = "/* ripplegen \(className): \(held ? "press" : "tap") ripple, docs/web.md */\n"
        out += "((C,D" + (held ? ",A=new Map" : "")
        // Every animation of a press starts at the press's event time (the release's too: their delays are
        // counted from the press), so a ripple is where the template has it, frame for frame.
        if let slowFactor {
            let rate = CSSMath.number(1 / slowFactor)
            out += ",Z=()=>matchMedia(\"(prefers-reduced-motion:reduce)\").matches?\(rate):1"
            out += ",T=(c,t,z)=>c.getAnimations({subtree:!0}).map(a=>(a.playbackRate=z,a.startTime=t,a.finished))"
        } else {
            out += ",T=(c,t)=>c.getAnimations({subtree:!0}).map(a=>(a.startTime=t,a.finished))"
        }
        let z = slowFactor != nil
        out += ",S=(h,v" + (held ? ",i" : "") + ",c=h.appendChild(D.createElement(C+\"-c\"))"
        out += ",r=(c.innerHTML=\"\(String(repeating: "<i></i>", count: layers))\",c.getBoundingClientRect())" + (z ? ",z=Z()" : "") + ")=>{"
        if held { out += "E(i,v);" }  // a second press of the same pointer or key ends the first: none is left stuck
        out += "c.style.cssText=`--x:${v.clientX==null?.5:(v.clientX-r.left)/r.width};--y:${v.clientY==null?.5:(v.clientY-r.top)/r.height}`;"
        let start = "T(c,v.timeStamp" + (z ? ",z" : "") + ")"
        if held {
            out += start + ";A.set(i,[h,c,v.timeStamp" + (z ? ",z" : "") + "])}"
            out += ",E=(i,v,[h,c,t" + (z ? ",z" : "") + "]=A.get(i)||[])=>c&&(A.delete(i),h.contains(v.target)?"
            out += "(c.style.setProperty(\"--h\",(v.timeStamp-t)/1e3" + (z ? "*z" : "") + "),c.className=\"u\","
            out += "Promise.all(T(c,t" + (z ? ",z" : "") + ")).then(()=>c.remove(),()=>0)):c.remove())"
        } else {
            out += "Promise.all(" + start + ").then(()=>c.remove(),()=>0)}"
        }
        out += ")=>" + listeners(held: held) + ")(\"\(className)\",document)\n"
        return out
    }

    /// One listener per event type on the document, in the capture phase (a page's `stopPropagation`
    /// cannot leave a ripple stuck). Pointer events only: a touch gives one ripple, not a second one
    /// from the mouse events browsers emulate after it.
    private func listeners(held: Bool) -> String {
        let key = "/^(Enter| )$/.test(v.key)"
        guard held else {
            return "\"pointerdown keydown\".split(\" \").map(n=>D.addEventListener(n,(v,h)=>(v.key?!v.repeat&&\(key):!v.button)"
                + "&&(h=v.target.closest(\".\"+C))&&S(h,v),!0))"
        }
        // `k`: a key event; `j`: what happened (down, up or cancel, over); `i`: which press.
        let events = "pointerdown pointerup pointercancel" + (dragFade ? " pointerover" : "") + " keydown keyup"
        var out = "\"\(events)\".split(\" \").map(n=>D.addEventListener(n,(v,y=v.type,k=y<\"l\",j=y[k?3:7],i=k?\"k\":v.pointerId,h"
        out += (dragFade ? ",p=A.get(i)" : "") + ")=>k&&!\(key)||(j==\"d\"?!(k?v.repeat:v.button)&&(h=v.target.closest(\".\"+C))&&S(h,v,i):"
        // Over another element during a press: inside the pressed one or not (drag out fades, back in shows).
        if dragFade { out += "j==\"o\"?p&&(p[1].className=p[0].contains(v.target)?\"\":\"o\"):" }
        out += "E(i,v)),!0))"
        return out
    }
}
