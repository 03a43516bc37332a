import { test } from "node:test";
import assert from "node:assert/strict";
import { engine } from "../press-dom.js";
import { fakeDom } from "../test-support/fake-dom.js";
import { ease } from "../test-support/easing.js";
import { compile, split } from "../test-support/reference.js";
import * as data from "../test-support/programs.js";
import { compiled } from "../test-support/compiled.js";
import { numbers, sample } from "../test-support/timeline.js";

// The programs as the engine takes them (`p`, `r`), computed from their data by the reference.
const [material, splash, springSplash, tap] = [data.material, data.splash, data.springSplash, data.tap].map(compile);

// A 200 × 100 material button at (10, 20), attached to the document.
const close = (actual, expected, message = "", tolerance = 1e-9) =>
    assert.ok(Math.abs(actual - expected) < tolerance, `${message} ${actual} ≉ ${expected}`);

// One property's keyframes out of a layer's animation (its merged list).
const only = (keyframes, property) => keyframes.filter(keyframe => property in keyframe);
// In non-decreasing offset order (else a browser's `animate()` and `setKeyframes` throw).
const ordered = keyframes => assert.ok(keyframes.every((keyframe, index) => !index || keyframes[index - 1].offset <= keyframe.offset),
    `offsets out of order: ${keyframes.map(keyframe => keyframe.offset)}`);
const round = offset => Math.round(offset * 1e6) / 1e6;

const setup = (program = material, options) => {
    const dom = fakeDom(options);
    const host = dom.element("button", { className: program.c, rect: { left: 10, top: 20, width: 200, height: 100 } });
    const ripple = engine(program);
    const detach = ripple.attach(dom.document);
    const down = (fields = {}, path = host.path()) =>
        dom.dispatch("pointerdown", path, { button: 0, pointerId: 1, clientX: 40, clientY: 60, timeStamp: 500, ...fields });
    const up = (fields = {}, path = host.path()) => dom.dispatch("pointerup", path, { button: 0, pointerId: 1, timeStamp: 600, ...fields });
    const containers = () => host.children.filter(child => child.localName == program.c + "-c");
    // The animations a release has taken (setKeyframes and updateTiming).
    const released = () => dom.animations.filter(animation => animation.updates.length);
    return { ...dom, host, ripple, detach, down, up, containers, released };
};

test("a press: reads first, one container, the animations started by the browser, ripplestart", () => {
    const { host, down, log, containers, animations, events } = setup();
    log.length = 0;
    down();
    const [container] = containers();
    assert.equal(containers().length, 1);
    assert.deepEqual(container.children.map(child => child.localName), ["i"]);
    assert.equal(container.attributes.size, 0, "bounded: no attribute");
    // Every read of the press before its first write: no forced style or layout.
    const firstWrite = log.findIndex(([kind]) => kind == "write");
    assert.ok(firstWrite > 0);
    assert.ok(log.slice(firstWrite).every(([kind]) => kind == "write"), JSON.stringify(log));
    assert.equal(log.filter(([, what]) => what == "rect").length, 1, "one rectangle");
    // One animation per layer (scale, translate and opacity in one), started by the browser at its next
    // frame (no start time written), at the default rate (not written: no reduced motion).
    assert.equal(animations.length, 1);
    const [animation] = animations;
    assert.ok(animation.target == container.children[0] && animation.startTime == null && animation.playbackRate == 1);
    assert.deepEqual(log.filter(([, what]) => what == "playbackRate" || what == "startTime"), [], "the rate and start left as they are");
    const properties = keyframe => Object.keys(keyframe).filter(name => name != "offset" && name != "easing");
    const { keyframes } = animation;
    ordered(keyframes);
    assert.deepEqual(keyframes.map(properties), [["scale", "translate"], ["opacity"], ["opacity"], ["scale", "translate"], ["opacity"]]);
    assert.deepEqual(keyframes.map(keyframe => keyframe.offset), [0, 0, 0.3333, 1, 1]);
    const transform = only(keyframes, "scale");
    assert.deepEqual(only(keyframes, "translate"), transform, "both in each keyframe");
    assert.equal(transform[0].translate, "30px 40px");
    assert.equal(transform[1].translate, "100px 50px");
    assert.equal(transform[0].scale, "1.2");
    assert.deepEqual(only(keyframes, "opacity").map(keyframe => keyframe.opacity), [0, 1, 1]);
    assert.deepEqual(animation.timing, { duration: 225, delay: 0, iterations: 1, fill: "both" });
    assert.deepEqual(container.children[0].style, {}, "everything animates: no style");
    assert.deepEqual(events, [{ target: host, type: "ripplestart", detail: { className: "rg-material", x: 30, y: 40 }, bubbles: true, composed: true }]);
});

test("held: the press waits for its release, which its animation takes in place, then the end", async () => {
    const { host, down, up, settle, containers, animations, events, log } = setup();
    down();
    assert.equal(animations.length, 1, "one animation: the layer's");
    const [animation] = animations;
    const pressTransform = only(animation.keyframes, "scale");
    animation.finish();
    await settle();
    assert.equal(containers().length, 1, "held: stays after the press phase");
    log.length = 0;
    up({ timeStamp: 1500 });
    // Hold 1 s: the opacity is the press (0 → 1 over 0.075 s, 1 to 0.225 s), 1 held to 1 s, "f" (1) there, to
    // 0 over 0.15 s: 1.15 s in all, the animation's new length.
    assert.deepEqual(animation.updates, [{ duration: 1150, iterations: 1 }]);
    assert.deepEqual(animation.timing, { duration: 1150, delay: 0, iterations: 1, fill: "both" });
    const { keyframes } = animation;
    ordered(keyframes);
    assert.deepEqual(only(keyframes, "opacity").map(frame => [round(frame.offset), frame.opacity]), [
        [0, 0], [round(0.3333 * 0.225 / 1.15), 1], [round(0.225 / 1.15), 1],
        [round(1 / 1.15), 1], [round(1 / 1.15), 1], [1, 0],
    ]);
    // Scale and translate, not released: their press keyframes, at their times over the new length (they
    // end at 0.225 s), then their end held to offset 1.
    const transform = only(keyframes, "scale");
    assert.deepEqual(only(keyframes, "translate"), transform);
    assert.deepEqual(transform.map(frame => ({ ...frame, offset: round(frame.offset) })), [
        ...pressTransform.map(frame => ({ ...frame, offset: round(frame.offset * 0.225 / 1.15) })),
        { ...pressTransform.at(-1), offset: 1, easing: undefined },
    ]);
    assert.equal(keyframes.length, 9, "nothing else");
    for (const property of ["scale", "translate"]) {
        const end = numbers(pressTransform.at(-1)[property]);
        for (let time = 225; time <= 1300; time += 25) assert.deepEqual(sample(keyframes, animation.timing, property, time), end, `${property} at ${time}`);
    }
    assert.deepEqual(log, [["write", "setKeyframes", "i"], ["write", "updateTiming", "i"]], "the release reads nothing, animates nothing new");
    assert.equal(animations.length, 1, "no release animation: the press's takes the release");
    assert.equal(animation.target, host.children[0].children[0], "on the layer");
    assert.equal(animation.startTime, null, "the browser's start: the hold (1 s) is the events' times apart");
    assert.equal(animation.playState, "running", "extended past its end: running again, a new finished promise");
    await settle();
    assert.equal(containers().length, 1, "until the released animation finishes");
    assert.equal(events.length, 1);
    animation.finish();
    await settle();
    assert.deepEqual(containers(), []);
    assert.deepEqual(events.map(event => event.type), ["ripplestart", "rippleend"]);
    assert.deepEqual(events[1].detail, events[0].detail);
    up({ timeStamp: 1600 });
    await settle();
    assert.deepEqual(animation.updates.length, 1, "a second release does nothing");
    assert.equal(events.length, 2);
});

test("a short press: the release begins at the end of the press phase", async () => {
    const { down, up, settle, containers, animations, events } = setup();
    down();
    up({ timeStamp: 550 });
    assert.equal(animations.length, 1);
    const [animation] = animations;
    // Cut at 0.225 s, the press phase's end (no hold interval), then 0.15 s.
    assert.deepEqual(animation.updates, [{ duration: 375, iterations: 1 }]);
    ordered(animation.keyframes);
    const opacity = only(animation.keyframes, "opacity");
    assert.deepEqual(opacity.map(frame => frame.opacity), [0, 1, 1, 1, 0]);
    close(opacity[2].offset, 0.6);
    // The scale and translate end at the press phase's end (0.6 of the release), held from there.
    assert.deepEqual(only(animation.keyframes, "scale").map(frame => round(frame.offset)), [0, 0.6, 1]);
    assert.deepEqual(only(animation.keyframes, "scale").slice(1).map(frame => [frame.scale, frame.translate, frame.easing]),
        Array(2).fill([only(animation.keyframes, "scale")[1].scale, "100px 50px", undefined]));
    assert.equal(animation.playState, "running", "not finished yet: the same promise");
    // The end comes with the finish of the layer's animation (375 ms), not before.
    await settle();
    assert.equal(containers().length, 1);
    animation.finish();
    await settle();
    assert.deepEqual(containers(), []);
    assert.equal(events.filter(event => event.type == "rippleend").length, 1);
});

test("a finish event from before the release extended the animation is stale: the ripple stays", async () => {
    const { down, up, settle, containers, animations, events } = setup();
    down();
    assert.equal(animations.length, 1);
    const [animation] = animations;
    // It finishes at the press phase's end; its event is still on its way when the release comes.
    animation.finish();
    up({ timeStamp: 1500 });
    await settle();
    assert.equal(containers().length, 1, "its finish at 225 ms is not its end at 1,150 ms");
    animation.finish();
    await settle();
    assert.deepEqual(containers(), []);
    assert.deepEqual(events.map(event => event.type), ["ripplestart", "rippleend"]);
});

test("released outside the element: the ripple goes at once", async () => {
    const { body, down, up, settle, containers, animations, events, released } = setup();
    down();
    up({}, body.path());
    assert.deepEqual(containers(), [], "at once");
    assert.ok(animations.every(animation => animation.playState == "idle"));
    assert.equal(animations.length, 1, "no release animation");
    assert.deepEqual(released(), [], "nothing released");
    assert.deepEqual(events.map(event => event.type), ["ripplestart", "rippleend"]);
    await settle();
    assert.equal(events.length, 2, "one end");
    // With a constant track (splash's translate, the layer's style, no animation), after the press phase
    // (its animations finished): the same.
    const constant = setup(splash);
    constant.down();
    constant.animations.map(animation => animation.finish());
    await constant.settle();
    constant.up({}, constant.body.path());
    await constant.settle();
    assert.deepEqual(constant.containers(), []);
    assert.equal(constant.animations.length, 1);
    assert.ok(constant.animations.every(animation => animation.playState == "idle"));
    assert.deepEqual(constant.events.map(event => event.type), ["ripplestart", "rippleend"]);
});

test("a release splash-style: the press cut at h, its interval's easing split there", async () => {
    const { host, down, up, settle, containers, animations, events } = setup(splash);
    down();
    up({ timeStamp: 600 });
    // Scale and opacity animate, in one animation; translate is constant (the layer's style).
    assert.equal(animations.length, 1);
    const [animation] = animations;
    const { keyframes } = animation;
    ordered(keyframes);
    assert.ok(keyframes.every(frame => !("translate" in frame)));
    // Hold 0.1 s: the scale is its press up to 0.1 s, then 0.4 s of its release (to 0.5 s); the opacity its
    // press to 0.2 s, then 0.4 s (to 0.6 s): the animation lasts 0.6 s; the delay and fill stay.
    assert.deepEqual({ ...animation.timing, duration: 0 }, { duration: 0, delay: 0, iterations: 1, fill: "both" });
    close(animation.timing.duration, 600);
    assert.equal(animation.target, host.children[0].children[0]);
    // "0" = 0.8 × 200: from 0.48 to 1.6 with cubic-bezier(0,0,.58,1), cut at a quarter: 0.48 + 1.12 × 0.38706…
    const scale = only(keyframes, "scale");
    const [first, cut, end, hold] = scale;
    assert.equal(scale.length, 4);
    assert.deepEqual(first, { offset: 0, scale: "0.48", easing: split("cubic-bezier(0,0,.58,1)", 0.25)[1] });
    close(cut.offset, 0.1 / 0.6);
    close(parseFloat(cut.scale), 0.48 + 1.12 * ease("cubic-bezier(0,0,.58,1)", 0.25), "", 1e-12);
    close(parseFloat(cut.scale), 0.90351471, "", 1e-6);
    assert.equal(cut.easing, undefined);
    close(parseFloat(end.scale), 3.6358 * 1.6, "", 1e-12);
    close(end.offset, 0.5 / 0.6);
    // Its end held from 0.5 s to the end of the opacity's release.
    assert.deepEqual(hold, { ...end, offset: 1, easing: undefined });
    for (let time = 500; time <= 700; time += 10) close(sample(keyframes, animation.timing, "scale", time)[0], parseFloat(end.scale), `at ${time}:`);
    // Opacity: cut at h + 0.1 = half the press phase, then 0.4 s to 0, ending last.
    const opacity = only(keyframes, "opacity");
    assert.equal(opacity.length, 3);
    assert.deepEqual([opacity[0].opacity, opacity[2].opacity], [0, 0]);
    close(opacity[1].opacity, ease("cubic-bezier(0,0,.58,1)", 0.5));
    close(opacity[1].offset, 1 / 3);
    assert.equal(opacity[2].offset, 1);
    assert.deepEqual(host.children[0].children[0].style, { translate: "30px 40px" });
    animation.finish();
    await settle();
    assert.deepEqual(containers(), []);
    assert.deepEqual(events.map(event => event.type), ["ripplestart", "rippleend"]);
});

test("a track of one keyframe: no animation, the layer's style holds the value", async () => {
    const { host, down, up, settle, containers, animations, events, log } = setup(splash);
    log.length = 0;
    down();
    const [container] = containers();
    const layer = container.children[0];
    assert.deepEqual(layer.style, { translate: "30px 40px" }, "the press point");
    assert.equal(animations.length, 1, "scale and opacity only, in one");
    assert.ok(animations[0].keyframes.every(keyframe => !("translate" in keyframe)));
    assert.deepEqual(animations[0].keyframes.map(keyframe => "scale" in keyframe || "opacity" in keyframe), [true, true, true, true]);
    assert.equal(log.filter(([, what]) => what == "animate").length, 1);
    // The style is no animation the press waits for; it goes with the container.
    up({ timeStamp: 600 });
    assert.equal(animations.length, 1, "released in place");
    assert.ok(animations[0].keyframes.every(keyframe => !("translate" in keyframe)));
    assert.deepEqual(layer.style, { translate: "30px 40px" });
    animations.map(animation => animation.finish());
    await settle();
    assert.deepEqual(containers(), []);
    assert.deepEqual(events.map(event => event.type), ["ripplestart", "rippleend"]);
    // Centred: the centre.
    const centred = setup(splash);
    centred.host.attributes.set("data-ripple", "centered");
    centred.down();
    assert.deepEqual(centred.containers()[0].children[0].style, { translate: "100px 50px" });
    assert.equal(host.style.translate, undefined, "the host's own style untouched");
});

test("one ripple per press: attached twice, by two copies, and a shadow root in an attached document", async () => {
    const { document, host, ripple, detach, down, containers, element, dispatch, events } = setup();
    assert.equal(ripple.attach(document), detach, "attach is once per root");
    // Another copy of the engine (a second module instance: another style's own file).
    const copy = (await import("../press-dom.js?copy")).engine(JSON.parse(JSON.stringify(material)));
    assert.equal(copy.attach(document), detach, "a second copy finds the first one's listeners");
    assert.equal(document.listeners.length, 8, "six in the capture phase, contextmenu and visibilitychange");
    down();
    assert.equal(containers().length, 1);
    // Inside a shadow root the document's listener sees the event first; the root's own copy then ignores it.
    const outer = element("div");
    const shadow = outer.attachShadow();
    const inner = shadow.appendChild(new host.constructor("button", { className: "rg-material" }));
    copy.attach(shadow);
    assert.equal(shadow.listeners.length, 7, "six in the capture phase and contextmenu");
    const path = inner.path();
    assert.ok(path.includes(shadow) && path.includes(document));
    dispatch("pointerdown", path, { button: 0, pointerId: 3, clientX: 5, clientY: 5, timeStamp: 9 });
    assert.equal(inner.children.length, 1);
    assert.equal(events.length, 2);
});

test("a shadow root and the document both attached: one container", () => {
    const dom = setup();
    const outer = dom.element("div");
    const shadow = outer.attachShadow();
    const inner = shadow.appendChild(new dom.FakeElement("button", { className: "rg-material" }));
    engine(material).attach(shadow);
    dom.dispatch("pointerdown", inner.path(), { button: 0, pointerId: 2, clientX: 50, clientY: 50, timeStamp: 10 });
    assert.equal(inner.children.length, 1);
    assert.equal(dom.animations.length, 1);
    assert.equal(dom.events.length, 1);
});

test("elements that never ripple, and those that cannot show the container", () => {
    const dom = fakeDom();
    const ripple = engine(material);
    ripple.attach(dom.document);
    const hosts = [
        dom.element("button", { className: "rg-material", attributes: { "aria-disabled": "true" } }),
        dom.element("button", { className: "rg-material", attributes: { "data-ripple": "centered none" } }),
        dom.element("button", { className: "rg-material", disabled: true }),
        dom.element("span", { className: "rg-material" }, dom.element("div", { attributes: { inert: "" } })),
        dom.element("span", { className: "rg-material" }, dom.element("div", { attributes: { "aria-disabled": "true" } })),
        dom.element("img", { className: "rg-material" }),
        dom.element("input", { className: "rg-material" }),
        dom.element("span", { className: "rg-material", rect: { left: 0, top: 0, width: 0, height: 0 } }),
    ];
    for (const host of hosts) {
        dom.dispatch("pointerdown", host.path(), { button: 0, pointerId: 1, clientX: 1, clientY: 1, timeStamp: 1 });
        ripple.press(host);
    }
    assert.ok(hosts.every(host => host.children.length == 0));
    assert.deepEqual(dom.animations, []);
    assert.deepEqual(dom.events, []);
    // aria-disabled="false" ripples.
    const enabled = dom.element("button", { className: "rg-material", attributes: { "aria-disabled": "false" } });
    ripple.press(enabled);
    assert.equal(enabled.children.length, 1);
});

test("not the main button, no element with the class: nothing", () => {
    const { body, down, containers, animations } = setup();
    down({ button: 2 });
    down({ button: 1 });
    down({}, body.path());
    assert.deepEqual(containers(), []);
    assert.deepEqual(animations, []);
});

test("keys: Enter and Space where the host has the focus, not repeated, not Space on a link", () => {
    const { document, host, dispatch, containers, events, element } = setup();
    const key = (target, fields, type = "keydown", path = target.path()) => dispatch(type, path, { repeat: false, timeStamp: 5, ...fields });
    key(host, { key: "a" });
    key(host, { key: "Enter", repeat: true });
    const inside = element("input", {}, host);
    key(inside, { key: "Enter" });
    assert.deepEqual(containers(), []);
    key(host, { key: "Enter" });
    assert.equal(containers().length, 1);
    assert.deepEqual(events[0].detail, { className: "rg-material", x: 100, y: 50 }, "the centre");
    const link = element("a", { className: "rg-material" });
    key(link, { key: " " });
    assert.equal(link.children.length, 0, "Space does not activate a link");
    key(link, { key: "Enter" });
    assert.equal(link.children.length, 1);
    // The key's release (key "k" held: the link's press ended the button's).
    key(link, { key: "Enter" }, "keyup");
    assert.equal(document.listeners.length, 8);
});

test("a new press by the same pointer ends the previous one", async () => {
    const { down, settle, containers, animations, released } = setup();
    down();
    down({ timeStamp: 700 });
    assert.equal(containers().length, 2);
    assert.equal(animations.length, 2, "one a press");
    // The first one released (same element): its animation takes its opacity's release segment (hold 0.2 s:
    // from 0.225 s).
    assert.deepEqual(released(), [animations[0]]);
    assert.deepEqual(animations[0].updates, [{ duration: 375, iterations: 1 }]);
    assert.deepEqual(only(animations[0].keyframes, "opacity").map(frame => frame.opacity), [0, 1, 1, 1, 0]);
    animations.map(animation => animation.finish());
    await settle();
    assert.equal(containers().length, 1, "the second one is held");
    assert.equal(containers()[0].children[0], animations[1].target);
});

test("drag out fades the container, back in shows it again; the fade does not delay the end", async () => {
    const { host, body, dispatch, down, up, settle, containers, animations, events } = setup();
    down();
    const [container] = containers();
    const over = path => dispatch("pointerover", path, { pointerId: 1, timeStamp: 550 });
    over(host.path());
    assert.equal(animations.length, 1, "still inside: nothing");
    over(body.path());
    const fade = animations[1];
    assert.equal(fade.target, container);
    assert.deepEqual(fade.keyframes, { opacity: 0 });
    assert.deepEqual(fade.timing, { duration: 75, fill: "forwards" });
    over(body.path());
    assert.equal(animations.length, 2, "one fade");
    assert.equal(fade.reversed, 0, "still out: unchanged");
    over(host.path());
    assert.equal(fade.reversed, 1);
    over(body.path());
    assert.equal(fade.reversed, 2);
    over(host.path());
    up();
    animations.filter(animation => animation != fade).map(animation => animation.finish());
    await settle();
    assert.deepEqual(containers(), []);
    assert.equal(events.at(-1).type, "rippleend");
});

test("without \"f\": a drag out changes nothing; a tap plays to its end whatever the release", async () => {
    const held = setup({ ...material, c: "rg-nofade", f: undefined });
    held.down();
    held.dispatch("pointerover", [held.document], { pointerId: 1, timeStamp: 550 });
    assert.equal(held.animations.length, 1, "no fade animation");
    const { document, down, up, settle, containers, animations, events } = setup(tap);
    const capture = document => document.listeners.filter(entry => entry.capture).map(entry => entry.type);
    assert.deepEqual(capture(document), ["pointerdown", "keydown", "pointerup", "pointercancel", "keyup", "pointerover"],
        "every style's listeners: one set whatever the styles");
    assert.deepEqual(document.listeners.filter(entry => !entry.capture).map(entry => entry.type), ["contextmenu", "visibilitychange"]);
    down();
    up();
    assert.equal(animations.length, 1, "one layer: one animation");
    ordered(animations[0].keyframes);
    assert.deepEqual(only(animations[0].keyframes, "scale").map(frame => frame.scale), ["0", "4"]);
    assert.deepEqual(only(animations[0].keyframes, "opacity").map(frame => frame.opacity), [1, 0]);
    assert.deepEqual(animations[0].timing, { duration: 300, delay: 0, iterations: 1, fill: "both" });
    await settle();
    assert.equal(containers().length, 1);
    animations.map(animation => animation.finish());
    await settle();
    assert.deepEqual(containers(), []);
    assert.deepEqual(events.map(event => event.type), ["ripplestart", "rippleend"]);
});

test("a program as ripplegen writes it leaves out a timing's defaults and an empty style: no delay, one iteration", async () => {
    // A tap (fill) and a held press (material), compiled: the end is the animation's at duration × 1. (Classes
    // of their own: the engine keeps the first program of a class, and earlier tests attached the reference's.)
    for (const [program, hold] of [[compiled.fill, false], [compiled.material, true]].map(([program, hold]) => [{ ...program, c: "rg-compiled-" + program.c }, hold])) {
        const { down, up, settle, containers, animations, events } = setup(program);
        down();
        const [animation] = animations;
        assert.ok(!("delay" in animation.timing) && !("iterations" in animation.timing), JSON.stringify(animation.timing));
        hold && assert.deepEqual(containers()[0].children[0].style, {}, "no style: none written");
        hold && up({ timeStamp: 700 });
        await settle();
        assert.equal(containers().length, 1, `${program.c}: not before its finish`);
        animation.finish();
        await settle();
        assert.deepEqual(containers(), [], `${program.c}: gone at its finish`);
        assert.deepEqual(events.map(event => event.type), ["ripplestart", "rippleend"]);
    }
});

test("programmatic presses, reduced motion, options", async () => {
    const { document, host, ripple, settle, containers, animations, events, log } = setup(springSplash, { reducedMotion: true, time: 1000 });
    const release = ripple.press(host, { x: 60, y: 70 });
    assert.deepEqual(events[0].detail, { className: "rg-splash", x: 50, y: 50 });
    assert.equal(animations.length, 1);
    assert.ok(animations.every(animation => animation.startTime == null && animation.playbackRate == 0.25));
    assert.equal(log.filter(([, what]) => what == "playbackRate").length, 1, "the rate written, once");
    document.timeline.currentTime = 1400;
    release();
    // 0.4 s of the page's time is 0.1 s of the ripple's: the scale cut at 0.1 s, the spring's easing; the
    // opacity's release ends last, at 0.6 s (of the ripple's time).
    const [animation] = animations;
    assert.equal(animation.updates.length, 1);
    assert.deepEqual(Object.keys(animation.updates[0]).sort(), ["duration", "iterations"]);
    assert.equal(animation.updates[0].iterations, 1);
    close(animation.updates[0].duration, 600);
    const scale = only(animation.keyframes, "scale");
    close(scale[1].offset, 0.1 / 0.6);
    assert.equal(scale[1].easing, springSplash.l[0].t[0].u.e);
    close(scale.at(-2).offset, 0.5 / 0.6, "the spring ends at 0.5 s");
    assert.deepEqual(scale.at(-1), { ...scale.at(-2), offset: 1, easing: undefined }, "then held");
    assert.equal(animation.playbackRate, 0.25, "the rate stays");
    release();
    assert.equal(animations.length, 1);
    assert.ok(animations.every(animation => animation.updates.length == 1), "released once");
    animations.map(animation => animation.finish());
    await settle();
    assert.deepEqual(containers(), []);
    // release(element): every held press of it.
    ripple.press(host);
    ripple.press(host);
    assert.equal(containers().length, 2);
    ripple.release(host);
    assert.equal(animations.length, 3);
    assert.ok(animations.every(animation => animation.updates.length == 1), "both released");
    // With "s" but without reduced motion: the default rate, not written.
    const normal = setup(springSplash);
    normal.down();
    assert.equal(normal.animations.length, 1);
    assert.equal(normal.animations[0].playbackRate, 1);
    assert.deepEqual(normal.log.filter(([, what]) => what == "playbackRate"), []);
    // Options: centred, unbounded (the attribute "u" on the container, the centre).
    const centred = setup(material);
    centred.host.attributes.set("data-ripple", "centered");
    centred.down();
    assert.deepEqual(centred.events[0].detail, { className: "rg-material", x: 100, y: 50 });
    assert.equal(centred.containers()[0].attributes.size, 0);
    const unbounded = setup(material);
    unbounded.host.attributes.set("data-ripple", "unbounded");
    unbounded.down();
    assert.deepEqual(unbounded.events[0].detail, { className: "rg-material", x: 100, y: 50 });
    assert.equal(unbounded.containers()[0].getAttribute("u"), "");
});

test("a host with a shadow root gets the container there", () => {
    const { host, down, events } = setup();
    const shadow = host.attachShadow();
    down();
    assert.equal(shadow.children.length, 1);
    assert.equal(shadow.children[0].localName, "rg-material-c");
    assert.equal(host.children.length, 0);
    assert.equal(events.length, 1);
});

test("detach removes the listeners; nothing is left after a ripple", async () => {
    const { document, host, detach, down, up, settle, animations, containers, ripple } = setup();
    down();
    up();
    animations.map(animation => animation.finish());
    await settle();
    assert.deepEqual(host.children, []);
    assert.equal(host.attributes.size, 0);
    assert.deepEqual(document.style, {});
    assert.deepEqual(Object.getOwnPropertyNames(document).filter(name => !["localName", "children", "parentNode", "listeners", "attributes", "style", "timeline", "createElement", "defaultView", "documentElement"].includes(name)), []);
    detach();
    assert.deepEqual(document.listeners, []);
    assert.deepEqual(Object.getOwnPropertySymbols(document), []);
    down();
    assert.deepEqual(containers(), [], "no listener");
    const again = ripple.attach(document);
    assert.equal(document.listeners.length, 8);
    down();
    assert.equal(containers().length, 1);
    again();
    assert.deepEqual(document.listeners, []);
});

test("a closed shadow root's press: the document's listener leaves its release and drag to that root", async () => {
    const { document, element, dispatch, ripple, animations, events, settle } = setup();
    const component = element("div");
    const root = component.attachShadow();
    const inner = root.appendChild(new component.constructor("button", { className: "rg-material" }));
    const label = root.appendChild(new component.constructor("span"));
    ripple.attach(root);
    // Closed: from the document, the path ends at the component.
    const seen = (node, from) => node.path().slice(node.path().indexOf(from));
    const fields = { button: 0, pointerId: 4, clientX: 5, clientY: 5, timeStamp: 10 };
    const send = (type, node, extra = {}) => {
        // The document sees the outer part of the path first, then the root its whole path.
        const event = { type, timeStamp: 0, ...fields, ...extra, x: 5, y: 5 };
        for (const [listenerRoot, path] of [[document, seen(node, component)], [root, node.path()]]) {
            listenerRoot.listeners.filter(entry => entry.type == type && entry.capture)
                .map(entry => entry.listener({ ...event, currentTarget: listenerRoot, composedPath: () => path }));
        }
    };
    send("pointerdown", inner);
    assert.equal(inner.children.length, 1);
    // Dragged out to a sibling inside the component: the root's listener sees it and fades the ripple.
    send("pointerover", label);
    assert.equal(animations.length, 2, "the drag fade");
    send("pointerover", inner);
    // Released on the button: the release is taken in place (not the document's "released outside").
    send("pointerup", inner, { timeStamp: 60 });
    assert.equal(animations[0].updates.length, 1, "released in place");
    assert.ok(animations.every(animation => animation.playState != "idle"), "nothing cancelled");
    // Pressed again, released outside the component: the document ends it at once.
    send("pointerdown", inner, { timeStamp: 500 });
    dispatch("pointerup", document.querySelector("body").path(), { pointerId: 4, timeStamp: 600 });
    assert.equal(animations.at(-1).playState, "idle");
    await settle();
    assert.equal(events.filter(event => event.type == "rippleend").length, 1);
});

test("the end once, whatever ends it: a page that removed the container, cancel(), a cancel event after it", async () => {
    const { host, down, up, ripple, animations, events, containers, settle } = setup();
    down();
    assert.equal(ripple.pressed(host), true);
    // A re-render replaces the element's children: the container goes, the ripple still ends with its event.
    host.children = [];
    containers()[0]?.remove();
    up();
    animations.map(animation => animation.finish());
    await settle();
    assert.deepEqual(events.map(event => event.type), ["ripplestart", "rippleend"]);
    assert.equal(ripple.pressed(host), false);
    // cancel(): at once, no fade (nothing released), one rippleend, the held press forgotten.
    down({ timeStamp: 700 });
    assert.equal(ripple.pressed(host), true);
    ripple.cancel(host);
    assert.deepEqual(containers(), []);
    assert.equal(animations.at(-1).playState, "idle");
    assert.equal(animations.at(-1).updates.length, 0, "no release");
    assert.equal(ripple.pressed(host), false);
    up({ timeStamp: 800 });
    await settle();
    assert.deepEqual(events.map(event => event.type), ["ripplestart", "rippleend", "ripplestart", "rippleend"]);
});

test("a touch waits out the delay; a cancel within it shows nothing, a pointerup starts and releases it", async () => {
    const { host, down, up, dispatch, containers, events, animations, settle } = setup();
    const touch = { pointerType: "touch" };
    down(touch);
    assert.deepEqual(containers(), [], "not at once");
    dispatch("pointercancel", host.path(), { pointerId: 1, timeStamp: 520 });
    await new Promise(resolve => setTimeout(resolve, 120));
    assert.deepEqual(containers(), [], "a scroll shows nothing");
    assert.deepEqual(events, []);
    // A pointerup within the delay: the ripple starts then, released at once (a tap shows).
    down(touch);
    up({ timeStamp: 540 });
    assert.equal(containers().length, 1);
    // Released at once: held 0 s (material's release then ends at 0.225 + 0.15 s).
    assert.deepEqual(animations[0].updates, [{ duration: 375, iterations: 1 }], "released, at its start");
    // Held past the delay: it starts at the element's clock then, held.
    down({ ...touch, pointerId: 2 });
    assert.equal(containers().length, 1);
    await new Promise(resolve => setTimeout(resolve, 120));
    assert.equal(containers().length, 2);
    assert.equal(animations[1].updates.length, 0, "held");
    // Mouse and pen at once.
    down({ pointerType: "pen", pointerId: 3 });
    down({ pointerType: "mouse", pointerId: 5 });
    assert.equal(containers().length, 4);
    await settle();
});

test("a window blur, a hidden page or a context menu releases every held press", () => {
    const { document, window, host, down, ripple, animations } = setup();
    const fire = (target, type) => target.listeners.filter(entry => entry.type == type && !entry.capture).map(entry => entry.listener({ type }));
    for (const [target, type] of [[window, "blur"], [document, "visibilitychange"], [document, "contextmenu"]]) {
        down();
        ripple.press(host);
        const count = animations.length;
        fire(target, type);
        assert.ok(animations.slice(count - 2).every(animation => animation.updates.length == 1), type + ": released");
    }
});

test("a clone of a pressed element: its copy of the container removes itself; bounded; the element's clock", () => {
    const { host, down, ripple, containers, document, body, animations } = setup({ ...material, c: "rg-clone" });
    host.className = "rg-clone";
    down();
    const [container] = containers();
    // The copy a cloneNode makes: the defined element, without the engine's mark.
    const copy = document.createElement("rg-clone-c");
    body.appendChild(copy);
    assert.equal(copy.parentNode, null, "the copy removed itself");
    body.appendChild(container);
    assert.equal(container.parentNode, body, "the engine's own stays");
    host.attributes.set("data-ripple", "bounded");
    // The hold a programmatic release evaluates is on the element's window's performance.now(), not the
    // document timeline (which stands still here: Firefox's, while nothing animates).
    document.timeline.currentTime = 5000;
    document.defaultView.performance.now = () => 1234;
    const release = ripple.press(host);
    assert.equal(containers().at(-1).getAttribute("b"), "");
    document.defaultView.performance.now = () => 1634;
    release();
    assert.deepEqual(animations.at(-1).updates, [{ duration: 550, iterations: 1 }], "held 0.4 s, then the 0.15 s fade");
});

test("a development build (<html data-ripple-dev>) is warned once of a position: static element, and only it", () => {
    const { host, down, up, document, log } = setup();
    const warnings = [];
    const warn = console.warn;
    console.warn = (...args) => void warnings.push(args);
    try {
        host.position = "static";
        down();
        up();
        assert.deepEqual(warnings, [], "not a development build");
        assert.deepEqual(log.filter(([, what]) => what == "computed style"), [], "no style read");
        document.documentElement.setAttribute("data-ripple-dev", "");
        down({ timeStamp: 700 });
        up({ timeStamp: 800 });
        down({ timeStamp: 900 });
        assert.equal(warnings.length, 1, "once");
        assert.equal(warnings[0][1], host);
    } finally {
        console.warn = warn;
    }
});

test("one engine, many styles: one set of listeners per root, each element its style's ripple", async () => {
    const dom = fakeDom();
    const [a, b, c] = [material, splash, tap].map(program => dom.element("button", { className: program.c, rect: { left: 0, top: 0, width: 100, height: 50 } }));
    // material from this copy, splash from another copy (its own file), the tap from this one again.
    const other = await import("../press-dom.js?styles");
    const detach = engine(material).attach(dom.document);
    assert.equal(other.engine(splash).attach(dom.document), detach, "the other copy's style joins the listening copy");
    assert.equal(engine(tap).attach(dom.document), detach);
    assert.equal(dom.document.listeners.length, 8, "one set: six in the capture phase, contextmenu and visibilitychange");
    assert.equal(dom.window.listeners.length, 1, "one blur");
    [a, b, c].map((host, n) => dom.dispatch("pointerdown", host.path(), { button: 0, pointerId: n, clientX: 10, clientY: 10, timeStamp: 10 }));
    assert.deepEqual([a, b, c].map(host => host.children.map(child => child.localName)), [["rg-material-c"], ["rg-splash-c"], ["rg-tap-c"]]);
    // Of the element, whatever the copy that made the ripple: the other copy's functions see this one's.
    assert.deepEqual([a, b, c].map(other.pressed), [true, true, true]);
    other.release(a);
    assert.equal(dom.animations[0].updates.length, 1, "released by the other copy's release()");
    other.cancel(b);
    assert.deepEqual(b.children, []);
    assert.deepEqual(dom.events.filter(event => event.type == "rippleend").map(event => event.detail.className), ["rg-splash"]);
    detach();
    assert.deepEqual(dom.document.listeners, []);
});
