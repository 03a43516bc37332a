// The editor page's entry (DOM): the state (state.js) drives the controls, the address, the previews and the
// command line; every change is a step of the undo history and is written to the address.
import { SPEC, controls, offeredFormats, styleOf } from "./schema.js";
import { commandLine, previewArgs, previews, schedule } from "./command.js";
import { History, fromQuery, styleNames, toQuery } from "./state.js";
import { animationLength, oneShot } from "./ranges.js";
import { springsIn, withSpring } from "./easing.js";
import * as shown from "./controls.js";
import * as figures from "./previews.js";
import * as specPane from "./spec-pane.js";
import { gallery } from "./gallery.js";
import { exportAll, withdraw } from "./export.js";
import { draftOf, getJSON, token } from "./server.js";

const $ = id => document.getElementById(id);
let schema, hasSpec = false, specPath = "", history, timer, generation = 0, changedAt = 0;
let again = false, length = 2, ends = false, replayTimer;
const urls = [];
const state = () => history.present;
const specText = () => (specPane.current() || {}).text ?? "";

// A change of the state: a step of the history (`key`: keystrokes in one field are one step). The controls
// are made again only for another style, format or set of values; the timeline and the background render
// nothing.
function change(next, key) {
    const before = state();
    if (!history.push(next, key)) return;
    const same = field => before[field] === next[field];
    const values = same("style") && same("format") && same("values");
    refresh(!values, !(values && same("time")));
}

// The page made to show the present state: the address, the menus, the controls, then the previews.
function refresh(rebuild = true, render = true, typed = false) {
    const st = state();
    address(render);
    // A select given its own value again still selects it anew (about 2 ms a change): set only what differs.
    const set = (id, value) => { if ($(id).value !== value) $(id).value = value; };
    set("style", st.style);
    set("format", st.format);
    set("time", String(st.time));
    $("timeText").textContent = st.time + " s";
    $("paused").checked = st.paused;
    $("replay").checked = st.replay;
    const custom = !["light", "dark", "checker"].includes(st.background);
    set("background", custom ? "custom" : st.background);
    $("backgroundColour").hidden = !custom;
    if (custom) $("backgroundColour").value = st.background;
    figures.background(custom ? "custom" : st.background, st.background);
    const style = styleOf(schema, st.style);
    if (rebuild) shown.build(controls(schema, style, st.format), st.values, setValue, { easings: schema.easings, springs: springsShown() });
    $("undo").disabled = !history.canUndo;
    $("redo").disabled = !history.canRedo;
    figures.seekAll(st.time, st.paused);
    autoReplay();
    if (render) later(typed);
}
// The address follows the state: writing it takes the browser several ms, which a change's previews need not
// wait for. A change that renders writes it once its update is shown (`writeAddress` in `update`); another,
// in a task of its own.
let addressDue = false;
function address(render) {
    addressDue = true;
    if (!render) setTimeout(writeAddress);
}
function writeAddress() {
    if (!addressDue) return;
    addressDue = false;
    window.history.replaceState(null, "", toQuery(state(), token, schema, hasSpec));
}
const setValue = (flag, value, typed) => {
    const values = { ...state().values, [flag]: value };
    if (value === "" || value === false) delete values[flag];
    if (history.push({ ...state(), values }, flag)) refresh(false, true, typed);
};

// An update starts at once for a pick, a slider, a handle or a menu (as the event's handling ends: changes
// made in one event are one update, started without waiting for another task); a keystroke in a text field
// waits 60 ms for the next one (typing runs together). While an update renders, a change waits for it to
// show (the newest state then; those in between are skipped), but at most 100 ms: a slow render holds
// nothing back. body[data-pending] is set until the update that shows the change has started.
let inflight = 0, grace, scheduled = 0;
function later(typed) {
    document.body.dataset.pending = "1";
    changedAt = changedAt || performance.now();
    clearTimeout(timer);
    const mine = ++scheduled, go = () => { if (mine === scheduled) start(); };
    if (typed) timer = setTimeout(go, 60);
    else queueMicrotask(go);
}
function start() {
    if (!inflight) return run();
    again = true;
    clearTimeout(grace);
    grace = setTimeout(() => { if (again) run(); }, 100);
}
function run() {
    inflight++;
    again = false;
    clearTimeout(grace);
    update().finally(() => { inflight--; if (again && !inflight) run(); });
}

// Each update has a number (body[data-generation]); only the newest one puts its renders in (each figure's
// data-generation says whose it shows). The previews start as `schedule` orders them. When the previews but
// the animated image and the Lottie drawing are in place (frames loaded, images decoded) it sets
// body[data-shown] and the status line's figure, from the change to then; when those are in too,
// body[data-done]. The animated image (seconds of frames) starts only then, and only if no newer change is
// waiting; the Lottie drawing starts at once: neither holds the others back.
async function update() {
    const mine = ++generation, st = state(), since = changedAt;
    changedAt = 0;
    document.body.dataset.generation = String(mine);
    delete document.body.dataset.pending;
    withdraw();
    const spec = st.style === SPEC ? specText() : null, editing = specPane.current();
    $("command").textContent = commandLine(schema, st, specPath);
    $("commandNote").hidden = !(st.style === SPEC && editing && editing.dirty);
    $("specError").textContent = "";
    const list = previews(st.format), current = () => mine === generation;
    figures.layout(list);
    // The frames load by GET: they name the server's copy of this update's spec text (a draft).
    const draft = spec === null ? null : await draftOf(spec);
    const showing = p => figures.show(p, previewArgs(schema, st, p), spec, draft, mine, current);
    const { quick, alongside, after } = schedule(list);
    const drawing = Promise.all(alongside.map(showing));
    const refused = await Promise.all(quick.map(showing));
    if (!current()) return;
    await figures.inPlace(quick.map(p => p.format));
    if (!current()) return;
    const took = Math.round(performance.now() - (since || performance.now()));
    $("status").textContent = "updated in " + took + " ms";
    document.body.dataset.latency = String(took);  // for Benchmarks/serve_update.py
    document.body.dataset.shownAt = String(performance.now());
    document.body.dataset.shown = String(mine);
    writeAddress();
    marks(refused, spec);
    if (again || document.body.dataset.pending) return;
    const rest = (await Promise.all([drawing, Promise.all(after.map(showing))])).flat();
    if (!current()) return;
    marks(refused.concat(rest), spec);
    const slow = alongside.concat(after);
    if (slow.length) await figures.inPlace(slow.map(p => p.format));
    document.body.dataset.doneAt = String(performance.now());
    document.body.dataset.done = String(mine);
}

// Marks each control whose value a render refused; shows a spec's error in the spec pane.
function marks(refused, spec) {
    shown.mark(new Map(refused.filter(r => r && r.flag).map(r => [r.flag, r.error])));
    const error = refused.find(r => r && !r.flag);
    if (error && spec !== null) specPane.showError(error.error);
}

// The timeline spans the animation (the CSS preview's animations: one pass, one cycle of a loop); a
// one-shot is replayed by the button, and after each end while auto-replay is on.
function timed(timings) {
    length = animationLength(timings, length);
    ends = oneShot(timings);
    const slider = $("time");
    slider.max = String(length);
    slider.step = String(length / 200);
    $("timeLength").textContent = "of " + +length.toFixed(3) + " s" + (ends ? "" : " (a loop)");
    document.body.dataset.length = String(length);
    autoReplay();
}
function autoReplay() {
    clearTimeout(replayTimer);
    if (state().replay && !state().paused && ends) replayTimer = setTimeout(() => { figures.replayAll(); autoReplay(); }, length * 1000 + 600);
}

// The springs the easing editor draws: the served spec's own, read from the text being edited, each with a
// slider that sets its response in that text; a built-in style's, from the schema, to see.
function springsShown() {
    const st = state();
    if (st.style !== SPEC || !specPane.current()) return styleOf(schema, st.style).springs || [];
    const springs = springsIn(specText());
    return Object.assign(springs, { range: schema.springRange, set: (index, response) => specPane.edit(withSpring(specText(), index, response)) });
}
let springPaths = "";
// The spec's text changed: its springs are drawn again when another set of them is in it (not for a new
// response, which its own slider set).
function specChanged() {
    const paths = springsIn(specText()).map(s => s.at).join("|");
    if (paths !== springPaths && state().style === SPEC) { springPaths = paths; refresh(true, false); }
    later(true);
}

// A click on a framed preview sets the press origin (where the chosen format takes --origin).
function pick(x, y) {
    if (!document.querySelector('#options [data-flag="--origin"]')) return;
    setValue("--origin", Math.round(x) + "," + Math.round(y), false);  // whole px of the view: a click is no finer
    shown.show(state().values);
}

async function poll() {
    try {
        const v = (await getJSON("/version")).version;
        if (v !== specPane.version()) {
            if ((await specPane.load()).manifest) gallery(urls, schema, hasSpec);
            later(false);
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

async function begin() {
    schema = await getJSON("/schema");
    const files = await specPane.load();
    hasSpec = !!files.spec;
    specPath = files.spec || "";
    for (const name of styleNames(schema, hasSpec)) $("style").add(new Option(name, name));
    for (const f of offeredFormats(schema)) $("format").add(new Option(f.name, f.name));
    history = new History(fromQuery(location.search, schema, hasSpec));
    const on = (id, event, next, key) => $(id).addEventListener(event, () => change({ ...state(), ...next() }, key));
    on("style", "change", () => ({ style: $("style").value }));
    on("format", "change", () => ({ format: $("format").value }));
    on("time", "input", () => ({ time: +$("time").value }), "time");
    on("paused", "change", () => ({ paused: $("paused").checked }));
    on("replay", "change", () => ({ replay: $("replay").checked }));
    on("background", "change", () => ({ background: $("background").value === "custom" ? $("backgroundColour").value : $("background").value }));
    on("backgroundColour", "input", () => ({ background: $("backgroundColour").value }), "background");
    $("replayNow").addEventListener("click", () => { if (state().paused) change({ ...state(), paused: false }); figures.replayAll(); autoReplay(); });
    $("undo").addEventListener("click", () => { history.undo(); refresh(); });
    $("redo").addEventListener("click", () => { history.redo(); refresh(); });
    $("reset").addEventListener("click", () => change({ ...state(), values: {} }));
    $("export").addEventListener("click", () => exportAll(schema, state(), state().style === SPEC ? specText() : null, generation));
    $("copy").addEventListener("click", () => navigator.clipboard.writeText($("command").textContent));
    document.addEventListener("keydown", keys);
    figures.on("timings", timed);
    figures.on("pick", pick);
    springPaths = springsIn(specText()).map(s => s.at).join("|");
    specPane.start(specChanged);
    if (files.manifest) gallery(urls, schema, hasSpec);
    refresh();
    poll();
}
begin();
