/** Releases every held press of the element (each plays its release). */
export declare function release(element: Element): void;
/** Whether the element has a running ripple, from its `ripplestart` to its `rippleend`. */
export declare function pressed(element: Element): boolean;
/** Ends the element's running ripples at once, without their fade (each fires `rippleend`). */
export declare function cancel(element: Element): void;
