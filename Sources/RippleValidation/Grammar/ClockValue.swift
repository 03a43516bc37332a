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

    /// The units of a timecount, in seconds.
    private static let units: [(name: StaticString, seconds: Double)] = [("h", 3600), ("min", 60), ("s", 1), ("ms", 0.001)]

    /// Parses a clock value (no sign) into seconds.
    static func seconds(_ text: LintBytes) -> Result<Double, Problem> {
        let text = SMILList.trimmed(text)
        guard !text.isEmpty, text.isASCII else { return .failure(.malformed) }
        if text.firstIndex(of: UInt8(ascii: ":")) != nil { return clock(text) }

        let wholeEnd = text.digitsEnd(from: 0)
        var unitStart = wholeEnd
        let hasFraction = wholeEnd < text.count && text[wholeEnd] == UInt8(ascii: ".")
        if hasFraction {
            unitStart = text.digitsEnd(from: wholeEnd + 1)
            guard unitStart > wholeEnd + 1 else { return .failure(.malformed) }
        }
        let unit = text.dropping(unitStart)
        // No unit is seconds, to tell a missing unit from a wrong one.
        guard let scale = unit.isEmpty ? 1 : units.first(where: { unit.equals($0.name) })?.seconds else { return .failure(.malformed) }
        if wholeEnd == 0 { return .failure(hasFraction ? .missingLeadingZero : .malformed) }
        if unit.isEmpty { return .failure(.missingUnit) }
        guard let number = DecimalNumber.value(of: text.slice(0..<unitStart)) else { return .failure(.malformed) }
        return .success(number * scale)
    }

    /// `hh:mm:ss(.f)` (full clock) or `mm:ss(.f)` (partial clock); minutes and seconds below 60.
    private static func clock(_ text: LintBytes) -> Result<Double, Problem> {
        let parts = text.split(separator: UInt8(ascii: ":"), omittingEmptySubsequences: false).map(LintBytes.init(rebasing:))
        guard parts.count == 2 || parts.count == 3 else { return .failure(.malformed) }
        var total = 0.0
        for (position, part) in parts.enumerated() {
            let isSeconds = position == parts.count - 1
            let isHours = parts.count == 3 && position == 0
            var end = part.digitsEnd(from: 0)
            let whole = part.slice(0..<end)
            guard isHours ? !whole.isEmpty : whole.count == 2 else { return .failure(.malformed) }
            if isSeconds, end < part.count, part[end] == UInt8(ascii: ".") {
                end = part.digitsEnd(from: end + 1)
                guard end > whole.count + 1 else { return .failure(.malformed) }  // no digit after the point
            }
            let value = DecimalNumber.value(of: part.slice(0..<end)) ?? 0
            guard end == part.count, isHours || value < 60 else { return .failure(.malformed) }
            total = total * 60 + value
        }
        return .success(total)
    }
}
