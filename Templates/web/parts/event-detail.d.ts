/** The `detail` of `ripplestart` and `rippleend`: the style's class and the press point in the element's own pixels. */
export interface RippleDetail {
    className: string;
    x: number;
    y: number;
}
