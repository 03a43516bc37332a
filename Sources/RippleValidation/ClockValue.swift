/// SMIL clock values (`dur="1.5s"`, `begin="0:01:30"`), checked more strictly than SMIL itself:
/// a timecount needs an explicit unit and a leading zero, because real browsers broke without them.
enum ClockValue {
    /// Why a clock value was rejected.
    enum Problem: Error, Equatable {
        /// `.5s`: Firefox once failed on a missing leading zero.
        case missingLeadingZero
        /// `3`: legal SMIL (seconds) but ambiguous to readers and tools; we always write a unit.
        case missingUnit
        /// Anything else that is not a clock value.
        case malformed
    }

    /// Parses a clock value (no sign) into seconds.
    static func seconds(_ text: Substring) -> Result<Double, Problem> {
        let text = SMILList.trimmed(text)
        guard !text.isEmpty else { return .failure(.malformed) }
        if text.contains(":") { return clock(text) }

        var index = text.startIndex
        let whole = digits(text, &index)
        var fraction: Substring?
        if index < text.endIndex, text[index] == "." {
            index = text.index(after: index)
            fraction = digits(text, &index)
            guard fraction?.isEmpty == false else { return .failure(.malformed) }
        }
        let unit = text[index...]
        let scale: Double
        switch unit {
        case "h": scale = 3600
        case "min": scale = 60
        case "s", "": scale = 1
        case "ms": scale = 0.001
        default: return .failure(.malformed)
        }
        if whole.isEmpty { return .failure(fraction == nil ? .malformed : .missingLeadingZero) }
        if unit.isEmpty { return .failure(.missingUnit) }
        guard let number = Double("\(whole).\(fraction ?? "0")") else { return .failure(.malformed) }
        return .success(number * scale)
    }

    /// What the value should have been written as, for a hint in the message.
    static func suggestion(for text: Substring, _ problem: Problem) -> String? {
        let text = SMILList.trimmed(text)
        switch problem {
        case .missingLeadingZero:
            let fixed = "0\(text)"
            return fixed.last?.isNumber == true ? fixed + "s" : fixed
        case .missingUnit:
            return "\(text)s"
        case .malformed:
            return nil
        }
    }

    /// `hh:mm:ss(.f)` (full clock) or `mm:ss(.f)` (partial clock); minutes and seconds below 60.
    private static func clock(_ text: Substring) -> Result<Double, Problem> {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2 || parts.count == 3 else { return .failure(.malformed) }
        var total = 0.0
        for (position, part) in parts.enumerated() {
            let isSeconds = position == parts.count - 1
            let isHours = parts.count == 3 && position == 0
            var index = part.startIndex
            let whole = digits(part, &index)
            guard isHours ? !whole.isEmpty : whole.count == 2 else { return .failure(.malformed) }
            var value = Double(whole) ?? 0
            if isSeconds, index < part.endIndex, part[index] == "." {
                index = part.index(after: index)
                let fraction = digits(part, &index)
                guard !fraction.isEmpty, let exact = Double("\(whole).\(fraction)") else { return .failure(.malformed) }
                value = exact
            }
            guard index == part.endIndex, isHours || value < 60 else { return .failure(.malformed) }
            total = total * 60 + value
        }
        return .success(total)
    }

    private static func digits(_ text: Substring, _ index: inout Substring.Index) -> Substring {
        let start = index
        while index < text.endIndex, text[index].isASCII, text[index].isNumber { index = text.index(after: index) }
        return text[start..<index]
    }
}
