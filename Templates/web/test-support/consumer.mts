// A TypeScript consumer of a press style's module (checked by test/types.test.js with `tsc --strict`): every
// export with the types it is meant to have, and the calls the types must refuse (`@ts-expect-error` fails
// when the line has no error, so declarations that were `any` would fail the check).
import { attach, press, release, pressed, cancel, define, type RippleDetail } from "./material.mjs";

const detach: () => void = attach(document);
const host = document.createElement("div").attachShadow({ mode: "closed" });
attach(host)();
const button = document.querySelector("button")!;
const end: () => void = press(button, { x: 40, y: 12 });
press(button);
end();
release(button);
const running: boolean = pressed(button);
cancel(button);
button.addEventListener("rippleend", event => {
    const detail: RippleDetail = event.detail;
    console.log(detail.className, detail.x + detail.y, running);
});
document.body.addEventListener("ripplestart", event => console.log(event.detail.x));
detach();
const RippleElement: CustomElementConstructor = define();
define(window);
console.log(new RippleElement() instanceof HTMLElement);

// @ts-expect-error: a root is a Document or a ShadowRoot
attach(button);
// @ts-expect-error: a point has x and y
press(button, { x: 1 });
// @ts-expect-error: pressed says yes or no
const wrong: string = pressed(button);
// @ts-expect-error: cancel returns nothing
cancel(button).then();
console.log(wrong);
// @ts-expect-error: define takes a window, not a name
define("rg-material");
