// The previews (DOM): one figure per preview, each showing one render and, beside it, the download of exactly
// those bytes. A render's result is put in only while its update is the newest (`isCurrent`), so whatever
// order the renders finish in, a figure's preview and download come from the same update.
import { fileNames } from "./command.js";
import { query, render, text } from "./server.js";

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

// Renders `preview` with `args` (and `spec`, the spec text, or null); puts the result in its figure if
// `isCurrent()` still holds when it arrives. Returns the error text, if any.
export async function show(preview, args, spec, generation, isCurrent) {
    const files = preview.format === "web" ? ["css", "js", "mjs"] : [undefined];
    const results = await Promise.all(files.map(file => render(args, spec, file)));
    if (!isCurrent()) return null;
    const figure = figures.get(preview.format), failed = results.find(r => !r.ok);
    figure.urls.forEach(URL.revokeObjectURL);
    figure.urls = [];
    const urlOf = r => { const url = URL.createObjectURL(new Blob([r.bytes], { type: r.type })); figure.urls.push(url); return url; };
    let view, links = [];
    if (failed) {
        view = document.createElement("div");
        view.className = "error";
        view.textContent = text(failed.bytes);
    } else {
        if (preview.show === "image") {
            view = document.createElement("img");
            view.src = urlOf(results[0]);
            view.alt = preview.name;
        } else {
            view = document.createElement("iframe");
            view.title = preview.name;
            view.src = (preview.show === "web" ? "/frame?" : "/file?") + query(args);
            view.addEventListener("load", () => seek(view));
        }
        links = fileNames(preview.format).map((name, i) => {
            const a = document.createElement("a");
            a.href = urlOf(results[i]);
            a.download = name;
            a.textContent = "Download " + name;
            return a;
        });
    }
    figure.children[1].replaceWith(view);
    figure.children[2].replaceChildren(...links);
    figure.dataset.generation = String(generation);
    return failed ? text(failed.bytes) : null;
}

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
