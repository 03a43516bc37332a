// The press logic of the web engine: no DOM here, only numbers, so `node --test` covers it. The program
// (README.md) is data; this turns it, with a press's inputs, into `element.animate()` arguments.
// Written to minify well: arrow functions, few property names of its own (esbuild keeps those).

// The operators; any other op is `Math[op]` (min, max, abs, sqrt, floor, hypot).
const ops = {
    "+": (a, b) => a + b,
    "-": (a, b) => a - b,
    "*": (a, b) => a * b,
    "/": (a, b) => a / b,
    n: a => -a,
    ifpos: (a, b, c) => a > 0 ? b : c,
};

// An expression's value: a list is an operation, a name (a string: "W", "h" or a definition's, which may
// be "0") is looked up, a number is itself.
export const evaluate = (expr, env) => expr.map
    ? (ops[expr[0]] || Math[expr[0]])(...expr.slice(1).map(operand => evaluate(operand, env)))
    : expr.trim ? env[expr] : expr;

// Every component of a value.
const values = (exprs, env) => exprs.map(expr => evaluate(expr, env));

// Definitions in order (each may read the ones before it), written into `env`, which is returned.
export const definitions = (list, env) => (list.map(([name, expr]) => env[name] = evaluate(expr, env)), env);

// A value as the property takes it: opacity a number, scale "a b" (or "a"), translate "apx bpx".
const css = (property, components) => property == "opacity"
    ? components[0]
    : components.map(component => property == "scale" ? component : component + "px").join(" ");

// A layer's press timing, in ms.
const timing = layer => ({ duration: layer.n * 1e3, delay: layer.d * 1e3, iterations: layer.i, fill: "both" });

// Per layer, per track: the arguments of its `animate()`, [keyframes, timing], in literal numbers.
export const pressAnimations = (program, env) => program.l.map(layer => layer.t.map(({ p, k }) => [
    k.map(([offset, exprs, easing]) => ({ offset, [p]: css(p, values(exprs, env)), easing })),
    timing(layer),
]));

// The components of a press track's value at `at` seconds after touch-down, as the animation (fill both)
// has it: the layer's local time, the iteration progress (clamped to the active interval; at the end of a
// whole number of iterations, 1), the keyframe interval it is in, that interval's easing (`ease(easing,
// progress)`, injected: the browser's own in the page, a JS one in tests), each component interpolated.
export const cutValue = ({ k }, { d, n, i }, at, ease, env) => {
    const overall = Math.min(Math.max(n ? (at - d) / n : at < d ? 0 : i, 0), i),
        progress = overall < i ? overall % 1 : i % 1 || 1;
    let j = 0;
    while (j < k.length - 2 && k[j + 1][0] <= progress) j++;
    const [from, a, easing] = k[j], [to, b] = k[j + 1], eased = ease(easing, (progress - from) / (to - from)),
        end = values(b, env);
    return values(a, env).map((component, m) => component + (end[m] - component) * eased);
};

// At the release: the hold `h` (seconds) and the release definitions go into `env`; then, for every track
// with a release segment, [layer index, track index, the press animation's cut (its `updateTiming()`: it
// ends at the segment's begin "b"), keyframes, timing] of the release animation. The press animation
// stops at "b" in any case (one animation per property from there on); the segment starts from "f" or,
// without it, from the press track's value at "b".
export const releasePlan = (program, env, hold, ease) => {
    const plan = [];
    env.h = hold;
    definitions(program.w, env);
    program.l.map((layer, l) => layer.t.map((track, t, _, segment = track.u) => {
        if (!segment) return;
        const b = evaluate(segment.b, env),
            // Whole iterations when "b" is after the press phase, else the part of them up to "b"; the
            // end delay then puts the animation's end at "b" exactly (negative when "b" is before "d").
            iterations = Math.min(layer.i, Math.max(0, (b - layer.d) / layer.n)) || 0,
            keyframe = components => ({ [track.p]: css(track.p, components) });
        plan.push([l, t, { iterations, endDelay: (b - layer.d - iterations * layer.n) * 1e3 }, [
            keyframe(segment.f ? values(segment.f, env) : cutValue(track, layer, b, ease, env)),
            keyframe(values(segment.t, env)),
        ], { delay: b * 1e3, duration: evaluate(segment.d, env) * 1e3, fill: "forwards", easing: segment.e }]);
    }));
    return plan;
};

// The inputs W, H, x, y in the element's own pixels, from one rectangle (`getBoundingClientRect()` of the
// host: client pixels, so scrolling and transformed parents are in it) and the host's layout sizes
// (`offsetWidth`… which a scaled parent does not change). The container covers the padding box; `point`
// is {x, y} in client coordinates, or none for the centre.
export const inputs = (rect, host, point) => {
    const W = host.clientWidth, H = host.clientHeight;
    return {
        W,
        H,
        x: point ? (point.x - rect.left) * host.offsetWidth / rect.width - host.clientLeft : W / 2,
        y: point ? (point.y - rect.top) * host.offsetHeight / rect.height - host.clientTop : H / 2,
    };
};
