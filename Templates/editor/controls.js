// The option controls (DOM), made from `controls()`'s description (schema.js): each shows its flag, the
// state's value and the flag's help, and reports a change with `onChange(flag, value, typed)` (`typed`: a
// keystroke in the text, which the page lets run together; a picker, slider or handle is not).
import { hexOf } from "./schema.js";
import { nice, positionOf, positions, scaleOf, sides, valueAt, withUnit } from "./ranges.js";
import { curveEditor } from "./curve-editor.js";

const $ = id => document.getElementById(id);

function input(control) {
    if (control.kind === "choice") {
        const s = document.createElement("select");
        for (const choice of ["", ...control.choices]) s.add(new Option(choice || "(" + control.placeholder + ")", choice));
        return s;
    }
    const i = document.createElement("input");
    i.type = control.kind === "switch" ? "checkbox" : "text";
    if (control.kind === "number") i.inputMode = "decimal";
    i.placeholder = control.placeholder;
    return i;
}

// The colour a text names, as the picker's #rrggbb (the browser reads the text as CSS would), or null.
const probe = document.createElement("span");
function pickerColour(text) {
    probe.style.color = "";
    probe.style.color = text;
    if (!text || !probe.style.color) return null;
    document.body.append(probe);
    const hex = hexOf(getComputedStyle(probe).color);
    probe.remove();
    return hex;
}

// A slider over `range` (linear where a hand covers it, else logarithmic: ranges.js) with its value and unit.
function slider(control, range, side) {
    const scale = scaleOf(range), s = document.createElement("input"), shown = document.createElement("output");
    const linear = scale.kind === "linear";
    s.type = "range";
    s.className = "slider";
    s.tabIndex = -1;
    // A linear slider holds the value itself; a logarithmic one a position (ranges.js maps it).
    Object.assign(s, linear ? { min: range.min, max: range.max, step: range.integer ? "1" : String((range.max - range.min) / 1000) }
                            : positions(scale));
    s.title = control.flag + (side ? " (" + side + ")" : "") + ": " + withUnit(range.min + "–" + range.max, range.unit)
        + (linear ? "" : ", logarithmic");
    const toText = () => linear ? nice(+s.value, range.integer) : valueAt(scale, +s.value);
    const put = value => { s.value = linear ? String(value) : String(positionOf(scale, value)); shown.textContent = withUnit(String(value), range.unit); };
    return { slider: s, shown, toText, put };
}

// What goes beside the value's field: a colour picker, sliders over the number's range (two for a pair), or
// the easing editor; each sets the field and reports the change.
function companions(control, field, report, context) {
    if (control.kind === "color") {
        const c = Object.assign(document.createElement("input"), { type: "color", className: "picker", tabIndex: -1, title: "Pick a colour for " + control.flag });
        c.addEventListener("input", () => report(c.value));
        field.follow = () => { const hex = pickerColour(field.value); if (hex) c.value = hex; };
        return [c];
    }
    if (control.kind === "easing") {
        const editor = curveEditor(field, context.easings, control.placeholder, context.springs, report);
        field.follow = editor.draw;
        field.below = editor.element;
        return [];
    }
    const range = control.range;
    if (control.kind !== "number" || !range) return [];
    const names = range.pair ? ["width", "height"] : [null];
    const parts = names.map(side => slider(control, range, side));
    const fallback = () => sides(control.placeholder, range.pair || "x", [range.min, range.min]) || [range.min, range.min];
    parts.forEach((part, i) => part.slider.addEventListener("input", () => {
        const text = part.toText();
        if (!range.pair) return report(text);
        const both = (sides(field.value, range.pair, fallback()) || fallback()).map(String);
        both[i] = text;
        report(both.join(range.pair));
    }));
    // An empty field shows the default where the placeholder gives a number ("default 0.225"), greyed.
    const byDefault = () => range.pair ? fallback() : [parseFloat(control.placeholder.replace(/^default /, ""))];
    field.follow = () => {
        const empty = field.value === "", values = empty ? byDefault() : range.pair ? sides(field.value, range.pair, fallback()) : [+field.value];
        parts.forEach((part, i) => {
            if (values && Number.isFinite(values[i])) part.put(values[i]); else part.shown.textContent = "";
            part.shown.classList.toggle("default", empty);
        });
    };
    return parts.flatMap(part => [part.slider, part.shown]);
}

// Replaces the controls with those of `description`, showing `values`. `context`: the schema's named
// easings and the style's springs (for the easing editor).
export function build(description, values, onChange, context = { easings: [], springs: [] }) {
    $("options").replaceChildren(...description.map(control => {
        const d = document.createElement("div"), l = document.createElement("label"), s = document.createElement("small");
        const i = input(control);
        d.className = "option";
        d.dataset.kind = control.kind;
        if (control.range && control.range.pair) d.classList.add("pair-value");
        l.textContent = control.flag;
        s.textContent = control.help;
        i.dataset.flag = control.flag;
        i.addEventListener("input", () => { follow(i); onChange(control.flag, i.type === "checkbox" ? i.checked : i.value, i.type === "text"); });
        const report = value => { i.value = value; follow(i); onChange(control.flag, value, false); };
        const beside = companions(control, i, report, context);
        if (beside.length) {
            const pair = Object.assign(document.createElement("span"), { className: "pair" });
            pair.append(i, ...beside);
            l.append(pair);
        } else l.append(i);
        const problem = document.createElement("p");
        problem.className = "problem";
        problem.setAttribute("role", "alert");
        d.append(l, ...(i.below ? [i.below] : []), s, problem);
        return d;
    }));
    show(values);
}

const follow = field => { if (field.follow) field.follow(); };

// Shows `values` in the controls (undo, redo, reset).
export function show(values) {
    for (const i of document.querySelectorAll("#options [data-flag]")) {
        const value = values[i.dataset.flag];
        if (i.type === "checkbox") i.checked = value === true;
        else if (i.value !== (value ?? "")) i.value = value ?? "";
        follow(i);
    }
}

// Marks the controls whose value a render refused (`problems`: flag → the CLI's message) and clears the others.
export function mark(problems) {
    for (const i of document.querySelectorAll("#options [data-flag]")) {
        const message = problems.get(i.dataset.flag), option = i.closest(".option");
        i.toggleAttribute("aria-invalid", !!message);
        option.classList.toggle("invalid", !!message);
        option.querySelector(".problem").textContent = message || "";
    }
}
