// What every part of a press or tap script reads: the parameters at the head of the script's one arrow
// function. The script is `((definitions) => install)("CLASS", document)`: a default value of a
// parameter is evaluated in order and can read the parameters before it, so the whole script is one
// expression that declares nothing in the page's scope (classic, `defer`, `async` or module alike).
rippleClass,
doc,
// A symbol on the document marks that a copy of this script has set its listeners: including the
// script twice must not give two ripples per press. `Symbol.for`, so both copies find the same one.
installedKey = Symbol.for(rippleClass),
/*@if held*/
// The presses being held, by pointer id (`"k"` for the keyboard): the element, its container and the
// press's event time, and under reduced motion its playback rate, until the release.
heldPresses = new Map,
/*@end*/
// Shadow DOM retargets `event.target` to the host; the composed path still holds the real elements.
pathOf = event => event.composedPath()
/*@if slow*/
// `--reduced-motion slow`: read at each press, since the page's preference may change meanwhile. The
// slot is the rate, 1 / the factor.
, playbackRateNow = () => matchMedia("(prefers-reduced-motion:reduce)").matches ? /*@slot rate*/ : 1
/*@end*/
