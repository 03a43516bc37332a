// The DOM adapter of the press engine: delegated listeners on a root, a container per press, its
// animations, the events. The logic is press-core.js's. Nothing stays in the page between presses: no
// timer, observer or animation frame; a press is its container and its animations, gone at its end.
// Written to minify well, as press-core.js: locals are default parameters, bodies are expressions.
import { definitions, inputs, ms, pressAnimations, releasePlan } from "./press-core.js";

// Elements that never ripple: disabled, inert, marked so, and those that cannot show a child (the
// container: replaced elements, SVG), themselves or inside one of these.
const off = ":disabled,[inert],[aria-disabled=true],[data-ripple~=none],img,input,textarea,select,video,canvas,iframe,object,embed,svg";

// The document timeline's time: a programmatic press's or release's.
const now = () => document.timeline.currentTime;

// A new element.
const make = name => document.createElement(name);

// Whether the element's `data-ripple` holds the option.
const has = (element, option) => element.matches("[data-ripple~=" + option + "]");

// What the classic script and the module share: [attach, start, end, held].
const presses = (program, rippleClass = program.c,
    // On a root: its detach function (attach is once per root, whichever copy of the engine). On an
    // event: a listener has taken it (a root inside another attached root sees it again).
    key = Symbol.for(rippleClass),
    // The presses being held, by pointer id (undefined, a KeyboardEvent's: the keyboard; an object: a
    // programmatic press):
    // [host, release(time, path), over(path)].
    held = new Map,
    // A tap: the presses only; held: their ends too, and with "f" the drag out.
    types = "pointerdown keydown pointerup pointercancel keyup pointerover".split(" ", program.k ? 2 : program.f ? 6 : 5),

    // A held press ends: released where its composed path holds the host (or programmatically), it
    // plays its release; elsewhere it goes at once.
    end = (id, time, path, press = held.get(id)) => press && (held.delete(id), press[1](time, path)),

    // A press; truthy when it made a ripple (the listener marks the event with it). The reads of a press
    // come before it writes anything: one rectangle, the layout sizes (the defaults, in order).
    start = (host, point, id, time, path,
        rect = host.getBoundingClientRect(),
        unbounded = has(host, "unbounded"),
        env = definitions(program.v, inputs(rect, host, !unbounded && !has(host, "centered") && point)),
        // Made before the checks below (detached: a press that makes no ripple leaves them to the GC).
        container = make(rippleClass + "-c"),
        layers = program.l.map(() => container.appendChild(make("i"))),
        rate = program.s && matchMedia("(prefers-reduced-motion:reduce)").matches ? 1 / program.s : 1,
        // dispatchEvent is true for an event that cannot be cancelled: these.
        fire = type => host.dispatchEvent(new CustomEvent(type, { bubbles: true, composed: true, detail: { className: rippleClass, x: env.x, y: env.y } })),
        // The end: once the press is released (a tap at once), the animation that ends last (its end `e`,
        // in the effect's milliseconds, worked out from its timing: nothing is read from the animations)
        // fires its finish event there, or one is cancelled: the container goes. Neither an animation's
        // `finished` promise nor its `playState` is read: in the pointer handlers Chromium brought style
        // up to date for them (0.3 ms a press, Benchmarks/web_handlers.py). A finish event from before the
        // release extended that animation is stale: its time is before `e`.
        done = (last = played.reduce((a, b) => b?.e > a.e ? b : a, { e: -1 })) =>
            last.e < 0 ? gone() : last.onfinish = event => event.currentTime >= last.e - 1 && gone(),
        gone = () => container.parentNode && (container.remove(), fire("rippleend")),
        // Per layer, its animation (none for a layer that nothing animates).
        played, fade, out) => !host.closest(off) && rect.width && (
        // One press per pointer: a press still held by the same pointer ends first.
        end(id, time, path),
        unbounded && container.setAttribute("u", ""),
        (host.shadowRoot || host).append(container),
        // Per layer: its style, and its one animation (none when nothing of it animates). Every animation
        // starts at the press's time (a paused, seeked ripple is the model's).
        played = pressAnimations(program, env).map(([keyframes, timing, style], l, _, animation) => (
            Object.assign(layers[l].style, style),
            timing && (animation = layers[l].animate(keyframes, timing), rate < 1 && (animation.playbackRate = rate), animation.startTime = time,
                animation.d = timing.delay, animation.e = timing.delay + timing.duration * timing.iterations, animation.oncancel = gone,
                animation))),
        fire("ripplestart"),
        program.k ? done() : held.set(id, [
            host,
            (releaseTime, releasePath) => releasePath && !releasePath.includes(host)
                // Released outside: it goes at once.
                ? (played.map(animation => animation?.cancel()), gone())
                // Each released layer's press animation takes its release in place: one animation per
                // layer from touch-down to the end; the end waits for them as they are then.
                : (releasePlan(program, env, (releaseTime - time) / ms * rate).map(([l, keyframes, timing], _, __, animation = played[l]) => (
                    animation.effect.setKeyframes(keyframes),
                    animation.effect.updateTiming(timing),
                    animation.e = animation.d + timing.duration
                )), done()),
            // Dragged out, the ripple fades (from the sheet's opacity); back in, it shows again. (`out`
            // starts undefined: ^ takes it as 0, inside.)
            overPath => out ^ (out = !overPath.includes(host)) && (fade
                ? fade.reverse()
                : fade = container.animate({ opacity: 0 }, { duration: program.f * ms, fill: "forwards" })),
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
        host = path.find(element => element.classList?.contains(rippleClass))) =>
        // Of the keys, only Enter and Space (a key that is neither: true > false).
        event[key] || isKey > /^(Enter| )$/.test(event.key) || (
            phase == "d"
                // The main button; a key not repeated, where the host itself has the focus, and Space
                // not on a link. The event is marked as taken by a press that made a ripple. A pointer
                // event is its own point (MouseEvent x, y: clientX, clientY).
                ? event[key] = host && !(isKey ? event.repeat || path[0] != host || event.key == " " && host.matches("a") : event.button) &&
                    start(host, !isKey && event, id, time, path)
                : phase == "o" ? held.get(id)?.[2](path) : end(id, time, path)
        ),
) => [
    // Listens on a Document or a ShadowRoot (capture phase: a page's stopPropagation cannot leave a
    // ripple stuck); returns the function that stops it.
    (root, listen = method => types.map(type => root[method + "EventListener"](type, listener, true))) =>
        root[key] || (listen("add"), root[key] = () => (delete root[key], listen("remove"))),
    start,
    end,
    held,
];

// The classic script's: only `attach` (esbuild leaves the rest out).
export const attacher = program => presses(program)[0];

export const engine = (program, [attach, start, end, held] = presses(program)) => ({
    attach,
    // A press at `point` ({x, y}, client coordinates; none: the centre); returns its release.
    press: (element, point, id = {}) => (
        start(element, point, id, now()),
        () => end(id, now())
    ),
    // Releases every held press of the element.
    release: element => held.forEach((press, id) => press[0] == element && end(id, now())),
});
