import { test } from "node:test";
import assert from "node:assert/strict";
import { curvePath, fromPixels, pointsOf, progress, settleTime, springPath, springProgress, springsIn, textOf, withSpring } from "../easing.js";

// The schema's named easings (ServeSchema+Ranges.swift, from Easing.named).
const easings = [
    { name: "linear", points: [0, 0, 1, 1] }, { name: "ease", points: [0.25, 0.1, 0.25, 1] },
    { name: "ease-in", points: [0.42, 0, 1, 1] }, { name: "ease-out", points: [0, 0, 0.58, 1] },
    { name: "ease-in-out", points: [0.42, 0, 0.58, 1] }, { name: "standard", points: [0.4, 0, 0.2, 1] },
];

test("an --easing value's control points: a name, or cubic-bezier() with values in 0…1 (as the CLI takes it)", () => {
    assert.deepEqual(pointsOf("ease-out", easings), { x1: 0, y1: 0, x2: 0.58, y2: 1 });
    assert.deepEqual(pointsOf(" Standard ", easings), { x1: 0.4, y1: 0, x2: 0.2, y2: 1 });
    assert.deepEqual(pointsOf("cubic-bezier(0.726,0.025,0.124,0.69)", easings), { x1: 0.726, y1: 0.025, x2: 0.124, y2: 0.69 });
    for (const bad of ["", "bounce", "cubic-bezier(0,0,1)", "cubic-bezier(0,1.5,1,1)", "cubic-bezier(0,,1,1)", "cubic-bezier(a,0,1,1)"]) {
        assert.equal(pointsOf(bad, easings), null, bad);
    }
});

test("control points as text: a named easing's name, else cubic-bezier() clamped and rounded", () => {
    assert.equal(textOf({ x1: 0.42, y1: 0, x2: 0.58, y2: 1 }, easings), "ease-in-out");
    assert.equal(textOf({ x1: 0.12345, y1: -0.2, x2: 1.4, y2: 0.5 }, easings), "cubic-bezier(0.123,0,1,0.5)");
    for (const e of easings) assert.equal(textOf(pointsOf(e.name, easings), easings), e.name);
});

test("the curve's path: from the bottom left to the top right, the handles as its control points", () => {
    assert.equal(curvePath({ x1: 0.42, y1: 0, x2: 0.58, y2: 1 }, 100, 10), "M10,110 C52,110 68,10 110,10");
    assert.deepEqual(fromPixels(52, 110, 100, 10), [0.42, 0]);
    assert.deepEqual(fromPixels(-50, -50, 100, 10), [0, 1], "clamped to the square");
    assert.deepEqual(fromPixels(30.2, 19.76, 100, 10), [0.2, 0.9], "to hundredths");
});

test("progress along a curve: linear is the identity; ease-in-out is symmetric; the ends are 0 and 1", () => {
    const linear = pointsOf("linear", easings), eio = pointsOf("ease-in-out", easings);
    for (const x of [0, 0.1, 0.5, 0.9, 1]) assert.ok(Math.abs(progress(linear, x) - x) < 1e-6);
    assert.ok(Math.abs(progress(eio, 0.5) - 0.5) < 1e-6);
    assert.ok(Math.abs(progress(eio, 0.2) + progress(eio, 0.8) - 1) < 1e-6);
    assert.ok(progress(pointsOf("ease-out", easings), 0.3) > 0.3, "ease-out runs ahead");
});

test("a spring: the model's critically damped curve, settled within 0.001 at its settle time", () => {
    assert.equal(springProgress(0, 0.5), 0);
    // The settle time the schema gives for response 0.5 (Curve.springSettleTime).
    const settle = 0.7347717;
    assert.ok(Math.abs(1 - springProgress(settle, 0.5) - 0.001) < 5e-5);
    const path = springPath(0.5, settle, 100, 0, 4);
    assert.ok(path.startsWith("M0.00,100.00 L25.00,"), path);
    assert.ok(path.endsWith("100.00,0.10"), path);
});

test("a spring's settle time is the model's (0.7348 s for a response of 0.5)", () => {
    assert.ok(Math.abs(settleTime(0.5) - 0.7347717) < 1e-6);
    assert.ok(Math.abs(settleTime(1.1) / settleTime(0.55) - 2) < 1e-9, "proportional to the response");
});

test("a spec's springs, in its text's order, and one of them set without touching the rest of the text", () => {
    const text = '{\n  "name": "x",\n  "layers": [{ "tracks": {\n    "opacity": [{ "at": 0, "to": 0, "easing": "spring(0.55)" }],\n'
        + '    "scale": [{ "at": 0, "to": 1, "easing":"main" }, { "at": 1, "to": 2, "easing": "spring(0.5)" }] } }]\n}\n';
    const springs = springsIn(text);
    assert.deepEqual(springs.map(s => [s.at, s.response]), [["layers[0].tracks.opacity[0].easing", 0.55], ["layers[0].tracks.scale[1].easing", 0.5]]);
    const edited = withSpring(text, 1, 0.8);
    assert.equal(edited, text.replace('"spring(0.5)"', '"spring(0.8)"'));
    assert.deepEqual(springsIn(edited).map(s => s.response), [0.55, 0.8]);
    assert.deepEqual(springsIn("{ nope"), [], "no JSON: no springs to edit");
    assert.deepEqual(springsIn('{"a": "spring(0.5)", "a": "linear"}'), [], "a key written twice: the text and its values disagree");
});
