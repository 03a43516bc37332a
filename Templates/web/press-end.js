// A held press ends (pointer up or cancelled, key up, or a new press by the same pointer): the hold in
// seconds goes to the sheet as `--h` with the class "u", which adds the release's animations. Released
// outside the element (the composed path no longer holds it), the ripple goes at once.
endPress = (
    pressId,
    event,
    [host, container, time/*@if slow*/, rate/*@end*/] = heldPresses.get(pressId) || []
) =>
    container && (
        heldPresses.delete(pressId),
        pathOf(event).includes(host)
            ? (
                // The hold is in the sheet's time, so under reduced motion it is scaled by the rate.
                container.style.setProperty("--h", (event.timeStamp - time) / 1e3/*@if slow*/ * rate/*@end*/),
                container.className = "u",
                whenFinished(container, time/*@if slow*/, rate/*@end*/)
            )
            : container.remove()
    )
