// The body of a press or tap script: once per document, the root's `--CLASS-s` tells the sheet that the
// script runs (its `:active` fallback then stays off; a custom property, so shadow trees inherit it),
// and one listener per event type goes on the document, in the capture phase (a page's
// `stopPropagation` cannot leave a ripple stuck). Pointer events only: a touch gives one ripple, not a
// second one from the mouse events browsers emulate after it. Nothing runs between events.
doc[installedKey] || (
    doc[installedKey] = 1,
    doc.documentElement.style.setProperty("--" + rippleClass + "-s", "none"),
    /*@if held*/
    // `pointerover` fires only when the pointer crosses into another element: it is how a drag out of the
    // element (and back in) is seen, needed only when the style fades a dragged-out ripple.
    /*@if dragFade*/
    "pointerdown pointerup pointercancel pointerover keydown keyup"
    /*@else*/
    "pointerdown pointerup pointercancel keydown keyup"
    /*@end*/
        .split(" ").map(eventName => doc.addEventListener(eventName, (
            event,
            type = event.type,
            // "keydown" and "keyup" sort before "l", every "pointer…" type after it.
            isKey = type < "l",
            // The letter after "key" or "pointer": d(own), u(p), c(ancel) or o(ver).
            phase = type[isKey ? 3 : 7],
            // Which press: the keyboard is one press at a time, each pointer its own.
            pressId = isKey ? "k" : event.pointerId
            /*@if dragFade*/, press = heldPresses.get(pressId)/*@end*/
        ) =>
            // Of the keys, only Enter and Space press; a held key's repeats and other buttons than the
            // main one do not.
            isKey && !/^(Enter| )$/.test(event.key) || (
                phase == "d" ? !(isKey ? event.repeat : event.button) && startPress(event, pressId)
                /*@if dragFade*/
                // Over another element during a press: inside the pressed one or not (`press` is
                // [host, container, …]): a drag out fades (class "o"), back in shows again.
                : phase == "o" ? press && (press[1].className = pathOf(event).includes(press[0]) ? "" : "o")
                /*@end*/
                : endPress(pressId, event)
            ), true))
    /*@else*/
    // A tap: down only (Enter or Space, not a held key's repeats; the main button).
    "pointerdown keydown".split(" ").map(eventName => doc.addEventListener(eventName, event =>
        (event.key ? !event.repeat && /^(Enter| )$/.test(event.key) : !event.button) && startPress(event), true))
    /*@end*/
)
