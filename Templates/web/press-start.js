// A press begins. Parameters after `pressId` are the function's locals (a parameter list declares them
// without `let`, and keeps the script one expression); `host` is found first: the first element of the
// composed path with the class, so elements inside open shadow roots are found too.
startPress = (
    event,
    pressId,
    host = pathOf(event).find(element => element.classList?.contains(rippleClass)),
    parent,
    container,
    rect,
    style,
    boxWidth,
    boxHeight
    /*@if slow*/, rate = playbackRateNow()/*@end*/
) =>
    host
    // Disabled controls, descendants of a disabled fieldset and inert subtrees never ripple.
    && !host.closest(":disabled,[inert]")
    // A key ripples only where it activates the element: the element itself has the focus (not a text
    // field inside it), and Space not on a link (links do not activate on Space). The listeners let
    // only Enter and " " through, and of those only "Enter" sorts after " ".
    && (!event.key || pathOf(event)[0] == host && (event.key > " " || !host.matches("a")))
    && (
        /*@if held*/
        // One press per pointer: a press still held by the same pointer ends first.
        endPress(pressId, event),
        /*@end*/
        // A waiting container of the element's (expando `z`) is taken again, else one is made: appended
        // to the element, or to its shadow root when it hosts one, with one <i> per layer, all made with
        // `createElement` (no markup: pages that require Trusted Types allow it).
        (container = [...(parent = host.shadowRoot || host).children].find(element => element.z))
            ? (container.z = 0, container.className = "")
            : (container = parent.appendChild(doc.createElement(rippleClass + "-c")),
               container.append(/*@repeat layers*/doc.createElement("i")/*@end*/)),
        // The one layout read of a press: client coordinates, so scrolling and transformed parents are
        // right, and borders stay out.
        rect = container.getBoundingClientRect(),
        // A container that is not rendered (a replaced element such as <img> cannot show children) gets
        // nothing and keeps nothing.
        rect.width
            ? (
                // The computed size is the layout size, which a scaled parent does not change; the press
                // point goes into the element's own pixels (a key press has none: the centre).
                style = getComputedStyle(container),
                boxWidth = parseFloat(style.width),
                boxHeight = parseFloat(style.height),
                container.style.cssText = `--W:${boxWidth};--H:${boxHeight};--px:${
                    event.clientX == null ? boxWidth / 2 : (event.clientX - rect.left) / rect.width * boxWidth
                };--py:${
                    event.clientY == null ? boxHeight / 2 : (event.clientY - rect.top) / rect.height * boxHeight
                }`,
                /*@if held*/
                // Held: the release's animations come with the class "u" at the release (`endPress`).
                startAnimations(container, event.timeStamp/*@if slow*/, rate/*@end*/),
                heldPresses.set(pressId, [host, container, event.timeStamp/*@if slow*/, rate/*@end*/])
                /*@else*/
                // A tap plays to its end at once.
                whenFinished(container, event.timeStamp/*@if slow*/, rate/*@end*/)
                /*@end*/
            )
            : container.remove()
    )
