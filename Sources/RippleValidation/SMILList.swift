/// Splitting and number parsing for SMIL list attributes (`values`, `keyTimes`, `keySplines`, `begin`).
enum SMILList {
    /// The `;`-separated entries of `value`, each trimmed of whitespace. Empty entries are kept
    /// (so the caller can report them), except one trailing `;`, which every browser accepts.
    static func entries(_ value: String) -> [Substring] {
        var parts = value.split(separator: ";", omittingEmptySubsequences: false).map(trimmed)
        if parts.count > 1, parts.last?.isEmpty == true { parts.removeLast() }
        return parts
    }

    /// A plain decimal number (`1`, `0.25`, `.5`, `-2`, `1e-3`); `nil` for anything else,
    /// including the `inf`, `nan` and hex forms that `Double.init` would accept.
    static func number(_ text: Substring) -> Double? {
        var index = text.startIndex
        func skipDigits() -> Int {
            var count = 0
            while index < text.endIndex, text[index].isASCII, text[index].isNumber {
                index = text.index(after: index)
                count += 1
            }
            return count
        }
        if index < text.endIndex, text[index] == "+" || text[index] == "-" { index = text.index(after: index) }
        var digits = skipDigits()
        if index < text.endIndex, text[index] == "." {
            index = text.index(after: index)
            let fraction = skipDigits()
            guard fraction > 0 else { return nil }  // "1." is not a number in SVG
            digits += fraction
        }
        guard digits > 0 else { return nil }
        if index < text.endIndex, text[index] == "e" || text[index] == "E" {
            index = text.index(after: index)
            if index < text.endIndex, text[index] == "+" || text[index] == "-" { index = text.index(after: index) }
            guard skipDigits() > 0 else { return nil }
        }
        guard index == text.endIndex, let value = Double(text), value.isFinite else { return nil }
        return value
    }

    /// `text` without leading and trailing whitespace.
    static func trimmed(_ text: Substring) -> Substring {
        guard let first = text.firstIndex(where: { !$0.isWhitespace }),
            let last = text.lastIndex(where: { !$0.isWhitespace })
        else { return text[text.endIndex...] }
        return text[first...last]
    }
}
