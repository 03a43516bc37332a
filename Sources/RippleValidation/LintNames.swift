/// The attributes the lint reads, recognised once per attribute while the `LintDocument` is built,
/// so that rules look them up by a one-byte key instead of comparing names.
///
/// Recognition is byte equality: XML compares names by code point, never by canonical equivalence.
enum LintAttribute: UInt8 {
    case id, fill, xmlns, calcMode, values, keyTimes, keySplines, to, by
    case dur, repeatDur, min, max, begin, end, repeatCount, attributeName

    /// The key for the attribute called `name`, or `nil` for one the lint only scans for references.
    static func named(_ name: LintBytes) -> LintAttribute? {
        switch name.count {
        case 2: return name.equals("id") ? .id : name.equals("to") ? .to : name.equals("by") ? .by : nil
        case 3:
            if name.equals("dur") { return .dur }
            if name.equals("min") { return .min }
            if name.equals("max") { return .max }
            return name.equals("end") ? .end : nil
        case 4: return name.equals("fill") ? .fill : nil
        case 5: return name.equals("xmlns") ? .xmlns : name.equals("begin") ? .begin : nil
        case 6: return name.equals("values") ? .values : nil
        case 8: return name.equals("calcMode") ? .calcMode : name.equals("keyTimes") ? .keyTimes : nil
        case 9: return name.equals("repeatDur") ? .repeatDur : nil
        case 10: return name.equals("keySplines") ? .keySplines : nil
        case 11: return name.equals("repeatCount") ? .repeatCount : nil
        case 13: return name.equals("attributeName") ? .attributeName : nil
        default: return nil
        }
    }

    /// Whether an attribute called `name` is an `href` (`href`, `xlink:href`, any `prefix:href`).
    static func isHref(_ name: LintBytes) -> Bool {
        return name.equals("href") || name.hasSuffix(":href")
    }
}

/// What the lint needs to know about an element's name.
enum LintElementKind: UInt8 {
    /// `animate`, `animateTransform`, `animateColor`, `set`: SMIL timing and interpolation.
    case animation
    /// `animateMotion`: an animation whose default `calcMode` is `paced`.
    case animateMotion
    /// `style`: its text is CSS, scanned for references.
    case style
    /// Anything else.
    case other

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
