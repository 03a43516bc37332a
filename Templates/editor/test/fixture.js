// A schema as `GET /schema` answers it (ServeSchema.swift), cut down to what the tests need: a looping style,
// a held press, a few common options of each kind, and the flag table's columns for the formats used.
export const schema = {
    styles: [
        { name: "ring", kind: "loop", color: "#ffff00", size: [100, 100], easing: "ease-out", springs: [], refused: { web: [] }, parameters: [
            { flag: "--rings", kind: "integer", help: "how many rings", min: 1, max: 12, default: 1 }] },
        { name: "material", kind: "held", color: "#000000", refused: { web: ["--hold", "--duration", "--stroke-width"] }, parameters: [
            { flag: "--hold", kind: "seconds", help: "when the press is released", min: 0, max: 3600, default: 0.225 },
            { flag: "--bounds", kind: "choice", help: "clip to the view or not", default: "bounded", choices: ["bounded", "unbounded"] }] },
    ],
    options: [
        { flag: "--repeat", value: "N|indefinite", help: "iterations", range: { min: 1, max: 1000000, unit: "plays" } },
        { flag: "--duration", value: "SECONDS", help: "the timeline's length", range: { min: 0.001, max: 86400, unit: "s" } },
        { flag: "--color", value: "COLOR", help: "a colour" },
        { flag: "--stroke-width", value: "W", help: "stroke width" },
        { flag: "--title", value: "TEXT", help: "the document's title" },
        { flag: "--decorative", value: null, help: "no accessible name" },
        { flag: "--fps", value: "N", help: "frame rate" },
    ],
    formats: ["smil", "css", "web", "lottie", "apng", "webp", "gif", "png"].map(name => ({
        name, help: name, endings: [],
        modes: name === "web" ? { held: "press", tap: "press", loop: "decoration" }
            : ["apng", "webp", "gif"].includes(name) ? { held: "animated", tap: "animated", loop: "animated" }
            : { held: name, tap: name, loop: name },
    })),
    refused: {
        smil: ["--fps"], css: ["--fps"], press: ["--decorative", "--fps", "--repeat"], decoration: ["--decorative", "--fps", "--repeat"],
        lottie: ["--title"], png: ["--title", "--decorative", "--fps"], animated: ["--title", "--decorative"],
    },
};
