// The classic press script: installed on the document at load (with every other style's script: one set of
// listeners). esbuild wraps it (--format=iife), so it declares nothing in the page. `__RIPPLE__` is a free
// name: ripplegen puts the style's program there.
import { attachStyle } from "./press-dom.js";

attachStyle(__RIPPLE__, document);
