import { test } from "node:test";
import assert from "node:assert/strict";
import { chosenPreview, commandLine, exportJobs, fileNames, outputName, previewArgs, previews, quote, schedule } from "../command.js";
import { SPEC } from "../schema.js";
import { schema } from "./fixture.js";

const state = (changes = {}) => ({ style: "material", format: "smil", values: {}, time: 0.3, paused: false, ...changes });

test("every previewed format has a preview; the animated one is the chosen raster format, else GIF", () => {
    assert.deepEqual(previews("smil").map(p => p.format), ["smil", "css", "web", "png", "gif"]);
    assert.deepEqual(previews("webp").map(p => p.format), ["smil", "css", "web", "png", "webp"]);
    assert.deepEqual(previews("apng").map(p => p.format), ["smil", "css", "web", "png", "apng"]);
    for (const format of ["smil", "css", "web", "png", "gif", "apng", "webp", "lottie", "dotlottie"]) assert.equal(chosenPreview(format).format, format);
});

test("a Lottie format adds its preview as rlottie draws it, with the GIF beside", () => {
    assert.deepEqual(previews("lottie").map(p => p.format + ":" + p.show), ["smil:frame", "css:frame", "web:web", "png:image", "gif:image", "lottie:lottie"]);
    assert.deepEqual(previews("dotlottie").slice(-1).map(p => p.name), ["dotLottie (rlottie)"]);
});

test("an update starts the longest chain of requests first, and the animated image and the Lottie drawing aside", () => {
    const formats = list => list.map(p => p.format);
    const smil = schedule(previews("smil"));
    assert.deepEqual(formats(smil.quick), ["web", "smil", "css", "png"], "the web frame (page, then sheet and script), the SVG frames, the still");
    assert.deepEqual(formats(smil.after), ["gif"]);
    assert.deepEqual(formats(smil.alongside), []);
    const lottie = schedule(previews("dotlottie"));
    assert.deepEqual(formats(lottie.quick), ["web", "smil", "css", "png"], "the drawing is not waited for");
    assert.deepEqual(formats(lottie.alongside), ["dotlottie"]);
    assert.deepEqual(formats(schedule(previews("webp")).after), ["webp"]);
    const every = ["smil", "css", "web", "png", "gif", "apng", "webp", "lottie", "dotlottie"].map(f => schedule(previews(f)));
    for (const [i, s] of every.entries()) assert.equal(s.quick.length + s.alongside.length + s.after.length, previews(["smil", "css", "web", "png", "gif", "apng", "webp", "lottie", "dotlottie"][i]).length, "each preview once");
});

test("the export: every offered format's arguments and the file its command line writes, in the menu's order", () => {
    const jobs = exportJobs(schema, state({ values: { "--color": "red", "--hold": "0.4" } }));
    assert.deepEqual(jobs.map(j => j.name),
        ["ripple.svg", "ripple-css.svg", "ripple.css", "ripple.json", "ripple-animated.png", "ripple.webp", "ripple.gif", "ripple.png"]);
    // Each job is the command line's arguments for that format (web leaves out what it refuses).
    assert.deepEqual(jobs[2].args, ["--style", "material", "--color", "red", "--format", "web"]);
    assert.deepEqual(jobs[0].args, previewArgs(schema, state({ values: { "--color": "red", "--hold": "0.4" } }), chosenPreview("smil")));
    assert.deepEqual(jobs[7].args.slice(-2), ["--at", "0.3"]);
});

test("a preview's arguments: the style, the values in the controls' order, the format", () => {
    const st = state({ values: { "--color": "red", "--hold": "0.5", "--bounds": "unbounded" } });
    assert.deepEqual(previewArgs(schema, st, chosenPreview("smil")),
        ["--style", "material", "--hold", "0.5", "--bounds", "unbounded", "--color", "red", "--format", "smil"]);
});

test("a preview leaves out what its format refuses (web: --hold, --repeat for material)", () => {
    const st = state({ values: { "--hold": "0.5", "--repeat": "2", "--color": "red" } });
    assert.deepEqual(previewArgs(schema, st, chosenPreview("web")), ["--style", "material", "--color", "red", "--format", "web"]);
});

test("a value whose control the chosen format hides reaches no preview", () => {
    const st = state({ format: "web", values: { "--hold": "0.5", "--color": "red" } });
    assert.deepEqual(previewArgs(schema, st, chosenPreview("smil")), ["--style", "material", "--color", "red", "--format", "smil"]);
});

test("the still takes the timeline's time; the animated previews 25 fps unless --fps is set", () => {
    assert.deepEqual(previewArgs(schema, state({ time: 1.25 }), chosenPreview("png")), ["--style", "material", "--format", "png", "--at", "1.25"]);
    assert.deepEqual(previewArgs(schema, state(), chosenPreview("gif")), ["--style", "material", "--format", "gif", "--fps", "25"]);
    assert.deepEqual(previewArgs(schema, state({ format: "gif", values: { "--fps": "10" } }), chosenPreview("gif")),
        ["--style", "material", "--fps", "10", "--format", "gif"]);
});

test("a switch is its flag alone", () => {
    assert.deepEqual(previewArgs(schema, state({ values: { "--decorative": true } }), chosenPreview("smil")),
        ["--style", "material", "--decorative", "--format", "smil"]);
});

test("the command line is the chosen preview's arguments and -o", () => {
    assert.equal(commandLine(schema, state({ values: { "--color": "#1e88e5" } }), ""),
        "ripplegen --style material --color '#1e88e5' --format smil -o ripple.svg");
    assert.equal(commandLine(schema, state({ format: "web" }), ""), "ripplegen --style material --format web -o ripple.css");
});

test("with the served spec, the command line names it (--spec FILE); the renders send its text instead", () => {
    const st = state({ style: SPEC, values: { "--color": "red" } });
    assert.deepEqual(previewArgs(schema, st, chosenPreview("smil")), ["--color", "red", "--format", "smil"]);
    assert.equal(commandLine(schema, st, "specs/my ripple.json"), "ripplegen --spec 'specs/my ripple.json' --color red --format smil -o ripple.svg");
});

test("file names: the web format's four files; each other format's one", () => {
    assert.deepEqual(fileNames("web"), ["ripple.css", "ripple.js", "ripple.mjs", "ripple.d.mts"]);
    assert.deepEqual(["smil", "css", "png", "gif", "apng", "webp", "lottie", "dotlottie"].map(outputName),
        ["ripple.svg", "ripple-css.svg", "ripple.png", "ripple.gif", "ripple-animated.png", "ripple.webp", "ripple.json", "ripple.lottie"]);
});

test("quoting: a shell reads every word back as it was", () => {
    assert.equal(quote("ring"), "ring");
    assert.equal(quote("#fff"), "'#fff'");
    assert.equal(quote("it's"), "'it'\\''s'");
    assert.equal(quote(""), "''");
    assert.equal(quote("path:M0 0L1 1"), "'path:M0 0L1 1'");
});
