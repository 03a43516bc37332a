/// Interpolation rules for animation elements: `keyTimes`, `values`, `calcMode` and `keySplines`.
extension LintPass {
    /// What the number of `keySplines` entries is derived from, for the message.
    private enum SplineIntervals {
        case values(Int)
        case keyTimes(Int)
        case fromTo

        /// One spline per interval between the entries.
        var count: Int {
            switch self {
            case .values(let entries), .keyTimes(let entries): entries - 1
            case .fromTo: 1
            }
        }

        var basis: String {
            switch self {
            case .values(let entries): "for \(entries) values"
            case .keyTimes(let entries): "for \(entries) keyTimes"
            case .fromTo: "for a from/to animation"
            }
        }
    }

    /// Whether the last key time must be 1 under `calcMode` (for `discrete` only the first is fixed).
    private static func isContinuous(_ calcMode: LintBytes) -> Bool {
        calcMode.equals("linear") || calcMode.equals("spline") || calcMode.equals("paced")
    }

    mutating func checkInterpolation(_ element: LintNode) {
        let calcMode = element[.calcMode].map(SMILList.trimmed)
            ?? LintBytes(element.kind == .animateMotion ? "paced" : "linear")
        let values = element[.values].map(SMILList.entries)
        let keyTimes = element[.keyTimes].map(SMILList.entries)

        if let keyTimes { checkKeyTimes(keyTimes, calcMode: calcMode, in: element) }
        if let values {
            if values.contains(where: \.isEmpty) {
                report("\(element.name): values has an empty entry", line: element.line, column: element.column)
            }
            if let keyTimes, keyTimes.count != values.count {
                report("\(element.name): values has \(values.count) entries but keyTimes has \(keyTimes.count)",
                    line: element.line, column: element.column)
            }
        }

        let keySplines = element[.keySplines]
        guard calcMode.equals("spline") else {
            if keySplines != nil {
                report(.warning, "\(element.name): keySplines is ignored without calcMode=\"spline\"",
                    line: element.line, column: element.column)
            }
            return
        }
        guard let keySplines else {
            report("\(element.name): calcMode=\"spline\" needs keySplines", line: element.line, column: element.column)
            return
        }
        // One spline per interval: between values, else between key times, else from → to.
        let intervals: SplineIntervals?
        if let values {
            intervals = .values(values.count)
        } else if let keyTimes {
            intervals = .keyTimes(keyTimes.count)
        } else if element[.to] != nil || element[.by] != nil {
            intervals = .fromTo
        } else {
            intervals = nil  // animateMotion along a path: the count depends on the path
        }
        checkKeySplines(SMILList.entries(keySplines), intervals: intervals, in: element)
    }

    private mutating func checkKeyTimes(_ entries: [LintBytes], calcMode: LintBytes, in element: LintNode) {
        var times: [(text: LintBytes, value: Double)] = []
        times.reserveCapacity(entries.count)
        for entry in entries {
            guard !entry.isEmpty else {
                report("\(element.name): keyTimes has an empty entry", line: element.line, column: element.column)
                return
            }
            guard let value = SMILList.number(entry) else {
                report("\(element.name): keyTimes entry is not a number (got \(element.string(entry)))", line: element.line, column: element.column)
                return
            }
            times.append((entry, value))
        }
        guard let first = times.first, let last = times.last else { return }
        if first.value != 0 {
            report("\(element.name): keyTimes must start at 0 (got \(element.string(first.text)))", line: element.line, column: element.column)
        }
        if Self.isContinuous(calcMode), last.value != 1 {
            report("\(element.name): keyTimes must end at 1 for calcMode=\"\(element.string(calcMode))\" "
                + "(got \(element.string(last.text)))", line: element.line, column: element.column)
        }
        for (index, time) in times.enumerated() {
            if time.value < 0 || time.value > 1 {
                report("\(element.name): keyTimes value \(element.string(time.text)) is outside [0, 1]", line: element.line, column: element.column)
            }
            if index > 0, time.value < times[index - 1].value {
                report("\(element.name): keyTimes must not decrease "
                    + "(\(element.string(time.text)) after \(element.string(times[index - 1].text)))", line: element.line, column: element.column)
            }
        }
    }

    private mutating func checkKeySplines(_ entries: [LintBytes], intervals: SplineIntervals?, in element: LintNode) {
        if let intervals, entries.count != intervals.count {
            let noun = intervals.count == 1 ? "entry" : "entries"
            report("\(element.name): keySplines needs \(intervals.count) \(noun) \(intervals.basis) "
                + "(got \(entries.count))", line: element.line, column: element.column)
        }
        for entry in entries {
            guard !entry.isEmpty else {
                report("\(element.name): keySplines has an empty entry", line: element.line, column: element.column)
                continue
            }
            guard let numbers = SplineEntry.controlPoints(entry) else {
                report("\(element.name): keySplines entry is malformed (got \(element.string(entry)))", line: element.line, column: element.column)
                continue
            }
            guard numbers.count == 4 else {
                report("\(element.name): keySplines entry needs 4 numbers (got \(element.string(entry)))", line: element.line, column: element.column)
                continue
            }
            for number in numbers {
                guard let value = SMILList.number(number) else {
                    report("\(element.name): keySplines value is not a number (got \(element.string(number)))",
                        line: element.line, column: element.column)
                    continue
                }
                if value < 0 || value > 1 {
                    report("\(element.name): keySplines value \(element.string(number)) is outside [0, 1]", line: element.line, column: element.column)
                }
            }
        }
    }
}
