// The editor's state as a value: the style, the format, each control's value, the timeline; to and from the
// page's address (a link reproduces the editor, a reload keeps it), and the undo history. Pure
// (test/state.test.js).
import { SPEC, knownFlags, offeredFormats } from "./schema.js";

// The state a fresh page starts from: the served spec, else the first style; SMIL; every control at its default;
// the previews on a light background, not replayed by themselves.
export const defaults = (schema, hasSpec) =>
    ({ style: hasSpec ? SPEC : schema.styles[0].name, format: "smil", values: {}, time: 0.3, paused: false,
       background: "light", replay: false });

// The preview backgrounds: these names, or a colour (#rrggbb) of one's own.
export const backgrounds = ["light", "dark", "checker"];
const isBackground = text => backgrounds.includes(text) || /^#[0-9a-f]{6}$/i.test(text);

// The styles the menu offers: the served spec first (its template is the schema's first entry), else every style.
export const styleNames = (schema, hasSpec) =>
    (hasSpec ? [SPEC] : []).concat(schema.styles.slice(hasSpec ? 1 : 0).map(s => s.name));

// The address's query for `state`: the secret first, then what differs from the defaults, in a stable order
// (a control's flag is its key: `--color=%23ff0000`; a switch is `--minify=1`).
export function toQuery(state, token, schema, hasSpec) {
    const base = defaults(schema, hasSpec), query = new URLSearchParams({ token });
    if (state.style !== base.style) query.set("style", state.style);
    if (state.format !== base.format) query.set("format", state.format);
    if (state.time !== base.time) query.set("at", String(state.time));
    if (state.paused) query.set("paused", "1");
    if (state.background !== base.background) query.set("bg", state.background);
    if (state.replay) query.set("replay", "1");
    for (const flag of Object.keys(state.values).sort()) {
        const value = state.values[flag];
        if (value === true) query.set(flag, "1");
        else if (value !== "" && value !== false && value !== undefined) query.set(flag, value);
    }
    return "?" + query.toString();
}

// The state an address holds: what it names that this server does not know (a style, a format, a flag) is
// left at its default, so an old or edited link still opens.
export function fromQuery(search, schema, hasSpec) {
    const query = new URLSearchParams(search), state = defaults(schema, hasSpec);
    const style = query.get("style");
    if (style !== null && styleNames(schema, hasSpec).includes(style)) state.style = style;
    const format = query.get("format");
    if (format !== null && offeredFormats(schema).some(f => f.name === format)) state.format = format;
    const at = Number(query.get("at"));
    if (query.has("at") && Number.isFinite(at) && at >= 0) state.time = at;
    state.paused = query.get("paused") === "1";
    state.replay = query.get("replay") === "1";
    const bg = query.get("bg");
    if (bg !== null && isBackground(bg)) state.background = bg;
    const flags = knownFlags(schema), switches = new Set(schema.options.filter(o => o.value === null).map(o => o.flag));
    for (const [key, value] of query) {
        if (!flags.has(key)) continue;
        if (switches.has(key)) { if (value === "1") state.values[key] = true; }
        else if (value !== "") state.values[key] = value;
    }
    return state;
}

const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);

// Undo and redo over states. Changes with the same `key` in a row (the keystrokes typed into one field) are
// one step; an undo ends the run, so the next change is a step of its own.
export class History {
    constructor(state) {
        this.past = [];
        this.future = [];
        this.present = state;
        this.lastKey = null;
    }

    // Records `state` as the present after a change of `key`; returns whether it is a change at all.
    push(state, key = null) {
        if (same(state, this.present)) return false;
        if (key === null || key !== this.lastKey || !this.past.length) this.past.push(this.present);
        this.present = state;
        this.future = [];
        this.lastKey = key;
        return true;
    }

    get canUndo() { return this.past.length > 0; }
    get canRedo() { return this.future.length > 0; }

    // The state before the last step (the present when there is none).
    undo() {
        if (this.canUndo) { this.future.push(this.present); this.present = this.past.pop(); }
        this.lastKey = null;
        return this.present;
    }

    redo() {
        if (this.canRedo) { this.past.push(this.present); this.present = this.future.pop(); }
        this.lastKey = null;
        return this.present;
    }
}
