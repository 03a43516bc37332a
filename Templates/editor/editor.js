"use strict";
const token = new URLSearchParams(location.search).get("token") || "";
const $ = id => document.getElementById(id);
const auth = { headers: { Authorization: "Bearer " + token } };
let schema, files, version = 0, specDirty = false, timer, urls = [], generation = 0;
const previews = [
  { name: "SMIL", args: ["--format", "smil"], frame: true },
  { name: "CSS", args: ["--format", "css"], frame: true },
  { name: "Web (press it)", args: ["--format", "web"], web: true },
  { name: "Still (PNG)", args: ["--format", "png"], still: true },
  { name: "GIF", args: ["--format", "gif", "--fps", "25"], image: "image/gif" },
];
const spec = () => files && files.spec;
const specText = () => $("spec").value;
const style = () => schema.styles.find(s => s.name === $("style").value) || schema.styles[0];
const modeOf = (format, st) => (schema.formats.find(f => f.name === format) || schema.formats[0]).modes[st.kind];

// The arguments every preview shares: the style (or the served spec), then each control that has a value.
function common(mode) {
  const out = spec() && $("style").value === "(spec)" ? [] : ["--style", $("style").value];
  for (const input of document.querySelectorAll("#options [data-flag]")) {
    const flag = input.dataset.flag, refused = schema.refused[mode] || [];
    if (refused.includes(flag)) continue;
    if (input.type === "checkbox") { if (input.checked) out.push(flag); }
    else if (input.value !== "") out.push(flag, input.value);
  }
  return out;
}
const argsFor = p => {
  const format = p.args[1], st = style();
  const mode = p.still ? (format === "png" ? "png" : "still") : modeOf(format, st);
  const a = common(mode).concat(p.args);
  if (p.still) a.push("--at", $("time").value);
  return a.filter((v, i, all) => !(p.args.includes("--fps") && v === "--fps" && i < all.lastIndexOf("--fps")) );
};
async function render(args, file) {
  const body = JSON.stringify(spec() && $("style").value === "(spec)" ? { args, spec: specText() } : args);
  const r = await fetch("/render" + (file ? "?file=" + file : ""), { method: "POST", body, ...auth });
  const bytes = await r.arrayBuffer();
  return { ok: r.ok, status: r.status, type: r.headers.get("Content-Type"), bytes };
}
const text = bytes => new TextDecoder().decode(bytes);
const query = args => "token=" + encodeURIComponent(token) + "&args=" + encodeURIComponent(JSON.stringify(args));

function figure(name) {
  const f = document.createElement("figure"), c = document.createElement("figcaption");
  c.textContent = name; f.append(c); $("grid").append(f); return f;
}
function showError(f, message) {
  const e = document.createElement("div"); e.className = "error"; e.textContent = message; f.append(e);
  const at = /:(\d+):(\d+): error:/.exec(message);
  if (at && spec()) { $("specError").textContent = message; selectLine(+at[1]); }
}
function selectLine(line) {
  const lines = specText().split("\n"); let start = 0;
  for (let i = 0; i < line - 1 && i < lines.length; i++) start += lines[i].length + 1;
  $("spec").setSelectionRange(start, start + (lines[line - 1] || "").length);
}

// Each update has a number; one that a newer update replaced while it waited for the server stops there, so
// it never reports itself done (nor touches the newer one's previews). body[data-done] is the number of the
// last update that finished, body[data-updated] its time.
async function update() {
  const started = performance.now(), mine = ++generation;
  document.body.dataset.generation = String(mine);
  urls.forEach(URL.revokeObjectURL); urls = [];
  $("grid").replaceChildren(); $("downloads").replaceChildren(); $("specError").textContent = "";
  const chosen = previews.find(p => p.args[1] === $("format").value) || { args: ["--format", $("format").value] };
  const shown = argsFor(chosen);
  $("command").textContent = "ripplegen " + shown.map(quote).join(" ") + " -o " + fileName($("format").value);
  await Promise.all(previews.map(async p => {
    const f = figure(p.name), args = argsFor(p);
    if (p.frame || p.web) {
      const check = await render(args, p.web ? "css" : undefined);
      if (!check.ok) return showError(f, text(check.bytes));
      const frame = document.createElement("iframe");
      frame.title = p.name;
      frame.src = (p.web ? "/frame?" : "/file?") + query(args);
      frame.addEventListener("load", () => seek(frame));
      f.append(frame);
      download(p.args[1], check);
    } else {
      const r = await render(args);
      if (!r.ok) return showError(f, text(r.bytes));
      const img = document.createElement("img"), url = URL.createObjectURL(new Blob([r.bytes], { type: r.type }));
      urls.push(url); img.src = url; img.alt = p.name; f.append(img);
      download(p.args[1], r);
    }
  }));
  if (mine !== generation) return;
  $("status").textContent = "updated in " + Math.round(performance.now() - started) + " ms";
  document.body.dataset.updated = String(Date.now());
  document.body.dataset.done = String(mine);
}
const fileName = format => ({ smil: "ripple.svg", css: "ripple.svg", web: "ripple.css", lottie: "ripple.json" })[format] || "ripple." + format;
function download(format, r) {
  const a = document.createElement("a"), url = URL.createObjectURL(new Blob([r.bytes], { type: r.type }));
  urls.push(url); a.href = url; a.download = format === "css" ? "ripple-css.svg" : fileName(format); a.textContent = "Download " + format;
  $("downloads").append(a);
}
const quote = v => /^[\w@%+=:,./-]+$/.test(v) ? v : "'" + v.replace(/'/g, "'\\''") + "'";

// One timeline: every framed preview paused and seeked to the same time.
function seek(frame) {
  const doc = frame.contentDocument; if (!doc) return;
  const t = +$("time").value, paused = $("paused").checked, svg = doc.documentElement;
  if (svg.pauseAnimations) { if (paused) { svg.pauseAnimations(); svg.setCurrentTime(t); } else svg.unpauseAnimations(); }
  for (const a of doc.getAnimations ? doc.getAnimations() : []) {
    if (paused) { a.pause(); a.currentTime = t * 1000; } else a.play();
  }
}
const seekAll = () => document.querySelectorAll("#grid iframe").forEach(seek);

function controls() {
  const st = style(), box = $("options"), old = {};
  for (const i of box.querySelectorAll("[data-flag]")) old[i.dataset.flag] = i.type === "checkbox" ? i.checked : i.value;
  box.replaceChildren();
  const mode = modeOf($("format").value, st), refused = schema.refused[mode] || [];
  const add = (flag, help, make) => {
    if (refused.includes(flag)) return;
    const d = document.createElement("div"), l = document.createElement("label"), s = document.createElement("small");
    d.className = "option"; l.textContent = flag; s.textContent = help;
    const input = make(); input.dataset.flag = flag;
    if (flag in old) { if (input.type === "checkbox") input.checked = old[flag]; else input.value = old[flag]; }
    input.addEventListener("input", later); l.append(input); d.append(l, s); box.append(d);
  };
  for (const p of st.parameters) add(p.flag, p.help, () => {
    if (p.choices) { const s = document.createElement("select"); for (const c of ["", ...p.choices]) s.add(new Option(c || "(default " + p.default + ")", c)); return s; }
    const i = document.createElement("input"); i.type = "number"; i.step = "any";
    if (p.min != null) i.min = p.min; if (p.max != null) i.max = p.max; i.placeholder = "default " + p.default; return i;
  });
  for (const o of schema.options) add(o.flag, o.help, () => {
    const i = document.createElement("input");
    if (o.value === null) i.type = "checkbox";
    else if (o.flag === "--color" || o.flag === "--background") { i.type = "text"; i.placeholder = o.flag === "--color" ? st.color : "none"; }
    else i.placeholder = o.value;
    return i;
  });
}
const later = () => { clearTimeout(timer); timer = setTimeout(update, 60); };

async function loadFiles() {
  files = await (await fetch("/files", auth)).json();
  version = files.version;
  if (files.spec) {
    $("specPane").hidden = false; $("specName").textContent = files.spec;
    if (!specDirty) $("spec").value = files.files[0].text || "";
  }
  if (files.manifest) gallery();
}
async function gallery() {
  const r = await fetch("/gallery", auth), box = $("gallery"); box.replaceChildren();
  if (!r.ok) { const e = document.createElement("div"); e.className = "error"; e.textContent = await r.text(); return box.append(e); }
  for (const item of await r.json()) {
    const f = document.createElement("figure"), c = document.createElement("figcaption");
    c.textContent = item.label + " — " + item.file; f.append(c); box.append(f);
    if (!item.type.startsWith("image/")) continue;
    const g = await fetch("/gallery/" + item.index, auth);
    if (!g.ok) { const e = document.createElement("div"); e.className = "error"; e.textContent = await g.text(); f.append(e); continue; }
    const img = document.createElement("img"), url = URL.createObjectURL(await g.blob()); urls.push(url); img.src = url; img.alt = item.file; f.append(img);
  }
}
async function poll() {
  try {
    const v = (await (await fetch("/version", auth)).json()).version;
    if (v !== version) { await loadFiles(); update(); }
  } catch (e) { $("status").textContent = "server stopped"; return; }
  setTimeout(poll, 150);
}

async function start() {
  schema = await (await fetch("/schema", auth)).json();
  await loadFiles();
  const styles = (files.spec ? ["(spec)"] : []).concat(schema.styles.filter((s, i) => !(files.spec && i === 0)).map(s => s.name));
  for (const s of styles) $("style").add(new Option(s, s));
  for (const f of schema.formats) $("format").add(new Option(f.name, f.name));
  $("style").addEventListener("change", () => { controls(); update(); });
  $("format").addEventListener("change", () => { controls(); update(); });
  $("time").addEventListener("input", () => { $("timeText").textContent = $("time").value + " s"; seekAll(); later(); });
  $("paused").addEventListener("change", seekAll);
  $("copy").addEventListener("click", () => navigator.clipboard.writeText($("command").textContent));
  $("spec").addEventListener("input", () => { specDirty = true; fetch("/draft", { method: "PUT", body: specText(), ...auth }); later(); });
  $("save").addEventListener("click", async () => {
    const r = await fetch("/spec", { method: "PUT", body: JSON.stringify({ text: specText(), version }), ...auth });
    $("specError").textContent = r.ok ? "" : await r.text();
    if (r.ok) { specDirty = false; version = (await r.json()).version; }
  });
  controls(); update(); poll();
}
start();
