// Types of a press style's ES module (FILE.mjs): one style, the engine every style on the page shares.
// #include parts/event-detail.d.ts
/** Listens on a Document or a ShadowRoot (open or closed) once for every style; returns the function that stops it. */
export declare function attach(root: Document | ShadowRoot): () => void;
/** A press of this style at `point` (client coordinates; none: the centre); returns its release. */
export declare function press(element: Element, point?: { x: number; y: number }): () => void;
// #include parts/element-calls.d.ts
/** Registers `<rg-ripple>` in `window` (default: the module's) for this style, once per window; returns its class. */
export declare function define(window?: Window): CustomElementConstructor;
// #include parts/event-map.d.ts
