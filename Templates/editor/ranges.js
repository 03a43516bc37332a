// Numbers on sliders: a flag's range (from `GET /schema`: the parsers' own limits, ServeSchema+Ranges.swift)
// to slider positions and back, and the timeline's length. A range a hand can cover (at most 100 units) is
// linear; a wider one is logarithmic (0.001 s to a day is 8 decades), signed around 0 when it takes negative
// values (--delay). Pure (test/ranges.test.js).

// Positions per side of a slider.
export const STEPS = 1000;

// How `range` ({ min, max, above?, integer? }) maps onto a slider: { kind: "linear" | "log" | "signed", … }.
// A logarithmic scale starts at `min`, or six decades below `max` when `min` is 0 (or less).
export function scaleOf(range) {
    const { min, max } = range;
    if (max - min <= 100) return { kind: "linear", min, max, integer: !!range.integer };
    const low = min > 0 ? min : 10 ** (Math.floor(Math.log10(max)) - 6);
    return { kind: min < 0 ? "signed" : "log", min, max, low, above: !!range.above, integer: !!range.integer };
}

// The slider's bounds for `scale` (a signed scale runs from -STEPS).
export const positions = scale => ({ min: scale.kind === "signed" ? -STEPS : 0, max: STEPS });

// A number as a person types it: whole for an integer range, else at most 3 significant digits.
export function nice(value, integer) {
    if (integer) return String(Math.round(value));
    const rounded = Number(value.toPrecision(3));
    return Object.is(rounded, -0) ? "0" : String(rounded);
}

// The value at slider position `p`, as text.
export function valueAt(scale, p) {
    if (scale.kind === "linear") return nice(scale.min + (scale.max - scale.min) * p / STEPS, scale.integer);
    const size = Math.abs(p) / STEPS;
    if (size === 0) return scale.kind === "signed" ? "0" : nice(scale.above || scale.min > 0 ? scale.low : scale.min, scale.integer);
    const magnitude = scale.low * (scale.max / scale.low) ** size;
    return nice(Math.min(scale.max, Math.sign(p || 1) * magnitude), scale.integer);
}

// The slider position of `value` (a number), clamped to the range.
export function positionOf(scale, value) {
    const v = Math.min(scale.max, Math.max(scale.min, value));
    if (scale.kind === "linear") return Math.round(STEPS * (v - scale.min) / (scale.max - scale.min || 1));
    const magnitude = Math.abs(v);
    if (magnitude < scale.low) return 0;
    const p = Math.round(STEPS * Math.log(magnitude / scale.low) / Math.log(scale.max / scale.low));
    return v < 0 ? -p : p;
}

// A value with its unit, for a slider's label ("0.7 s", "2 px", "0.5").
export const withUnit = (text, unit) => unit ? text + " " + unit : text;

// The two numbers of a pair value (`WxH`), or null; `fallback` fills a side left empty.
export function sides(text, separator, fallback) {
    if (!text) return fallback.slice();
    const parts = text.split(separator === "x" ? /[xX]/ : separator);
    if (parts.length !== 2) return null;
    const numbers = parts.map(Number);
    return parts.every(p => p.trim() !== "") && numbers.every(Number.isFinite) ? numbers : null;
}

// The animation's length in seconds from the timings of its animations ({ delay, duration, iterations } in
// ms, as `Animation.effect.getComputedTiming()` gives them): the latest end of one pass of each (an endless
// loop counts one cycle), or `fallback` when there is none.
export function animationLength(timings, fallback = 2) {
    let end = 0;
    for (const t of timings) {
        const passes = Number.isFinite(t.iterations) ? t.iterations : 1;
        end = Math.max(end, (t.delay || 0) + (t.duration || 0) * passes);
    }
    return end > 0 ? Math.round(end * 10) / 10000 : fallback;  // to 0.1 ms: the documents' 4 decimals of a second
}

// Whether every animation ends (a one-shot: it stops, so the page can replay it).
export const oneShot = timings => timings.length > 0 && timings.every(t => Number.isFinite(t.iterations));
