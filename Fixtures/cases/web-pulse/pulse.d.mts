/* ripplegen rg-pulse: looping decoration, docs/web.md */
// Types of a looping decoration's ES module (FILE.mjs).
/** Gives every element with the class under the root its decoration, now and when the page adds one; returns the function that stops watching. */
export declare function attach(root: Document | ShadowRoot): () => void;
/** Nothing: a decoration does not answer presses (the same API as a press style's). */
export declare function press(element: Element, point?: { x: number; y: number }): () => void;
/** Nothing. */
export declare function release(element: Element): void;
