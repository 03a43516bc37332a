// The shared engine as an ES module (ripplegen.mjs beside the styles' modules, entry-style-module.js), no
// side effect on import.
export { attachStyle, pressStyle, release, pressed, cancel } from "./press-dom.js";
export { element } from "./element.js";
