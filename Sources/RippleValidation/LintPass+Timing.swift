/// Timing rules for animation elements: clock values, `dur`, `repeatCount`, `begin`/`end` lists.
extension LintPass {
    /// Single-valued clock attributes, their names and the keywords each one also accepts.
    private static let clockAttributes: [(key: LintAttribute, name: String, keywords: [StaticString])] = [
        (.dur, "dur", ["indefinite", "media"]),
        (.repeatDur, "repeatDur", ["indefinite"]),
        (.min, "min", ["media"]),
        (.max, "max", ["media", "indefinite"]),
    ]

    /// The `;`-separated timing attributes and their names.
    private static let listAttributes: [(key: LintAttribute, name: String)] = [(.begin, "begin"), (.end, "end")]

    mutating func checkTiming(_ element: LintNode) {
        for (key, name, keywords) in Self.clockAttributes {
            guard let value = element[key] else { continue }
            let text = SMILList.trimmed(value)
            if keywords.contains(where: text.equals) { continue }
            switch ClockValue.seconds(text) {
            case .success(let seconds):
                if key == .dur, seconds <= 0 {
                    report("\(element.name): dur must be greater than 0 (got \(element.string(text)))", line: element.line, column: element.column)
                }
            case .failure(let problem):
                reportClock(problem, text: text, attribute: name, in: element)
            }
        }
        for (key, name) in Self.listAttributes {
            guard let value = element[key] else { continue }
            for item in SMILList.entries(value) {
                checkTimingItem(item, attribute: name, in: element)
            }
        }
        if let count = element[.repeatCount], !count.equals("indefinite") {
            let number = SMILList.number(SMILList.trimmed(count))
            if (number.map { $0 <= 0 }) ?? true {
                report("\(element.name): repeatCount must be a positive number or indefinite (got \(element.string(count)))",
                    line: element.line, column: element.column)
            }
        }
    }

    private mutating func checkTimingItem(_ item: LintBytes, attribute: String, in element: LintNode) {
        switch TimingItem.parse(item, source: element.source(item)) {
        case .syncBase(let id):
            refer(to: id, from: element, attribute: attribute)
        case .plain:
            break
        case .badClock(let problem, let text):
            reportClock(problem, text: text, attribute: attribute, in: element)
        case .hyphenatedID(let id):
            report("\(element.name): \(attribute) sync-base id '\(id)' contains '-', which browsers read as "
                + "an offset (got \(element.string(item)))", line: element.line, column: element.column)
        case .unknown:
            let got = item.isEmpty ? "an empty entry" : element.string(item)
            report("\(element.name): \(attribute) value is not a clock value, sync-base or event (got \(got))",
                line: element.line, column: element.column)
        }
    }

    private mutating func reportClock(
        _ problem: ClockValue.Problem, text: LintBytes, attribute: String, in element: LintNode
    ) {
        let hint = ClockValue.suggestion(for: text, problem).map { "; write \($0)" } ?? ""
        let what: String
        switch problem {
        case .missingLeadingZero: what = "clock value needs a leading zero"
        case .missingUnit: what = "clock value needs a unit"
        case .malformed: what = "is not a clock value"
        }
        report("\(element.name): \(attribute) \(what) (got \(element.string(text))\(hint))", line: element.line, column: element.column)
    }
}
