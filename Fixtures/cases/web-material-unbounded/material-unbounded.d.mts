/* ripplegen rg-material: press ripple, docs/web.md */
// Types of a press style's ES module (FILE.mjs): one style, the engine every style on the page shares.
/** The `detail` of `ripplestart` and `rippleend`: the style's class and the press point in the element's own pixels. */
export interface RippleDetail {
    className: string;
    x: number;
    y: number;
}
/** Listens on a Document or a ShadowRoot (open or closed) once for every style; returns the function that stops it. */
export declare function attach(root: Document | ShadowRoot): () => void;
/** A press of this style at `point` (client coordinates; none: the centre); returns its release. */
export declare function press(element: Element, point?: { x: number; y: number }): () => void;
/** Releases every held press of the element (each plays its release). */
export declare function release(element: Element): void;
/** Whether the element has a running ripple, from its `ripplestart` to its `rippleend`. */
export declare function pressed(element: Element): boolean;
/** Ends the element's running ripples at once, without their fade (each fires `rippleend`). */
export declare function cancel(element: Element): void;
/** Registers `<rg-ripple>` in `window` (default: the module's) for this style, once per window; returns its class. */
export declare function define(window?: Window): CustomElementConstructor;
declare global {
    interface ElementEventMap {
        ripplestart: CustomEvent<RippleDetail>;
        rippleend: CustomEvent<RippleDetail>;
    }
}
