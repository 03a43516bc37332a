// The option controls (DOM), made from `controls()`'s description (schema.js): each shows its flag, the
// state's value and the flag's help, and reports a change with `onChange(flag, value)`.
import { hexOf } from "./schema.js";

const $ = id => document.getElementById(id);

function input(control) {
    if (control.kind === "choice") {
        const s = document.createElement("select");
        for (const choice of ["", ...control.choices]) s.add(new Option(choice || "(" + control.placeholder + ")", choice));
        return s;
    }
    const i = document.createElement("input");
    if (control.kind === "switch") i.type = "checkbox";
    else if (control.kind === "number") {
        i.type = "number";
        i.step = control.integer ? "1" : "any";
        if (control.min !== undefined) i.min = control.min;
        if (control.max !== undefined) i.max = control.max;
    } else i.type = "text";
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

// What goes beside the value's field: a colour picker, or a slider over the parameter's range; it sets the
// field and reports the change as typing into it would.
function companion(control, field) {
    if (control.kind !== "color" && !control.slider) return null;
    const c = document.createElement("input");
    c.tabIndex = -1;
    if (control.kind === "color") {
        c.type = "color";
        c.className = "picker";
        c.title = "Pick a colour for " + control.flag;
    } else {
        c.type = "range";
        c.className = "slider";
        c.min = control.min;
        c.max = control.max;
        c.step = control.integer ? "1" : String((control.max - control.min) / 100);
        c.title = control.flag + ": " + control.min + "–" + control.max;
    }
    c.addEventListener("input", () => { field.value = c.value; field.dispatchEvent(new Event("input")); });
    field.companion = c;
    return c;
}

// Shows a field's value in its picker or slider.
function follow(field) {
    const c = field.companion;
    if (!c) return;
    if (c.type === "color") { const hex = pickerColour(field.value); if (hex) c.value = hex; }
    else if (field.value !== "" && Number.isFinite(+field.value)) c.value = field.value;
}

// Replaces the controls with those of `description`, showing `values`.
export function build(description, values, onChange) {
    $("options").replaceChildren(...description.map(control => {
        const d = document.createElement("div"), l = document.createElement("label"), s = document.createElement("small");
        const i = input(control);
        d.className = "option";
        l.textContent = control.flag;
        s.textContent = control.help;
        i.dataset.flag = control.flag;
        i.addEventListener("input", () => { follow(i); onChange(control.flag, i.type === "checkbox" ? i.checked : i.value); });
        const beside = companion(control, i);
        l.append(...(beside ? [Object.assign(document.createElement("span"), { className: "pair" })] : [i]));
        if (beside) l.lastChild.append(i, beside);
        const problem = document.createElement("p");
        problem.className = "problem";
        problem.setAttribute("role", "alert");
        d.append(l, s, problem);
        return d;
    }));
    show(values);
}

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
