// The press engine as an ES module, no side effect on import: `attach(document)` (or a shadow root),
// `press(element, point)` (returns its release), `release(element)`, `pressed(element)`, `cancel(element)`,
// and `define(window?)`, which registers `<rg-ripple>` (element.js) for this style on request (a bundler
// leaves it out when it is not imported).
import { engine } from "./press-dom.js";
import { element } from "./element.js";

const program = __RIPPLE__;
export const { attach, press, release, pressed, cancel } = engine(program);
export const define = window => element(program.c, attach, window);
