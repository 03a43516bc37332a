// The arguments of each preview and the command line shown: what the page asks the server to render is what
// the command line makes, byte for byte (`--spec FILE` in place of the spec text the page sends). Pure
// (test/command.test.js).
import { SPEC, controls, offeredFormats, refusedFlags, styleOf } from "./schema.js";

// The animated raster formats: the chosen one is previewed, GIF when another format is chosen.
const animated = ["gif", "apng", "webp"];

// The previews shown for `format`: every format the menu offers has one (web as its four files).
export const previews = format => [
    { name: "SMIL", format: "smil", show: "frame" },
    { name: "CSS", format: "css", show: "frame" },
    { name: "Web (press it)", format: "web", show: "web" },
    { name: "Still (PNG)", format: "png", show: "image" },
    { name: "Animated (" + (animated.includes(format) ? format : "gif").toUpperCase() + ")",
      format: animated.includes(format) ? format : "gif", show: "image" },
].concat(lottie.includes(format) ? [{ name: (format === "lottie" ? "Lottie" : "dotLottie") + " (rlottie)", format, show: "lottie" }] : []);

// The Lottie formats: previewed (when chosen) as a Lottie player draws them.
const lottie = ["lottie", "dotlottie"];

// When an update starts each preview of `list`, and which it waits for to count as shown. `quick`: started at
// once, the most work first (the web preview: its files and a new frame, a page to load and run; an SVG
// preview: its document, made into a frame the first time; the still: its bytes), and the update is shown
// when they are in. `alongside`: the
// Lottie drawing (every frame by a player on the server), started with them but not waited for. `after`: the
// animated image (seconds of frames), started only once the quick ones are in.
export function schedule(list) {
    const steps = preview => ({ web: 3, frame: 2 })[preview.show] || 1;
    const moving = preview => preview.show === "image" && preview.format !== "png";
    return {
        quick: list.filter(p => !moving(p) && p.show !== "lottie").sort((a, b) => steps(b) - steps(a)),
        alongside: list.filter(p => p.show === "lottie"),
        after: list.filter(moving),
    };
}

// The preview that shows the chosen format (the one the command line makes).
export const chosenPreview = format => previews(format).find(preview => preview.format === format);

// The flags and values of `state` a render for `format` takes: the chosen format's controls that have a value
// (in their order), less those this format refuses.
function values(schema, state, format) {
    const style = styleOf(schema, state.style), refused = refusedFlags(schema, format, style), out = [];
    for (const control of controls(schema, style, state.format)) {
        const value = state.values[control.flag];
        if (refused.has(control.flag) || value === undefined || value === "" || value === false) continue;
        if (control.kind === "switch") out.push(control.flag);
        else out.push(control.flag, String(value));
    }
    return out;
}

// What the page sends for `preview` (without the spec: the served spec's text goes in the body).
export function previewArgs(schema, state, preview) {
    const source = state.style === SPEC ? [] : ["--style", state.style];
    const args = source.concat(values(schema, state, preview.format), ["--format", preview.format]);
    if (preview.format === "png") args.push("--at", String(state.time));
    if (animated.includes(preview.format) && !args.includes("--fps")) args.push("--fps", "25");
    return args;
}

// The file name a format is written to (web: the style sheet; its scripts are named after it).
export const outputName = format =>
    ({ smil: "ripple.svg", css: "ripple-css.svg", web: "ripple.css", apng: "ripple-animated.png", lottie: "ripple.json",
       dotlottie: "ripple.lottie" })[format] || "ripple." + format;

// The export (`POST /export`): every offered format's render for `state`, each with the file its command line
// writes, in the menu's order.
export const exportJobs = (schema, state) => offeredFormats(schema).map(f =>
    ({ args: previewArgs(schema, { ...state, format: f.name }, chosenPreview(f.name)), name: outputName(f.name) }));

// The names of a format's files, as the CLI writes them for `outputName(format)`.
export const fileNames = format =>
    format === "web" ? ["ripple.css", "ripple.js", "ripple.mjs", "ripple.d.mts"] : [outputName(format)];

// A word as a POSIX shell reads it back.
export const quote = word => /^[\w@%+=:,./-]+$/.test(word) ? word : "'" + word.replace(/'/g, "'\\''") + "'";

// The command line that writes the chosen format's file(s): the chosen preview's arguments, with the served
// spec named (`specPath`, as serve was given it) when the spec is the style.
export function commandLine(schema, state, specPath) {
    const args = previewArgs(schema, state, chosenPreview(state.format));
    const words = state.style === SPEC ? ["--spec", specPath].concat(args) : args;
    return ["ripplegen", ...words, "-o", outputName(state.format)].map(quote).join(" ");
}
