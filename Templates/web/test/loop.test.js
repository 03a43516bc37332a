import { test } from "node:test";
import assert from "node:assert/strict";
import { loops } from "../loop.js";
import { fakeDom } from "../test-support/fake-dom.js";

test("loops: a container per element, its size as numbers, new elements, detach", () => {
    const dom = fakeDom();
    const ring = loops({ c: "rg-ring", n: 2 });
    const first = dom.element("div", { className: "rg-ring" });
    const other = dom.element("div", { className: "other" });
    const detach = ring.attach(dom.document);
    assert.equal(ring.attach(dom.document), detach, "once per root");
    assert.equal(loops({ c: "rg-ring", n: 2 }).attach(dom.document), detach, "once per root, whichever copy");
    const [sizes, changes] = dom.observers;
    assert.equal(dom.observers.length, 2);
    assert.deepEqual(first.children.map(child => child.localName), ["rg-ring-c"]);
    const container = first.children[0];
    assert.deepEqual(container.children.map(child => child.localName), ["i", "i"]);
    assert.deepEqual(other.children, []);
    assert.deepEqual(sizes.observed.map(([target]) => target), [container]);
    assert.deepEqual(changes.observed, [[dom.document, { childList: true, subtree: true, attributeFilter: ["class"] }]]);
    // A size change: the numbers the sheet reads, the centre as the point.
    sizes.callback([{ target: container, contentRect: { width: 120, height: 40 } }]);
    assert.equal(container.style.cssText, "--W:120;--H:40;--px:60;--py:20");
    // The page adds an element and a class: containers for them, none twice.
    const second = dom.element("span", { className: "rg-ring" });
    other.className = "other rg-ring";
    changes.callback([]);
    assert.equal(first.children.length, 1);
    assert.equal(second.children.length, 1);
    assert.equal(other.children.length, 1);
    assert.equal(sizes.observed.length, 3);
    // press and release do nothing.
    assert.equal(typeof ring.press(first), "function");
    assert.equal(ring.press(first)(), undefined);
    assert.equal(ring.release(first), undefined);
    detach();
    assert.ok(dom.observers.every(observer => !observer.connected));
    assert.deepEqual(Object.getOwnPropertySymbols(dom.document), []);
    const again = ring.attach(dom.document);
    assert.notEqual(again, detach, "attaches again after detach");
    assert.equal(dom.observers.length, 4);
});
