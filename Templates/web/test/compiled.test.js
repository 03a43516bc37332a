// The programs ripplegen compiles to JavaScript (test-support/compiled.js, as it writes them) against the
// reference: the former data engine run on the same styles as data (test-support/reference.js, programs.js).
// At many sizes, points and holds, every property of every layer, sampled as Web Animations samples it, is the
// same at the press and after the release, with the same style and timing.
import { test } from "node:test";
import assert from "node:assert/strict";
import { compiled } from "../test-support/compiled.js";
import * as data from "../test-support/programs.js";
import { compile } from "../test-support/reference.js";
import { sample } from "../test-support/timeline.js";

const close = (actual, expected, message, tolerance = 1e-9) =>
    assert.ok(Math.abs(actual - expected) <= tolerance * Math.max(1, Math.abs(expected)), `${message} ${actual} ≉ ${expected}`);
// The properties a layer's keyframes animate.
const properties = keyframes => [...new Set(keyframes.flatMap(Object.keys))].filter(key => key != "offset" && key != "easing");
// Both animations sampled, every property, from before the start to after the end (ms).
const same = ([keyframes, timing], [expectedFrames, expectedTiming], label) => {
    assert.deepEqual(properties(keyframes).sort(), properties(expectedFrames).sort(), label);
    assert.deepEqual(Object.keys(timing).sort(), Object.keys(expectedTiming).sort(), label);
    for (const key of Object.keys(timing)) typeof timing[key] == "number" ? close(timing[key], expectedTiming[key], `${label} ${key}:`) : assert.equal(timing[key], expectedTiming[key]);
    const end = (expectedTiming.delay || 0) + expectedTiming.duration * (expectedTiming.iterations || 1);
    for (const property of properties(expectedFrames)) {
        for (let time = -20; time <= end + 20; time += end / 97) {
            sample(keyframes, timing, property, time).map((component, m) =>
                close(component, sample(expectedFrames, expectedTiming, property, time)[m], `${label} ${property} at ${time} ms:`));
        }
    }
    const offsets = keyframes.map(frame => frame.offset);
    assert.deepEqual(offsets, [...offsets].sort((a, b) => a - b), `${label}: in offset order`);
};

const inputs = [[200, 100, 30, 40], [100, 100, 50, 50], [37.5, 250, 0, 249], [1, 1, 0.5, 0.5], [480, 48, 470, 2]];
const holds = [0, 0.01, 0.05, 0.1, 0.15, 0.2, 0.225, 0.3, 0.399, 0.4, 0.41, 1, 3];

for (const [name, program] of Object.entries(compiled)) {
    test(`${name}: the compiled program is the data engine's, at the press and after every release`, () => {
        const reference = compile(data[name]);
        for (const key of ["c", "k", "f", "s"]) assert.equal(program[key], reference[key], key);
        assert.equal(typeof program.p, "function");
        assert.equal(typeof program.r, reference.k ? "undefined" : "function", "a release only for a held press");
        for (const input of inputs) {
            const [pressed, expected] = [program.p(...input), reference.p(...input)];
            assert.equal(pressed.length, expected.length, "one entry per layer");
            pressed.map(([keyframes, timing, style], l) => {
                assert.deepEqual(style, expected[l][2], "the layer's style");
                assert.equal(!timing, !expected[l][1], "a timing where something animates");
                timing && same([keyframes, timing], expected[l], `${input} layer ${l}, pressed:`);
            });
            for (const hold of reference.k ? [] : holds) {
                const [released, plan] = [program.r(...input, hold), reference.r(...input, hold)];
                assert.deepEqual(released.map(([l]) => l), plan.map(([l]) => l), "the released layers");
                released.map(([l, keyframes, timing], index) =>
                    same([keyframes, { ...timing, delay: pressed[l][1].delay }], [plan[index][1], { ...plan[index][2], delay: pressed[l][1].delay }],
                        `${input} layer ${l}, released after ${hold} s:`));
            }
        }
    });
}

test("a release whose cut may fall inside the press phase carries release.js's function; one after it does not", () => {
    for (const name of ["splash", "materialLiteral", "splashSpring"]) assert.match(String(compiled[name].r), /X=\(/, name);
    for (const name of ["material"]) assert.doesNotMatch(String(compiled[name].r), /X=/, name);
});
