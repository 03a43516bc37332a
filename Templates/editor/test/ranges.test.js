import { test } from "node:test";
import assert from "node:assert/strict";
import { STEPS, animationLength, nice, oneShot, positionOf, positions, scaleOf, sides, valueAt, withUnit } from "../ranges.js";

// The schema's ranges (ServeSchema+Ranges.swift) for a few flags.
const duration = { min: 0.001, max: 86400, unit: "s" }, delay = { min: -86400, max: 86400, unit: "s" };
const stroke = { min: 0, max: 10000, unit: "px", above: true }, opacity = { min: 0, max: 1, unit: "" };
const rings = { min: 1, max: 12, unit: "", integer: true }, hold = { min: 0, max: 3600, unit: "s" };

test("a range a hand covers is linear; a wider one logarithmic, signed when it takes negative values", () => {
    assert.equal(scaleOf(opacity).kind, "linear");
    assert.equal(scaleOf(rings).kind, "linear");
    assert.deepEqual(scaleOf(duration), { kind: "log", min: 0.001, max: 86400, low: 0.001, above: false, integer: false });
    assert.equal(scaleOf(delay).kind, "signed");
    assert.equal(scaleOf(stroke).low, 0.01, "six decades below 10,000");
    assert.equal(scaleOf(hold).low, 0.001);
    assert.deepEqual(positions(scaleOf(delay)), { min: -STEPS, max: STEPS });
    assert.deepEqual(positions(scaleOf(duration)), { min: 0, max: STEPS });
});

test("the ends of a slider are the ends of the flag's range", () => {
    for (const range of [duration, delay, opacity, rings, hold]) {
        const scale = scaleOf(range), { min, max } = positions(scale);
        assert.equal(+valueAt(scale, max), range.max, JSON.stringify(range));
        assert.equal(+valueAt(scale, min), range.min, JSON.stringify(range));
    }
    assert.equal(valueAt(scaleOf(stroke), 0), "0.01", "a stroke must be wider than 0: the slider starts above it");
    assert.equal(valueAt(scaleOf(delay), 0), "0");
});

test("positions and values go both ways, within a step", () => {
    for (const [range, value] of [[duration, 0.7], [duration, 2.3], [delay, -1.5], [delay, 0.25], [stroke, 2], [hold, 0.225], [opacity, 0.12]]) {
        const scale = scaleOf(range), back = +valueAt(scale, positionOf(scale, value));
        assert.ok(Math.abs(back - value) / Math.abs(value) < 0.02, `${value} → ${back}`);
    }
    assert.equal(positionOf(scaleOf(duration), 1e9), STEPS, "clamped");
    assert.equal(positionOf(scaleOf(delay), -86400), -STEPS);
});

test("values are typed as a person would: whole numbers for integers, 3 significant digits", () => {
    assert.equal(nice(0.70312, false), "0.703");
    assert.equal(nice(86399.7, false), "86400");
    assert.equal(nice(6.6, true), "7");
    assert.equal(nice(-0.00001, false), "-0.00001");
    assert.equal(withUnit("0.7", "s"), "0.7 s");
    assert.equal(withUnit("0.5", ""), "0.5");
});

test("a pair's sides (--size WxH), the style's size for an empty field", () => {
    assert.deepEqual(sides("120x80", "x", [100, 100]), [120, 80]);
    assert.deepEqual(sides("120X80", "x", [100, 100]), [120, 80]);
    assert.deepEqual(sides("", "x", [100, 100]), [100, 100]);
    assert.equal(sides("120", "x", [100, 100]), null);
    assert.equal(sides("ax3", "x", [100, 100]), null);
});

test("the animation's length: one pass of each animation, one cycle of a loop; whether it ends", () => {
    const once = [{ delay: 0, duration: 225, iterations: 1 }, { delay: 225, duration: 150, iterations: 1 }];
    assert.equal(animationLength(once), 0.375);
    assert.equal(oneShot(once), true);
    const loop = [{ delay: 0, duration: 2300, iterations: Infinity }, { delay: 150, duration: 2300, iterations: Infinity }];
    assert.equal(animationLength(loop), 2.45);
    assert.equal(oneShot(loop), false);
    assert.equal(animationLength([{ delay: 0, duration: 700, iterations: 3 }]), 2.1);
    assert.equal(animationLength([], 1.5), 1.5, "none: the fallback");
    assert.equal(oneShot([]), false);
});
