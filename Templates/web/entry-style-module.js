// A style's ES module beside the shared engine (ripplegen.mjs): the same API as a whole style's module.
import { attachStyle, pressStyle, element } from "./ripplegen.mjs";

const program = __RIPPLE__;
export const attach = root => attachStyle(program, root), press = (element, point) => pressStyle(program, element, point);
export const define = window => element(program.c, attach, window);
export { release, pressed, cancel } from "./ripplegen.mjs";
