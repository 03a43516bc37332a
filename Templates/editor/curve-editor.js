// The easing editor (DOM) beside `--easing`: the cubic-Bézier curve drawn in a square with its two control
// points as handles to drag (pointer or arrow keys), a menu of the named easings, and the style's springs
// drawn beside it (a spring has no flag: a spec sets it in its text). The maths is easing.js's.
import { curvePath, fromPixels, pointsOf, settleTime, springPath, textOf } from "./easing.js";
import { positionOf, valueAt } from "./ranges.js";

const NS = "http://www.w3.org/2000/svg", SIZE = 120, PAD = 14;
const el = (name, attributes) => {
    const e = document.createElementNS(NS, name);
    for (const [k, v] of Object.entries(attributes)) e.setAttribute(k, v);
    return e;
};

// The editor for `field` (the `--easing` text field): `easings` the schema's named ones, `fallback` the
// style's own curve (drawn while the field is empty), `springs` the style's ({ at, response, settle }).
// `set(text)` reports a change. `springs.range` and `springs.set(index, response)`, where given (the served
// spec's own springs), make each spring's response a slider.
export function curveEditor(field, easings, fallback, springs, set) {
    const box = document.createElement("div"), menu = document.createElement("select");
    box.className = "curve-editor";
    menu.className = "easing-names";
    menu.title = "A named easing";
    menu.add(new Option("custom cubic-bezier", ""));
    for (const e of easings) menu.add(new Option(e.name, e.name));
    const svg = el("svg", { viewBox: `0 0 ${SIZE + 2 * PAD} ${SIZE + 2 * PAD}`, class: "curve", role: "group", "aria-label": "easing curve" });
    const grid = el("rect", { x: PAD, y: PAD, width: SIZE, height: SIZE, class: "square" });
    const path = el("path", { class: "bezier" }), arms = [el("line", { class: "arm" }), el("line", { class: "arm" })];
    const handles = [1, 2].map(n => el("circle", { r: 6, class: "handle", tabindex: 0, "data-handle": String(n),
                                                   "aria-label": "control point " + n + " (arrow keys move it)" }));
    svg.append(grid, ...arms, path, ...handles);
    const values = document.createElement("output");
    values.className = "curve-values";
    box.append(menu, svg, values);
    let points = null;

    // Shows the field's curve (the style's own, dimmed, while the field is empty or not an easing).
    const draw = () => {
        const own = pointsOf(field.value, easings);
        points = own || pointsOf(fallback, easings) || { x1: 0, y1: 0, x2: 1, y2: 1 };
        box.classList.toggle("fallback", !own);
        path.setAttribute("d", curvePath(points, SIZE, PAD));
        const ends = [[0, 0, points.x1, points.y1], [1, 1, points.x2, points.y2]];
        ends.forEach(([ax, ay, hx, hy], i) => {
            const [x1, y1, x2, y2] = [PAD + ax * SIZE, PAD + (1 - ay) * SIZE, PAD + hx * SIZE, PAD + (1 - hy) * SIZE];
            Object.entries({ x1, y1, x2, y2 }).forEach(([k, v]) => arms[i].setAttribute(k, v));
            handles[i].setAttribute("cx", x2);
            handles[i].setAttribute("cy", y2);
        });
        const text = textOf(points, easings);
        menu.value = easings.some(e => e.name === text) ? text : "";
        values.textContent = own ? text : text + " (the style's)";
    };
    const move = (n, x, y) => {
        points = n === 1 ? { ...points, x1: x, y1: y } : { ...points, x2: x, y2: y };
        set(textOf(points, easings));
    };
    // A handle follows the pointer from its press to its release (captured where the platform can).
    let dragging = 0;
    svg.addEventListener("pointermove", event => {
        if (!dragging) return;
        const m = svg.getScreenCTM().inverse(), p = new DOMPoint(event.clientX, event.clientY).matrixTransform(m);
        move(dragging, ...fromPixels(p.x, p.y, SIZE, PAD));
    });
    const release = () => { dragging = 0; };
    svg.addEventListener("pointerup", release);
    svg.addEventListener("pointercancel", release);
    handles.forEach((handle, i) => {
        handle.addEventListener("pointerdown", event => {
            dragging = i + 1;
            try { svg.setPointerCapture(event.pointerId); } catch { /* a synthetic pointer has none to capture */ }
            event.preventDefault();
        });
        handle.addEventListener("keydown", event => {
            const step = event.shiftKey ? 0.1 : 0.01, d = { ArrowLeft: [-step, 0], ArrowRight: [step, 0], ArrowUp: [0, step], ArrowDown: [0, -step] }[event.key];
            if (!d) return;
            event.preventDefault();
            const [x, y] = i === 0 ? [points.x1, points.y1] : [points.x2, points.y2];
            move(i + 1, Math.min(1, Math.max(0, x + d[0])), Math.min(1, Math.max(0, y + d[1])));
        });
    });
    menu.addEventListener("change", () => { if (menu.value) set(menu.value); });
    box.append(...springs.map((spring, index) => springView(spring, springs.set && springs.range
        ? response => springs.set(index, response) : null, springs.range)));
    draw();
    return { element: box, draw };
}

// A spring of the style: its curve over its settle time, its response, where the spec has it; with `set`, a
// slider over `range` (logarithmic: 0.01 s to a minute) that sets the response in the spec's text.
function springView(spring, set, range) {
    const f = document.createElement("figure"), c = document.createElement("figcaption");
    f.className = "spring";
    f.dataset.at = spring.at;
    const svg = el("svg", { viewBox: `0 0 ${SIZE + 2 * PAD} ${SIZE + 2 * PAD}`, class: "curve", role: "img",
                            "aria-label": "spring of response " + spring.response + " s" });
    const path = el("path", { class: "bezier" }), words = document.createElement("span");
    c.append(words);
    svg.append(el("rect", { x: PAD, y: PAD, width: SIZE, height: SIZE, class: "square" }), path);
    const describe = response => {
        const settle = settleTime(response);
        path.setAttribute("d", springPath(response, settle, SIZE, PAD));
        words.textContent = `spring(${response}): response ${response} s, settles in ${+settle.toFixed(3)} s (${spring.at}; `
            + (set ? "in the spec's text)" : "set in the spec)");
    };
    describe(spring.response);
    f.append(svg, c);
    if (set) {
        const scale = { kind: "log", min: range.min, max: range.max, low: range.max / 6000, above: true };
        const s = Object.assign(document.createElement("input"), { type: "range", className: "slider", min: 0, max: 1000,
                                                                   title: "the spring's response, s" });
        s.value = String(positionOf(scale, spring.response));
        s.addEventListener("input", () => { const r = +valueAt(scale, +s.value); describe(r); set(r); });
        c.append(s);
    }
    return f;
}
