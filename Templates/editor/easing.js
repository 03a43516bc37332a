// The easing editor's pure parts: an `--easing` value to its four control values and back (the named
// easings come from `GET /schema`: Easing.named), the curve as SVG path data, progress along a cubic
// Bézier and a spring. Pure (test/easing.test.js).

// The control values of `text` ({ x1, y1, x2, y2 }), or null when it is no easing `--easing` takes:
// `easings` is the schema's list ({ name, points }); the CLI takes each value in 0…1 (SMIL's keySplines).
export function pointsOf(text, easings) {
    const t = (text || "").trim().toLowerCase(), named = easings.find(e => e.name === t);
    if (named) return toPoints(named.points);
    const m = /^cubic-bezier\(([^)]*)\)$/.exec(t);
    if (!m) return null;
    const parts = m[1].split(",").map(s => s.trim());
    if (parts.length !== 4 || parts.some(p => p === "" || !Number.isFinite(+p) || +p < 0 || +p > 1)) return null;
    return toPoints(parts.map(Number));
}
const toPoints = ([x1, y1, x2, y2]) => ({ x1, y1, x2, y2 });

// The text for control values: the name of a named easing with these values, else `cubic-bezier(a,b,c,d)`
// with each value clamped to 0…1 and rounded to 3 decimals.
export function textOf(points, easings) {
    const values = [points.x1, points.y1, points.x2, points.y2].map(v => Math.round(Math.min(1, Math.max(0, v)) * 1000) / 1000);
    const named = easings.find(e => e.points.every((p, i) => p === values[i]));
    return named ? named.name : "cubic-bezier(" + values.join(",") + ")";
}

// SVG path data of the curve in a `size`-pixel square (y up), with `pad` pixels around it.
export function curvePath(points, size, pad = 0) {
    const x = v => +(pad + v * size).toFixed(2), y = v => +(pad + (1 - v) * size).toFixed(2);
    return `M${x(0)},${y(0)} C${x(points.x1)},${y(points.y1)} ${x(points.x2)},${y(points.y2)} ${x(1)},${y(1)}`;
}

// A control value from a pointer's position in the square: clamped to 0…1 on both axes (the CLI's range) and
// to hundredths (a pointer is no finer than a pixel of the square; a value typed keeps its digits).
export const fromPixels = (px, py, size, pad = 0) =>
    [(px - pad) / size, 1 - (py - pad) / size].map(v => Math.round(Math.min(1, Math.max(0, v)) * 100) / 100);

// Progress (0…1) of the curve at time fraction `x`: Newton's method on x(t), bisection where it stalls.
export function progress(points, x) {
    const bez = (a, b, t) => 3 * a * t * (1 - t) ** 2 + 3 * b * t * t * (1 - t) + t ** 3;
    const slope = (a, b, t) => 3 * a * (1 - t) ** 2 + 6 * (b - a) * t * (1 - t) + 3 * (1 - b) * t * t;
    let t = x;
    for (let i = 0; i < 8; i++) {
        const d = slope(points.x1, points.x2, t), e = bez(points.x1, points.x2, t) - x;
        if (Math.abs(e) < 1e-7) return bez(points.y1, points.y2, t);
        if (Math.abs(d) < 1e-6) break;
        t -= e / d;
    }
    let lo = 0, hi = 1;
    t = x;
    for (let i = 0; i < 60; i++) {
        if (bez(points.x1, points.x2, t) < x) lo = t; else hi = t;
        t = (lo + hi) / 2;
    }
    return bez(points.y1, points.y2, t);
}

// A critically damped spring's progress at `t` seconds (the model's Curve.spring: 1 − (1 + ωt)·e^(−ωt),
// ω = 2π / response).
export function springProgress(t, response) {
    const x = 2 * Math.PI / response * t;
    return 1 - (1 + x) * Math.exp(-x);
}

// SVG path data of a spring's progress over its settle time in a `size`-pixel square, `samples` pieces.
export function springPath(response, settle, size, pad = 0, samples = 40) {
    const points = [];
    for (let i = 0; i <= samples; i++) {
        const f = i / samples;
        points.push((pad + f * size).toFixed(2) + "," + (pad + (1 - springProgress(f * settle, response)) * size).toFixed(2));
    }
    return "M" + points.join(" L");
}

// How long a spring runs until within 0.001 of its target (the model's Curve.springSettleTime: θ solving
// (1 + θ)·e^(−θ) = 0.001 by Newton's method, over ω).
export function settleTime(response) {
    let theta = 9;
    for (let i = 0; i < 20; i++) theta -= (Math.log(1 + theta) - theta - Math.log(0.001)) / (1 / (1 + theta) - 1);
    return theta * response / (2 * Math.PI);
}

// The springs a spec's text writes (string values `spring(R)`), in the text's order: { at: their JSON path,
// response, settle }. None when the text is no JSON, or when its literals and its values disagree (a key
// written twice), so that `withSpring` only ever edits the spring it names.
const SPRING = /"spring\(([^")]*)\)"/g;
export function springsIn(text) {
    let spec;
    try { spec = JSON.parse(text); } catch { return []; }
    const found = [];
    const walk = (v, path) => {
        if (typeof v === "string") {
            const m = /^spring\(([^)]*)\)$/.exec(v);
            if (m) found.push({ at: path, response: m[1].trim() === "" ? NaN : +m[1] });
        } else if (Array.isArray(v)) v.forEach((x, i) => walk(x, path + "[" + i + "]"));
        else if (v && typeof v === "object") for (const [k, x] of Object.entries(v)) walk(x, path ? path + "." + k : k);
    };
    walk(spec, "");
    if ([...text.matchAll(SPRING)].length !== found.length || found.some(s => !(s.response > 0))) return [];
    return found.map(s => ({ ...s, settle: settleTime(s.response) }));
}

// The spec's text with its `index`-th spring's response set to `response` (nothing else of the text changed).
export function withSpring(text, index, response) {
    let n = -1;
    return text.replace(SPRING, literal => (++n === index ? `"spring(${response})"` : literal));
}
