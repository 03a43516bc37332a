// Looping decorations (ring, pulse): every element with the class gets one container with `program.n`
// <i> (program: {"c": class, "n": layers}); the layers' animations loop in the style sheet and start with
// the container, so nothing here runs per frame. The container's size goes to the sheet as numbers
// whenever it changes; the centre is the press point the sheet reads.
export const loops = program => {
    const rippleClass = program.c, key = Symbol.for(rippleClass);
    return {
        // Containers for the elements under the root now, and whenever the page adds an element or a
        // class (a class taken away takes the decoration with it: the sheet draws a container only inside
        // an element with the class). Once per root; returns the function that stops watching.
        attach: root => {
            if (root[key]) return root[key];
            const sizes = new ResizeObserver(entries => entries.map(({ target, contentRect: { width, height } }) =>
                    target.style.cssText = `--W:${width};--H:${height};--px:${width / 2};--py:${height / 2}`)),
                all = () => root.querySelectorAll("." + rippleClass).forEach(host => {
                    if (host.querySelector(":scope>" + rippleClass + "-c")) return;
                    const container = host.appendChild(document.createElement(rippleClass + "-c"));
                    for (let l = program.n; l--;) container.append(document.createElement("i"));
                    sizes.observe(container);
                }),
                changes = new MutationObserver(all);
            all();
            changes.observe(root, { childList: true, subtree: true, attributeFilter: ["class"] });
            return root[key] = () => (delete root[key], sizes.disconnect(), changes.disconnect());
        },
        press: () => () => {},
        release: () => {},
    };
};
