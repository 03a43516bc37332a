import { test } from "node:test";
import assert from "node:assert/strict";
import { engine } from "../press-dom.js";
import { element, inner } from "../element.js";
import { fakeDom } from "../test-support/fake-dom.js";
import { compiled } from "../test-support/compiled.js";

const { material, splash } = compiled;

// A page with a button (no class) and the `<rg-ripple>` defined for material (and splash, `both`).
const setup = ({ both = false, attributes = {}, parent } = {}) => {
    const dom = fakeDom();
    const ripple = engine(material), splashes = engine(splash);
    element(material.c, ripple.attach, dom.window);
    both && element(splash.c, splashes.attach, dom.window);
    const button = dom.element("button", { rect: { left: 10, top: 20, width: 200, height: 100 } }, parent);
    const label = button.appendChild(new dom.FakeElement("span"));
    const host = button.appendChild(dom.document.createElement("rg-ripple"));
    Object.entries(attributes).map(([name, value]) => host.attributes.set(name, value));
    // Attributes set after the append: bind again, as the browser's attributeChangedCallback does.
    Object.keys(attributes).length && host.attributeChangedCallback();
    const down = (fields = {}, path = button.path()) =>
        dom.dispatch("pointerdown", path, { button: 0, pointerId: 1, clientX: 40, clientY: 60, timeStamp: 500, ...fields });
    const up = (fields = {}, path = button.path()) => dom.dispatch("pointerup", path, { button: 0, pointerId: 1, timeStamp: 600, ...fields });
    return { ...dom, ripple, splashes, button, label, host, down, up };
};

test("nothing is defined until define(); the element's class is the window's one", () => {
    const dom = fakeDom();
    assert.equal(dom.window.customElements.get("rg-ripple"), undefined);
    const first = element(material.c, () => {}, dom.window);
    assert.equal(dom.window.customElements.get("rg-ripple"), first);
    assert.equal(element(splash.c, () => {}, dom.window), first, "a second style adds its engine to the one definition");
    assert.deepEqual([...first.styles.keys()], [material.c, splash.c]);
    assert.equal(element(material.c, () => {}, dom.window), first, "defining a style again changes nothing");
    assert.equal(first.styles.size, 2);
});

test("connected: the engine on its root, the sheet adopted once, its parent marked", () => {
    const { document, button, host } = setup();
    assert.equal(document.listeners.filter(entry => entry.capture).length, 6, "the engine's listeners on the document");
    assert.equal(button[inner(material.c)], host);
    assert.equal(document.adoptedStyleSheets.length, 1);
    const [sheet] = document.adoptedStyleSheets;
    assert.match(sheet.text, /:where\(:has\(>rg-ripple\)\)\{position:relative\}/, "the parent positioned, with no weight");
    assert.match(sheet.text, /rg-ripple:not\(#_#_\)\{all:unset;[^}]*position:absolute;inset:0;pointer-events:none;border-radius:inherit/);
    // Another element in the same root adds no sheet.
    const other = document.createElement("rg-ripple");
    button.parentNode.appendChild(new (button.constructor)("div")).appendChild(other);
    assert.equal(document.adoptedStyleSheets.length, 1);
});

test("a press on the parent: the container goes into the element; the parent's children never change", async () => {
    const { button, label, host, down, up, events, animations, settle } = setup();
    const children = [...button.children];
    down();
    assert.deepEqual(button.children, children, "the parent's child list is unchanged during the press");
    assert.deepEqual(host.children.map(child => child.localName), ["rg-material-c"]);
    assert.equal(animations[0].keyframes[0].translate, "30px 40px", "the point in the parent's pixels");
    assert.deepEqual(events.map(event => [event.type, event.target]), [["ripplestart", button]]);
    up();
    animations.map(animation => animation.finish());
    await settle();
    assert.deepEqual(host.children, []);
    assert.deepEqual(button.children, [label, host]);
    assert.deepEqual(events.map(event => event.type), ["ripplestart", "rippleend"]);
});

test("the tokens are the element's attributes: unbounded, centered, bounded, none", () => {
    const unbounded = setup({ attributes: { "data-ripple": "unbounded" } });
    unbounded.down();
    const [container] = unbounded.host.children;
    assert.ok(container.attributes.has("u"));
    assert.equal(unbounded.animations[0].keyframes[0].translate, "100px 50px", "from the centre");
    const centered = setup({ attributes: { "data-ripple": "centered" } });
    centered.down();
    assert.equal(centered.animations[0].keyframes[0].translate, "100px 50px");
    assert.equal(centered.host.children[0].attributes.size, 0);
    const bounded = setup({ both: true, attributes: { ripple: splash.c, "data-ripple": "bounded" } });
    bounded.down();
    assert.deepEqual(bounded.host.children.map(child => [child.localName, [...child.attributes.keys()]]), [["rg-splash-c", ["b"]]]);
    const none = setup({ attributes: { "data-ripple": "none" } });
    none.down();
    assert.deepEqual(none.host.children, [], "data-ripple=none on the element: no ripple");
});

test("the ripple attribute picks the style; absent, the first defined", () => {
    const plain = setup({ both: true });
    plain.down();
    assert.deepEqual(plain.host.children.map(child => child.localName), ["rg-material-c"]);
    const splashed = setup({ both: true, attributes: { ripple: splash.c } });
    splashed.down();
    assert.deepEqual(splashed.host.children.map(child => child.localName), ["rg-splash-c"]);
    assert.equal(splashed.button[inner(material.c)], undefined, "not marked for material");
});

test("an element whose style is defined later is bound then", () => {
    const dom = fakeDom();
    const ripple = engine(material), splashes = engine(splash);
    element(material.c, ripple.attach, dom.window);
    const button = dom.element("button");
    const host = dom.document.createElement("rg-ripple");
    host.attributes.set("ripple", splash.c);
    button.appendChild(host);
    assert.equal(button[inner(splash.c)], undefined);
    element(splash.c, splashes.attach, dom.window);
    assert.equal(button[inner(splash.c)], host);
});

test("removed, it unmarks its parent (no ripple, no container); moved, it marks its new one", () => {
    const { button, host, down, body, FakeElement } = setup();
    host.remove();
    assert.equal(button[inner(material.c)], undefined);
    down();
    assert.deepEqual(host.children, []);
    const card = body.appendChild(new FakeElement("div"));
    card.appendChild(host);
    assert.equal(card[inner(material.c)], host);
});

test("inside a (closed) shadow root: the engine listens on that root and the sheet is adopted there", () => {
    const dom = fakeDom();
    const ripple = engine(material);
    element(material.c, ripple.attach, dom.window);
    const component = dom.element("x-card");
    const root = component.attachShadow({ mode: "closed" });
    const button = root.appendChild(new dom.FakeElement("button", { rect: { left: 0, top: 0, width: 120, height: 40 } }));
    const host = button.appendChild(dom.document.createElement("rg-ripple"));
    assert.equal(root.listeners.filter(entry => entry.capture).length, 6);
    assert.equal(root.adoptedStyleSheets.length, 1);
    assert.deepEqual(dom.document.adoptedStyleSheets, []);
    dom.dispatch("pointerdown", button.path(), { button: 0, pointerId: 2, clientX: 5, clientY: 5, timeStamp: 10 });
    assert.deepEqual(host.children.map(child => child.localName), ["rg-material-c"]);
});

test("press() from code on the parent: the container goes into the element", () => {
    const { ripple, button, host } = setup();
    const release = ripple.press(button);
    assert.equal(host.children.length, 1);
    assert.ok(ripple.pressed(button));
    release();
});

test("a root whose sheets the page replaced adopts the element's sheet again, the same one", () => {
    const { document, body, FakeElement } = setup();
    const [sheet] = document.adoptedStyleSheets;
    document.adoptedStyleSheets = [];
    body.appendChild(new FakeElement("div")).appendChild(document.createElement("rg-ripple"));
    assert.deepEqual(document.adoptedStyleSheets, [sheet]);
});
