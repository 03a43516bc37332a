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

// A keyframe's values: every property of a track (`into` holds the keyframe's offset and easing).
const frame = (properties, exprs, env, into) => properties.reduce((keyframe, property, m) => (keyframe[property] = css(property, exprs[m], env), keyframe), into);

// Per layer: [keyframes, timing (ms), style], in literal numbers. A layer is one `animate()`: the keyframes of
// all its animated tracks in one list, where each property is interpolated between its own keyframes with
// their easings (Web Animations' property-specific keyframes), so a press makes one animation per layer and
// it ends once. A track of one keyframe with no release holds its values all along: the layer's style. A
// released track is always animated (one keyframe: its value at 0 and 1), so the release has its keyframes
// to replace. No animated track: no timing.
export const pressAnimations = (program, env) => program.l.map((layer, _, __, style = {},
    keyframes = placed(layer.t.map(track => track.k[1] || track.u ? timedFrames(track, env, 1) : (frame(track.p, track.k[0][1], env, style), [])), 1)) => [
    keyframes,
    keyframes[0] && { duration: layer.n * ms, delay: layer.d * ms, iterations: layer.i, fill: "both" },
    style,
]);

// An animated track's keyframes as [time, keyframe], a keyframe's offset times `scale` (one keyframe: its
// value at 0 and 1).
const timedFrames = ({ p, k }, env, scale) => (k[1] ? k : [k[0], [1, k[0][1]]]).map(([offset, exprs, easing]) => [offset * scale, frame(p, exprs, env, { easing })]);

// Tracks' timed keyframes as one list: each keyframe at its time over the total, the latest end (at the
// press every track ends at 1), a track that ends before it holding its last value to the end; in offset order (a
// stable sort: a property's own keyframes keep their order, a jump's two included).
const placed = (tracks, total) => tracks.flatMap((frames, _, __, [end, last] = frames.at(-1) || []) => [
    ...frames.map(([time, keyframe]) => Object.assign(keyframe, { offset: time / total })),
    ...end < total ? [{ ...last, offset: 1, easing: undefined }] : [],
]).sort((a, b) => a.offset - b.offset);

// A coordinate of a cubic Bézier from 0 to 1 with the control coordinates a and b, at t.
const coordinate = (a, b, t, u = 1 - t) => 3 * u * t * (u * a + t * b) + t * t * t;

// An easing cut at the input progress q (0 < q < 1): [its output there, the easing of its part before q,
// scaled to a whole interval]. A keyframe's easing is linear (none, or "linear") or a cubic-bezier() (the
// model's curves, springs included, are Bézier pieces while pressed): the left part of a Bézier split at
// the t where its x is q (de Casteljau), normalised by the point it ends at. (Of the easings, only
// "cubic-bezier(…)" sorts before "d".) Exact, so a released ripple
// is the model's before its release as after it.
export const split = (easing, q, c = easing < "d" && easing.slice(13, -1).split(",").map(Number), lo = 0, hi = 1, t, y) => {
    if (!c) return [q, easing];
    for (let k = 0; k < 40; k++) coordinate(c[0], c[2], t = (lo + hi) / 2) < q ? lo = t : hi = t;
    y = coordinate(c[1], c[3], t) || 1;
    // (An x beyond 1, which CSS rejects, is clamped: only a curve steep at both ends, as cubic-bezier(.9,0,.1,1)
    // cut late, has one; the model's named curves never do.)
    return [y, `cubic-bezier(${[Math.min(t * c[0] / q, 1), t * c[1] / y, Math.min(t * (2 * (1 - t) * c[0] + t * c[2]) / q, 1), t * (2 * (1 - t) * c[1] + t * c[3]) / y]})`];
};

// At the release: the hold `h` (seconds) and the release definitions go into `env`; then, for every layer
// with a released track, [layer index, keyframes, timing] that its press animation takes in place
// (`setKeyframes`, `updateTiming`). A released track: its press keyframes up to the segment's begin "b" (the
// one interval "b" is in cut there, its easing split), the value there, "f" where the segment starts from a
// value of its own (a jump), and the segment to "t" with its easing "e". The layer's other animated tracks
// keep their press keyframes. The animation now lasts until the last track ends; a track that ends before
// holds its last value to the end. One animation per layer from touch-down to the end: a paused and seeked
// ripple is the model's at every time, and no animation runs beside another of the same property (Chromium
// would run both on the main thread).
export const releasePlan = (program, env, hold) => (
    env.h = hold,
    definitions(program.w, env),
    program.l.flatMap((layer, l) => layer.t.some(track => track.u) ? [releasedLayer(layer, l, env)] : [])
);

// A layer with a released track: its tracks' keyframes placed over the latest end (a released track's
// segment ends after its cut, so that is never 0).
const releasedLayer = (layer, l, env, tracks = layer.t.map(track => releasedFrames(track, layer, env)),
    total = Math.max(...tracks.map(frames => frames[0] ? frames.at(-1)[0] : 0))) =>
    [l, placed(tracks, total), { duration: total * ms, iterations: 1 }];

// A track's keyframes at the release as [time (seconds from the layer's start), keyframe]: a released one's
// press keyframes up to the cut, the cut and the segment; an unreleased animated one's press keyframes; none
// for a track that holds one value (the layer's style).
const releasedFrames = (track, { d, n }, env, { p: [property], k, u } = track,
    // The press part's length (a release before the layer's delay starts at the delay).
    cut = u && Math.max(evaluate(u.b, env) - d, 0), frames = [], value) => u ? (
    k.map(([offset, [a], easing], j, _, [next, [b] = []] = k[j + 1] || [], time = offset * n, end = next * n) => {
        if (time < cut) {
            // The interval the cut is in ends there: its part before the cut, and the value at the cut.
            if (end > cut) [value, easing] = split(easing, (cut - time) / (end - time)), value = interpolate(a, b, value, env);
            // (It ends at the cut, or before: the next keyframe's value, the last's own.)
            else value = values(b || a, env);
            frames.push([time, { [property]: css(property, a, env), easing }]);
        }
    }),
    frames.push([cut, { [property]: css(property, value || values(k[0][1][0], env), env), easing: u.f ? undefined : u.e }]),
    u.f && frames.push([cut, { [property]: css(property, u.f, env), easing: u.e }]),
    // (A segment of no length still ends after the cut: at one offset, the later keyframe would win before it.)
    frames.push([cut + (evaluate(u.d, env) || 1e-9), { [property]: css(property, u.t, env) }]),
    frames
) : k[1] ? timedFrames(track, env, n) : frames;

// The components of the value between a and b (expressions) at the eased progress y.
const interpolate = (a, b, y, env, to = values(b, env)) => values(a, env).map((component, m) => component + (to[m] - component) * y);

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
