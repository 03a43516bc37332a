// The DOM adapter of the press engine: delegated listeners on a root, a container per press, its
// animations, the events. Nothing stays in the page between presses: no
// timer, observer or animation frame; a press is its container and its animations, gone at its end.
// Written to minify well (esbuild keeps property names, so few of its own; comments cost nothing): arrow
// functions with expression bodies, locals as default parameters (no `let`/`return`), one helper where a
// construct repeats. A style is its program (README.md): JavaScript functions that ripplegen compiles from
// the style, which give a press's animations and its release's in literal numbers.
import { inner } from "./element.js";

// Seconds to milliseconds (a `let`: esbuild would write a `const` out at every use).
let ms = 1e3;

// The inputs [W, H, x, y] in the element's own pixels, from one rectangle (`getBoundingClientRect()` of the
// host: client pixels, so scrolling and transformed parents are in it) and the host's layout sizes
// (`offsetWidth`… which a scaled parent does not change). The container covers the padding box; `point`
// is {x, y} in client coordinates (a MouseEvent has them), or none for the centre.
export const inputs = (rect, host, point, W = host.clientWidth, H = host.clientHeight) => [
    W,
    H,
    point ? (point.x - rect.left) * host.offsetWidth / rect.width - host.clientLeft : W / 2,
    point ? (point.y - rect.top) * host.offsetHeight / rect.height - host.clientTop : H / 2,
];

// Elements that never ripple: disabled, inert, marked so, and those that cannot show a child (the
// container: replaced elements, SVG), themselves or inside one of these.
const off = ":disabled,[inert],[aria-disabled=true],[data-ripple~=none],img,input,textarea,select,video,canvas,iframe,object,embed,svg";

// The clock of the element's own window (`performance.now()`: its events' `timeStamp`s and its document
// timeline count from its origin): a programmatic press's, a release's, a delayed touch's. Not the module's
// document timeline: Firefox's stands still while nothing animates (2 s behind after an idle page), and an
// element in a same-origin iframe counts from the iframe's origin.
const now = element => element.ownerDocument.defaultView.performance.now();

// Whether the element's `data-ripple` holds the option.
const has = (element, option) => element.matches("[data-ripple~=" + option + "]");

// A development build of the page (`<html data-ripple-dev>`) is told once of an element the sheet cannot
// position (its own rules make it `position: static`: its ripple is drawn against another element), by
// `start`. Only there: the computed style, read after the container went in, brings style up to date in the
// handler. (Written out in `start`: a function of its own minified to a block-bodied call, 11 B more gzipped.)
let warned;

// A touch waits this long before its ripple shows (ms, MUI's `DELAY_RIPPLE`): a touch that becomes a scroll
// within it (pointercancel) shows nothing. Mouse, pen and keys show at once.
export let touchDelay = 80;

// The one key of every copy of the engine (`Symbol.for("ripplegen")`, looked up where it is used: a call at
// the top level would stay in a bundle that uses nothing of the module): on a root, the function that adds a style to the copy listening
// there (attach is once per root, whatever the number of styles and copies); on an event, a listener has
// taken it (a root inside another attached root sees it again); on a container, made by the engine (a
// clone of it is not, see `clones`); on an element, its running ripples: [cancel(), release()] each.
const ripples = element => element[Symbol.for("ripplegen")];

// One copy's state and listeners, made at its first use (importing makes nothing): every style it knows
// (programs), [attach, start, end].
const presses = (programs = [], key = Symbol.for("ripplegen"),
    // The presses being held, by pointer id (undefined, a KeyboardEvent's: the keyboard; an object: a
    // programmatic press): [host, release(time, path, phase), over(path), root]. A touch waiting out its
    // delay is held too, with no `over`.
    held = new Map,

    // A held press ends: released where its composed path holds the host (or programmatically), it
    // plays its release; elsewhere it goes at once. `phase`: the release event's (u: up, c: cancel).
    end = (id, time, path, phase, press = held.get(id)) => press && (held.delete(id), press[1](time, path, phase)),

    // Every held press ends, released in place: the window lost the focus, the page was hidden or a context
    // menu opened, and the release event may never come.
    endAll = () => held.forEach((press, id) => end(id, now(press[0]))),

    // A touch: its ripple shows after the delay, unless the touch ends first: a pointerup starts it then and
    // releases it (a tap still shows), a pointercancel (the touch became a scroll) or anything else drops it.
    later = (program, host, point, id, time, path, root,
        timer = setTimeout(() => (held.delete(id), start(program, host, point, id, now(host), path, root)), touchDelay)) => (
        end(id, time, path),
        held.set(id, [host, (releaseTime, releasePath, phase) => (clearTimeout(timer),
            phase == "u" && start(program, host, point, id, releaseTime, path, root) && end(id, releaseTime, releasePath)), , root])
    ),

    // A press of the style `program`; truthy when it made a ripple (the listener marks the event with it).
    // The reads of a press come before it writes anything: one rectangle, the layout sizes (the defaults,
    // in order).
    start = (program, host, point, id, time, path, root,
        rect = host.getBoundingClientRect(),
        // Its `<rg-ripple>`, if it has one: the tokens are that element's, and the container goes there.
        surface = host[inner(program.c)],
        options = surface || host,
        unbounded = has(options, "unbounded"),
        env = inputs(rect, host, !unbounded && !has(options, "centered") && point),
        // Per layer: [keyframes, timing, style] in literal numbers (timing: none where nothing animates; its
        // delay and iterations, none where they are 0 and 1; style: none where it is empty).
        animations = program.p(...env),
        document = host.ownerDocument,
        name = program.c + "-c",
        // Made before the checks below (detached: a press that makes no ripple leaves them to the GC), by
        // the element's document.
        container = clones(document.defaultView, name, key) && document.createElement(name),
        layers = animations.map(() => container.appendChild(document.createElement("i"))),
        rate = program.s && matchMedia("(prefers-reduced-motion:reduce)").matches ? 1 / program.s : 1,
        // dispatchEvent is true for an event that cannot be cancelled: these.
        fire = type => host.dispatchEvent(new CustomEvent(type, { bubbles: true, composed: true, detail: { className: program.c, x: env[2], y: env[3] } })),
        // The end: once the press is released (a tap at once), the animation that ends last (its end `e`,
        // in the effect's milliseconds, worked out from its timing: nothing is read from the animations)
        // fires its finish event there, or one is cancelled: the container goes. Neither an animation's
        // `finished` promise nor its `playState` is read: in the pointer handlers Chromium brought style
        // up to date for them (0.3 ms a press, Benchmarks/web_handlers.py). A finish event from before the
        // release extended that animation is stale: its time is before `e`.
        // A release past that end (the literal rule's late release: it vanishes at once) ends it now: an
        // animation that was finished before its timing changed and still is sends no finish event (its
        // finished promise stays resolved; none did in Chromium, Firefox or WebKit, press.py's `end`).
        done = (last = played.reduce((a, b) => b?.e > a.e ? b : a, { e: -1 })) =>
            last.e < 0 || last.e <= released + 1 ? gone() : last.onfinish = event => event.currentTime >= last.e - 1 && gone(),
        // The element's running ripples (shared by every copy of the engine: `pressed`, `cancel`).
        running = host[key] ||= new Set,
        // The end, once, whatever ends it: its animations, a cancel, or a page that removed the container
        // (a re-render replacing the element's children: its animations still run to their end).
        // (A held press cancelled stays held until its release, which then changes nothing.)
        gone = () => running.delete(entry) && (container.remove(), fire("rippleend")),
        // Ends it at once, no fade.
        cancel = () => (played.map(animation => animation?.cancel()), gone()),
        entry = [cancel, () => end(id, now(host))],
        // Per layer, its animation (none for a layer that nothing animates); the release time, in the
        // animations' own milliseconds, once released.
        played, fade, out, released) => !options.closest(off) && rect.width && (
        // One press per pointer: a press still held by the same pointer ends first.
        end(id, time, path),
        (unbounded || has(options, "bounded")) && container.setAttribute(unbounded ? "u" : "b", ""),
        container[key] = running.add(entry),
        (surface || host.shadowRoot || host).append(container),
        warned || !document.documentElement.hasAttribute("data-ripple-dev") ||
            document.defaultView.getComputedStyle(host).position != "static" ||
            (warned = 1, console.warn("ripplegen: position:static", host)),
        // Per layer: its style, and its one animation (none when nothing of it animates). The browser starts
        // them at its next frame, as any `animate()`: the press's time is not written into them (a
        // `startTime` cost Chromium 0.6 style recalculations a press, Benchmarks/web_press.py). The hold
        // the release evaluates is the time between the press's and the release's events on the element's
        // clock, and the animations' own time runs alike from their start, so a paused, seeked ripple is
        // the model's for that hold.
        played = animations.map(([keyframes, timing, style], l, _, animation) => (
            Object.assign(layers[l].style, style),
            timing && (animation = layers[l].animate(keyframes, timing), rate < 1 && (animation.playbackRate = rate),
                animation.e = (animation.d = timing.delay || 0) + timing.duration * (timing.iterations || 1), animation.oncancel = gone,
                animation))),
        fire("ripplestart"),
        program.k ? done() : held.set(id, [
            host,
            (releaseTime, releasePath) => releasePath && !releasePath.includes(host)
                // Released outside: it goes at once.
                ? cancel()
                // Each released layer's press animation takes its release in place: one animation per
                // layer from touch-down to the end; the end waits for them as they are then.
                : (released = (releaseTime - time) * rate, program.r(...env, released / ms).map(([l, keyframes, timing], _, __, animation = played[l]) => (
                    animation.effect.setKeyframes(keyframes),
                    animation.effect.updateTiming(timing),
                    animation.e = animation.d + timing.duration
                )), done()),
            // Dragged out (a style with "f"), the ripple fades (from the sheet's opacity); back in, it shows
            // again. (`out` starts undefined: ^ takes it as 0, inside.)
            program.f && (overPath => out ^ (out = !overPath.includes(host)) && (fade
                ? fade.reverse()
                : fade = container.animate({ opacity: 0 }, { duration: program.f * ms, fill: "forwards" }))),
            root,
        ])
    ),

    listener = (event, type = event.type,
        // "keydown" and "keyup" sort before "l", every "pointer…" type after it.
        isKey = type < "l",
        // The letter after "key" or "pointer": d(own), u(p), c(ancel) or o(ver).
        phase = type[isKey ? 3 : 7],
        id = event.pointerId,
        time = event.timeStamp,
        path = event.composedPath(),
        root = event.currentTarget,
        program, host,
        press = held.get(id)) =>
        // Of the keys, only Enter and Space (a key that is neither: true > false).
        event[key] || isKey > /^(Enter| )$/.test(event.key) || (
            phase == "d"
                // The host: the first element of the path with the class of a style this copy knows (and
                // that style). The main button; a key not repeated, where the host itself has the focus, and
                // Space not on a link. The event is marked as taken by a press that made a ripple. A pointer
                // event is its own point (MouseEvent x, y: clientX, clientY); a touch waits (`later`).
                ? event[key] = (host = path.find(element => program = element.classList && programs.find(style => element.classList.contains(style.c) || element[inner(style.c)]))) &&
                    !(isKey ? event.repeat || path[0] != host || event.key == " " && host.matches("a") : event.button) &&
                    (event.pointerType == "touch" ? later : start)(program, host, !isKey && event, id, time, path, root)
                // A release or a drag is the business of the root that took the press: another root (the
                // document, before a closed shadow root inside it) leaves it alone when the event goes on into
                // that root (its host is in the path), and ends it as released outside when it does not.
                : press && (press[3] == root || !path.includes(press[3].host)) && (phase == "o" ? press[2] && press[2](path) : end(id, time, path, phase))
        ),
) => [
    // Listens on a Document or a ShadowRoot (capture phase: a page's stopPropagation cannot leave a
    // ripple stuck), and for what ends every held press (its window's blur, its document's visibility, a
    // context menu: bubble phase, so the window's blur is its own, not an element's). `root[key]` adds a
    // style to this copy and returns the function that stops it all. (A function of each root's: two
    // roots of one window each have theirs.)
    (root, document = root.ownerDocument || root, all = () => endAll(), listen = method => (
        "pointerdown keydown pointerup pointercancel keyup pointerover".split(" ").map(type => root[method](type, listener, true)),
        [[root, "contextmenu"], [document, "visibilitychange"], [document.defaultView, "blur"]].map(([target, type]) => target[method](type, all))
    ), detach = () => (delete root[key], listen("removeEventListener"))) =>
        root[key] || (listen("addEventListener"), root[key] = program => (programs.some(style => style.c == program.c) || programs.push(program), detach)),
    start,
    end,
];

// A clone of a pressed element (cloneNode(true): a drag image, a keyed re-render) copies its container but
// not its animations: a frozen disc. The container's name is defined as a custom element (once per window,
// at the first press: importing defines nothing) whose copy removes itself when it enters a document: only
// the engine's own containers carry `key`. Truthy.
const clones = (window, name, key, registry = window.customElements) =>
    registry.get(name) || registry.define(name, class extends window.HTMLElement {
        connectedCallback() {
            this[key] || this.remove();
        }
    }) || 1;

// This copy's state, made at its first use.
let state;

// Listens on a Document or a ShadowRoot once, for every style (of any copy) attached to it, and adds the style
// (program: its data, README.md) to the copy listening there; returns the function that stops listening.
export const attachStyle = (program, root) => (state ||= presses())[0](root)(program);

// A press of the style at `point` ({x, y}, client coordinates; none: the centre); returns its release
// (which does nothing when the press made no ripple, is a tap or has ended).
export const pressStyle = (program, element, point, id = {}, [, start, end] = state ||= presses()) => (
    start(program, element, point, id, now(element)),
    () => end(id, now(element))
);

// A style's API: one copy of the engine serves every style on the page.
export const engine = program => ({
    attach: root => attachStyle(program, root),
    press: (element, point) => pressStyle(program, element, point),
    release,
    pressed,
    cancel,
});

// What follows is of the element, whatever its style or the copy that made its ripples.
// Releases every held press of the element (each plays its release).
export const release = element => ripples(element)?.forEach(entry => entry[1]());
// Whether the element has a running ripple: from its press (`ripplestart`) to its end (`rippleend`).
export const pressed = element => ripples(element)?.size > 0;
// Ends every running ripple of the element at once, without its fade (each fires `rippleend`).
export const cancel = element => ripples(element)?.forEach(entry => entry[0]());
