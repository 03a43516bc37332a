/// Interpolation rules for animation elements: `keyTimes`, `values`, `calcMode` and `keySplines`.
extension LintPass {
    /// The calcModes under which the last key time must be 1 (for `discrete` only the first is fixed).
    private static let continuousModes: Set<String> = ["linear", "spline", "paced"]

    mutating func checkInterpolation(_ element: LintElement) {
        let defaultMode = element.name == "animateMotion" ? "paced" : "linear"
        let calcMode = element[attribute: "calcMode"].map { String(SMILList.trimmed(Substring($0))) } ?? defaultMode
        let values = element[attribute: "values"].map(SMILList.entries)
        let keyTimes = element[attribute: "keyTimes"].map(SMILList.entries)

        if let keyTimes { checkKeyTimes(keyTimes, calcMode: calcMode, in: element) }
        if let values {
            if values.contains(where: \.isEmpty) {
                report("\(element.name): values has an empty entry", line: element.line)
            }
            if let keyTimes, keyTimes.count != values.count {
                report("\(element.name): values has \(values.count) entries but keyTimes has \(keyTimes.count)",
                    line: element.line)
            }
        }

        let keySplines = element[attribute: "keySplines"]
        guard calcMode == "spline" else {
            if keySplines != nil {
                report(.warning, "\(element.name): keySplines is ignored without calcMode=\"spline\"",
                    line: element.line)
            }
            return
        }
        guard let keySplines else {
            report("\(element.name): calcMode=\"spline\" needs keySplines", line: element.line)
            return
        }
        // One spline per interval: between values, else between key times, else from → to.
        let intervals: (count: Int, basis: String)?
        if let values {
            intervals = (values.count - 1, "for \(values.count) values")
        } else if let keyTimes {
            intervals = (keyTimes.count - 1, "for \(keyTimes.count) keyTimes")
        } else if element[attribute: "to"] != nil || element[attribute: "by"] != nil {
            intervals = (1, "for a from/to animation")
        } else {
            intervals = nil  // animateMotion along a path: the count depends on the path
        }
        checkKeySplines(SMILList.entries(keySplines), intervals: intervals, in: element)
    }

    private mutating func checkKeyTimes(_ entries: [Substring], calcMode: String, in element: LintElement) {
        var times: [(text: Substring, value: Double)] = []
        for entry in entries {
            guard !entry.isEmpty else {
                report("\(element.name): keyTimes has an empty entry", line: element.line)
                return
            }
            guard let value = SMILList.number(entry) else {
                report("\(element.name): keyTimes entry is not a number (got \(entry))", line: element.line)
                return
            }
            times.append((entry, value))
        }
        guard let first = times.first, let last = times.last else { return }
        if first.value != 0 {
            report("\(element.name): keyTimes must start at 0 (got \(first.text))", line: element.line)
        }
        if Self.continuousModes.contains(calcMode), last.value != 1 {
            report("\(element.name): keyTimes must end at 1 for calcMode=\"\(calcMode)\" (got \(last.text))",
                line: element.line)
        }
        for (index, time) in times.enumerated() {
            if time.value < 0 || time.value > 1 {
                report("\(element.name): keyTimes value \(time.text) is outside [0, 1]", line: element.line)
            }
            if index > 0, time.value < times[index - 1].value {
                report("\(element.name): keyTimes must not decrease (\(time.text) after \(times[index - 1].text))",
                    line: element.line)
            }
        }
    }

    private mutating func checkKeySplines(
        _ entries: [Substring], intervals: (count: Int, basis: String)?, in element: LintElement
    ) {
        if let intervals, entries.count != intervals.count {
            let noun = intervals.count == 1 ? "entry" : "entries"
            report("\(element.name): keySplines needs \(intervals.count) \(noun) \(intervals.basis) "
                + "(got \(entries.count))", line: element.line)
        }
        for entry in entries {
            guard !entry.isEmpty else {
                report("\(element.name): keySplines has an empty entry", line: element.line)
                continue
            }
            guard let numbers = Self.controlPoints(entry) else {
                report("\(element.name): keySplines entry is malformed (got \(entry))", line: element.line)
                continue
            }
            guard numbers.count == 4 else {
                report("\(element.name): keySplines entry needs 4 numbers (got \(entry))", line: element.line)
                continue
            }
            for number in numbers {
                guard let value = SMILList.number(number) else {
                    report("\(element.name): keySplines value is not a number (got \(number))", line: element.line)
                    continue
                }
                if value < 0 || value > 1 {
                    report("\(element.name): keySplines value \(number) is outside [0, 1]", line: element.line)
                }
            }
        }
    }

    /// The numbers of one spline, separated by whitespace and/or single commas; `nil` for a stray comma.
    private static func controlPoints(_ entry: Substring) -> [Substring]? {
        var numbers: [Substring] = []
        for piece in entry.split(separator: ",", omittingEmptySubsequences: false) {
            let words = piece.split(whereSeparator: \.isWhitespace)
            guard !words.isEmpty else { return nil }
            numbers += words
        }
        return numbers
    }
}
