// The press engine as an ES module, no side effect on import: `attach(document)` (or a shadow root),
// `press(element, point)`, `release(element)`.
import { engine } from "./press-dom.js";

export const { attach, press, release } = engine(__RIPPLE__);
