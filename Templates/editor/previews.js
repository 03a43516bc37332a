// The previews (DOM): one figure per preview, each showing one render and, beside it, the download of exactly
// those bytes, their sizes (bytes and gzip bytes) and the snippet that embeds them. A render's result is put
// in only while its update is the newest (`isCurrent`), so whatever order the renders finish in, a figure's
// preview and download come from the same update. Every preview is centred and scaled to the same square;
// the timeline holds the framed ones at one time, or plays them, and replays them from 0.
import { fileNames } from "./command.js";
import { lottiePreview, query, render, renderFiles, text } from "./server.js";
import { byteText, dimensions, gzipSize, snippet, titleOf, webClass } from "./embed.js";

const $ = id => document.getElementById(id);
const figures = new Map();
let shownList = "";
// The page's hooks: `timings(list)` when the CSS preview has loaded (its animations' timings, for the
// timeline's length), `pick(x, y)` when a framed SVG preview is clicked (a point in the view).
const hooks = { timings: () => {}, pick: () => {} };
export const on = (name, fn) => { hooks[name] = fn; };

// Makes the figures for `list` (kept while the list stays the same, so a preview stays up until its next
// render replaces it). A figure's parts: `view` (the preview shown), `files`, `sizes`, `embed`.
export function layout(list) {
    const key = list.map(p => p.name).join("|");
    if (key === shownList) return;
    shownList = key;
    for (const figure of figures.values()) figure.urls.forEach(URL.revokeObjectURL);
    figures.clear();
    $("grid").replaceChildren(...list.map(preview => {
        const f = document.createElement("figure"), c = document.createElement("figcaption");
        const part = (tag, className) => Object.assign(document.createElement(tag), { className });
        c.textContent = preview.name;
        f.dataset.format = preview.format;
        Object.assign(f, { urls: [], view: part("div", "view"), files: part("p", "files"), sizes: part("p", "sizes"), embed: part("details", "embed") });
        f.append(c, f.view, f.files, f.sizes, f.embed);
        figures.set(preview.format, f);
        return f;
    }));
}

// Renders `preview` with `args` (and `spec`, the spec text, or null; `draft`, its number); puts the result in
// its figure if `isCurrent()` still holds when it is ready. An SVG preview whose frame shows a document
// already takes the new render's bytes in that document (the download's bytes: no other request, no new
// frame). Another framed preview starts loading at once, hidden behind the one shown, while its bytes are
// asked for (the two are the same render: the server answers both from one), and replaces it once loaded:
// the old preview stays up until then. What the figure shows with it (the downloads' blob URLs, the snippet,
// an image) is made while the frame loads, then put in with it in one step. A value refused for its flag
// leaves the figure on its last good render (marked stale: its download is still that render's) and is
// reported for its control.
// Returns { error, flag } for a refused render, else null.
export async function show(preview, args, spec, draft, generation, isCurrent) {
    const figure = figures.get(preview.format);
    // A Lottie format's preview is its file as rlottie draws it (an APNG made on the server), beside its bytes.
    const player = preview.show === "lottie" ? lottiePreview(args, spec) : null;
    const reused = preview.show === "frame" && takesDocuments(figure.view);
    // The web format's four files in one request.
    const asked = preview.format === "web" ? renderFiles(args, spec, ["css", "js", "mjs", "d.mts"]) : render(args, spec).then(r => [r]);
    // A new frame is made once the other previews of the update have sent their requests (after this task):
    // making one takes the browser several ms.
    if (preview.show !== "image" && preview.show !== "lottie" && !reused) await null;
    const next = preview.show === "image" || preview.show === "lottie" || reused ? null : frame(preview, args, draft, figure);
    const results = await asked;
    const drawn = player && await player;
    const failed = results.find(r => !r.ok), kept = failed && failed.flag && figure.dataset.good;
    const urls = [], made = !failed && isCurrent() ? parts(preview, args, results, drawn, urls, !!next || reused) : null;
    if (next && made) await next.ready;
    if (!isCurrent() || kept || failed) next?.remove();
    if (!isCurrent()) {
        urls.forEach(URL.revokeObjectURL);
        return null;
    }
    figure.dataset.generation = String(generation);
    figure.classList.toggle("stale", !!kept);
    if (kept) return { error: text(failed.bytes), flag: failed.flag };
    figure.urls.forEach(URL.revokeObjectURL);
    figure.urls = urls;
    const view = failed ? errorView(text(failed.bytes)) : reused ? figure.view : next || made.image.view;
    if (view === figure.view) put(view, results[0].bytes);
    else if (view !== next) figure.view.replaceWith(view);
    else { figure.view.remove(); next.hidden = false; }
    figure.view = view;
    if (made && made.image.played) figure.played = made.image.played;
    figure.files.replaceChildren(...(failed ? [] : made.links));
    figure.sizes.replaceChildren();
    figure.embed.replaceChildren();
    if (failed) delete figure.dataset.good;
    else {
        figure.dataset.good = "1";
        figure.embed.replaceChildren(...made.embed);
        describeSizes(figure, preview, results, generation);
        if (next || reused) shown(view, preview);
    }
    return failed ? { error: text(failed.bytes), flag: failed.flag } : null;
}

// What a figure shows of a good render besides a frame: its downloads' links, its snippet and (without a
// frame) its image; the blob URLs made go in `urls`.
const parts = (preview, args, results, drawn, urls, framed) => ({
    links: links(preview, results, urls),
    embed: embedView(preview, args, results),
    image: framed ? {} : image(preview, results[0], urls, drawn),
});

// A render's blob URL, made once (an image and its download share it).
const urlOf = (urls, r) => {
    if (!r.url) {
        r.url = URL.createObjectURL(new Blob([r.bytes], { type: r.type }));
        urls.push(r.url);
    }
    return r.url;
};

function errorView(message) {
    const e = document.createElement("div");
    e.className = "view error";
    e.textContent = message;
    return e;
}

// An image of the bytes (a Lottie format's: the frames rlottie drew, `drawn`; its message when it could not),
// and what a replay loads again (`played`).
function image(preview, result, urls, drawn) {
    if (preview.show === "lottie" && !drawn.ok) return { view: Object.assign(errorView(text(drawn.bytes)), { title: "The downloads still work" }) };
    const img = document.createElement("img");
    img.src = urlOf(urls, drawn || result);
    img.alt = preview.name;
    img.className = "view";
    return { view: img, played: drawn || result };
}

// A frame of the server showing the same arguments' render (an SVG document needs its own policy; the web
// format its element, style sheet and script), loading hidden after the figure's preview (an iframe moved in
// the document would load again); `ready` resolves when it has loaded and been fitted.
function frame(preview, args, draft, figure) {
    const f = document.createElement("iframe");
    f.title = preview.name;
    f.className = "view";
    f.hidden = true;
    f.src = (preview.show === "web" ? "/frame?" : "/file?") + query(args, draft);
    f.ready = new Promise(done => f.addEventListener("load", () => { fit(f); done(); }, { once: true }));
    figure.view.after(f);
    return f;
}

// Whether `view` is a frame showing an SVG document (loaded), which can take another render's document.
const takesDocuments = view => view.tagName === "IFRAME" && !!view.dataset.loaded && !!view.contentDocument
    && !!view.contentDocument.documentElement && view.contentDocument.documentElement.localName === "svg";

// A render's SVG document put in a frame's document in place of the one it shows (its animations start as it
// goes in, as a loaded document's do), then fitted. The frame's own policy still holds for it.
function put(frame, bytes) {
    const doc = frame.contentDocument, svg = new DOMParser().parseFromString(text(bytes), "image/svg+xml").documentElement;
    doc.replaceChild(doc.importNode(svg, true), doc.documentElement);
    fit(frame);
}

// A framed SVG document fills its square (centred, its aspect kept) and takes a click as the press origin.
function fit(frame) {
    const doc = frame.contentDocument, svg = doc && doc.documentElement;
    if (svg && svg.localName === "svg") {
        const w = parseFloat(svg.getAttribute("width")), h = parseFloat(svg.getAttribute("height"));
        if (!svg.getAttribute("viewBox") && w > 0 && h > 0) svg.setAttribute("viewBox", `0 0 ${w} ${h}`);
        svg.setAttribute("width", "100%");
        svg.setAttribute("height", "100%");
        svg.style.cursor = "crosshair";
        svg.addEventListener("click", event => {
            const p = new DOMPoint(event.clientX, event.clientY).matrixTransform(svg.getScreenCTM().inverse());
            hooks.pick(p.x, p.y);
        });
    }
}

// A frame now shown: held by the timeline; the CSS preview's animations give the timeline its length.
function shown(frame, preview) {
    seek(frame);
    const doc = frame.contentDocument;
    if (preview.format === "css" && doc && doc.getAnimations) hooks.timings(doc.getAnimations().map(a => a.effect.getComputedTiming()));
    frame.dataset.loaded = "1";
}

// Resolves when the figures of `formats` show their previews (frames are put in loaded): images decoded.
export const inPlace = formats => Promise.all(formats.map(format => {
    const v = figures.get(format).view;
    return v.tagName === "IMG" ? v.decode().catch(() => {}) : null;
}));

const links = (preview, results, urls) => fileNames(preview.format).map((name, i) => {
    const a = document.createElement("a");
    a.href = urlOf(urls, results[i]);
    a.download = name;
    a.textContent = "Download " + name;
    return a;
});

// Each file's bytes and gzip bytes (gzipped in the page: CompressionStream), once known, if the figure still
// shows this update (figure[data-sized] says which update's sizes it shows).
async function describeSizes(figure, preview, results, generation) {
    const names = fileNames(preview.format);
    const sizes = await Promise.all(results.map(async r => [r.bytes.byteLength, await gzipSize(r.bytes)]));
    if (figure.dataset.generation !== String(generation)) return;
    figure.sizes.replaceChildren(...sizes.map(([bytes, gzip], i) => {
        const s = document.createElement("span");
        s.dataset.bytes = String(bytes);
        s.dataset.gzip = String(gzip);
        s.textContent = (names.length > 1 ? names[i] + ": " : "") + byteText(bytes) + " · gzip " + byteText(gzip);
        return s;
    }));
    figure.dataset.sized = String(generation);
}

// The snippet that embeds the figure's files, with a button that copies it.
function embedView(preview, args, results) {
    const summary = Object.assign(document.createElement("summary"), { textContent: "Embed" });
    const scale = args.includes("--scale") ? +args[args.indexOf("--scale") + 1] : 1;
    const bytes = results[0].bytes, svg = preview.format === "smil" || preview.format === "css";
    const facts = preview.format === "web" ? { className: webClass(text(bytes)) }
        : { ...dimensions(bytes), scale, title: svg ? titleOf(bytes) : "" };
    const code = Object.assign(document.createElement("pre"), { textContent: snippet(preview.format, fileNames(preview.format), facts) });
    const copy = Object.assign(document.createElement("button"), { type: "button", textContent: "Copy" });
    copy.addEventListener("click", () => navigator.clipboard.writeText(code.textContent));
    return [summary, code, copy];
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
    document.querySelectorAll("#grid iframe:not([hidden])").forEach(seek);
}

// Plays every preview again from its start: the framed documents from time 0, the animated images loaded
// again (body[data-replays] counts the replays).
export function replayAll() {
    for (const frame of document.querySelectorAll("#grid iframe:not([hidden])")) {
        const doc = frame.contentDocument, svg = doc && doc.documentElement;
        if (!svg) continue;
        if (svg.setCurrentTime) { svg.setCurrentTime(0); svg.unpauseAnimations(); }
        for (const a of doc.getAnimations ? doc.getAnimations() : []) { a.currentTime = 0; a.play(); }
    }
    for (const figure of figures.values()) {
        const img = figure.view;
        if (img.tagName !== "IMG" || !figure.played || figure.dataset.format === "png") continue;
        const url = URL.createObjectURL(new Blob([figure.played.bytes], { type: figure.played.type }));
        figure.urls.push(url);
        img.src = url;
    }
    document.body.dataset.replays = String(+(document.body.dataset.replays || 0) + 1);
}

// The preview background (light, dark, a checkerboard or a colour): the squares behind every preview.
export function background(choice, colour) {
    const grid = $("grid");
    grid.dataset.background = choice;
    if (choice === "custom") grid.style.setProperty("--preview-background", colour);
    else grid.style.removeProperty("--preview-background");
}
