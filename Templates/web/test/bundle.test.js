// The checked-in bundles (Sources/RippleSerializers/Web/WebEngine+Generated.swift) with a program in
// place of `__RIPPLE__`, as ripplegen writes them, run against the fake DOM: minified, they still work.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { fakeDom } from "../test-support/fake-dom.js";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { compiled, sources } from "../test-support/compiled.js";

// The programs as ripplegen writes them (source text; a tap: fill).
const { material, splash, fill: tap } = sources;

const swift = readFileSync(new URL("../../../Sources/RippleSerializers/Web/WebEngine+Generated.swift", import.meta.url), "utf8");
const bundles = Object.fromEntries([...swift.matchAll(/^ {4}static let (\w+) = (#+)"(.*)"\2$/gm)].map(([, name, , source]) => [name, source]));
const withProgram = (source, program) => source.split("__RIPPLE__").join(program);
const importModule = source => import("data:text/javascript," + encodeURIComponent(source));

test("the generated file holds the nine bundles, each with __RIPPLE__ once (the shared engine: none), and the release helper", () => {
    assert.deepEqual(Object.keys(bundles), ["pressScript", "pressModule", "loopScript", "loopModule", "sharedScript", "sharedModule",
        "styleScript", "styleModule", "bundleModule", "releaseHelper"]);
    for (const [name, source] of Object.entries(bundles)) assert.equal(source.split("__RIPPLE__").length, /^(shared|release)/.test(name) ? 1 : 2, name);
});

test("the classic press script: installed at load, a press and its end", async () => {
    const dom = fakeDom();
    const host = dom.element("button", { className: "rg-material", rect: { left: 0, top: 0, width: 100, height: 40 } });
    new Function(withProgram(bundles.pressScript, material))();
    assert.equal(dom.document.listeners.length, 8, "six in the capture phase, contextmenu and visibilitychange");
    assert.deepEqual(dom.window.listeners.map(entry => entry.type), ["blur"]);
    new Function(withProgram(bundles.pressScript, material))();
    assert.equal(dom.document.listeners.length, 8, "a second copy adds nothing");
    dom.dispatch("pointerdown", host.path(), { button: 0, pointerId: 1, clientX: 10, clientY: 10, timeStamp: 100 });
    assert.equal(host.children.length, 1);
    assert.equal(dom.animations.length, 1, "one layer: one animation");
    assert.equal(dom.animations[0].playbackRate, 1);
    dom.dispatch("pointerup", host.path(), { button: 0, pointerId: 1, timeStamp: 200 });
    // The layer's animation takes the opacity's release in place (hold 0.1 s: from 0.225 s, 0.15 s more);
    // the scale and translate end at 0.225 s and hold to the end.
    assert.equal(dom.animations.length, 1);
    const [animation] = dom.animations;
    assert.deepEqual(animation.updates, [{ duration: 375, iterations: 1 }]);
    const offsets = animation.keyframes.map(frame => frame.offset);
    assert.deepEqual(offsets, [...offsets].sort((a, b) => a - b), "in offset order");
    // The opacity: 0, 1 from 0.075 s to the cut (no keyframe that holds the value before it, no start value
    // equal to it), 0 at the end.
    assert.deepEqual(animation.keyframes.filter(frame => "opacity" in frame).map(frame => frame.opacity), [0, 1, 1, 0]);
    const scale = animation.keyframes.filter(frame => "scale" in frame);
    assert.deepEqual(scale.map(frame => Math.round(frame.offset * 1e6) / 1e6), [0, 0.6, 1]);
    // Held to the end, in the end's one keyframe with the opacity's.
    assert.deepEqual({ ...scale.at(-1), easing: undefined }, { ...scale.at(-2), offset: 1, opacity: 0, easing: undefined }, "held to the end");
    await dom.settle();
    assert.equal(host.children.length, 1, "until it finishes");
    dom.animations.map(animation => animation.finish());
    await dom.settle();
    assert.deepEqual(host.children, []);
    assert.deepEqual(dom.events.map(event => event.type), ["ripplestart", "rippleend"]);
});

test("the press module: no side effect on import; attach, press, release, pressed, cancel", async () => {
    const dom = fakeDom({ time: 50 });
    const host = dom.element("button", { className: "rg-material" });
    const module = await importModule(withProgram(bundles.pressModule, material));
    assert.deepEqual(Object.keys(module).sort(), ["attach", "cancel", "define", "press", "pressed", "release"]);
    assert.deepEqual(dom.document.listeners, []);
    assert.equal(dom.window.customElements.get("rg-material-c"), undefined, "nothing defined on import");
    assert.equal(dom.window.customElements.get("rg-ripple"), undefined, "<rg-ripple> defined on request only");
    const detach = module.attach(dom.document);
    assert.equal(dom.document.listeners.length, 8);
    detach();
    assert.deepEqual(dom.document.listeners, []);
    assert.deepEqual(dom.window.listeners, []);
    module.press(host);
    assert.equal(host.children.length, 1);
    assert.ok(dom.animations.every(animation => animation.startTime == null), "started by the browser at its next frame");
    module.release(host);
    assert.equal(dom.animations.length, 1);
    assert.deepEqual(dom.animations.map(animation => animation.updates.length), [1], "the layer's animation released in place");
    assert.deepEqual(dom.animations[0].keyframes.filter(frame => "opacity" in frame).map(frame => frame.opacity), [0, 1, 1, 0]);
    assert.equal(module.pressed(host), true, "running until its end");
    dom.animations.map(animation => animation.finish());
    await dom.settle();
    assert.deepEqual(host.children, []);
    assert.equal(module.pressed(host), false);
    module.press(host);
    module.cancel(host);
    assert.deepEqual(host.children, [], "cancel: at once");
    assert.equal(module.pressed(host), false);
});

test("the press module with a constant track: the layer's style; released outside, it goes", async () => {
    const dom = fakeDom();
    const host = dom.element("button", { className: "rg-splash", rect: { left: 0, top: 0, width: 100, height: 40 } });
    const module = await importModule(withProgram(bundles.pressModule, splash));
    module.attach(dom.document);
    dom.dispatch("pointerdown", host.path(), { button: 0, pointerId: 1, clientX: 10, clientY: 20, timeStamp: 100 });
    assert.deepEqual(host.children[0].children[0].style, { translate: "10px 20px" });
    assert.equal(dom.animations.length, 1);
    assert.ok(dom.animations[0].keyframes.every(frame => !("translate" in frame)), "the constant track is not animated");
    dom.dispatch("pointerup", dom.body.path(), { button: 0, pointerId: 1, timeStamp: 200 });
    assert.deepEqual(host.children, [], "at once");
    assert.ok(dom.animations.every(animation => animation.playState == "idle"));
    await dom.settle();
    assert.deepEqual(dom.events.map(event => event.type), ["ripplestart", "rippleend"]);
});

test("the loop script and module", async () => {
    const dom = fakeDom();
    const host = dom.element("div", { className: "rg-ring" });
    new Function(withProgram(bundles.loopScript, JSON.stringify({ c: "rg-ring", n: 3 })))();
    assert.equal(host.children[0].children.length, 3);
    assert.equal(dom.observers.length, 2);
    const module = await importModule(withProgram(bundles.loopModule, JSON.stringify({ c: "rg-pulse", n: 1 })));
    assert.equal(dom.observers.length, 2, "no side effect on import");
    const pulse = dom.element("div", { className: "rg-pulse" });
    module.attach(dom.document)();
    assert.equal(pulse.children[0].localName, "rg-pulse-c");
    assert.ok(dom.observers.slice(2).every(observer => !observer.connected));
});

test("the shared engine and the styles' scripts beside it, in any order: one set of listeners, each style's ripple", async () => {
    const dom = fakeDom();
    // The page's global object (a browser's `self`), where the queue is.
    globalThis.self = globalThis;
    const hosts = [compiled.material, compiled.splash, compiled.fill].map(program => dom.element("button", { className: program.c, rect: { left: 0, top: 0, width: 100, height: 40 } }));
    // A style before the engine (its program waits in the queue), the engine, two styles after it, one twice.
    new Function(withProgram(bundles.styleScript, material))();
    assert.deepEqual(dom.document.listeners, [], "a style's script alone listens to nothing");
    new Function(bundles.sharedScript)();
    assert.equal(dom.document.listeners.length, 8, "one set: six in the capture phase, contextmenu and visibilitychange");
    for (const program of [splash, tap, tap]) new Function(withProgram(bundles.styleScript, program))();
    new Function(bundles.sharedScript)();
    assert.equal(dom.document.listeners.length, 8, "a second engine adds nothing");
    assert.equal(dom.window.listeners.length, 1);
    hosts.map((host, n) => dom.dispatch("pointerdown", host.path(), { button: 0, pointerId: n, clientX: 10, clientY: 10, timeStamp: 100 }));
    assert.deepEqual(hosts.map(host => host.children.map(child => child.localName)), [["rg-material-c"], ["rg-splash-c"], ["rg-fill-c"]]);
    assert.equal(dom.animations.length, 3, "one layer each: one animation each");
    delete globalThis.ripplegen;
});

test("a style's module beside the shared engine's: the whole API, the same engine for every style", async () => {
    const dom = fakeDom({ time: 50 });
    const dir = mkdtempSync(join(tmpdir(), "rg-shared-"));
    writeFileSync(join(dir, "ripplegen.mjs"), bundles.sharedModule);
    writeFileSync(join(dir, "material.mjs"), withProgram(bundles.styleModule, material));
    writeFileSync(join(dir, "splash.mjs"), withProgram(bundles.styleModule, splash));
    const engine = await import(join(dir, "ripplegen.mjs"));
    assert.deepEqual(Object.keys(engine).sort(), ["attachStyle", "cancel", "element", "pressStyle", "pressed", "release"]);
    const [first, second] = [await import(join(dir, "material.mjs")), await import(join(dir, "splash.mjs"))];
    assert.deepEqual(Object.keys(first).sort(), ["attach", "cancel", "define", "press", "pressed", "release"]);
    assert.deepEqual(dom.document.listeners, [], "nothing on import");
    const detach = first.attach(dom.document);
    assert.equal(second.attach(dom.document), detach, "one set of listeners for both styles");
    const host = dom.element("button", { className: "rg-splash", rect: { left: 0, top: 0, width: 100, height: 40 } });
    const end = second.press(host);
    assert.ok(first.pressed(host), "pressed() of any style's module");
    end();
    first.cancel(host);
    assert.deepEqual(host.children, []);
    assert.deepEqual(dom.events.map(event => event.type), ["ripplestart", "rippleend"]);
    detach();
    assert.deepEqual(dom.document.listeners, []);
});

test("the press module's define(): <rg-ripple> in the window, its parent ripples into it", async () => {
    const dom = fakeDom();
    const button = dom.element("button", { rect: { left: 0, top: 0, width: 100, height: 40 } });
    const module = await importModule(withProgram(bundles.pressModule, material));
    const Element = module.define(dom.window);
    assert.equal(dom.window.customElements.get("rg-ripple"), Element);
    const host = button.appendChild(dom.document.createElement("rg-ripple"));
    dom.dispatch("pointerdown", button.path(), { button: 0, pointerId: 1, clientX: 10, clientY: 10, timeStamp: 100 });
    assert.deepEqual(host.children.map(child => child.localName), ["rg-material-c"]);
    assert.equal(button.children.length, 1, "the button's children: the element alone");
    module.cancel(button);
});

test("the classic script answers the elements the module's define() registered (one ripple per press)", async () => {
    const dom = fakeDom();
    const button = dom.element("button", { rect: { left: 0, top: 0, width: 100, height: 40 } });
    new Function(withProgram(bundles.pressScript, material))();
    const module = await importModule(withProgram(bundles.pressModule, material));
    module.define(dom.window);
    const host = button.appendChild(dom.document.createElement("rg-ripple"));
    assert.equal(dom.document.listeners.length, 8, "the document attached once, by the classic script");
    dom.dispatch("pointerdown", button.path(), { button: 0, pointerId: 1, clientX: 10, clientY: 10, timeStamp: 100 });
    assert.deepEqual(host.children.map(child => child.localName), ["rg-material-c"]);
    assert.equal(dom.animations.length, 1);
});
