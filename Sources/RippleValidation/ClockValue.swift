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
    static func seconds(_ text: LintBytes) -> Result<Double, Problem> {
        let text = SMILList.trimmed(text)
        guard !text.isEmpty, text.isASCII else { return .failure(.malformed) }
        if text.firstIndex(of: UInt8(ascii: ":")) != nil { return clock(text) }

        var scanner = ByteScanner(text)
        let whole = scanner.skipDigits()
        var fraction: LintBytes?
        if scanner.skip(UInt8(ascii: ".")) {
            fraction = scanner.skipDigits()
            guard fraction?.isEmpty == false else { return .failure(.malformed) }
        }
        let unit = scanner.rest
        let scale: Double
        if unit.equals("h") {
            scale = 3600
        } else if unit.equals("min") {
            scale = 60
        } else if unit.equals("s") || unit.isEmpty {
            scale = 1
        } else if unit.equals("ms") {
            scale = 0.001
        } else {
            return .failure(.malformed)
        }
        if whole.isEmpty { return .failure(fraction == nil ? .malformed : .missingLeadingZero) }
        if unit.isEmpty { return .failure(.missingUnit) }
        let digits = fraction ?? LintBytes(start: nil, count: 0)
        guard let number = DecimalNumber.value(whole: whole, fraction: digits) else { return .failure(.malformed) }
        return .success(number * scale)
    }

    /// What the value should have been written as, for a hint in the message (`seconds` reports the two
    /// problems with a hint for ASCII text only).
    static func suggestion(for text: LintBytes, _ problem: Problem) -> String? {
        let text = SMILList.trimmed(text)
        switch problem {
        case .missingLeadingZero:
            return "0\(text.string)" + (text.last?.isASCIIDigit == true ? "s" : "")
        case .missingUnit:
            return "\(text.string)s"
        case .malformed:
            return nil
        }
    }

    /// `hh:mm:ss(.f)` (full clock) or `mm:ss(.f)` (partial clock); minutes and seconds below 60.
    private static func clock(_ text: LintBytes) -> Result<Double, Problem> {
        var parts: [LintBytes] = []
        var start = 0
        for index in 0..<text.count where text[index] == UInt8(ascii: ":") {
            parts.append(text.slice(start..<index))
            start = index + 1
        }
        parts.append(text.dropping(start))
        guard parts.count == 2 || parts.count == 3 else { return .failure(.malformed) }
        var total = 0.0
        for (position, part) in parts.enumerated() {
            let isSeconds = position == parts.count - 1
            let isHours = parts.count == 3 && position == 0
            var scanner = ByteScanner(part)
            let whole = scanner.skipDigits()
            guard isHours ? !whole.isEmpty : whole.count == 2 else { return .failure(.malformed) }
            var value = DecimalNumber.value(whole: whole, fraction: LintBytes(start: nil, count: 0)) ?? 0
            if isSeconds, scanner.skip(UInt8(ascii: ".")) {
                let fraction = scanner.skipDigits()
                guard !fraction.isEmpty, let exact = DecimalNumber.value(whole: whole, fraction: fraction) else {
                    return .failure(.malformed)
                }
                value = exact
            }
            guard scanner.isAtEnd, isHours || value < 60 else { return .failure(.malformed) }
            total = total * 60 + value
        }
        return .success(total)
    }
}
