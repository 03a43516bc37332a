import { test } from "node:test";
import assert from "node:assert/strict";
import { SPEC, controls, hexOf, knownFlags, modeOf, offeredFormats, refusedFlags, styleOf } from "../schema.js";
import { schema } from "./fixture.js";

const flags = (style, format) => controls(schema, styleOf(schema, style), format).map(c => c.flag);

test("the menu offers every format the page previews, Lottie included (rlottie draws it)", () => {
    assert.deepEqual(offeredFormats(schema).map(f => f.name), ["smil", "css", "web", "lottie", "apng", "webp", "gif", "png"]);
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
    assert.deepEqual(byFlag["--hold"], { flag: "--hold", kind: "number", help: "when the press is released", placeholder: "default 0.225",
                                         range: { min: 0, max: 3600, unit: "s" } });
    assert.deepEqual(byFlag["--bounds"].choices, ["bounded", "unbounded"]);
    assert.equal(byFlag["--bounds"].kind, "choice");
    assert.equal(byFlag["--decorative"].kind, "switch");
    assert.equal(byFlag["--color"].kind, "color");
    assert.equal(byFlag["--color"].placeholder, "#000000", "the style's own colour");
    assert.equal(byFlag["--title"].kind, "text");
    assert.deepEqual(controls(schema, styleOf(schema, "ring"), "smil")[0].range, { min: 1, max: 12, unit: "", integer: true });
});

test("the served spec's name finds the schema's first entry (its template)", () => {
    assert.equal(styleOf(schema, SPEC).name, "ring");
});

test("the known flags: every common option and every style's parameters", () => {
    const known = knownFlags(schema);
    for (const flag of ["--rings", "--hold", "--bounds", "--color", "--decorative"]) assert.ok(known.has(flag), flag);
    assert.ok(!known.has("--output"));
});

test("options whose value is a choice of words are selects; numbers take their range from the schema (sliders)", () => {
    const withChoices = { ...schema, options: [...schema.options, { flag: "--profile", value: "svg11|svg2", help: "p" },
                                               { flag: "--origin", value: "X,Y|center", help: "o" },
                                               { flag: "--easing", value: "CURVE", help: "e" },
                                               { flag: "--size", value: "WxH", help: "s", range: { min: 0, max: 10000, unit: "px", above: true, pair: "x" } }] };
    const byFlag = Object.fromEntries(controls(withChoices, styleOf(schema, "ring"), "smil").map(c => [c.flag, c]));
    assert.equal(byFlag["--profile"].kind, "choice");
    assert.deepEqual(byFlag["--profile"].choices, ["svg11", "svg2"]);
    assert.equal(byFlag["--origin"].kind, "text", "X,Y is typed, or picked on a preview");
    assert.equal(byFlag["--repeat"].kind, "number", "N|indefinite: a number, or the word typed");
    assert.deepEqual(byFlag["--repeat"].range, { min: 1, max: 1000000, unit: "plays" });
    assert.deepEqual(byFlag["--rings"].range, { min: 1, max: 12, unit: "", integer: true });
    assert.equal(byFlag["--easing"].kind, "easing");
    assert.equal(byFlag["--easing"].placeholder, "ease-out", "the style's own curve");
    assert.equal(byFlag["--size"].placeholder, "100x100", "the style's own size");
    assert.equal(byFlag["--size"].range.pair, "x");
    assert.equal(byFlag["--title"].range, undefined);
});

test("a computed colour as the picker's #rrggbb", () => {
    assert.equal(hexOf("rgb(30, 136, 229)"), "#1e88e5");
    assert.equal(hexOf("rgba(255, 0, 0, 0.5)"), "#ff0000");
    assert.equal(hexOf("rgb(0, 0, 0)"), "#000000");
    assert.equal(hexOf(""), null);
    assert.equal(hexOf("color(srgb 1 0 0)"), null);
});
