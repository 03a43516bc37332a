/// The attributes the lint reads, recognised once per attribute while its `LintNode` is made, so that rules
/// look them up by a one-byte key instead of comparing names; the raw value is the name.
///
/// Recognition is byte equality: XML compares names by code point, never by canonical equivalence.
enum LintAttribute: String, CaseIterable {
    case id, fill, xmlns, calcMode, values, keyTimes, keySplines, to, by
    case dur, repeatDur, min, max, begin, end, repeatCount, attributeName

    /// The keys' names by their length, so that a name is compared with the few of its length only.
    private static let byLength: [[(name: [UInt8], key: LintAttribute)]] = {
        let longest = allCases.map(\.rawValue.utf8.count).max() ?? 0
        var table = [[(name: [UInt8], key: LintAttribute)]](repeating: [], count: longest + 1)
        for key in allCases { table[key.rawValue.utf8.count].append((Array(key.rawValue.utf8), key)) }
        return table
    }()

    /// The key for the attribute called `name`, or `nil` for one the lint only scans for references.
    static func named(_ name: LintBytes) -> LintAttribute? {
        guard name.count < byLength.count else { return nil }
        return byLength[name.count].first { $0.name.elementsEqual(name) }?.key
    }

    /// Whether an attribute called `name` is an `href` (`href`, `xlink:href`, any `prefix:href`).
    static func isHref(_ name: LintBytes) -> Bool {
        return name.equals("href") || name.hasSuffix(":href")
    }
}

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
