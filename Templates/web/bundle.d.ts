// Types of a folder's style bundle as an ES module (ripplegen.mjs, batch's "engine": "bundle"): the engine and every press style of the folder.
// #include parts/event-detail.d.ts
/** The classes of the bundle's press styles, in the manifest's order. */
export declare function styles(): string[];
/** Listens on a Document or a ShadowRoot (open or closed) once for every style of the bundle; returns the function that stops it. */
export declare function attach(root: Document | ShadowRoot): () => void;
/** A press at `point` (client coordinates; none: the centre) in the style of `className` (none: the element's or its `<rg-ripple>`'s); returns its release (which does nothing when the element has none of the bundle's styles). */
export declare function press(element: Element, point?: { x: number; y: number }, className?: string): () => void;
// #include parts/element-calls.d.ts
/** Registers `<rg-ripple>` in `window` (default: the module's) for every style of the bundle, once per window; returns its class. */
export declare function define(window?: Window): CustomElementConstructor;
// #include parts/event-map.d.ts
