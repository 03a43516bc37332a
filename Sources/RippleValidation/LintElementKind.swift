/// What the lint needs to know about an element's name: SMIL animations (`animate`, `animateTransform`,
/// `animateColor`, `set`) have timing and interpolation rules, `animateMotion` too, with `paced` as its
/// default `calcMode`; a `style`'s text is CSS, scanned for references.
enum LintElementKind: UInt8 {
    case animation, animateMotion, style, other

    /// The kind of an element called `name` (the qualified name as written).
    init(name: LintBytes) {
        if name.equals("animate") || name.equals("animateTransform") || name.equals("animateColor")
            || name.equals("set")
        {
            self = .animation
        } else if name.equals("animateMotion") {
            self = .animateMotion
        } else if name.equals("style") {
            self = .style
        } else {
            self = .other
        }
    }

    /// Whether the element carries SMIL timing and interpolation attributes.
    var isAnimation: Bool {
        self == .animation || self == .animateMotion
    }
}
