/// Interpolation rules for animation elements: `keyTimes`, `values`, `calcMode` and `keySplines`.
extension SVGLinter {
    mutating func checkInterpolation(_ element: LintNode) {
        let calcMode = element["calcMode"].map(SMILList.trimmed)
            ?? LintBytes(element.kind == .animateMotion ? "paced" : "linear")
        let values = element["values"].map(SMILList.entries)
        let keyTimes = element["keyTimes"].map(SMILList.entries)

        if let keyTimes { checkKeyTimes(keyTimes, calcMode: calcMode, in: element) }
        if let values {
            if values.contains(where: \.isEmpty) { report(element, "values has an empty entry") }
            if let keyTimes, keyTimes.count != values.count {
                report(element, "values has \(values.count) entries but keyTimes has \(keyTimes.count)")
            }
        }

        let keySplines = element["keySplines"]
        guard calcMode.equals("spline") else {
            if keySplines != nil { report(element, "keySplines is ignored without calcMode=\"spline\"", severity: .warning) }
            return
        }
        guard let keySplines else { return report(element, "calcMode=\"spline\" needs keySplines") }
        let splines = SMILList.entries(keySplines)
        // One spline per interval: between values, else between key times, else from → to. An animateMotion
        // along a path has one per segment of the path, which is not counted here.
        let list = values.map { (entries: $0.count, name: "values") } ?? keyTimes.map { (entries: $0.count, name: "keyTimes") }
        let fromTo = element["to"] != nil || element["by"] != nil
        if let intervals = list.map({ $0.entries - 1 }) ?? (fromTo ? 1 : nil), splines.count != intervals {
            let basis = list.map { "for \($0.entries) \($0.name)" } ?? "for a from/to animation"
            report(element, "keySplines needs \(intervals) \(intervals == 1 ? "entry" : "entries") \(basis) (got \(splines.count))")
        }
        for entry in splines { checkKeySpline(entry, in: element) }
    }

    private mutating func checkKeyTimes(_ entries: [LintBytes], calcMode: LintBytes, in element: LintNode) {
        var times: [(text: LintBytes, value: Double)] = []
        times.reserveCapacity(entries.count)
        for entry in entries {
            guard !entry.isEmpty else { return report(element, "keyTimes has an empty entry") }
            guard let value = SMILList.number(entry) else {
                return report(element, "keyTimes entry is not a number (got \(element.string(entry)))")
            }
            times.append((entry, value))
        }
        guard let first = times.first, let last = times.last else { return }
        if first.value != 0 { report(element, "keyTimes must start at 0 (got \(element.string(first.text)))") }
        // A continuous calcMode must end at 1 (for `discrete` only the first key time is fixed).
        if calcMode.equals("linear") || calcMode.equals("spline") || calcMode.equals("paced"), last.value != 1 {
            report(element, "keyTimes must end at 1 for calcMode=\"\(element.string(calcMode))\" (got \(element.string(last.text)))")
        }
        for (index, time) in times.enumerated() {
            if time.value < 0 || time.value > 1 {
                report(element, "keyTimes value \(element.string(time.text)) is outside [0, 1]")
            }
            if index > 0, time.value < times[index - 1].value {
                report(element, "keyTimes must not decrease (\(element.string(time.text)) after \(element.string(times[index - 1].text)))")
            }
        }
    }

    /// One `keySplines` entry: four numbers in [0, 1].
    private mutating func checkKeySpline(_ entry: LintBytes, in element: LintNode) {
        guard !entry.isEmpty else { return report(element, "keySplines has an empty entry") }
        guard let numbers = SplineEntry.controlPoints(entry) else {
            return report(element, "keySplines entry is malformed (got \(element.string(entry)))")
        }
        guard numbers.count == 4 else { return report(element, "keySplines entry needs 4 numbers (got \(element.string(entry)))") }
        for number in numbers {
            guard let value = SMILList.number(number) else {
                report(element, "keySplines value is not a number (got \(element.string(number)))")
                continue
            }
            if value < 0 || value > 1 { report(element, "keySplines value \(element.string(number)) is outside [0, 1]") }
        }
    }
}
