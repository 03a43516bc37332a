/// Timing rules for animation elements: clock values, `dur`, `repeatCount`, `begin`/`end` lists.
extension SVGLinter {
    /// Single-valued clock attributes and the keywords each one also accepts.
    private static let clockAttributes: [(key: LintAttribute, keywords: [StaticString])] = [
        (.dur, ["indefinite", "media"]),
        (.repeatDur, ["indefinite"]),
        (.min, ["media"]),
        (.max, ["media", "indefinite"]),
    ]

    mutating func checkTiming(_ element: LintNode) {
        for (key, keywords) in Self.clockAttributes {
            guard let value = element[key] else { continue }
            let text = SMILList.trimmed(value)
            if keywords.contains(where: text.equals) { continue }
            switch ClockValue.seconds(text) {
            case .success(let seconds):
                if key == .dur, seconds <= 0 { report(element, "dur must be greater than 0 (got \(element.string(text)))") }
            case .failure(let problem):
                reportClock(problem, text: text, attribute: key, in: element)
            }
        }
        // The `;`-separated timing attributes.
        for key in [LintAttribute.begin, .end] {
            guard let value = element[key] else { continue }
            for item in SMILList.entries(value) {
                checkTimingItem(item, attribute: key, in: element)
            }
        }
        if let count = element[.repeatCount], !count.equals("indefinite") {
            let number = SMILList.number(SMILList.trimmed(count))
            if (number.map { $0 <= 0 }) ?? true {
                report(element, "repeatCount must be a positive number or indefinite (got \(element.string(count)))")
            }
        }
    }

    private mutating func checkTimingItem(_ item: LintBytes, attribute: LintAttribute, in element: LintNode) {
        switch TimingItem.parse(item, source: element.source) {
        case .syncBase(let id):
            refer(to: id, from: element, attribute: attribute.rawValue)
        case .plain:
            break
        case .badClock(let problem, let text):
            reportClock(problem, text: text, attribute: attribute, in: element)
        case .hyphenatedID(let id):
            report(element, "\(attribute.rawValue) sync-base id '\(id)' contains '-', which browsers read as "
                + "an offset (got \(element.string(item)))")
        case .unknown:
            let got = item.isEmpty ? "an empty entry" : element.string(item)
            report(element, "\(attribute.rawValue) value is not a clock value, sync-base or event (got \(got))")
        }
    }

    private mutating func reportClock(_ problem: ClockValue.Problem, text: LintBytes, attribute: LintAttribute, in element: LintNode) {
        let hint = ClockValue.suggestion(for: text, problem).map { "; write \($0)" } ?? ""
        let what: String
        switch problem {
        case .missingLeadingZero: what = "clock value needs a leading zero"
        case .missingUnit: what = "clock value needs a unit"
        case .malformed: what = "is not a clock value"
        }
        report(element, "\(attribute.rawValue) \(what) (got \(element.string(text))\(hint))")
    }
}
