/// Splitting and number parsing for SMIL list attributes (`values`, `keyTimes`, `keySplines`, `begin`).
///
/// Split on `;` and trimmed of whitespace as a `String` splits and trims by `Character`: text with
/// non-ASCII bytes arrives as its `LintShadow`, where a no-break space is whitespace, U+037E a `;` and a
/// `;` with a combining mark no separator.
enum SMILList {
    /// The `;`-separated entries of `value`, each trimmed of whitespace. Empty entries are kept
    /// (so the caller can report them), except one trailing `;`, which every browser accepts.
    static func entries(_ value: LintBytes) -> [LintBytes] {
        var parts: [LintBytes] = []
        var start = 0
        for index in 0..<value.count where value[index] == UInt8(ascii: ";") {
            parts.append(trimmed(value.slice(start..<index)))
            start = index + 1
            while start < value.count, value[start] == LintShadow.mark { start += 1 }  // the rest of U+037E
        }
        parts.append(trimmed(value.dropping(start)))
        if parts.count > 1, parts[parts.count - 1].isEmpty { parts.removeLast() }
        return parts
    }

    /// `text` without leading and trailing whitespace.
    static func trimmed(_ text: LintBytes) -> LintBytes {
        var start = 0
        var end = text.count
        while start < end, text[start].isLintSpace { start += 1 }
        while end > start, text[end - 1].isLintSpace { end -= 1 }
        return text.slice(start..<end)
    }

    /// A plain decimal number (`1`, `0.25`, `.5`, `-2`, `1e-3`); `nil` for anything else,
    /// including the `inf`, `nan` and hex forms that `Double.init` would accept.
    static func number(_ text: LintBytes) -> Double? {
        DecimalNumber.value(of: text).flatMap { $0.isFinite ? $0 : nil }
    }
}
