/// Timing rules for animation elements: clock values, `dur`, `repeatCount`, `begin`/`end` lists.
extension SVGLinter {
    /// Single-valued clock attributes, the keywords each one also accepts, and whether it must be positive.
    private static let clockAttributes: [(name: StaticString, keywords: [StaticString], positive: Bool)] = [
        ("dur", ["indefinite", "media"], true),
        ("repeatDur", ["indefinite"], false),
        ("min", ["media"], false),
        ("max", ["media", "indefinite"], false),
    ]

    mutating func checkTiming(_ element: LintNode) {
        for (name, keywords, positive) in Self.clockAttributes {
            guard let value = element[name] else { continue }
            let text = SMILList.trimmed(value)
            if keywords.contains(where: text.equals) { continue }
            switch ClockValue.seconds(text) {
            case .success(let seconds):
                if positive, seconds <= 0 { report(element, "\(name) must be greater than 0 (got \(element.string(text)))") }
            case .failure(let problem):
                reportClock(problem, text: text, attribute: name, in: element)
            }
        }
        // The `;`-separated timing attributes.
        for name: StaticString in ["begin", "end"] {
            guard let value = element[name] else { continue }
            for item in SMILList.entries(value) {
                checkTimingItem(item, attribute: name, in: element)
            }
        }
        if let count = element["repeatCount"], !count.equals("indefinite") {
            let number = SMILList.number(SMILList.trimmed(count))
            if (number.map { $0 <= 0 }) ?? true {
                report(element, "repeatCount must be a positive number or indefinite (got \(element.string(count)))")
            }
        }
    }

    private mutating func checkTimingItem(_ item: LintBytes, attribute: StaticString, in element: LintNode) {
        switch TimingItem.parse(item, source: element.source) {
        case .syncBase(let id):
            refer(to: id, from: element, attribute: "\(attribute)")
        case .plain:
            break
        case .badClock(let problem, let text):
            reportClock(problem, text: text, attribute: attribute, in: element)
        case .hyphenatedID(let id):
            report(element, "\(attribute) sync-base id '\(id)' contains '-', which browsers read as "
                + "an offset (got \(element.string(item)))")
        case .unknown:
            let got = item.isEmpty ? "an empty entry" : element.string(item)
            report(element, "\(attribute) value is not a clock value, sync-base or event (got \(got))")
        }
    }

    /// Reports a clock value's problem, with what it should have been written as where that is clear
    /// (`ClockValue` finds those two problems in ASCII text only).
    private mutating func reportClock(_ problem: ClockValue.Problem, text: LintBytes, attribute: StaticString, in element: LintNode) {
        let got = element.string(text)
        switch problem {
        case .missingLeadingZero:
            let unit = text.last?.isASCIIDigit == true ? "s" : ""
            report(element, "\(attribute) clock value needs a leading zero (got \(got); write 0\(text.string)\(unit))")
        case .missingUnit: report(element, "\(attribute) clock value needs a unit (got \(got); write \(text.string)s)")
        case .malformed: report(element, "\(attribute) is not a clock value (got \(got))")
        }
    }
}
