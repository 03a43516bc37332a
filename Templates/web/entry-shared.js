// The shared engine as a classic script (`batch` with "engine": "shared" writes it once per folder as
// ripplegen.js): installed at load, it attaches to the document every style whose script (entry-style.js)
// has run or runs later, in any order. `self.ripplegen` is the queue the styles' scripts push their
// programs onto until the engine is there, then the engine's own `push`.
import { attachStyle } from "./press-dom.js";

const add = program => attachStyle(program, document), queue = self.ripplegen;
self.ripplegen = { push: add };
queue?.map?.(add);
