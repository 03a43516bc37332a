/// Builds one layer's tracks from segment templates: evaluates them, drops the ones whose `when` is not
/// positive, and compiles the rest with `SegmentCompiler`.
struct TrackBuilder {
    let scope: NumericScope
    let curves: [String: Curve]
    let length: Double

    /// A scalar track, or `nil` when there are no segments or the track never leaves the rest value
    /// (a constant track adds bytes and changes nothing).
    ///
    /// - Parameter range: the values the property takes (an opacity's 0…1): one outside it is refused at
    ///   its key, never written (`values="1;5"`).
    ///   `note` says why, when the range is not the property's own.
    func scalar(_ templates: [StyleTemplate.SegmentTemplate]?, rest: Double, range: ClosedRange<Double>? = nil, note: String = "",
                path: String) throws(StyleError) -> Track<Double>? {
        let track = try build(templates, initial: rest, path: path) { (values, valuePath) throws(StyleError) -> Double in
            guard values.count == 1 else { throw StyleError(path: valuePath, message: "expected one number") }
            try Self.check(values[0], in: range, note: note, at: valuePath)
            return values[0]
        }
        guard let track, !track.values.allSatisfy({ $0 == rest }) else { return nil }
        return track
    }

    /// A translation track (values `[dx, dy]`, each in `range`); the rest translation is always zero.
    func vector(_ templates: [StyleTemplate.SegmentTemplate]?, range: ClosedRange<Double>, path: String) throws(StyleError) -> Track<Vector>? {
        let track = try build(templates, initial: .zero, path: path) { (values, valuePath) throws(StyleError) -> Vector in
            guard values.count == 2 else { throw StyleError(path: valuePath, message: "expected [x, y]") }
            try Self.check(values[0], in: range, at: "\(valuePath)[0]")
            try Self.check(values[1], in: range, at: "\(valuePath)[1]")
            return Vector(values[0], values[1])
        }
        guard let track, !track.values.allSatisfy({ $0 == .zero }) else { return nil }
        return track
    }

    private func build<Value: Interpolatable>(
        _ templates: [StyleTemplate.SegmentTemplate]?, initial rest: Value, path: String,
        value makeValue: ([Double], String) throws(StyleError) -> Value
    ) throws(StyleError) -> Track<Value>? {
        guard let templates, !templates.isEmpty else { return nil }
        let segments = try scope.segments(templates, path: path) { (template, begin, duration, itemPath) throws(StyleError) in
            guard begin >= 0, duration >= 0 else {
                throw StyleError(path: itemPath, message: "at and dur must not be negative (got at \(begin), dur \(duration))")
            }
            // A time past a day is a mistake, as for --duration and delays; the compiler would drop it unseen.
            try Self.check(begin, in: 0...Timing.maximumSeconds, unit: " s", at: "\(itemPath).at")
            try Self.check(duration, in: 0...Timing.maximumSeconds, unit: " s", at: "\(itemPath).dur")
            let curve = try StyleTemplate.curve(template.easing ?? "linear", in: curves, at: "\(itemPath).easing")
            if case .easing = curve, template.dur == nil, template.easing != nil, template.easing != "linear" {
                throw StyleError(path: "\(itemPath).dur", message: "an eased segment needs a duration")
            }
            let from = try template.from.map { (quantities) throws(StyleError) in
                try makeValue(values(quantities, at: "\(itemPath).from"), "\(itemPath).from")
            }
            let to = try makeValue(values(template.to, at: "\(itemPath).to"), "\(itemPath).to")
            return Segment(begin: begin, duration: duration, from: from, to: to, curve: curve)
        }
        guard let first = segments.first else { return nil }
        // Before its first segment a property shows that segment's start value, or its rest value.
        let initial = first.from ?? rest
        do {
            return try SegmentCompiler.track(segments, initial: initial, length: length)
        } catch {
            throw StyleError(path: path, message: error.description)
        }
    }

    /// Refuses `value` outside `range`, at `path` (nothing to check without a range).
    static func check(_ value: Double, in range: ClosedRange<Double>?, unit: String = "", note: String = "", at path: String) throws(StyleError) {
        guard let range, !range.contains(value) else { return }
        let bounds = "\(StyleError.text(range.lowerBound)) to \(StyleError.text(range.upperBound))\(unit)"
        throw StyleError(path: path, message: "must be from \(bounds) (got \(StyleError.text(value)))\(note)")
    }

    private func values(_ quantities: Quantities, at path: String) throws(StyleError) -> [Double] {
        var numbers: [Double] = []
        for (index, quantity) in quantities.values.enumerated() {
            numbers.append(try scope.value(quantity, at: "\(path)[\(index)]"))
        }
        return numbers
    }
}
