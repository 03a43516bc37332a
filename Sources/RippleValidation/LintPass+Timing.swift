/// Timing rules for animation elements: clock values, `dur`, `repeatCount`, `begin`/`end` lists.
extension LintPass {
    /// Single-valued clock attributes and the keywords each one also accepts.
    private static let clockAttributes: [(name: String, keywords: Set<String>)] = [
        ("dur", ["indefinite", "media"]),
        ("repeatDur", ["indefinite"]),
        ("min", ["media"]),
        ("max", ["media", "indefinite"]),
    ]

    mutating func checkTiming(_ element: LintElement) {
        for (name, keywords) in Self.clockAttributes {
            guard let value = element[attribute: name] else { continue }
            let text = SMILList.trimmed(Substring(value))
            if keywords.contains(String(text)) { continue }
            switch ClockValue.seconds(text) {
            case .success(let seconds):
                if name == "dur", seconds <= 0 {
                    report("\(element.name): dur must be greater than 0 (got \(text))", line: element.line)
                }
            case .failure(let problem):
                reportClock(problem, text: text, attribute: name, in: element)
            }
        }
        for name in ["begin", "end"] {
            guard let value = element[attribute: name] else { continue }
            for item in SMILList.entries(value) {
                checkTimingItem(item, attribute: name, in: element)
            }
        }
        if let count = element[attribute: "repeatCount"], count != "indefinite" {
            let number = SMILList.number(SMILList.trimmed(Substring(count)))
            if (number.map { $0 <= 0 }) ?? true {
                report("\(element.name): repeatCount must be a positive number or indefinite (got \(count))",
                    line: element.line)
            }
        }
    }

    private mutating func checkTimingItem(_ item: Substring, attribute: String, in element: LintElement) {
        switch TimingItem.parse(item) {
        case .success(.based(let id, _)):
            refer(to: id, from: element, attribute: attribute)
        case .success:
            break
        case .failure(.clock(let problem, let text)):
            reportClock(problem, text: text, attribute: attribute, in: element)
        case .failure(.hyphenatedID(let id)):
            report("\(element.name): \(attribute) sync-base id '\(id)' contains '-', which browsers read as "
                + "an offset (got \(item))", line: element.line)
        case .failure(.unknown):
            let got = item.isEmpty ? "an empty entry" : String(item)
            report("\(element.name): \(attribute) value is not a clock value, sync-base or event (got \(got))",
                line: element.line)
        }
    }

    private mutating func reportClock(
        _ problem: ClockValue.Problem, text: Substring, attribute: String, in element: LintElement
    ) {
        let hint = ClockValue.suggestion(for: text, problem).map { "; write \($0)" } ?? ""
        let what: String
        switch problem {
        case .missingLeadingZero: what = "clock value needs a leading zero"
        case .missingUnit: what = "clock value needs a unit"
        case .malformed: what = "is not a clock value"
        }
        report("\(element.name): \(attribute) \(what) (got \(text)\(hint))", line: element.line)
    }
}
