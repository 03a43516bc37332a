// A folder's style bundle (batch's "engine": "bundle"), composed as ripplegen composes it (WebBundle.swift): the
// classic script is the shared engine's followed by each press style's script beside it, the module the
// checked-in `bundleModule` with the programs' array in place of `__RIPPLE__`. Run against the fake DOM.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { fakeDom } from "../test-support/fake-dom.js";
import { sources } from "../test-support/compiled.js";

const { material, splash, fill } = sources;
const swift = readFileSync(new URL("../../../Sources/RippleSerializers/Web/WebEngine+Generated.swift", import.meta.url), "utf8");
const bundles = Object.fromEntries([...swift.matchAll(/^ {4}static let (\w+) = (#+)"(.*)"\2$/gm)].map(([, name, , source]) => [name, source]));
const withProgram = (source, program) => source.split("__RIPPLE__").join(program);
const programs = [material, splash, fill];
const script = bundles.sharedScript + "\n" + programs.map(program => withProgram(bundles.styleScript, program) + "\n").join("");
let copies = 0;
// A new copy of the module each time (a query makes another module).
const bundleModule = () => import("data:text/javascript," + encodeURIComponent(withProgram(bundles.bundleModule, "[" + programs.join(",") + "]")
    + "//" + copies++));
const hosts = dom => ["rg-material", "rg-splash", "rg-fill"].map(className => dom.element("button", { className, rect: { left: 0, top: 0, width: 100, height: 40 } }));

test("the bundle's classic script: one set of listeners, every style's ripple; a style's script of the shared layout joins it", () => {
    const dom = fakeDom();
    globalThis.self = globalThis;
    const [first, second, third] = hosts(dom);
    new Function(script)();
    assert.equal(dom.document.listeners.length, 8, "one set: six in the capture phase, contextmenu and visibilitychange");
    assert.equal(dom.window.listeners.length, 1);
    [first, second, third].map((host, n) => dom.dispatch("pointerdown", host.path(), { button: 0, pointerId: n, clientX: 10, clientY: 10, timeStamp: 100 }));
    assert.deepEqual([first, second, third].map(host => host.children.map(child => child.localName)), [["rg-material-c"], ["rg-splash-c"], ["rg-fill-c"]]);
    // A style made later beside the shared engine (its program alone) finds the bundle's engine.
    const later = dom.element("button", { className: "rg-later", rect: { left: 0, top: 0, width: 100, height: 40 } });
    new Function(withProgram(bundles.styleScript, material.replace('"rg-material"', '"rg-later"')))();
    dom.dispatch("pointerdown", later.path(), { button: 0, pointerId: 9, clientX: 10, clientY: 10, timeStamp: 100 });
    assert.deepEqual(later.children.map(child => child.localName), ["rg-later-c"]);
    assert.equal(dom.document.listeners.length, 8);
    delete globalThis.ripplegen;
});

test("the bundle's module: no side effect on import; one attach for every style; press in the element's style", async () => {
    const dom = fakeDom({ time: 50 });
    const module = await bundleModule();
    assert.deepEqual(Object.keys(module).sort(), ["attach", "cancel", "define", "press", "pressed", "release", "styles"]);
    assert.deepEqual(module.styles(), ["rg-material", "rg-splash", "rg-fill"]);
    assert.deepEqual(dom.document.listeners, [], "nothing on import");
    assert.equal(dom.window.customElements.get("rg-ripple"), undefined);
    const detach = module.attach(dom.document);
    assert.equal(dom.document.listeners.length, 8, "one set of listeners for the three styles");
    const [first, second, third] = hosts(dom);
    [first, second, third].map((host, n) => dom.dispatch("pointerdown", host.path(), { button: 0, pointerId: n, clientX: 10, clientY: 10, timeStamp: 100 }));
    assert.deepEqual([first, second, third].map(host => host.children.map(child => child.localName)), [["rg-material-c"], ["rg-splash-c"], ["rg-fill-c"]]);
    [first, second, third].map(module.cancel);
    detach();
    assert.deepEqual(dom.document.listeners, []);
    // press(): the element's class, or the class asked for; an element of none of the bundle's styles: nothing.
    const end = module.press(second);
    assert.deepEqual(second.children.map(child => child.localName), ["rg-splash-c"]);
    assert.ok(module.pressed(second));
    end();
    module.cancel(second);
    module.press(first, undefined, "rg-fill");
    assert.deepEqual(first.children.map(child => child.localName), ["rg-fill-c"]);
    module.cancel(first);
    const plain = dom.element("button", { rect: { left: 0, top: 0, width: 100, height: 40 } });
    const none = module.press(plain);
    assert.deepEqual(plain.children, []);
    assert.equal(module.pressed(plain), false);
    none();
    assert.equal(module.press(first, undefined, "rg-other")(), undefined);
    assert.deepEqual(first.children, []);
});

test("the bundle's define(): <rg-ripple> for every style, each element in the style its attribute names", async () => {
    const dom = fakeDom();
    const module = await bundleModule();
    const Element = module.define(dom.window);
    assert.equal(dom.window.customElements.get("rg-ripple"), Element);
    const [a, b] = [0, 1].map(() => dom.element("button", { rect: { left: 0, top: 0, width: 100, height: 40 } }));
    const inA = a.appendChild(dom.document.createElement("rg-ripple"));
    const inB = dom.document.createElement("rg-ripple");
    inB.setAttribute("ripple", "rg-splash");
    b.appendChild(inB);
    dom.dispatch("pointerdown", a.path(), { button: 0, pointerId: 1, clientX: 10, clientY: 10, timeStamp: 100 });
    dom.dispatch("pointerdown", b.path(), { button: 0, pointerId: 2, clientX: 10, clientY: 10, timeStamp: 100 });
    assert.deepEqual([inA, inB].map(host => host.children.map(child => child.localName)), [["rg-material-c"], ["rg-splash-c"]], "no attribute: the first style");
    // press() finds the style of the element's <rg-ripple>.
    module.cancel(b);
    module.press(b);
    assert.deepEqual(inB.children.map(child => child.localName), ["rg-splash-c"]);
});
