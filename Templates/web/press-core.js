// The press logic of the web engine: no DOM here, only numbers, so `node --test` covers it. The program
// (README.md) is data; this turns it, with a press's inputs, into `element.animate()` arguments.
// Written to minify well (esbuild keeps property names, so few of its own; comments cost nothing):
// arrow functions with expression bodies, locals as default parameters (no `let`/`return`), one helper
// where a construct repeats.

// The operators; any other op is `Math[op]` (min, max, abs, sqrt, floor, hypot).
// Seconds to milliseconds (a `let`: esbuild would write a `const` out at every use).
export let ms = 1e3;

const ops = {
    "+": (a, b) => a + b,
    "-": (a, b) => a - b,
    "*": (a, b) => a * b,
    "/": (a, b) => a / b,
    n: a => -a,
    ifpos: (a, b, c) => a > 0 ? b : c,
};

// An expression's value: a list is an operation, a name (a string: "W", "h" or a definition's, which may
// be "0") is looked up, a number is itself (numbers have no `at`, strings and lists do).
export const evaluate = (expr, env) => expr.map
    ? (ops[expr[0]] || Math[expr[0]])(...values(expr.slice(1), env))
    : expr.at ? env[expr] : expr;

// Every component of a value (or the operands of an operation).
const values = (exprs, env) => exprs.map(expr => evaluate(expr, env));

// Definitions in order (each may read the ones before it), written into `env`, which is returned.
export const definitions = (list, env) => (list.map(([name, expr]) => env[name] = evaluate(expr, env)), env);

// A keyframe's value (its components' expressions: a number is one too) as the property takes it:
// opacity a number, scale "a b" (or "a"), translate "apx bpx". The three names sort
// "opacity" < "s" <= "scale" < "t" <= "translate".
const css = (property, exprs, env, unit = property < "t" ? "" : "px", components = values(exprs, env)) => property < "s"
    ? components[0]
    : components.join(unit + " ") + unit;

// The layer's iterations done at `at` seconds after touch-down (as the animation counts them, clamped to
// 0…i; a zero-length phase is all done from its delay on). The cut value's overall progress, and the
// iterations of a cut press animation: min(i, max(0, (b - d) / n)).
const iterationsAt = ({ d, n, i }, at) => Math.min(Math.max(n ? (at - d) / n : at < d ? 0 : i, 0), i);

// Per layer, per track (one or more properties animated alike): the arguments of its `animate()`,
// [keyframes, timing (ms)], in literal numbers. A track of one keyframe holds its values all along: no
// timing, its one frame is the layer's style (nothing animates it).
export const pressAnimations = (program, env) => program.l.map(layer => layer.t.map(({ p, k }) => [
    k.map(([offset, exprs, easing]) => p.reduce((frame, property, m) => (frame[property] = css(property, exprs[m], env), frame),
        k[1] ? { offset, easing } : {})),
    k[1] && { duration: layer.n * ms, delay: layer.d * ms, iterations: layer.i, fill: "both" },
]));

// The components of a press track's value at `at` seconds after touch-down, as the animation (fill both)
// has it: the iteration progress (clamped to the active interval; at the end of a whole number of
// iterations, 1), the keyframe interval it is in (the last one at most), that interval's easing
// (`ease(easing, progress)`, injected: the browser's own in the page, a JS one in tests), each component
// interpolated.
export const cutValue = ({ k }, layer, at, ease, env,
    overall = iterationsAt(layer, at),
    progress = overall < layer.i ? overall % 1 : layer.i % 1 || 1,
    // The interval: the keyframes between the first and the last at or before the progress (offsets
    // ascend) are the ones it is past.
    j = k.slice(1, -1).filter(([offset]) => offset <= progress).length,
    [from, [a], easing] = k[j],
    [to, [b]] = k[j + 1],
    eased = ease(easing, (progress - from) / (to - from)),
    end = values(b, env)) => values(a, env).map((component, m) => component + (end[m] - component) * eased);

// At the release: the hold `h` (seconds) and the release definitions go into `env`; then, for every track
// with a release segment, [layer index, track index, the press animation's cut (its `updateTiming()`: it
// ends at the segment's begin "b"), keyframes, timing, whether it fades the container] of the release
// animation. The press animation stops at "b" in any case; the segment starts from "f" or, without it,
// from the press track's value at "b". A fade of the container ("c") starts from the container's own
// opacity (the sheet's: an empty first keyframe) while the layer holds its value: the product is the
// model's, and it runs on the compositor, not beside a held animation of the same property.
export const releasePlan = (program, env, hold, ease) => (
    env.h = hold,
    definitions(program.w, env),
    program.l.flatMap((layer, l) => layer.t.flatMap((track, t, _, segment = track.u, b = segment && evaluate(segment.b, env),
        // Whole iterations when "b" is after the press phase, else the part of them up to "b"; the end
        // delay then puts the animation's end at "b" exactly (negative when "b" is before "d").
        iterations = iterationsAt(layer, b)) => segment ? [[
        l,
        t,
        { iterations, endDelay: (b - layer.d - iterations * layer.n) * ms },
        [segment.c ? 0 : segment.f || cutValue(track, layer, b, ease, env), segment.t]
            .map(exprs => exprs ? { [track.p[0]]: css(track.p[0], exprs, env) } : {}),
        { delay: b * ms, duration: evaluate(segment.d, env) * ms, fill: "forwards", easing: segment.e },
        segment.c,
    ]] : []))
);

// The inputs W, H, x, y in the element's own pixels, from one rectangle (`getBoundingClientRect()` of the
// host: client pixels, so scrolling and transformed parents are in it) and the host's layout sizes
// (`offsetWidth`… which a scaled parent does not change). The container covers the padding box; `point`
// is {x, y} in client coordinates (a MouseEvent has them), or none for the centre.
export const inputs = (rect, host, point, W = host.clientWidth, H = host.clientHeight) => ({
    W,
    H,
    x: point ? (point.x - rect.left) * host.offsetWidth / rect.width - host.clientLeft : W / 2,
    y: point ? (point.y - rect.top) * host.offsetHeight / rect.height - host.clientTop : H / 2,
});
