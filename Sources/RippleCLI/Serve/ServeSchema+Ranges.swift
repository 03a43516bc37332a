import RippleKit
import RippleMarkup
import RipplePipeline

/// The ranges of the common options that take one number (or a pair of them), as their parsers check them
/// (`ValueParsers`: the same constants), so the page's sliders span exactly what the CLI takes and the page
/// repeats no limit. `ServeSchemaTests` renders each end, and one step past it.
extension ServeSchema {
    /// One flag's numbers: `min`…`max` in `unit`; `above`: `min` itself is refused (greater than it);
    /// `integer`: whole numbers only; `pair`: the value is two of them (`WxH`).
    struct NumberRange: Equatable {
        let min: Double
        let max: Double
        let unit: String
        var above = false
        var integer = false
        var pair: String? = nil
    }

    static let ranges: [(flag: String, range: NumberRange)] = [
        ("--repeat", NumberRange(min: 1, max: RepeatLimit.model.maximum, unit: "plays")),
        ("--duration", NumberRange(min: Timing.minimumDuration, max: Timing.maximumSeconds, unit: "s")),
        ("--delay", NumberRange(min: -Timing.maximumSeconds, max: Timing.maximumSeconds, unit: "s")),
        ("--size", NumberRange(min: 0, max: StyleOptions.maximumSide, unit: "px", above: true, pair: "x")),
        ("--opacity", NumberRange(min: 0, max: 1, unit: "")),
        ("--stroke-width", NumberRange(min: 0, max: StyleOptions.maximumSide, unit: "px", above: true)),
        ("--reduced-motion-at", NumberRange(min: 0, max: Timing.maximumSeconds, unit: "s")),
        ("--fps", NumberRange(min: 1, max: Double(RasterOutput.maximumFPS.limit), unit: "fps", integer: true)),
        ("--scale", NumberRange(min: 1, max: Double(RasterOutput.maximumScale.limit), unit: "px/px", integer: true)),
    ]

    /// A spring's response in a spec (`spring(r)`: greater than 0, at most a minute; the templates' check,
    /// which ServeSchemaRangeTests renders at each end).
    static let springResponse = NumberRange(min: 0, max: 60, unit: "s", above: true)

    /// `range` as the schema's JSON object.
    static func json(_ range: NumberRange) -> String {
        var fields = [("min", NumberFormat.format(range.min)), ("max", NumberFormat.format(range.max)), ("unit", quoted(range.unit))]
        if range.above { fields.append(("above", "true")) }
        if range.integer { fields.append(("integer", "true")) }
        if let pair = range.pair { fields.append(("pair", quoted(pair))) }
        return object(fields)
    }

    /// The named easings `--easing` takes, each with its four control values (linear is `0 0 1 1`).
    static var easings: String {
        array(Easing.named.map { named in
            let (x1, y1, x2, y2) = named.easing.controlPoints
            return object([("name", quoted(named.name)), ("points", array([x1, y1, x2, y2].map(NumberFormat.format)))])
        })
    }

    /// The springs a template's segments use, in its order (`spring(r)`: no flag sets them; a spec sets them
    /// in its text), each with where it is and its settle time.
    static func springs(_ template: StyleTemplate) -> String {
        var found: [String] = []
        for (index, layer) in template.layers.enumerated() {
            let tracks = [("scale", layer.tracks.scale), ("opacity", layer.tracks.opacity), ("translate", layer.tracks.translate),
                          ("strokeWidth", layer.tracks.strokeWidth)]
            for (name, segments) in tracks {
                for (at, segment) in (segments ?? []).enumerated() {
                    guard let response = springResponse(segment.easing ?? "", curves: template.curves ?? []) else { continue }
                    found.append(object([("at", quoted("layers[\(index)].tracks.\(name)[\(at)]")), ("response", NumberFormat.format(response)),
                                         ("settle", NumberFormat.format(Curve.springSettleTime(response: response)))]))
                }
            }
        }
        return array(found)
    }

    /// The response of `spring(r)`, or of the template's curve of that name when it is one.
    private static func springResponse(_ easing: String, curves: [StyleTemplate.NamedCurve]) -> Double? {
        let text = curves.first { $0.name == easing }?.curve ?? easing
        guard text.hasPrefix("spring("), text.hasSuffix(")") else { return nil }
        return StrictNumber.parse(String(text.dropFirst(7).dropLast()))
    }
}
