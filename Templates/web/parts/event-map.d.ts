declare global {
    interface ElementEventMap {
        ripplestart: CustomEvent<RippleDetail>;
        rippleend: CustomEvent<RippleDetail>;
    }
}
