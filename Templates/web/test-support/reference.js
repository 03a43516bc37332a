// The reference the compiled programs are checked against: the web engine's former data engine, which
// evaluated a program written as data (expression trees, `programs.js`) at each press. ripplegen now
// compiles a program to JavaScript functions (`p`, `r`: README.md, "The program"); the tests compare what
// those return with what this computes from the same style's data, at many inputs and holds. The release's
// cut is `release.js`'s, the engine's own, fed with the numbers this evaluates.
import { release } from "../release.js";

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

// At the release: the hold `h` (seconds) and the release definitions go into `env`; then, for every layer
// with a released track, [layer index, keyframes, timing], as a program's `r` returns them: the layer's
// animated tracks the release leaves alone as timed keyframes, its released ones evaluated for `release`.
export const releasePlan = (program, env, hold) => (
    env.h = hold,
    definitions(program.w, env),
    program.l.flatMap((layer, l) => layer.t.some(track => track.u) ? [[l, ...release(
        layer.t.filter(track => !track.u && track.k[1]).map(track => timedFrames(track, env, layer.n)),
        layer.t.filter(track => track.u).map(({ p: [property], k, u }) => [property,
            k.map(([offset, [a], easing]) => [offset * layer.n, values(a, env), easing]),
            Math.max(evaluate(u.b, env) - layer.d, 0), u.f && values(u.f, env), values(u.t, env), evaluate(u.d, env), u.e]),
    )]] : [])
);

// A data program as the compiled programs are: `p(W, H, x, y)` and `r(W, H, x, y, h)` (what the engine calls).
export const compile = program => ({
    ...program,
    p: (W, H, x, y) => pressAnimations(program, definitions(program.v, { W, H, x, y })),
    r: (W, H, x, y, h) => releasePlan(program, definitions(program.v, { W, H, x, y }), h),
});

// `release.js`'s easing split, through `release`: an opacity 0 → 1 over one second with the easing, cut at
// `q`: [its output there, the easing of its part before q].
export const split = (easing, q, [[first, cut]] = release([], [["opacity", [[0, [0], easing], [1, [1]]], q, 0, [0], 1]])) =>
    [cut.opacity, first.easing];
