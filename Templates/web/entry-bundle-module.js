// A folder's style bundle as an ES module (ripplegen.mjs with `batch`'s "engine": "bundle"): the engine and
// every press style's program of the folder in one file, no side effect on import. `__RIPPLE__` is the
// programs' array. The same API as a style's module, for all of them: `attach(root)` listens once for every
// style, `press(element, point, className?)` presses in the element's style (its class, or its
// `<rg-ripple>`'s), `define(window?)` registers `<rg-ripple>` for every style, and `styles()` lists the classes
// (a function: a value computed at the top level would stay in a bundler's output when nothing uses it).
import { attachStyle, pressStyle } from "./press-dom.js";
import { element, inner } from "./element.js";

const programs = __RIPPLE__;
export const styles = () => programs.map(program => program.c);
// Every style on the root: one set of listeners whatever their number (each call returns the same stop).
export const attach = root => programs.reduce((stop, program) => attachStyle(program, root), () => {});
// The program of `className`, or the first whose class the element (or its `<rg-ripple>`) has; none: the
// press makes no ripple and its release does nothing, as a press of a disabled element.
export const press = (host, point, className, program = programs.find(program => className ? program.c == className
    : host.classList.contains(program.c) || host[inner(program.c)])) => program ? pressStyle(program, host, point) : () => {};
export const define = window => programs.reduce((made, program) => element(program.c, root => attachStyle(program, root), window), 0);
export { release, pressed, cancel } from "./press-dom.js";
