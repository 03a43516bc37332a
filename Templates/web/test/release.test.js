import { test } from "node:test";
import assert from "node:assert/strict";
import { definitions, evaluate, pressAnimations, releasePlan, split } from "../test-support/reference.js";
import { inputs } from "../press-dom.js";
import { ease } from "../test-support/easing.js";
import { material, splash, springSplash } from "../test-support/programs.js";
import { modelValue, numbers, pressValue, sample } from "../test-support/timeline.js";

const close = (actual, expected, message, tolerance = 1e-9) =>
    assert.ok(Math.abs(actual - expected) < tolerance, `${message ?? ""} ${actual} ≉ ${expected}`);
const closeAll = (actual, expected) => {
    assert.equal(actual.length, expected.length);
    actual.map((value, index) => close(value, expected[index], `component ${index}:`));
};
// One property's keyframes out of a layer's merged list: those that specify it, in order (what Web Animations
// interpolates that property between, with their easings).
const only = (keyframes, property) => keyframes.filter(keyframe => property in keyframe);
// A layer's keyframes are in non-decreasing offset order (else `animate()` and `setKeyframes` throw).
const ordered = keyframes => assert.ok(keyframes.every((keyframe, index) => !index || keyframes[index - 1].offset <= keyframe.offset),
    `offsets out of order: ${keyframes.map(keyframe => keyframe.offset)}`);
// A released property's frames: the cut (the last keyframe before "t", or before "f"'s jump, and before the
// hold a track that ends before its animation has) and its value.
const cutFrame = (keyframes, property, { jumps = false, holds = false } = {}) => only(keyframes, property).at(-2 - jumps - holds);
// A track that ends before its animation (at `end` ms): its last keyframe is a hold at offset 1 (its end's
// values, no easing), and sampled from its end to the animation's end and after it (fill), its end value.
const holds = (keyframes, timing, property, end) => {
    const [last, hold] = only(keyframes, property).slice(-2);
    assert.ok(last.offset < 1, `${property} ends before the animation`);
    assert.deepEqual(hold, { ...last, offset: 1, easing: undefined });
    close(last.offset * timing.duration, end, `${property}'s end:`, 1e-6);
    const value = numbers(last[property]);
    for (let time = end; time <= timing.duration + 100; time += 5) {
        closeAll(sample(keyframes, timing, property, time), value);
    }
};
// One property of a track of several, as a track of its own (what `pressValue` reads: the first property).
const part = (track, m) => ({ ...track, p: [track.p[m]], k: track.k.map(([offset, exprs, easing]) => [offset, [exprs[m]], easing]) });
// A release's timing: its length (ms, to float precision), played once.
const releaseTiming = (timing, duration) => (assert.deepEqual(Object.keys(timing).sort(), ["duration", "iterations"]),
    assert.equal(timing.iterations, 1), close(timing.duration, duration, "duration:", 1e-9));
// The control points of a cubic-bezier() string.
const controls = easing => easing.slice(13, -1).split(",").map(Number);
const inOut = progress => ease("cubic-bezier(.42,0,.58,1)", progress);
const out = progress => ease("cubic-bezier(0,0,.58,1)", progress);

// A 200 × 100 element pressed at (30, 40).
const pressEnv = () => definitions(material.v, { W: 200, H: 100, x: 30, y: 40 });
const R = Math.hypot(200, 100) / 2 + 10;

test("evaluate: numbers, names and every op", () => {
    const env = { a: 3, b: -4 };
    assert.equal(evaluate(2.5, env), 2.5);
    assert.equal(evaluate(0, env), 0);
    assert.equal(evaluate("a", env), 3);
    assert.equal(evaluate(["+", "a", 1], env), 4);
    assert.equal(evaluate(["-", "a", 1], env), 2);
    assert.equal(evaluate(["*", "a", "b"], env), -12);
    assert.equal(evaluate(["/", "b", 8], env), -0.5);
    assert.equal(evaluate(["n", "a"], env), -3);
    assert.equal(evaluate(["min", 5, "a", 4], env), 3);
    assert.equal(evaluate(["max", "b"], env), -4);
    assert.equal(evaluate(["max", "a", "b", 7], env), 7);
    assert.equal(evaluate(["abs", "b"], env), 4);
    assert.equal(evaluate(["sqrt", 16], env), 4);
    assert.equal(evaluate(["floor", -1.5], env), -2);
    assert.equal(evaluate(["hypot", "a", "b"], env), 5);
    assert.equal(evaluate(["ifpos", "a", 1, 2], env), 1);
    assert.equal(evaluate(["ifpos", 0, 1, 2], env), 2);
    assert.equal(evaluate(["ifpos", "b", 1, 2], env), 2);
    assert.equal(evaluate(["+", ["*", 2, ["n", "b"]], ["/", ["hypot", 6, 8], 2]], env), 13);
});

test("names are strings, numbers are numbers: a definition named \"0\" is not the number 0", () => {
    const env = definitions([["0", ["+", "W", 1]], ["1", ["*", "0", 2]]], { W: 10 });
    assert.deepEqual(env, { W: 10, 0: 11, 1: 22 });
    assert.equal(evaluate(["+", "0", 0], env), 11);
    assert.equal(evaluate(["-", 1, "1"], env), -21);
});

test("as ripplegen writes it: unquoted keys, definitions named by number, linear easings left out", () => {
    const program = Function(`return {c:"rg-x",k:0,v:[["0",["/",["hypot","W","H"],2]]],w:[],l:[{d:0,n:.3,i:1,t:[
        {p:["scale"],k:[[0,[[0]]],[1,[[["/","0",50]]]]]},
        {p:["opacity"],k:[[0,[[1]],"cubic-bezier(.4,0,.2,1)"],[1,[[.5]]]],u:{b:"h",d:.1,t:[0]}}]}]}`)();
    const env = definitions(program.v, { W: 300, H: 400, x: 0, y: 0 });
    // One layer, one animation: both tracks' keyframes in one list, in offset order (stable: scale's first).
    const animations = pressAnimations(program, env);
    assert.equal(animations.length, 1);
    const [[keyframes, pressTiming, style]] = animations;
    assert.deepEqual(keyframes, [
        { offset: 0, scale: "0", easing: undefined },
        { offset: 0, opacity: 1, easing: "cubic-bezier(.4,0,.2,1)" },
        { offset: 1, scale: "5", easing: undefined },
        { offset: 1, opacity: 0.5, easing: undefined },
    ]);
    assert.deepEqual(pressTiming, { duration: 300, delay: 0, iterations: 1, fill: "both" });
    assert.deepEqual(style, {}, "both animate: no style");
    // Released at 0.15 s: half the press phase, the opacity interval cut there. Opacity ends at 0.25 s (the
    // press part and the segment's 0.1 s), the unreleased scale at 0.3 s: the animation lasts 0.3 s.
    const plan = releasePlan(program, env, 0.15);
    assert.equal(plan.length, 1, "one layer");
    const [[l, released, timing]] = plan;
    assert.equal(l, 0);
    releaseTiming(timing, 300);
    ordered(released);
    const opacity = only(released, "opacity");
    assert.equal(opacity.length, 4, "its press part, the cut, \"t\", the hold");
    assert.deepEqual({ ...opacity[0], easing: 0 }, { offset: 0, opacity: 1, easing: 0 });
    // Its easing's left half, and the browser's ease-out-ish curve at ½, between 1 and 0.5.
    close(opacity[1].offset, 0.5);
    close(opacity[1].opacity, 1 - 0.5 * ease("cubic-bezier(.4,0,.2,1)", 0.5));
    assert.equal(opacity[1].easing, undefined, "the segment's easing, absent: the default, linear");
    close(opacity[2].offset, 0.25 / 0.3);
    assert.deepEqual({ ...opacity[2], offset: 1 }, { offset: 1, opacity: 0 });
    close(ease(opacity[0].easing, 0.5), ease("cubic-bezier(.4,0,.2,1)", 0.25) / ease("cubic-bezier(.4,0,.2,1)", 0.5));
    // Opacity ends before the scale: held at 0 from 0.25 s to the end.
    holds(released, timing, "opacity", 250);
    // The scale, not released and ending last: its press keyframes, whole.
    assert.deepEqual(only(released, "scale"), [{ offset: 0, scale: "0", easing: undefined }, { offset: 1, scale: "5", easing: undefined }]);
    assert.equal(released.length, 6, "nothing else");
    // Seeked, both are the model's: the opacity released, the scale its press.
    for (let time = -0.05; time <= 0.4; time += 0.005) {
        close(sample(released, timing, "opacity", time * 1e3)[0], modelValue(program.l[0].t[1], program.l[0], time, env)[0], `opacity at ${time}:`);
        close(sample(released, timing, "scale", time * 1e3)[0], pressValue(program.l[0].t[0], program.l[0], time, env)[0], `scale at ${time}:`);
    }
    // A linear interval without an easing (the scale track, released): cut linearly, no easing.
    const releasedScale = { ...program, l: [{ ...program.l[0], t: [{ ...program.l[0].t[0], u: { b: "h", d: 0.1, t: [0] } }] }] };
    const [[, [first, cut]]] = releasePlan(releasedScale, env, 0.075);
    assert.deepEqual(first, { offset: 0, scale: "0", easing: undefined });
    assert.equal(cut.scale, "1.25");
});

test("definitions: in order, each reading the ones before, into the env", () => {
    const env = { W: 200, H: 100 };
    const result = definitions([["a", ["/", "W", 2]], ["b", ["+", "a", "H"]]], env);
    assert.equal(result, env);
    assert.deepEqual(env, { W: 200, H: 100, a: 100, b: 200 });
    assert.equal(definitions([], env), env);
});

test("material: the press definitions", () => {
    const env = pressEnv();
    assert.deepEqual(Object.keys(env).sort(), ["0", "H", "W", "x", "y"]);
    close(env[0], R);
});

test("material: press animations in literal numbers, timing in ms", () => {
    const animations = pressAnimations(material, pressEnv());
    // One layer: one animation, [keyframes, timing, style].
    assert.equal(animations.length, 1);
    assert.equal(animations[0].length, 3);
    const [[keyframes, timing, style]] = animations;
    assert.deepEqual(timing, { duration: 225, delay: 0, iterations: 1, fill: "both" });
    assert.deepEqual(style, {}, "everything animates: no style");
    ordered(keyframes);
    assert.deepEqual(keyframes.map(keyframe => keyframe.offset), [0, 0, 0.3333, 1, 1]);
    // Scale and translate are one track (both in each of its keyframes), opacity another.
    const transform = only(keyframes, "scale");
    assert.deepEqual(only(keyframes, "translate"), transform);
    assert.equal(transform.length, 2);
    assert.deepEqual(transform[0], { offset: 0, scale: "1.2", translate: "30px 40px", easing: "cubic-bezier(.42,0,.58,1)" });
    assert.deepEqual(Object.keys(transform[1]).sort(), ["easing", "offset", "scale", "translate"]);
    assert.equal(transform[1].offset, 1);
    assert.equal(transform[1].easing, undefined, "left out: linear");
    close(parseFloat(transform[1].scale), R / 50);
    assert.equal(transform[1].translate, "100px 50px");
    assert.deepEqual(only(keyframes, "opacity"), [
        { offset: 0, opacity: 0, easing: undefined },
        { offset: 0.3333, opacity: 1, easing: undefined },
        { offset: 1, opacity: 1, easing: undefined },
    ]);
    assert.equal(keyframes.length, 5, "nothing else");
});

test("values: scale with two components, delays and iterations", () => {
    const program = {
        c: "t", k: 1, v: [], l: [{ d: 0.1, n: 0.5, i: 3, t: [
            { p: ["scale"], k: [[0, [[1, ["*", "W", 0.01]]], "linear"], [1, [[2, 3]], "linear"]] },
        ] }],
    };
    const [[keyframes, timing, style]] = pressAnimations(program, { W: 200, H: 100, x: 0, y: 0 });
    assert.deepEqual(keyframes.map(keyframe => keyframe.scale), ["1 2", "2 3"]);
    assert.deepEqual(timing, { duration: 500, delay: 100, iterations: 3, fill: "both" });
    assert.deepEqual(style, {});
});

test("material: the release begins at max(h, 0.225), from \"f\" (a jump there), the press held until then", () => {
    for (const [hold, begin] of [[0.1, 0.225], [0, 0.225], [0.225, 0.225], [0.5, 0.5], [2, 2]]) {
        const env = pressEnv();
        const plan = releasePlan(material, env, hold);
        assert.equal(env.h, hold);
        assert.equal(plan.length, 1, "one layer, with a released track (opacity)");
        const [layer, keyframes, timing] = plan[0];
        assert.equal(layer, 0);
        // The opacity's release ends last (the scale and translate track ends at 0.225 s).
        const total = begin + 0.15;
        assert.equal(timing.iterations, 1);
        close(timing.duration, total * 1e3);
        assert.deepEqual(Object.keys(timing).sort(), ["duration", "iterations"], "the press's delay and fill stay");
        ordered(keyframes);
        // The press keyframes up to the cut (the last one, at 0.225 s, only when the cut is later: then the
        // value holds from the end of the press phase to "b"), the cut value, "f" at the cut, "t" at 1.
        const expected = [
            [0, 0], [0.3333 * 0.225 / total, 1], ...(begin > 0.225 ? [[0.225 / total, 1]] : []),
            [begin / total, 1], [begin / total, 1], [1, 0],
        ];
        const opacity = only(keyframes, "opacity");
        assert.equal(opacity.length, expected.length, JSON.stringify(opacity));
        opacity.map((frame, index) => {
            close(frame.offset, expected[index][0], `offset ${index}:`);
            assert.equal(frame.opacity, expected[index][1]);
        });
        assert.ok(opacity.slice(0, -1).every(frame => "easing" in frame && frame.easing === undefined), "linear throughout");
        assert.ok(!("easing" in opacity.at(-1)));
        // The scale and translate track, not released: its press keyframes whole over its 0.225 s, both
        // properties in each, then its end held to the end of the opacity's release.
        const transform = only(keyframes, "scale");
        assert.deepEqual(only(keyframes, "translate"), transform);
        assert.equal(transform.length, 3);
        assert.deepEqual(transform[0], { offset: 0, scale: "1.2", translate: "30px 40px", easing: "cubic-bezier(.42,0,.58,1)" });
        close(transform[1].offset, 0.225 / total);
        close(parseFloat(transform[1].scale), R / 50);
        assert.equal(transform[1].translate, "100px 50px");
        assert.equal(transform[1].easing, undefined);
        holds(keyframes, timing, "scale", 225);
        holds(keyframes, timing, "translate", 225);
        assert.equal(keyframes.length, opacity.length + transform.length, "nothing else");
        // Seeked, it is the model's: opacity 0 → 1 over the first third, 1 held, then 1 → 0 over 0.15 s; the
        // scale and translate their press.
        const [transformTrack, opacityTrack] = material.l[0].t;
        for (let time = 0; time <= total + 0.1; time += 0.005) {
            close(sample(keyframes, { ...timing, delay: 0 }, "opacity", time * 1e3)[0], modelValue(opacityTrack, material.l[0], time, env)[0], `at ${time}:`, 1e-9);
            closeAll(sample(keyframes, timing, "scale", time * 1e3), pressValue(part(transformTrack, 0), material.l[0], time, env));
            closeAll(sample(keyframes, timing, "translate", time * 1e3), pressValue(part(transformTrack, 1), material.l[0], time, env));
        }
    }
});

test("cut values: material's scale (cubic-bezier), translate and opacity (linear)", () => {
    const env = pressEnv();
    const [layer] = material.l;
    const [transform, opacity] = layer.t;
    // A released track is cut by its first property (a track with a release segment has one property):
    // the scale of the scale and translate track; its translate, as a track of its own.
    const segment = { b: "h", d: 0.1, t: [0] };
    const scale = { p: ["scale"], k: transform.k.map(([offset, [value], easing]) => [offset, [value], easing]), u: segment };
    const translate = { p: ["translate"], k: transform.k.map(([offset, [, value], easing]) => [offset, [value], easing]), u: { ...segment, t: [0, 0] } };
    const program = { ...material, l: [{ ...layer, t: [scale, translate, { ...opacity, u: segment }] }] };
    const properties = ["scale", "translate", "opacity"];
    // The three released tracks are one animation; they all end at the cut + 0.1 s (no hold).
    const releaseOf = time => {
        const plan = releasePlan(program, { ...env }, time);
        assert.equal(plan.length, 1);
        const [[l, keyframes]] = plan;
        assert.equal(l, 0);
        ordered(keyframes);
        properties.map(property => assert.deepEqual(Object.keys(only(keyframes, property).at(-1)).sort(), ["offset", property], "\"t\" last"));
        properties.map(property => assert.equal(only(keyframes, property).at(-1).offset, 1));
        return keyframes;
    };
    const cutValues = (time, keyframes = releaseOf(time)) => properties.map(property => numbers(cutFrame(keyframes, property)[property]));
    // Touch-down and before it (fill backwards): the first keyframe.
    for (const time of [0, -1]) {
        const [s, t, o] = cutValues(time);
        closeAll(s, [1.2]);
        closeAll(t, [30, 40]);
        closeAll(o, [0]);
    }
    // Half way: ease-in-out is ½ at ½.
    let [s, t, o] = cutValues(0.1125);
    closeAll(s, [1.2 + (R / 50 - 1.2) / 2]);
    closeAll(t, [65, 45]);
    closeAll(o, [1]);
    // A quarter: ease-in-out(¼); opacity in its first interval, linear.
    const q = inOut(0.25);
    close(q, 0.12916193, "ease-in-out(¼)", 1e-7);
    [s, t, o] = cutValues(0.05625);
    closeAll(s, [1.2 + (R / 50 - 1.2) * q]);
    closeAll(t, [30 + 70 * q, 40 + 10 * q]);
    closeAll(o, [0.25 / 0.3333]);
    // Opacity at a sixth of the phase: half its first interval.
    closeAll(cutValues(0.225 * 0.3333 / 2)[2], [0.5]);
    // The end (a keyframe's time exactly) and after it (fill forwards): the last keyframe.
    for (const time of [0.225, 0.3, 10]) {
        [s, t, o] = cutValues(time);
        closeAll(s, [R / 50]);
        closeAll(t, [100, 50]);
        closeAll(o, [1]);
    }
    // Opacity's middle keyframe's time exactly: its value, the interval before it whole.
    assert.deepEqual(only(releaseOf(0.3333 * 0.225), "opacity").map(frame => frame.opacity), [0, 1, 0]);
    // Every cut value is the model's press value there.
    for (const time of [0.01, 0.05, 0.1, 0.15, 0.2]) {
        const keyframes = releaseOf(time);
        properties.map((property, t) => closeAll(numbers(cutFrame(keyframes, property)[property]), pressValue(program.l[0].t[t], layer, time, env)));
    }
});

test("cut values: the delay, a zero-length phase; the release plays once", () => {
    const track = { p: ["opacity"], k: [[0, [[0]], "linear"], [1, [[10]], "linear"]], u: { b: "h", d: 0.5, t: [0] } };
    const plan = (layer, hold, [release, ...others] = releasePlan({ w: [], l: [{ ...layer, t: [track] }] }, {}, hold)) => (
        assert.equal(others.length, 0), assert.equal(release[0], 0), ordered(release[1]), release);
    const layer = { d: 0.5, n: 1, i: 1 };
    const at = hold => cutFrame(plan(layer, hold)[1], "opacity").opacity;
    close(at(0), 0, "before the delay");
    close(at(0.5), 0, "at the delay");
    close(at(1), 5);
    close(at(1.25), 7.5);
    close(at(1.5), 10, "the end: the last keyframe");
    close(at(9), 10, "held after the end");
    // The press part is the time after the delay: the animation keeps its delay, the release its length.
    assert.deepEqual(plan(layer, 1)[2], { duration: 1000, iterations: 1 });
    assert.deepEqual(plan(layer, 9)[2], { duration: 9000, iterations: 1 });
    assert.deepEqual(plan({ d: 0, n: 1, i: 2 }, 0.5)[2], { duration: 1000, iterations: 1 }, "a held press plays once");
    const instant = { d: 0.2, n: 0, i: 1 };
    close(cutFrame(plan(instant, 0.1)[1], "opacity").opacity, 0, "zero length, before");
    close(cutFrame(plan(instant, 0.3)[1], "opacity").opacity, 10, "zero length, after");
});

test("splash: releases without \"f\" cut the press at b = h and b = h + 0.1", () => {
    const env = definitions(splash.v, { W: 100, H: 100, x: 50, y: 50 });
    assert.equal(env[0], 80);
    const [layer] = splash.l;
    const [scale, opacity] = layer.t;
    // 0.4: the cut at the press phase's end exactly (the last keyframe's time).
    for (const hold of [0.1, 0.2, 0.3, 0.4, 0.5]) {
        const releaseEnv = { ...env };
        const plan = releasePlan(splash, releaseEnv, hold);
        assert.equal(plan.length, 1, "one layer: scale and opacity in one animation");
        const [l, keyframes, timing] = plan[0];
        assert.equal(l, 0);
        ordered(keyframes);
        assert.ok(keyframes.every(frame => !("translate" in frame)), "the constant translate has no release (the layer's style)");
        // The opacity's release ends last, at h + 0.1 + 0.4; the scale's at h + 0.4.
        const total = hold + 0.1 + 0.4;
        releaseTiming(timing, total * 1e3);
        const cutAt = Math.min(hold, 0.4);
        // From the press's value at h (its keyframes: 0.24 → 0.8, cubic-bezier(0,0,.58,1)), to 3.6358 × 0.8.
        const expected = 0.24 + 0.56 * out(cutAt / 0.4);
        const scaleFrames = only(keyframes, "scale");
        const cut = cutFrame(keyframes, "scale", { holds: true });
        close(cut.offset, hold / total);
        close(parseFloat(cut.scale), expected);
        closeAll(numbers(cut.scale), pressValue(scale, layer, hold, env));
        assert.equal(cut.easing, undefined, "the segment's easing: linear");
        // "t" at the scale's end, then held to the end of the opacity's.
        const end = scaleFrames.at(-2);
        close(end.offset, (hold + 0.4) / total);
        assert.deepEqual({ ...end, offset: 1 }, { offset: 1, scale: String(3.6358 * 0.8) });
        holds(keyframes, timing, "scale", (hold + 0.4) * 1e3);
        assert.equal(scaleFrames[0].scale, "0.24");
        // Before the end of the press phase its interval is cut (its easing split); after it, the press is
        // whole (its easing as it was) and then holds its end value until h.
        if (hold < 0.4) {
            assert.equal(scaleFrames.length, 4);
            assert.deepEqual(scaleFrames[0].easing, split("cubic-bezier(0,0,.58,1)", hold / 0.4)[1]);
        } else {
            assert.deepEqual(scaleFrames.slice(0, -3), hold > 0.4
                ? [{ offset: 0, scale: "0.24", easing: "cubic-bezier(0,0,.58,1)" }, { offset: 0.4 / total, scale: "0.8", easing: undefined }]
                : [{ offset: 0, scale: "0.24", easing: "cubic-bezier(0,0,.58,1)" }]);
        }
        // Opacity: from its press value at h + 0.1 (0 → 1, the same easing), to 0, ending last (no hold).
        const opacityAt = Math.min(hold + 0.1, 0.4);
        close(cutFrame(keyframes, "opacity").opacity, out(opacityAt / 0.4));
        close(cutFrame(keyframes, "opacity").offset, (hold + 0.1) / (hold + 0.5));
        assert.deepEqual(only(keyframes, "opacity").at(-1), { offset: 1, opacity: 0 });
        assert.equal(keyframes.length, scaleFrames.length + only(keyframes, "opacity").length, "nothing else");
        // Seeked at any time, both are the model's.
        for (let time = -0.05; time < total + 0.2; time += 0.01) {
            for (const [index, property] of [[0, "scale"], [1, "opacity"]]) {
                closeAll(sample(keyframes, timing, property, time * 1e3).map(value => Math.round(value * 1e9) / 1e9),
                    modelValue(layer.t[index], layer, time, releaseEnv).map(value => Math.round(value * 1e9) / 1e9));
            }
        }
    }
});

test("a release with a spring (a linear() easing): the easing goes to the release", () => {
    const env = definitions(springSplash.v, { W: 100, H: 100, x: 50, y: 50 });
    const [[, keyframes, timing]] = releasePlan(springSplash, env, 0.2);
    // The scale's release ends at 0.6 s, the opacity's at 0.7 s: one animation of 0.7 s.
    releaseTiming(timing, 700);
    ordered(keyframes);
    const cut = cutFrame(keyframes, "scale", { holds: true });
    close(parseFloat(cut.scale), 0.24 + 0.56 * out(0.5));
    assert.equal(cut.easing, springSplash.l[0].t[0].u.e);
    assert.match(cut.easing, /^linear\(/);
    // The spring overshoots: the release's easing is what shapes it, seeked as the model is.
    assert.ok(ease(cut.easing, 0.6) > 1);
    const at = 0.2 + 0.6 * 0.4;
    assert.ok(sample(keyframes, timing, "scale", at * 1e3)[0] > 3.6358 * 0.8);
    close(sample(keyframes, timing, "scale", at * 1e3)[0], modelValue(springSplash.l[0].t[0], springSplash.l[0], at, env)[0]);
    // Its end (1 at the easing's end) held after 0.6 s.
    holds(keyframes, timing, "scale", 600);
    close(numbers(only(keyframes, "scale").at(-1).scale)[0], 3.6358 * 0.8);
});

test("a track of two properties: one animation, both in each keyframe", () => {
    const program = {
        c: "t", k: 1, v: [["a", ["*", "W", 2]]], l: [{ d: 0.05, n: 0.2, i: 2, t: [
            { p: ["opacity", "translate"], k: [
                [0, [[0.25], ["x", "y"]], "ease-in-out"],
                [0.5, [[1], ["a", 0]], "linear"],
                [1, [[0], [["n", "x"], ["+", "y", 1]]]],
            ] },
        ] }],
    };
    const layers = pressAnimations(program, definitions(program.v, { W: 10, H: 20, x: 3, y: 4 }));
    assert.equal(layers.length, 1, "one animation");
    const [[keyframes, timing, style]] = layers;
    assert.deepEqual(style, {});
    assert.deepEqual(keyframes, [
        { offset: 0, opacity: 0.25, translate: "3px 4px", easing: "ease-in-out" },
        { offset: 0.5, opacity: 1, translate: "20px 0px", easing: "linear" },
        { offset: 1, opacity: 0, translate: "-3px 5px", easing: undefined },
    ]);
    assert.deepEqual(timing, { duration: 200, delay: 50, iterations: 2, fill: "both" });
    // Material's: scale and translate, each keyframe both, with the press point and the centre.
    const [[materialFrames]] = pressAnimations(material, pressEnv());
    const transform = only(materialFrames, "scale");
    assert.deepEqual(only(materialFrames, "translate"), transform, "both in each keyframe");
    assert.deepEqual(transform.map(({ translate }) => translate), ["30px 40px", "100px 50px"]);
    assert.deepEqual(transform.map(({ scale }) => typeof scale), ["string", "string"]);
});

test("a track of one keyframe: constant, a frame and no timing", () => {
    const env = definitions(splash.v, { W: 200, H: 100, x: 30, y: 40 });
    const layers = pressAnimations(splash, env);
    assert.equal(layers.length, 1);
    const [[keyframes, timing, style]] = layers;
    // The frame the layer's style takes: no offset, no easing; no keyframe of the animation has it.
    assert.deepEqual(style, { translate: "30px 40px" });
    assert.ok(keyframes.every(frame => !("translate" in frame)), "nothing animates it");
    assert.ok(timing, "the others animate");
    assert.equal(only(keyframes, "scale").length, 2);
    assert.equal(only(keyframes, "opacity").length, 2);
    assert.equal(keyframes.length, 4);
    // Several properties, one keyframe: one frame with all of them; nothing animates: no timing.
    const program = { c: "t", k: 1, v: [], l: [{ d: 0, n: 1, i: 1, t: [{ p: ["scale", "opacity"], k: [[0, [[["/", "W", 50], 2], [0.5]], "linear"]] }] }] };
    const [[none, noTiming, constant]] = pressAnimations(program, { W: 100, H: 50, x: 0, y: 0 });
    assert.deepEqual(constant, { scale: "2 2", opacity: 0.5 });
    assert.deepEqual(none, []);
    assert.ok(!noTiming);
});

test("a released track of one keyframe: animated (its value at 0 and 1), so the release has its keyframes", () => {
    const program = { c: "t", k: 0, v: [], w: [], l: [{ d: 0, n: 0.4, i: 1, t: [
        { p: ["opacity"], k: [[0, [[0.5]], "linear"]], u: { b: "h", d: 0.2, t: [0] } },
        { p: ["translate"], k: [[0, [["x", "y"]]]] },
    ] }] };
    const env = { W: 100, H: 50, x: 3, y: 4 };
    const [[keyframes, timing, style]] = pressAnimations(program, env);
    assert.deepEqual(keyframes, [{ offset: 0, opacity: 0.5, easing: "linear" }, { offset: 1, opacity: 0.5, easing: undefined }]);
    assert.deepEqual(timing, { duration: 400, delay: 0, iterations: 1, fill: "both" });
    assert.deepEqual(style, { translate: "3px 4px" }, "the unreleased one: the layer's style");
    // Released at 0.3 s: 0.5 held to 0.3 s, then to 0 over 0.2 s.
    const [[l, released, releaseTimingValue]] = releasePlan(program, env, 0.3);
    assert.equal(l, 0);
    releaseTiming(releaseTimingValue, 500);
    assert.deepEqual(released.map(frame => [frame.offset, frame.opacity]), [[0, 0.5], [0.3 / 0.5, 0.5], [1, 0]]);
    for (let time = 0; time <= 0.6; time += 0.01) {
        close(sample(released, releaseTimingValue, "opacity", time * 1e3)[0], time < 0.3 ? 0.5 : 0.5 * (1 - Math.min((time - 0.3) / 0.2, 1)), `at ${time}:`);
    }
});

test("a release before the layer's delay: it begins at the delay, from the first keyframe", () => {
    const program = {
        c: "t", k: 0, v: [], w: [],
        l: [{ d: 0.5, n: 1, i: 1, t: [
            { p: ["translate"], k: [[0, [[1, 2]], "linear"], [1, [[3, 4]], "linear"]], u: { b: "h", d: 0.1, t: [0, 0], e: "linear" } },
        ] }],
    };
    const env = {};
    const [[, keyframes, timing]] = releasePlan(program, env, 0.2);
    // No press part: the animation (its delay stays 0.5 s) is the segment alone.
    releaseTiming(timing, 100);
    assert.deepEqual(keyframes, [{ offset: 0, translate: "1px 2px", easing: "linear" }, { offset: 1, translate: "0px 0px" }]);
    // Seeked (with the animation's delay), the model's: the first keyframe until the delay, then the segment.
    for (let time = 0; time <= 0.8; time += 0.01) {
        closeAll(sample(keyframes, { ...timing, delay: 500 }, "translate", time * 1e3), modelValue(program.l[0].t[0], program.l[0], time, env));
    }
    // A release with no length at the delay: a jump to "t" there ("t" at the end, the first keyframe
    // before it: until the delay, fill backwards shows the press's first value).
    program.l[0].t[0].u.d = 0;
    const [[, jump, jumpTiming]] = releasePlan(program, env, 0.2);
    assert.ok(jumpTiming.duration > 0 && jumpTiming.duration < 1e-5, "a duration that is not 0");
    ordered(jump);
    assert.deepEqual([jump[0].offset, jump[0].translate], [0, "1px 2px"]);
    assert.deepEqual([jump.at(-1).offset, jump.at(-1).translate], [1, "0px 0px"]);
    for (const time of [0, 0.2, 0.3, 0.499, 0.501, 0.6, 2]) {
        assert.deepEqual(sample(jump, { ...jumpTiming, delay: 500 }, "translate", time * 1e3), modelValue(program.l[0].t[0], program.l[0], time, env),
            `at ${time} s, keyframes ${JSON.stringify(jump)}`);
    }
});

test("split: a cubic-bezier's left part, exact against the original curve", () => {
    // The model's named curves (ease, ease-in, ease-out, ease-in-out, standard) and a spring piece.
    for (const curve of ["cubic-bezier(.25,.1,.25,1)", "cubic-bezier(.42,0,1,1)", "cubic-bezier(0,0,.58,1)", "cubic-bezier(.42,0,.58,1)",
        "cubic-bezier(.4,0,.2,1)", "cubic-bezier(0.3333333333333333,0.2,0.6666666666666666,1.3)"]) {
        const original = progress => ease(curve, progress);
        for (const q of [0.01, 0.1, 0.25, 0.5, 0.7, 0.9, 0.999]) {
            const [output, left] = split(curve, q);
            close(output, original(q), `${curve} at ${q}:`, 1e-9);
            assert.match(left, /^cubic-bezier\([^,]+,[^,]+,[^,]+,[^,]+\)$/);
            const [x1, , x2] = controls(left);
            assert.ok(x1 >= 0 && x1 <= 1 && x2 >= 0 && x2 <= 1, `${left}: a valid CSS easing`);
            // The left part at s is the original at q·s, over the original at q.
            for (const s of [0.1, 0.3, 0.5, 0.75, 0.95]) {
                close(ease(left, s), original(q * s) / original(q), `${curve} cut at ${q}, at ${s}:`, 1e-9);
            }
        }
    }
});

test("split: linear stays linear; a curve too steep to split in CSS is clamped", () => {
    for (const easing of [undefined, "linear"]) {
        for (const q of [0.2, 0.5, 0.8]) assert.deepEqual(split(easing, q), [q, easing]);
    }
    // cubic-bezier(.9,0,.1,1) cut late: its left part's x1 would be beyond 1, which CSS rejects (setKeyframes
    // would throw, the ripple would stay): clamped to 1, the output still exact.
    const [output, left] = split("cubic-bezier(.9,0,.1,1)", 0.6);
    close(output, ease("cubic-bezier(.9,0,.1,1)", 0.6));
    const [x1, , x2] = controls(left);
    assert.ok(x1 <= 1 && x2 <= 1 && x1 >= 0 && x2 >= 0, left);
});

test("a release whose \"f\" jumps: two keyframes at the cut, the cut value then \"f\"", () => {
    const program = {
        c: "t", k: 0, v: [], w: [["r", ["*", "h", 2]]],
        l: [{ d: 0, n: 0.4, i: 1, t: [
            { p: ["opacity"], k: [[0, [[0]], "cubic-bezier(.4,0,.2,1)"], [1, [[1]]]], u: { b: "h", d: "r", f: [0.5], t: [0], e: "cubic-bezier(.42,0,1,1)" } },
        ] }],
    };
    const env = {};
    const [[, keyframes, timing]] = releasePlan(program, env, 0.1);
    assert.equal(env.r, 0.2, "the release definitions, with the hold");
    releaseTiming(timing, 300);
    ordered(keyframes);
    assert.equal(keyframes.length, 4);
    const [first, cut, from, to] = keyframes;
    assert.deepEqual([first.offset, first.opacity], [0, 0]);
    assert.equal(first.easing, split("cubic-bezier(.4,0,.2,1)", 0.25)[1]);
    close(cut.offset, 1 / 3);
    close(cut.opacity, ease("cubic-bezier(.4,0,.2,1)", 0.25));
    assert.equal(cut.easing, undefined, "nothing between the two keyframes at the cut");
    assert.deepEqual(from, { offset: cut.offset, opacity: 0.5, easing: "cubic-bezier(.42,0,1,1)" });
    assert.deepEqual(to, { offset: 1, opacity: 0 });
    // Seeked: the press up to the cut, "f" from it on.
    close(sample(keyframes, timing, "opacity", 99.999)[0], ease("cubic-bezier(.4,0,.2,1)", 0.25), "", 1e-4);
    close(sample(keyframes, timing, "opacity", 100 + 1e-6)[0], 0.5);
    for (let time = 0; time <= 0.35; time += 0.01) {
        close(sample(keyframes, timing, "opacity", time * 1e3)[0], modelValue(program.l[0].t[0], program.l[0], time, env)[0], `at ${time}:`);
    }
});

test("a release after the press phase: the press whole, its end value held, then the segment", () => {
    const env = definitions(splash.v, { W: 100, H: 100, x: 50, y: 50 });
    const [[, keyframes, timing]] = releasePlan(splash, env, 1);
    // The scale's release ends at 1.4 s, the opacity's (from 1.1 s) at 1.5 s: the animation's length.
    releaseTiming(timing, 1500);
    ordered(keyframes);
    const scale = only(keyframes, "scale");
    const expected = [
        { offset: 0, scale: "0.24", easing: "cubic-bezier(0,0,.58,1)" },
        { offset: 0.4 / 1.5, scale: "0.8", easing: undefined },
        { offset: 1 / 1.5, scale: "0.8", easing: undefined },
        { offset: 1.4 / 1.5, scale: String(3.6358 * 0.8) },
        { offset: 1, scale: String(3.6358 * 0.8), easing: undefined },
    ];
    assert.equal(scale.length, expected.length);
    scale.map((frame, index) => (close(frame.offset, expected[index].offset, `offset ${index}:`),
        assert.deepEqual({ ...frame, offset: 0 }, { ...expected[index], offset: 0 })));
    // Held between: the press's end value from 0.4 s to the release at 1 s.
    for (const time of [0.4, 0.5, 0.75, 0.999, 1]) close(sample(keyframes, timing, "scale", time * 1e3)[0], 0.8);
    close(sample(keyframes, timing, "scale", 1200)[0], 0.8 + (3.6358 * 0.8 - 0.8) / 2);
    // Its end held from 1.4 s, while the opacity's release goes on.
    holds(keyframes, timing, "scale", 1400);
    for (let time = 0; time <= 1.6; time += 0.01) {
        close(sample(keyframes, timing, "scale", time * 1e3)[0], modelValue(splash.l[0].t[0], splash.l[0], time, env)[0], `scale at ${time}:`);
        close(sample(keyframes, timing, "opacity", time * 1e3)[0], modelValue(splash.l[0].t[1], splash.l[0], time, env)[0], `opacity at ${time}:`);
    }
});

test("per layer: one animation for a layer that animates, its style, and a release only for a layer with a released track", () => {
    const program = { c: "t", k: 0, v: [], w: [], l: [
        { d: 0, n: 0.5, i: 1, t: [{ p: ["scale"], k: [[0, [[1]], "linear"], [1, [[2]]]] }] },
        { d: 0, n: 0.5, i: 1, t: [{ p: ["translate"], k: [[0, [["x", "y"]]]] }] },
        { d: 0.1, n: 0.2, i: 1, t: [
            { p: ["opacity"], k: [[0, [[0]], "linear"], [0.5, [[1]], "linear"], [1, [[0.5]]]], u: { b: "h", d: 0.3, t: [0] } },
            { p: ["scale"], k: [[0, [[0.5]], "ease-in-out"], [1, [[1]]]] },
        ] },
    ] };
    const env = { W: 10, H: 10, x: 1, y: 2 };
    const animations = pressAnimations(program, env);
    assert.equal(animations.length, 3, "one per layer");
    assert.deepEqual(animations[0], [[{ offset: 0, scale: "1", easing: "linear" }, { offset: 1, scale: "2", easing: undefined }],
        { duration: 500, delay: 0, iterations: 1, fill: "both" }, {}]);
    assert.deepEqual(animations[1][0], []);
    assert.ok(!animations[1][1], "nothing animates: no animation");
    assert.deepEqual(animations[1][2], { translate: "1px 2px" });
    const [keyframes, timing, style] = animations[2];
    assert.deepEqual(timing, { duration: 200, delay: 100, iterations: 1, fill: "both" });
    assert.deepEqual(style, {});
    ordered(keyframes);
    assert.deepEqual(keyframes.map(frame => [frame.offset, frame.opacity ?? frame.scale]), [[0, 0], [0, "0.5"], [0.5, 1], [1, 0.5], [1, "1"]]);
    // Released at 0.2 s (0.1 s into the layer, the opacity at its middle keyframe): only the third layer.
    const plan = releasePlan(program, env, 0.2);
    assert.equal(plan.length, 1);
    const [[l, released, releaseTimingValue]] = plan;
    assert.equal(l, 2);
    // The opacity ends at 0.1 + 0.3 s of the layer's time, the scale at 0.2 s: it holds from there.
    releaseTiming(releaseTimingValue, 400);
    ordered(released);
    holds(released, releaseTimingValue, "scale", 200);
    assert.deepEqual(only(released, "scale").map(frame => numbers(frame.scale)[0]), [0.5, 1, 1]);
    for (let time = 0; time <= 0.7; time += 0.005) {
        const delayed = { ...releaseTimingValue, delay: 100 };
        close(sample(released, delayed, "opacity", time * 1e3)[0], modelValue(program.l[2].t[0], program.l[2], time, env)[0], `opacity at ${time}:`);
        close(sample(released, delayed, "scale", time * 1e3)[0], pressValue(program.l[2].t[1], program.l[2], time, env)[0], `scale at ${time}:`);
    }
});

test("inputs: from one rectangle, a scaled parent and borders", () => {
    // A 120 × 60 padding box with a 2 px border (offset 124 × 64), in a parent scaled by 2, at (10, 20).
    const host = { offsetWidth: 124, offsetHeight: 64, clientLeft: 2, clientTop: 2, clientWidth: 120, clientHeight: 60 };
    const rect = { left: 10, top: 20, width: 248, height: 128 };
    assert.deepEqual(inputs(rect, host, { x: 10 + 2 * (2 + 30), y: 20 + 2 * (2 + 15) }), [120, 60, 30, 15]);
    // The container's own top-left corner (inside the border).
    assert.deepEqual(inputs(rect, host, { x: 14, y: 24 }), [120, 60, 0, 0]);
    // No point: the centre.
    assert.deepEqual(inputs(rect, host), [120, 60, 60, 30]);
    assert.deepEqual(inputs(rect, host, false), [120, 60, 60, 30]);
    // Unscaled, no border.
    const plain = { offsetWidth: 100, offsetHeight: 50, clientLeft: 0, clientTop: 0, clientWidth: 100, clientHeight: 50 };
    assert.deepEqual(inputs({ left: 5, top: 5, width: 100, height: 50 }, plain, { x: 30, y: 10 }), [100, 50, 25, 5]);
});
