import { test } from "node:test";
import assert from "node:assert/strict";
import { History, defaults, fromQuery, styleNames, toQuery } from "../state.js";
import { SPEC } from "../schema.js";
import { schema } from "./fixture.js";

const token = "ab".repeat(32);

test("defaults: the served spec, else the first style; SMIL; no values", () => {
    assert.deepEqual(defaults(schema, false), { style: "ring", format: "smil", values: {}, time: 0.3, paused: false,
                                             background: "light", replay: false });
    assert.equal(defaults(schema, true).style, SPEC);
});

test("the menu's styles: the spec in place of its template", () => {
    assert.deepEqual(styleNames(schema, false), ["ring", "material"]);
    assert.deepEqual(styleNames(schema, true), [SPEC, "material"]);
});

test("the address of the defaults is the secret alone", () => {
    assert.equal(toQuery(defaults(schema, false), token, schema, false), "?token=" + token);
});

test("the address holds what differs, in a stable order, and reads back to the same state", () => {
    const state = { style: "material", format: "web", time: 1.5, paused: true, background: "dark", replay: true,
                    values: { "--color": "#1e88e5", "--bounds": "unbounded", "--decorative": true } };
    const query = toQuery(state, token, schema, false);
    assert.equal(query, "?token=" + token + "&style=material&format=web&at=1.5&paused=1&bg=dark&replay=1&--bounds=unbounded&--color=%231e88e5&--decorative=1");
    assert.deepEqual(fromQuery(query, schema, false), state);
    const custom = { ...defaults(schema, false), background: "#334455" };
    assert.deepEqual(fromQuery(toQuery(custom, token, schema, false), schema, false), custom, "a background colour of one's own");
});

test("values with spaces, quotes and ampersands survive the round trip", () => {
    const state = { ...defaults(schema, false), values: { "--title": "a & b's \"ripple\" = 100%" } };
    assert.deepEqual(fromQuery(toQuery(state, token, schema, false), schema, false), state);
});

test("what this server does not know is left at its default (an old or edited link still opens)", () => {
    const state = fromQuery("?token=x&style=nope&format=nope&at=-1&bg=url(x)&--output=/etc/passwd&--color=red&--decorative=yes", schema, false);
    assert.deepEqual(state, { ...defaults(schema, false), values: { "--color": "red" } });
    assert.equal(fromQuery("?at=99", schema, false).time, 99, "the timeline spans the animation, however long");
    assert.equal(fromQuery("?style=" + encodeURIComponent(SPEC), schema, false).style, "ring", "no spec served");
    assert.equal(fromQuery("?style=" + encodeURIComponent(SPEC), schema, true).style, SPEC);
    assert.equal(fromQuery("?at=abc", schema, false).time, 0.3);
});

test("undo and redo step through the changes", () => {
    const a = defaults(schema, false), b = { ...a, style: "material" }, c = { ...b, format: "web" };
    const history = new History(a);
    assert.equal(history.canUndo, false);
    assert.ok(history.push(b));
    assert.ok(history.push(c));
    assert.deepEqual(history.undo(), b);
    assert.deepEqual(history.undo(), a);
    assert.deepEqual(history.undo(), a, "nothing before the first state");
    assert.deepEqual(history.redo(), b);
    assert.deepEqual(history.redo(), c);
    assert.equal(history.canRedo, false);
});

test("keystrokes in one field are one step; another field, or an undo, starts a new one", () => {
    const a = defaults(schema, false), history = new History(a);
    const typed = text => ({ ...a, values: { "--color": text } });
    for (const text of ["#", "#1", "#1e", "#1e8"]) history.push(typed(text), "--color");
    history.push({ ...typed("#1e8"), values: { "--color": "#1e8", "--title": "t" } }, "--title");
    assert.deepEqual(history.undo(), typed("#1e8"));
    assert.deepEqual(history.undo(), a);
    history.redo();
    history.push(typed("#1e88"), "--color");
    assert.deepEqual(history.undo(), typed("#1e8"), "after an undo the same field is a new step");
});

test("a change after an undo drops the redo; a push of the present is no change", () => {
    const a = defaults(schema, false), b = { ...a, format: "css" }, history = new History(a);
    history.push(b);
    history.undo();
    assert.equal(history.push({ ...a }), false);
    assert.ok(history.canRedo);
    history.push({ ...a, format: "web" });
    assert.equal(history.canRedo, false);
});
