// The press engine as an ES module, no side effect on import: `attach(document)` (or a shadow root),
// `press(element, point)`, `release(element)`.
import { engine } from "./press-dom.js";

const e = engine(__RIPPLE__);
export const attach = e.attach, press = e.press, release = e.release;
