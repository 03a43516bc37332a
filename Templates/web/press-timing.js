// A press's animations in time: every animation of a press starts at the press's event time, the
// release's too (their delays count from the press), so a ripple is where the template has it, frame for
// frame, and a paused and seeked ripple equals `ripplegen --evaluate`.
startAnimations = (container, time/*@if slow*/, rate/*@end*/) =>
    container.getAnimations({ subtree: true }).map(animation => (
        /*@if slow*/ animation.playbackRate = rate, /*@end*/
        animation.startTime = time,
        animation
    )),
// When they are over. Finished: the container waits with the class "z" (in the sheet: no animations,
// nothing shown) for the element's next press, which takes it again without a layout; the expando
// property `z` is how that press finds it. Cancelled (the element was hidden or removed, so `finished`
// rejects): it goes, or a hidden element's animations would replay as a ghost ripple when shown.
whenFinished = (container, time/*@if slow*/, rate/*@end*/) =>
    Promise.all(startAnimations(container, time/*@if slow*/, rate/*@end*/).map(animation => animation.finished))
        .then(() => (container.className = "z", container.z = 1), () => container.remove())
