// Types of the shared engine's ES module (ripplegen.mjs, beside the styles' modules that use it).
/** A style's program: the functions ripplegen compiles into the style's own module (Templates/web/README.md). */
export type Program = object;
/** Listens on a Document or a ShadowRoot once for every style and adds this one; returns the function that stops it. */
export declare function attachStyle(program: Program, root: Document | ShadowRoot): () => void;
/** A press of the style at `point` (client coordinates; none: the centre); returns its release. */
export declare function pressStyle(program: Program, element: Element, point?: { x: number; y: number }): () => void;
// #include parts/element-calls.d.ts
/** Registers `<rg-ripple>` in `window` for the style of `className`, whose `attach` it calls on each element's root; returns its class. */
export declare function element(className: string, attach: (root: Document | ShadowRoot) => () => void, window?: Window): CustomElementConstructor;
