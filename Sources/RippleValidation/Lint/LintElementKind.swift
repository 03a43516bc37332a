/// What the lint needs to know about an element's name: SMIL animations (`animate`, `animateTransform`,
/// `animateColor`, `set`) have timing and interpolation rules, `animateMotion` too, with `paced` as its
/// default `calcMode`; a `style`'s text is CSS, scanned for references.
enum LintElementKind: UInt8 {
    case animation, animateMotion, style, other

    private static let animations: [StaticString] = ["animate", "animateTransform", "animateColor", "set"]

    /// The kind of an element called `name` (the qualified name as written).
    init(name: LintBytes) {
        self = name.equals("animateMotion") ? .animateMotion : name.equals("style") ? .style
            : Self.animations.contains(where: name.equals) ? .animation : .other
    }

    /// Whether the element carries SMIL timing and interpolation attributes.
    var isAnimation: Bool {
        self == .animation || self == .animateMotion
    }
}
