/// Splitting and number parsing for SMIL list attributes (`values`, `keyTimes`, `keySplines`, `begin`).
///
/// The rules were written against `String` (split on the `Character` `;`, trim `Character.isWhitespace`).
/// ASCII text is split and trimmed byte-wise, which gives the same pieces; anything else is split
/// as a `String` and the pieces are mapped back to bytes, so NBSP, U+037E (canonically `;`) and
/// combining marks behave exactly as before.
enum SMILList {
    /// The `;`-separated entries of `value`, each trimmed of whitespace. Empty entries are kept
    /// (so the caller can report them), except one trailing `;`, which every browser accepts.
    static func entries(_ value: LintBytes) -> [LintBytes] {
        guard value.isASCII else {
            let text = value.string
            return entries(text).map { value.slice(utf8Range(of: $0, in: text)) }
        }
        var parts: [LintBytes] = []
        var start = 0
        for index in 0..<value.count where value[index] == UInt8(ascii: ";") {
            parts.append(trimmedASCII(value.slice(start..<index)))
            start = index + 1
        }
        parts.append(trimmedASCII(value.slice(start..<value.count)))
        if parts.count > 1, parts[parts.count - 1].isEmpty { parts.removeLast() }
        return parts
    }

    /// `entries` on a `String`: the reference behaviour for non-ASCII text.
    static func entries(_ value: String) -> [Substring] {
        var parts = value.split(separator: ";", omittingEmptySubsequences: false).map(trimmed)
        if parts.count > 1, parts.last?.isEmpty == true { parts.removeLast() }
        return parts
    }

    /// `text` without leading and trailing whitespace (Unicode whitespace, as `Character` sees it).
    static func trimmed(_ text: LintBytes) -> LintBytes {
        guard text.isASCII else {
            let string = text.string
            return text.slice(utf8Range(of: trimmed(Substring(string)), in: string))
        }
        return trimmedASCII(text)
    }

    /// `trimmed` on a `Substring`: the reference behaviour for non-ASCII text.
    static func trimmed(_ text: Substring) -> Substring {
        guard let first = text.firstIndex(where: { !$0.isWhitespace }),
            let last = text.lastIndex(where: { !$0.isWhitespace })
        else { return text[text.endIndex...] }
        return text[first...last]
    }

    /// A plain decimal number (`1`, `0.25`, `.5`, `-2`, `1e-3`); `nil` for anything else,
    /// including the `inf`, `nan` and hex forms that `Double.init` would accept.
    ///
    /// Byte-wise for any text: a non-ASCII byte is never part of the grammar, just as a non-ASCII
    /// `Character` never was.
    static func number(_ text: LintBytes) -> Double? {
        var scanner = ByteScanner(text)
        guard scanner.scanNumber(), scanner.isAtEnd else { return nil }
        guard let value = DecimalNumber.value(of: text), value.isFinite else { return nil }
        return value
    }

    /// `number` for text held as a `Substring` (the general `begin`/`end` parser uses it).
    static func number(_ text: Substring) -> Double? {
        var copy = String(text)
        return copy.withUTF8 { number($0) }
    }

    /// Trims ASCII whitespace; on ASCII text this is exactly `trimmed`.
    private static func trimmedASCII(_ text: LintBytes) -> LintBytes {
        var start = 0
        var end = text.count
        while start < end, text[start].isASCIIWhitespace { start += 1 }
        while end > start, text[end - 1].isASCIIWhitespace { end -= 1 }
        return text.slice(start..<end)
    }

    /// Where `piece` (a slice of `text`) lies in `text`'s UTF-8 bytes.
    static func utf8Range(of piece: Substring, in text: String) -> Range<Int> {
        let start = text.utf8.distance(from: text.startIndex, to: piece.startIndex)
        return start..<start + piece.utf8.count
    }
}
