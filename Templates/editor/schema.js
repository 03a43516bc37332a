// The editor's controls, from `GET /schema` (ServeSchema.swift): which flags the chosen style and format take,
// and what each control is. No DOM here, so `node --test` covers it (test/schema.test.js).

// The name of the style choice that stands for the served spec (`serve --spec FILE`).
export const SPEC = "(spec)";

// The formats the menu offers: each one is previewed and downloadable (Lottie and dotLottie as rlottie, a
// Lottie player, draws them on the server).
export const previewed = ["smil", "css", "web", "png", "gif", "apng", "webp", "lottie", "dotlottie"];
export const offeredFormats = schema => schema.formats.filter(format => previewed.includes(format.name));

// The style's schema entry (the served spec's template is the first entry, named by the spec).
export const styleOf = (schema, name) =>
    schema.styles.find(style => style.name === name) || schema.styles[0];

// The flag table's mode (a column of FlagRules) of `format` for `style`'s kind of press.
export const modeOf = (schema, format, style) => {
    const entry = schema.formats.find(f => f.name === format) || schema.formats[0];
    return entry.modes[style.kind];
};

// Every flag `format` refuses for `style`: its mode's (the flag table) and the style's own for that format
// (what a held press leaves to the release, a press's stroke).
export const refusedFlags = (schema, format, style) =>
    new Set([...(schema.refused[modeOf(schema, format, style)] || []), ...((style.refused || {})[format] || [])]);

// A common option's kind of control, from its value's name in the flag table: a switch, a colour, a choice
// among words (`svg11|svg2`), else text.
const choices = option => /^[a-z0-9]+(\|[a-z0-9]+)+$/.test(option.value || "") ? option.value.split("|") : null;
const optionKind = option => option.value === null ? "switch" : /COLOR/.test(option.value) ? "color" : choices(option) ? "choice" : "text";

// A parameter's unit, from its kind (a style's `seconds` parameters; the others are plain numbers).
const unitOf = p => p.kind === "seconds" ? "s" : "";

// The controls for `style` and `format`: the style's parameters, then the common options, each flag the format
// refuses left out. A control is { flag, kind: "choice" | "number" | "switch" | "color" | "easing" | "text",
// help, placeholder, choices?, range? }; a number's `range` ({ min, max, unit, integer?, above?, pair? }:
// the parameter's own, or the flag's from the schema) gives it a slider, two for a pair (`--size WxH`).
export function controls(schema, style, format) {
    const refused = refusedFlags(schema, format, style);
    const parameters = style.parameters.map(p => p.choices
        ? { flag: p.flag, kind: "choice", help: p.help, choices: p.choices, placeholder: "default " + p.default }
        : { flag: p.flag, kind: "number", help: p.help, placeholder: "default " + p.default,
            ...(p.min !== undefined && p.max !== undefined
                ? { range: { min: p.min, max: p.max, unit: unitOf(p), ...(p.kind === "integer" ? { integer: true } : {}) } } : {}) });
    const options = schema.options.map(o => ({
        flag: o.flag, kind: o.flag === "--easing" ? "easing" : o.range ? "number" : optionKind(o), help: o.help,
        placeholder: placeholderOf(o, style),
        ...(choices(o) ? { choices: choices(o) } : {}),
        ...(o.range ? { range: o.range } : {}),
    }));
    return parameters.concat(options).filter(control => !refused.has(control.flag));
}

// What an empty field means: the style's own value where the schema has it, else the flag's value name.
function placeholderOf(option, style) {
    switch (option.flag) {
    case "--color": return style.color;
    case "--background": return "none";
    case "--easing": return style.easing || option.value;
    case "--size": return style.size ? style.size.join("x") : option.value;
    default: return choices(option) ? "default" : option.value || "";
    }
}

// Every flag any control may have (the address may name only these).
export const knownFlags = schema =>
    new Set([...schema.options.map(o => o.flag), ...schema.styles.flatMap(s => s.parameters.map(p => p.flag))]);

// A computed CSS colour (`rgb(30, 136, 229)`, `rgba(…)`) as the colour picker's `#rrggbb` (alpha dropped), or
// null for anything else.
export function hexOf(computed) {
    const m = /^rgba?\((\d+),\s*(\d+),\s*(\d+)/.exec(computed || "");
    return m ? "#" + m.slice(1, 4).map(n => (+n).toString(16).padStart(2, "0")).join("") : null;
}
