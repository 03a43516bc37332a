// A style's classic script beside the shared engine (ripplegen.js): its program, pushed onto the queue the
// engine reads (or onto the engine, when it came first).
(self.ripplegen = self.ripplegen || []).push(__RIPPLE__);
