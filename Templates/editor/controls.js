// The option controls (DOM), made from `controls()`'s description (schema.js): each shows its flag, the
// state's value and the flag's help, and reports a change with `onChange(flag, value)`.
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

// Replaces the controls with those of `description`, showing `values`.
export function build(description, values, onChange) {
    $("options").replaceChildren(...description.map(control => {
        const d = document.createElement("div"), l = document.createElement("label"), s = document.createElement("small");
        const i = input(control);
        d.className = "option";
        l.textContent = control.flag;
        s.textContent = control.help;
        i.dataset.flag = control.flag;
        i.addEventListener("input", () => onChange(control.flag, i.type === "checkbox" ? i.checked : i.value));
        l.append(i);
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
