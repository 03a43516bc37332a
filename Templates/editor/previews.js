// The previews (DOM): one figure per preview, each showing one render and, beside it, the download of exactly
// those bytes. A render's result is put in only while its update is the newest (`isCurrent`), so whatever
// order the renders finish in, a figure's preview and download come from the same update.
import { fileNames } from "./command.js";
import { lottiePreview, query, render, text } from "./server.js";

const $ = id => document.getElementById(id);
const figures = new Map();
let shownList = "";

// Makes the figures for `list` (kept while the list stays the same, so a preview stays up until its next
// render replaces it).
export function layout(list) {
    const key = list.map(p => p.name).join("|");
    if (key === shownList) return;
    shownList = key;
    for (const figure of figures.values()) figure.urls.forEach(URL.revokeObjectURL);
    figures.clear();
    $("grid").replaceChildren(...list.map(preview => {
        const f = document.createElement("figure"), c = document.createElement("figcaption"), files = document.createElement("p");
        c.textContent = preview.name;
        files.className = "files";
        f.dataset.format = preview.format;
        f.append(c, document.createElement("div"), files);
        figures.set(preview.format, Object.assign(f, { urls: [] }));
        return f;
    }));
}

// Renders `preview` with `args` (and `spec`, the spec text, or null; `draft`, its number); puts the result in its figure if
// `isCurrent()` still holds when it arrives. A value refused for its flag leaves the figure on its last good
// render (marked stale: its download is still that render's) and is reported for its control. Returns
// { error, flag } for a refused render, else null.
export async function show(preview, args, spec, draft, generation, isCurrent) {
    const files = preview.format === "web" ? ["css", "js", "mjs"] : [undefined];
    // A Lottie format's preview is its file as rlottie draws it (an APNG made on the server), beside its bytes.
    const player = preview.show === "lottie" ? lottiePreview(args, spec) : null;
    const results = await Promise.all(files.map(file => render(args, spec, file)));
    const drawn = player && await player;
    if (!isCurrent()) return null;
    const figure = figures.get(preview.format), failed = results.find(r => !r.ok);
    figure.dataset.generation = String(generation);
    const kept = failed && failed.flag && figure.dataset.good;
    figure.classList.toggle("stale", !!kept);
    if (kept) return { error: text(failed.bytes), flag: failed.flag };
    figure.urls.forEach(URL.revokeObjectURL);
    figure.urls = [];
    figure.children[1].replaceWith(failed ? errorView(text(failed.bytes)) : view(preview, args, draft, results[0], figure, drawn));
    figure.children[2].replaceChildren(...(failed ? [] : links(preview, results, figure)));
    if (failed) delete figure.dataset.good;
    else figure.dataset.good = "1";
    return failed ? { error: text(failed.bytes), flag: failed.flag } : null;
}

const urlOf = (figure, r) => {
    const url = URL.createObjectURL(new Blob([r.bytes], { type: r.type }));
    figure.urls.push(url);
    return url;
};

function errorView(message) {
    const e = document.createElement("div");
    e.className = "error";
    e.textContent = message;
    return e;
}

// An image of the bytes, or a frame of the server showing the same arguments' render (an SVG document needs
// its own policy; the web format its element, style sheet and script).
function view(preview, args, draft, result, figure, drawn) {
    if (preview.show === "lottie" && !drawn.ok) return Object.assign(errorView(text(drawn.bytes)), { title: "The downloads still work" });
    if (preview.show === "image" || preview.show === "lottie") {
        const img = document.createElement("img");
        img.src = urlOf(figure, drawn || result);
        img.alt = preview.name;
        return img;
    }
    const frame = document.createElement("iframe");
    frame.title = preview.name;
    frame.src = (preview.show === "web" ? "/frame?" : "/file?") + query(args, draft);
    frame.addEventListener("load", () => seek(frame));
    return frame;
}

const links = (preview, results, figure) => fileNames(preview.format).map((name, i) => {
    const a = document.createElement("a");
    a.href = urlOf(figure, results[i]);
    a.download = name;
    a.textContent = "Download " + name;
    return a;
});

// One timeline: every framed preview paused at the same time, or playing.
let timeline = { time: 0, paused: false };
export function seek(frame) {
    const doc = frame.contentDocument;
    if (!doc || !doc.documentElement) return;
    const { time, paused } = timeline, svg = doc.documentElement;
    if (svg.pauseAnimations) {
        if (paused) { svg.pauseAnimations(); svg.setCurrentTime(time); } else svg.unpauseAnimations();
    }
    for (const a of doc.getAnimations ? doc.getAnimations() : []) {
        if (paused) { a.pause(); a.currentTime = time * 1000; } else a.play();
    }
}
export function seekAll(time, paused) {
    timeline = { time, paused };
    document.querySelectorAll("#grid iframe").forEach(seek);
}
