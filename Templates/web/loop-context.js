// The definitions of a looping decoration's script (ring, pulse), `((definitions) => install)("CLASS",
// document)` like a press script's. Every element with the class gets one container; the layers'
// animations loop in the style sheet and start with the container, so nothing here runs per frame.
rippleClass,
doc,
// Marks that a copy of this script has set its observers (see press-context.js).
installedKey = Symbol.for(rippleClass),
// The container's size as numbers, whenever it changes (and once when observed): its content box is the
// element's padding box, in layout pixels; the centre is the press point the template reads.
sizeObserver = new ResizeObserver(entries => entries.map(({ target: container, contentRect: { width: boxWidth, height: boxHeight } }) =>
    container.style.cssText = `--W:${boxWidth};--H:${boxHeight};--px:${boxWidth / 2};--py:${boxHeight / 2}`)),
// Gives every element with the class that has none a container with one <i> per layer. forEach's second
// argument (the index) is unused; its parameter is the container's local, declared without `let`.
attachAll = () => doc.querySelectorAll("." + rippleClass).forEach((host, container) =>
    host.querySelector(":scope>" + rippleClass + "-c") || (
        container = host.appendChild(doc.createElement(rippleClass + "-c")),
        container.append(/*@repeat layers*/doc.createElement("i")/*@end*/),
        sizeObserver.observe(container)
    ))
