// The spec pane (DOM), for `serve --spec FILE`: the text, its errors at their line and column, the save, and
// when the file changed on disk under an unsaved edit, both versions and the choice of which to keep.
import { arrived, conflicted, edited, keepFile, keepMine, loaded, saved } from "./spec.js";
import { auth, getJSON } from "./server.js";

const $ = id => document.getElementById(id);
let editor = null, seen = 0, changed = () => {};

// The editor's state (spec.js), or null without a spec.
export const current = () => editor;
// The files' version the page last read.
export const version = () => seen;

// Reads the served files; with a spec, takes a new version into the editor (spec.js decides how).
export async function load() {
    const files = await getJSON("/files");
    seen = files.version;
    if (files.spec) {
        const text = files.files[0].text || "";
        editor = editor ? arrived(editor, text, files.version) : loaded(text, files.version);
        $("specPane").hidden = false;
        $("specName").textContent = files.spec;
        if (!editor.dirty) $("spec").value = editor.text;
        showConflict();
    }
    return files;
}

function showConflict() {
    const on = conflicted(editor);
    $("conflict").hidden = !on;
    if (!on) return;
    $("mine").textContent = editor.text;
    $("theirs").textContent = editor.disk.text;
    $("theirsVersion").textContent = "version " + editor.disk.version;
}

async function save() {
    const r = await fetch("/spec", { method: "PUT", body: JSON.stringify({ text: editor.text, version: editor.base }), ...auth });
    if (r.ok) {
        editor = saved(editor, (await r.json()).version);
        seen = Math.max(seen, editor.base);
        $("saveStatus").textContent = "Saved (version " + editor.base + ").";
    } else {
        $("saveStatus").textContent = await r.text();
        if (r.status === 409) await load();
    }
    showConflict();
    changed();
}

function take(next) {
    editor = next;
    $("saveStatus").textContent = "";
    $("spec").value = editor.text;
    showConflict();
    changed();
}

// Wires the pane; `onChange` runs when the text the previews use changes.
export function start(onChange) {
    changed = onChange;
    $("spec").addEventListener("input", () => { editor = edited(editor, $("spec").value); changed(); });
    $("save").addEventListener("click", save);
    $("keepMine").addEventListener("click", () => { take(keepMine(editor)); save(); });
    $("keepFile").addEventListener("click", () => take(keepFile(editor)));
}

// Replaces the text being edited with `text`, as typing it would (an unsaved edit the previews show).
export function edit(text) {
    editor = edited(editor, text);
    $("spec").value = editor.text;
    changed();
}

// Shows a render's error; one with a line and column in the spec selects that line.
export function showError(message) {
    const at = /:(\d+):(\d+): error:/.exec(message);
    if (!at || !editor) return;
    $("specError").textContent = message;
    const lines = editor.text.split("\n"), line = +at[1];
    let start = 0;
    for (let i = 0; i < line - 1 && i < lines.length; i++) start += lines[i].length + 1;
    $("spec").setSelectionRange(start, start + (lines[line - 1] || "").length);
}
