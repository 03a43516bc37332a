/// Splitting and number parsing for SMIL list attributes (`values`, `keyTimes`, `keySplines`, `begin`).
///
/// The separators are SMIL's own, ASCII: `;` and whitespace (space, tab, LF, VT, FF, CR). A byte of a
/// non-ASCII character is never a separator, whitespace or part of a number, so such text is checked
/// as written (a no-break space does not pad a number, U+037E does not separate entries).
enum SMILList {
    /// The `;`-separated entries of `value`, each trimmed of whitespace. Empty entries are kept
    /// (so the caller can report them), except one trailing `;`, which every browser accepts.
    static func entries(_ value: LintBytes) -> [LintBytes] {
        var parts: [LintBytes] = []
        var start = 0
        for index in 0..<value.count where value[index] == UInt8(ascii: ";") {
            parts.append(trimmed(value.slice(start..<index)))
            start = index + 1
        }
        parts.append(trimmed(value.dropping(start)))
        if parts.count > 1, parts[parts.count - 1].isEmpty { parts.removeLast() }
        return parts
    }

    /// `text` without leading and trailing whitespace.
    static func trimmed(_ text: LintBytes) -> LintBytes {
        var start = 0
        var end = text.count
        while start < end, text[start].isASCIIWhitespace { start += 1 }
        while end > start, text[end - 1].isASCIIWhitespace { end -= 1 }
        return text.slice(start..<end)
    }

    /// A plain decimal number (`1`, `0.25`, `.5`, `-2`, `1e-3`); `nil` for anything else,
    /// including the `inf`, `nan` and hex forms that `Double.init` would accept.
    static func number(_ text: LintBytes) -> Double? {
        guard let value = DecimalNumber.value(of: text), value.isFinite else { return nil }
        return value
    }
}
