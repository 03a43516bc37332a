// The classic press script: installed on the document at load. esbuild wraps it (--format=iife), so it
// declares nothing in the page. `__RIPPLE__` is a free name: ripplegen puts the style's program there.
import { attacher } from "./press-dom.js";

attacher(__RIPPLE__)(document);
