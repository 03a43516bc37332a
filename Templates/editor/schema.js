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

// Whether a number's range is one a slider sets by hand (at most 100 units wide), as --rings' 1–12.
const slides = p => p.min !== undefined && p.max !== undefined && p.max - p.min <= 100;

// The controls for `style` and `format`: the style's parameters, then the common options, each flag the format
// refuses left out. A control is { flag, kind: "choice" | "number" | "switch" | "color" | "text", help,
// placeholder, choices?, min?, max?, integer?, slider? }.
export function controls(schema, style, format) {
    const refused = refusedFlags(schema, format, style);
    const parameters = style.parameters.map(p => p.choices
        ? { flag: p.flag, kind: "choice", help: p.help, choices: p.choices, placeholder: "default " + p.default }
        : { flag: p.flag, kind: "number", help: p.help, min: p.min, max: p.max, integer: p.kind === "integer",
            slider: slides(p), placeholder: "default " + p.default });
    const options = schema.options.map(o => ({
        flag: o.flag, kind: optionKind(o), help: o.help,
        placeholder: o.flag === "--color" ? style.color : o.flag === "--background" ? "none" : choices(o) ? "default" : o.value || "",
        ...(choices(o) ? { choices: choices(o) } : {}),
    }));
    return parameters.concat(options).filter(control => !refused.has(control.flag));
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
