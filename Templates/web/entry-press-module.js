// The press engine and one style as an ES module, no side effect on import: `attach(document)` (or a shadow
// root), `press(element, point)` (returns its release), `release(element)`, `pressed(element)`,
// `cancel(element)`, and `define(window?)`, which registers `<rg-ripple>` (element.js) for this style on
// request. Nothing runs at the top level, so a bundler leaves out what a page does not use (`define` included).
import { attachStyle, pressStyle } from "./press-dom.js";
import { element } from "./element.js";

const program = __RIPPLE__;
export const attach = root => attachStyle(program, root), press = (element, point) => pressStyle(program, element, point);
export const define = window => element(program.c, attach, window);
export { release, pressed, cancel } from "./press-dom.js";
