// The editor page's entry (DOM): the state (state.js) drives the controls, the address, the previews and the
// command line; every change is a step of the undo history and is written to the address.
import { SPEC, controls, offeredFormats, styleOf } from "./schema.js";
import { commandLine, previewArgs, previews } from "./command.js";
import { History, fromQuery, styleNames, toQuery } from "./state.js";
import * as shown from "./controls.js";
import * as figures from "./previews.js";
import * as specPane from "./spec-pane.js";
import { gallery } from "./gallery.js";
import { exportAll, withdraw } from "./export.js";
import { draftOf, getJSON, token } from "./server.js";

const $ = id => document.getElementById(id);
let schema, hasSpec = false, specPath = "", history, timer, generation = 0;
const urls = [];
const state = () => history.present;
const specText = () => (specPane.current() || {}).text ?? "";

// A change of the state: a step of the history (`key`: keystrokes in one field are one step). The controls
// are made again only for another style, format or set of values; pausing renders nothing.
function change(next, key) {
    const before = state();
    if (!history.push(next, key)) return;
    const same = field => before[field] === next[field];
    refresh(!(same("style") && same("format") && same("values")), !(same("style") && same("format") && same("values") && same("time")));
}

// The page made to show the present state: the address, the menus, the controls, then (shortly) the previews.
function refresh(rebuild = true, render = true) {
    const st = state();
    window.history.replaceState(null, "", toQuery(st, token, schema, hasSpec));
    $("style").value = st.style;
    $("format").value = st.format;
    $("time").value = String(st.time);
    $("timeText").textContent = st.time + " s";
    $("paused").checked = st.paused;
    if (rebuild) shown.build(controls(schema, styleOf(schema, st.style), st.format), st.values, setValue);
    $("undo").disabled = !history.canUndo;
    $("redo").disabled = !history.canRedo;
    figures.seekAll(st.time, st.paused);
    if (render) later();
}
const setValue = (flag, value) => {
    const values = { ...state().values, [flag]: value };
    if (value === "" || value === false) delete values[flag];
    if (history.push({ ...state(), values }, flag)) refresh(false);
};

// An update starts 60 ms after the last change (typing runs together); body[data-pending] is set meanwhile.
const later = () => {
    document.body.dataset.pending = "1";
    clearTimeout(timer);
    timer = setTimeout(update, 60);
};

// Each update has a number (body[data-generation]); only the newest one puts its renders in (each figure's
// data-generation says whose it shows), and marks itself done (body[data-done]) when every preview shows it.
async function update() {
    const mine = ++generation, started = performance.now(), st = state();
    document.body.dataset.generation = String(mine);
    delete document.body.dataset.pending;
    withdraw();
    const spec = st.style === SPEC ? specText() : null, editing = specPane.current();
    $("command").textContent = commandLine(schema, st, specPath);
    $("commandNote").hidden = !(st.style === SPEC && editing && editing.dirty);
    $("specError").textContent = "";
    const list = previews(st.format);
    figures.layout(list);
    // The frames load by GET: they name the server's copy of this update's spec text (a draft).
    const draft = spec === null ? null : await draftOf(spec);
    const refused = await Promise.all(list.map(p => figures.show(p, previewArgs(schema, st, p), spec, draft, mine, () => mine === generation)));
    if (mine !== generation) return;
    const problems = new Map(refused.filter(r => r && r.flag).map(r => [r.flag, r.error]));
    shown.mark(problems);
    const error = refused.find(r => r && !r.flag);
    if (error && spec !== null) specPane.showError(error.error);
    $("status").textContent = "updated in " + Math.round(performance.now() - started) + " ms";
    document.body.dataset.updated = String(Date.now());  // for Benchmarks/serve_update.py
    document.body.dataset.done = String(mine);
}

async function poll() {
    try {
        const v = (await getJSON("/version")).version;
        if (v !== specPane.version()) {
            if ((await specPane.load()).manifest) gallery(urls, schema, hasSpec);
            later();
        }
    } catch (e) {
        $("status").textContent = "server stopped";
        return;
    }
    setTimeout(poll, 150);
}

function keys(event) {
    if (event.target.matches("input[type=text], input[type=number], textarea")) return;
    const z = event.key.toLowerCase() === "z" && (event.ctrlKey || event.metaKey);
    if (z && !event.shiftKey) { event.preventDefault(); $("undo").click(); }
    if ((z && event.shiftKey) || (event.key.toLowerCase() === "y" && event.ctrlKey)) { event.preventDefault(); $("redo").click(); }
}

async function start() {
    schema = await getJSON("/schema");
    const files = await specPane.load();
    hasSpec = !!files.spec;
    specPath = files.spec || "";
    for (const name of styleNames(schema, hasSpec)) $("style").add(new Option(name, name));
    for (const f of offeredFormats(schema)) $("format").add(new Option(f.name, f.name));
    history = new History(fromQuery(location.search, schema, hasSpec));
    $("style").addEventListener("change", () => change({ ...state(), style: $("style").value }));
    $("format").addEventListener("change", () => change({ ...state(), format: $("format").value }));
    $("time").addEventListener("input", () => change({ ...state(), time: +$("time").value }, "time"));
    $("paused").addEventListener("change", () => change({ ...state(), paused: $("paused").checked }));
    $("undo").addEventListener("click", () => { history.undo(); refresh(); });
    $("redo").addEventListener("click", () => { history.redo(); refresh(); });
    $("reset").addEventListener("click", () => change({ ...state(), values: {} }));
    $("export").addEventListener("click", () => exportAll(schema, state(), state().style === SPEC ? specText() : null, generation));
    $("copy").addEventListener("click", () => navigator.clipboard.writeText($("command").textContent));
    document.addEventListener("keydown", keys);
    specPane.start(later);
    if (files.manifest) gallery(urls, schema, hasSpec);
    refresh();
    poll();
}
start();
