// What a paused, seeked ripple shows, two ways: `sample` reads an animation's keyframes and timing as the
// Web Animations model does (the browser's side), `modelValue` computes a track from the program (the
// model's side, as `ripplegen --evaluate` has it). The tests compare the two at many times.
import { evaluate } from "./reference.js";
import { easingFunction } from "./easing.js";

// The numbers of a CSS value ("1.2 3.4", "10px 20px" or 0.5).
export const numbers = value => String(value).split(" ").map(parseFloat);

// The components of `property` at `time` ms after the animation's start time (fill both): the iteration
// progress (clamped to the active interval; at the end of a whole number of iterations, 1), the interval
// endpoints as the spec picks them (the start: the last keyframe at or before the progress and before 1,
// so of two keyframes at one offset, a jump, the second from that offset on), the start's easing.
export const sample = (keyframes, { delay = 0, duration, iterations = 1 }, property, time) => {
    const overall = duration ? Math.min(Math.max(time - delay, 0), duration * iterations) / duration : time < delay ? 0 : iterations;
    const progress = overall < iterations ? overall % 1 : iterations % 1 || 1;
    const frames = keyframes.filter(frame => property in frame);
    const start = frames.findLast(frame => frame.offset <= progress && frame.offset < 1) ?? frames[0];
    const end = frames[frames.indexOf(start) + 1];
    const eased = easingFunction(start.easing)((progress - start.offset) / (end.offset - start.offset));
    const [from, to] = [numbers(start[property]), numbers(end[property])];
    return from.map((component, m) => component + (to[m] - component) * eased);
};

// The components of an expression list.
const values = (exprs, env) => exprs.map(expr => evaluate(expr, env));

// A press track's value at `at` seconds after touch-down, the first of its properties (what the old
// engine's cutValue computed): the layer's iteration progress, the keyframe interval it is in, its easing.
export const pressValue = ({ k }, { d, n, i }, at, env) => {
    const overall = Math.min(Math.max(n ? (at - d) / n : at < d ? 0 : i, 0), i);
    const progress = overall < i ? overall % 1 : i % 1 || 1;
    const j = k.slice(1, -1).filter(([offset]) => offset <= progress).length;
    const [[from, [a], easing], [to, [b]]] = [k[j], k[j + 1]];
    const eased = easingFunction(easing)((progress - from) / (to - from));
    const end = values(b, env);
    return values(a, env).map((component, m) => component + (end[m] - component) * eased);
};

// A released track's value at `at` seconds after touch-down, `env` holding the hold "h" (and the release
// definitions): the press until the segment begins (at "b", the layer's delay at the earliest), then the
// segment from "f" (else the press's value there) to "t" with the easing "e".
export const modelValue = (track, layer, at, env, { u } = track, begin = Math.max(evaluate(u.b, env), layer.d)) => {
    if (at < begin) return pressValue(track, layer, at, env);
    const from = u.f ? values(u.f, env) : pressValue(track, layer, begin, env);
    const duration = evaluate(u.d, env);
    const eased = easingFunction(u.e)(duration ? Math.min((at - begin) / duration, 1) : 1);
    const to = values(u.t, env);
    return from.map((component, m) => component + (to[m] - component) * eased);
};
