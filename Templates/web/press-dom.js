// The DOM adapter of the press engine: delegated listeners on a root, a container per press, its
// animations, the events. The logic is press-core.js's. Nothing stays in the page between presses: no
// timer, observer or animation frame; a press is its container and its animations, gone at its end.
import { definitions, inputs, pressAnimations, releasePlan } from "./press-core.js";

// Elements that never ripple: disabled, inert, marked so, and those that cannot show a child (the
// container: replaced elements, SVG), themselves or inside one of these.
const off = ":disabled,[inert],[aria-disabled=true],[data-ripple~=none],img,input,textarea,select,video,canvas,iframe,object,embed,svg";

// The document timeline's time: a programmatic press's or release's.
const now = () => document.timeline.currentTime;

// Whether the element's `data-ripple` holds the option.
const has = (element, option) => element.matches("[data-ripple~=" + option + "]");

// An easing's output at `progress`, as the browser computes it: a detached animation, seeked.
const ease = (easing, progress, animation = new Animation(new KeyframeEffect(null, null, { duration: 1e3, easing, fill: "both" }))) =>
    (animation.currentTime = progress * 1e3, animation.effect.getComputedTiming().progress);

// What the classic script and the module share: [attach, start, end, held].
const presses = program => {
    const rippleClass = program.c,
        // On a root: its detach function (attach is once per root, whichever copy of the engine). On an
        // event: a listener has taken it (a root inside another attached root sees it again).
        key = Symbol.for(rippleClass),
        // The presses being held, by pointer id ("k": the keyboard; an object: a programmatic press):
        // [host, release(time, path), over(path)].
        held = new Map,
        types = ("pointerdown keydown" + (program.k ? "" : " pointerup pointercancel keyup" + (program.f ? " pointerover" : ""))).split(" "),

        // A held press ends: released where its composed path holds the host (or programmatically), it
        // plays its release; elsewhere it goes at once.
        end = (id, time, path, press = held.get(id)) => press && (held.delete(id), press[1](time, path)),

        start = (host, point, id, time, path) => {
            if (host.closest(off)) return;
            // The reads of a press, before it writes anything: one rectangle, the layout sizes.
            const rect = host.getBoundingClientRect(),
                unbounded = has(host, "unbounded"),
                env = definitions(program.v, inputs(rect, host, !unbounded && !has(host, "centered") && point));
            if (!rect.width) return;
            // One press per pointer: a press still held by the same pointer ends first.
            end(id, time, path);
            const container = document.createElement(rippleClass + "-c"),
                rate = program.s && matchMedia("(prefers-reduced-motion:reduce)").matches ? 1 / program.s : 1,
                init = { bubbles: true, composed: true, detail: { className: rippleClass, x: env.x, y: env.y } },
                fire = type => host.dispatchEvent(new CustomEvent(type, init)),
                // What the press waits for: its animations, and while it is held, the hold (the 1).
                done = () => --pending || (container.remove(), fire("rippleend")),
                add = animation => (
                    pending++,
                    animation.playbackRate = rate,
                    animation.startTime = time,
                    animation.finished.then(done, done),
                    animation
                ),
                layers = program.l.map(() => container.appendChild(document.createElement("i")));
            let pending = 1, fade, out = 0;
            unbounded && container.setAttribute("u", "");
            (host.shadowRoot || host).append(container);
            const animations = pressAnimations(program, env).map((tracks, l) =>
                tracks.map(([keyframes, timing]) => add(layers[l].animate(keyframes, timing))));
            fire("ripplestart");
            program.k ? done() : held.set(id, [
                host,
                (releaseTime, releasePath) => {
                    releasePath && !releasePath.includes(host)
                        ? animations.flat().map(animation => animation.cancel())
                        : releasePlan(program, env, (releaseTime - time) / 1e3 * rate, ease).map(([l, t, cut, keyframes, timing], press) => (
                            // The press animation ends where the release's begins, then goes.
                            (press = animations[l][t]).effect.updateTiming(cut),
                            press.finished.then(() => press.cancel(), () => 0),
                            add(layers[l].animate(keyframes, timing))
                        ));
                    done();
                },
                // Dragged out, the ripple fades (from the sheet's opacity); back in, it shows again.
                overPath => out != (out = !overPath.includes(host)) && (fade
                    ? fade.reverse()
                    : fade = container.animate({ opacity: 0 }, { duration: program.f * 1e3, fill: "forwards" })),
            ]);
        },

        listener = event => {
            const type = event.type,
                // "keydown" and "keyup" sort before "l", every "pointer…" type after it.
                isKey = type < "l",
                // The letter after "key" or "pointer": d(own), u(p), c(ancel) or o(ver).
                phase = type[isKey ? 3 : 7],
                id = isKey ? "k" : event.pointerId,
                path = event.composedPath(),
                host = path.find(element => element.classList?.contains(rippleClass));
            // Of the keys, only Enter and Space.
            event[key] || isKey && !/^(Enter| )$/.test(event.key) || (
                phase == "d"
                    // The main button; a key not repeated, where the host itself has the focus, and
                    // Space not on a link.
                    // (The last argument marks the event as taken.)
                    ? host && !(isKey ? event.repeat || path[0] != host || event.key == " " && host.matches("a") : event.button) &&
                        start(host, !isKey && { x: event.clientX, y: event.clientY }, id, event.timeStamp, path, event[key] = 1)
                    : phase == "o" ? held.get(id)?.[2](path) : end(id, event.timeStamp, path)
            );
        };

    return [
        // Listens on a Document or a ShadowRoot (capture phase: a page's stopPropagation cannot leave a
        // ripple stuck); returns the function that stops it.
        root => {
            const listen = method => types.map(type => root[method + "EventListener"](type, listener, true));
            return root[key] || (listen("add"), root[key] = () => (delete root[key], listen("remove")));
        },
        start,
        end,
        held,
    ];
};

// The classic script's: only `attach` (esbuild leaves the rest out).
export const attacher = program => presses(program)[0];

export const engine = program => {
    const [attach, start, end, held] = presses(program);
    return {
        attach,
        // A press at `point` ({x, y}, client coordinates; none: the centre); returns its release.
        press: (element, point, id = {}) => (
            start(element, point, id, now()),
            () => end(id, now())
        ),
        // Releases every held press of the element.
        release: element => held.forEach((press, id) => press[0] == element && end(id, now())),
    };
};
