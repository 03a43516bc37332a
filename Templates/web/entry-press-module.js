// The press engine as an ES module, no side effect on import: `attach(document)` (or a shadow root),
// `press(element, point)` (returns its release), `release(element)`, `pressed(element)`, `cancel(element)`.
import { engine } from "./press-dom.js";

export const { attach, press, release, pressed, cancel } = engine(__RIPPLE__);
