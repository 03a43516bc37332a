import { test } from "node:test";
import assert from "node:assert/strict";
import { SPEC, controls, knownFlags, modeOf, offeredFormats, refusedFlags, styleOf } from "../schema.js";
import { schema } from "./fixture.js";

const flags = (style, format) => controls(schema, styleOf(schema, style), format).map(c => c.flag);

test("the menu offers every format the page previews, and not Lottie", () => {
    assert.deepEqual(offeredFormats(schema).map(f => f.name), ["smil", "css", "web", "apng", "webp", "gif", "png"]);
});

test("a format's mode follows the style's kind of press", () => {
    assert.equal(modeOf(schema, "web", styleOf(schema, "ring")), "decoration");
    assert.equal(modeOf(schema, "web", styleOf(schema, "material")), "press");
    assert.equal(modeOf(schema, "gif", styleOf(schema, "ring")), "animated");
});

test("the refused flags are the mode's and the style's own for that format", () => {
    assert.deepEqual([...refusedFlags(schema, "web", styleOf(schema, "material"))].sort(),
        ["--decorative", "--duration", "--fps", "--hold", "--repeat", "--stroke-width"]);
    assert.deepEqual([...refusedFlags(schema, "smil", styleOf(schema, "material"))], ["--fps"]);
});

test("the controls: the style's parameters first, then the common options, refused ones left out", () => {
    assert.deepEqual(flags("ring", "smil"), ["--rings", "--repeat", "--duration", "--color", "--stroke-width", "--title", "--decorative"]);
    assert.deepEqual(flags("material", "web"), ["--bounds", "--color", "--title"]);
    assert.deepEqual(flags("material", "gif"), ["--hold", "--bounds", "--repeat", "--duration", "--color", "--stroke-width", "--fps"]);
});

test("each control's kind, range and placeholder come from the schema", () => {
    const byFlag = Object.fromEntries(controls(schema, styleOf(schema, "material"), "smil").map(c => [c.flag, c]));
    assert.deepEqual(byFlag["--hold"], { flag: "--hold", kind: "number", help: "when the press is released", min: 0, max: 3600, integer: false, placeholder: "default 0.225" });
    assert.deepEqual(byFlag["--bounds"].choices, ["bounded", "unbounded"]);
    assert.equal(byFlag["--bounds"].kind, "choice");
    assert.equal(byFlag["--decorative"].kind, "switch");
    assert.equal(byFlag["--color"].kind, "color");
    assert.equal(byFlag["--color"].placeholder, "#000000", "the style's own colour");
    assert.equal(byFlag["--title"].kind, "text");
    assert.equal(controls(schema, styleOf(schema, "ring"), "smil")[0].integer, true);
});

test("the served spec's name finds the schema's first entry (its template)", () => {
    assert.equal(styleOf(schema, SPEC).name, "ring");
});

test("the known flags: every common option and every style's parameters", () => {
    const known = knownFlags(schema);
    for (const flag of ["--rings", "--hold", "--bounds", "--color", "--decorative"]) assert.ok(known.has(flag), flag);
    assert.ok(!known.has("--output"));
});
