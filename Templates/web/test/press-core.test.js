import { test } from "node:test";
import assert from "node:assert/strict";
import { cutValue, definitions, evaluate, inputs, pressAnimations, releasePlan } from "../press-core.js";
import { ease } from "../test-support/easing.js";
import { material, splash, springSplash } from "../test-support/programs.js";

const close = (actual, expected, message, tolerance = 1e-9) =>
    assert.ok(Math.abs(actual - expected) < tolerance, `${message ?? ""} ${actual} ≉ ${expected}`);
const closeAll = (actual, expected) => {
    assert.equal(actual.length, expected.length);
    actual.map((value, index) => close(value, expected[index], `component ${index}:`));
};
// The numbers of a CSS value ("1.2 3.4", "10px 20px" or 0.5).
const numbers = value => String(value).split(" ").map(parseFloat);
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
    const [[[scale], [opacity]]] = pressAnimations(program, env);
    assert.deepEqual(scale, [{ offset: 0, scale: "0", easing: undefined }, { offset: 1, scale: "5", easing: undefined }]);
    assert.equal(opacity[0].easing, "cubic-bezier(.4,0,.2,1)");
    const [[, , cut, keyframes, timing]] = releasePlan(program, env, 0.15, ease);
    close(cut.iterations, 0.5);
    // The browser's ease-out-ish curve at ½, between 1 and 0.5.
    close(keyframes[0].opacity, 1 - 0.5 * ease("cubic-bezier(.4,0,.2,1)", 0.5));
    assert.deepEqual(keyframes[1], { opacity: 0 });
    assert.equal(timing.easing, undefined, "absent: the default, linear");
    // The scale track's linear interval without an easing.
    closeAll(cutValue(program.l[0].t[0], program.l[0], 0.075, ease, env), [1.25]);
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
    assert.equal(animations.length, 1);
    // Scale and translate are one track (one animation of both), opacity another.
    const [[transform, transformTiming], [opacity, opacityTiming]] = animations[0];
    assert.equal(animations[0].length, 2);
    assert.deepEqual(transformTiming, { duration: 225, delay: 0, iterations: 1, fill: "both" });
    assert.deepEqual(opacityTiming, transformTiming);
    assert.equal(transform.length, 2);
    assert.deepEqual(transform[0], { offset: 0, scale: "1.2", translate: "30px 40px", easing: "cubic-bezier(.42,0,.58,1)" });
    assert.deepEqual(Object.keys(transform[1]).sort(), ["easing", "offset", "scale", "translate"]);
    assert.equal(transform[1].offset, 1);
    assert.equal(transform[1].easing, undefined, "left out: linear");
    close(parseFloat(transform[1].scale), R / 50);
    assert.equal(transform[1].translate, "100px 50px");
    assert.deepEqual(opacity, [
        { offset: 0, opacity: 0, easing: undefined },
        { offset: 0.3333, opacity: 1, easing: undefined },
        { offset: 1, opacity: 1, easing: undefined },
    ]);
});

test("values: scale with two components, delays and iterations", () => {
    const program = {
        c: "t", k: 1, v: [], l: [{ d: 0.1, n: 0.5, i: 3, t: [
            { p: ["scale"], k: [[0, [[1, ["*", "W", 0.01]]], "linear"], [1, [[2, 3]], "linear"]] },
        ] }],
    };
    const [[[keyframes, timing]]] = pressAnimations(program, { W: 200, H: 100, x: 0, y: 0 });
    assert.deepEqual(keyframes.map(keyframe => keyframe.scale), ["1 2", "2 3"]);
    assert.deepEqual(timing, { duration: 500, delay: 100, iterations: 3, fill: "both" });
});

test("material: the release begins at max(h, 0.225)", () => {
    for (const [hold, begin] of [[0.1, 0.225], [0, 0.225], [0.225, 0.225], [0.5, 0.5], [2, 2]]) {
        const env = pressEnv();
        const plan = releasePlan(material, env, hold, ease);
        assert.equal(env.h, hold);
        assert.equal(plan.length, 1, "only opacity has a release segment");
        const [layer, track, cut, keyframes, timing, fadesContainer] = plan[0];
        assert.equal(layer, 0);
        assert.equal(fadesContainer, 1, "from 1 once the track has ended at 1: the container fades");
        assert.equal(track, 1, "the opacity track (after the scale and translate one)");
        // The press phase is over by then: all of it, then held to "b".
        assert.equal(cut.iterations, 1);
        close(cut.endDelay, (begin - 0.225) * 1e3);
        // The container fades from its own opacity (an empty first keyframe), while the layer holds 1.
        assert.deepEqual(keyframes, [{}, { opacity: 0 }]);
        close(timing.delay, begin * 1e3);
        assert.deepEqual({ ...timing, delay: 0 }, { delay: 0, duration: 150, fill: "forwards", easing: undefined });
    }
});

test("cut values: material's scale (cubic-bezier), translate and opacity (linear)", () => {
    const env = pressEnv();
    const [layer] = material.l;
    const [transform, opacity] = layer.t;
    // A track's cut value is its first property's (a track with a release segment has one property):
    // the scale of the scale and translate track; its translate, as a track of its own.
    const scale = transform;
    const translate = { p: ["translate"], k: transform.k.map(([offset, [, value], easing]) => [offset, [value], easing]) };
    const at = time => [
        cutValue(scale, layer, time, ease, env),
        cutValue(translate, layer, time, ease, env),
        cutValue(opacity, layer, time, ease, env),
    ];
    // Touch-down and before it (fill backwards): the first keyframe.
    for (const time of [0, -1]) {
        const [s, t, o] = at(time);
        closeAll(s, [1.2]);
        closeAll(t, [30, 40]);
        closeAll(o, [0]);
    }
    // Half way: ease-in-out is ½ at ½.
    let [s, t, o] = at(0.1125);
    closeAll(s, [1.2 + (R / 50 - 1.2) / 2]);
    closeAll(t, [65, 45]);
    closeAll(o, [1]);
    // A quarter: ease-in-out(¼); opacity in its first interval, linear.
    const q = inOut(0.25);
    close(q, 0.12916193, "ease-in-out(¼)", 1e-7);
    [s, t, o] = at(0.05625);
    closeAll(s, [1.2 + (R / 50 - 1.2) * q]);
    closeAll(t, [30 + 70 * q, 40 + 10 * q]);
    closeAll(o, [0.25 / 0.3333]);
    // Opacity at a sixth of the phase: half its first interval.
    closeAll(cutValue(opacity, layer, 0.225 * 0.3333 / 2, ease, env), [0.5]);
    // The end and after it (fill forwards): the last keyframe.
    for (const time of [0.225, 0.3, 10]) {
        [s, t, o] = at(time);
        closeAll(s, [R / 50]);
        closeAll(t, [100, 50]);
        closeAll(o, [1]);
    }
});

test("cut values: delay, iterations and the iteration progress", () => {
    const track = { p: ["opacity"], k: [[0, [[0]], "linear"], [1, [[10]], "linear"]] };
    const layer = { d: 0.5, n: 1, i: 2 };
    const at = time => cutValue(track, layer, time, ease, {})[0];
    close(at(0), 0, "before the delay");
    close(at(0.5), 0, "at the delay");
    close(at(1), 5);
    close(at(1.5), 0, "the second iteration starts over");
    close(at(1.75), 2.5);
    close(at(2.5), 10, "the end of whole iterations: 1");
    close(at(9), 10, "held after the end");
    const partial = { d: 0, n: 1, i: 1.5 };
    close(cutValue(track, partial, 1.25, ease, {})[0], 2.5);
    close(cutValue(track, partial, 4, ease, {})[0], 5, "a part iteration at the end: its part");
    const instant = { d: 0.2, n: 0, i: 1 };
    close(cutValue(track, instant, 0.1, ease, {})[0], 0, "zero length, before");
    close(cutValue(track, instant, 0.3, ease, {})[0], 10, "zero length, after");
});

test("splash: releases without \"f\" cut the press at b = h and b = h + 0.1", () => {
    const env = definitions(splash.v, { W: 100, H: 100, x: 50, y: 50 });
    assert.equal(env[0], 80);
    const [layer] = splash.l;
    const [scale, opacity] = layer.t;
    for (const hold of [0.1, 0.2, 0.3, 0.5]) {
        const plan = releasePlan(splash, { ...env }, hold, ease);
        assert.equal(plan.length, 2, "scale and opacity; the constant translate has no release");
        const [l, t, cut, keyframes, timing] = plan[0];
        assert.deepEqual([l, t], [0, 0]);
        const cutAt = Math.min(hold, 0.4);
        close(cut.iterations, cutAt / 0.4);
        close(cut.endDelay, (hold - cutAt) * 1e3, "the press animation ends at b");
        // From the press's value at h (its keyframes: 0.24 → 0.8, cubic-bezier(0,0,.58,1)), to 3.6358 × 0.8.
        const expected = 0.24 + 0.56 * out(cutAt / 0.4);
        close(parseFloat(keyframes[0].scale), expected);
        close(cutValue(scale, layer, hold, ease, env)[0], expected);
        assert.deepEqual(Object.keys(keyframes[1]), ["scale"]);
        close(parseFloat(keyframes[1].scale), 3.6358 * 0.8);
        assert.deepEqual(timing, { delay: hold * 1e3, duration: 400, fill: "forwards", easing: undefined });
        // Opacity: from its press value at h + 0.1 (0 → 1, the same easing), to 0.
        const [ol, ot, opacityCut, opacityKeyframes, opacityTiming] = plan[1];
        assert.deepEqual([ol, ot], [0, 1]);
        const opacityAt = Math.min(hold + 0.1, 0.4);
        close(opacityCut.iterations, opacityAt / 0.4);
        close(opacityCut.endDelay, (hold + 0.1 - opacityAt) * 1e3);
        // On the container, from its own opacity, while the layer holds its cut value: the cut value is not
        // needed for the keyframes (the product is the model's), but the layer's is still the press's value.
        assert.equal(plan[1][5], 1);
        assert.deepEqual(opacityKeyframes, [{}, { opacity: 0 }]);
        close(cutValue(opacity, layer, hold + 0.1, ease, env)[0], out(opacityAt / 0.4));
        close(opacityTiming.delay, (hold + 0.1) * 1e3);
        assert.equal(opacityTiming.duration, 400);
    }
});

test("a release with a spring (a linear() easing): the easing goes to the release animation", () => {
    const env = definitions(springSplash.v, { W: 100, H: 100, x: 50, y: 50 });
    const [[, , cut, keyframes, timing]] = releasePlan(springSplash, env, 0.2, ease);
    close(cut.iterations, 0.5);
    close(parseFloat(keyframes[0].scale), 0.24 + 0.56 * out(0.5));
    assert.equal(timing.easing, springSplash.l[0].t[0].u.e);
    assert.match(timing.easing, /^linear\(/);
    // The spring overshoots: the injected easing is what shapes it.
    assert.ok(ease(timing.easing, 0.6) > 1);
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
    const [tracks] = pressAnimations(program, definitions(program.v, { W: 10, H: 20, x: 3, y: 4 }));
    assert.equal(tracks.length, 1, "one animation");
    const [keyframes, timing] = tracks[0];
    assert.deepEqual(keyframes, [
        { offset: 0, opacity: 0.25, translate: "3px 4px", easing: "ease-in-out" },
        { offset: 0.5, opacity: 1, translate: "20px 0px", easing: "linear" },
        { offset: 1, opacity: 0, translate: "-3px 5px", easing: undefined },
    ]);
    assert.deepEqual(timing, { duration: 200, delay: 50, iterations: 2, fill: "both" });
    // Material's: scale and translate, each keyframe both, with the press point and the centre.
    const [[[transform]]] = pressAnimations(material, pressEnv());
    assert.deepEqual(transform.map(({ translate }) => translate), ["30px 40px", "100px 50px"]);
    assert.deepEqual(transform.map(({ scale }) => typeof scale), ["string", "string"]);
});

test("a track of one keyframe: constant, a frame and no timing", () => {
    const env = definitions(splash.v, { W: 200, H: 100, x: 30, y: 40 });
    const [tracks] = pressAnimations(splash, env);
    assert.equal(tracks.length, 3);
    const [frames, timing] = tracks[2];
    // The frame the layer's style takes: no offset, no easing.
    assert.deepEqual(frames, [{ translate: "30px 40px" }]);
    assert.ok(!timing, "nothing animates it");
    assert.ok(tracks[0][1] && tracks[1][1], "the others animate");
    // Several properties, one keyframe: one frame with all of them.
    const program = { c: "t", k: 1, v: [], l: [{ d: 0, n: 1, i: 1, t: [{ p: ["scale", "opacity"], k: [[0, [[["/", "W", 50], 2], [0.5]], "linear"]] }] }] };
    const [[[constant, none]]] = pressAnimations(program, { W: 100, H: 50, x: 0, y: 0 });
    assert.deepEqual(constant, [{ scale: "2 2", opacity: 0.5 }]);
    assert.ok(!none);
});

test("a release before the layer's delay: no iteration, ends at b", () => {
    const program = {
        c: "t", k: 0, v: [], w: [],
        l: [{ d: 0.5, n: 1, i: 1, t: [
            { p: ["translate"], k: [[0, [[1, 2]], "linear"], [1, [[3, 4]], "linear"]], u: { b: "h", d: 0.1, t: [0, 0], e: "linear" } },
        ] }],
    };
    const [[, , cut, keyframes]] = releasePlan(program, {}, 0.2, ease);
    assert.equal(cut.iterations, 0);
    close(cut.endDelay, -300);
    assert.deepEqual(keyframes, [{ translate: "1px 2px" }, { translate: "0px 0px" }]);
});

test("inputs: from one rectangle, a scaled parent and borders", () => {
    // A 120 × 60 padding box with a 2 px border (offset 124 × 64), in a parent scaled by 2, at (10, 20).
    const host = { offsetWidth: 124, offsetHeight: 64, clientLeft: 2, clientTop: 2, clientWidth: 120, clientHeight: 60 };
    const rect = { left: 10, top: 20, width: 248, height: 128 };
    assert.deepEqual(inputs(rect, host, { x: 10 + 2 * (2 + 30), y: 20 + 2 * (2 + 15) }), { W: 120, H: 60, x: 30, y: 15 });
    // The container's own top-left corner (inside the border).
    assert.deepEqual(inputs(rect, host, { x: 14, y: 24 }), { W: 120, H: 60, x: 0, y: 0 });
    // No point: the centre.
    assert.deepEqual(inputs(rect, host), { W: 120, H: 60, x: 60, y: 30 });
    assert.deepEqual(inputs(rect, host, false), { W: 120, H: 60, x: 60, y: 30 });
    // Unscaled, no border.
    const plain = { offsetWidth: 100, offsetHeight: 50, clientLeft: 0, clientTop: 0, clientWidth: 100, clientHeight: 50 };
    assert.deepEqual(inputs({ left: 5, top: 5, width: 100, height: 50 }, plain, { x: 30, y: 10 }), { W: 100, H: 50, x: 25, y: 5 });
});
