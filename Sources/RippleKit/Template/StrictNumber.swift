import RippleDiagnostics
import RippleJSON

/// The one number grammar of everything people type: every flag's numbers (also a batch manifest's, which
/// become flag values) and the values of a style's parameters. Plain decimal only, so a value reads the same
/// in every shell and locale and means what it shows.
///
/// Accepted: an optional `+` or `-`, then ASCII digits with at most one `.` and at least one digit
/// (`60`, `+5`, `-0.35`, `.5`, `5.`, `007`), at most `maximumLength` characters after the sign.
/// Refused: exponents (`6e1`), hexadecimal (`0x3C`), `inf`, `nan`, digit separators (`1_000`, `1,000`),
/// spaces and non-ASCII digits.
package enum StrictNumber {
    /// The longest number after its sign: more digits than a `Double` holds say nothing more.
    package static let maximumLength = 24

    /// Parses a number of the grammar above; anything else is `nil`.
    package static func parse(_ text: String) -> Double? {
        guard isDecimal(text), unsigned(text).count <= maximumLength else { return nil }
        return Double(text)
    }

    /// Seconds: `0.7`, `0.7s` or `700ms` (the number in the grammar above).
    package static func seconds(_ text: String) -> Double? {
        if text.hasSuffix("ms") { return parse(String(text.dropLast(2))).map { $0 / 1000 } }
        if text.hasSuffix("s") { return parse(String(text.dropLast())) }
        return parse(text)
    }

    /// Why `text` is refused although it reads as a number: another notation (`6e1`, `0x3C`, which
    /// `Double(_:)` would take) or too many characters. `nil` for any other text, words such as `inf` and
    /// `nan` included, which the caller refuses saying what it takes (`'inf' is not a number of seconds`).
    ///
    /// Every flag gives this same message for the same text, whatever its range: `6e1` is not refused as out
    /// of range by one flag and as not a number by another.
    ///
    /// - Parameter units: whether the text may end in `s` or `ms` (a number of seconds).
    package static func refusal(_ text: String, units: Bool = false) -> String? {
        var body = text
        if units, body.hasSuffix("ms") { body.removeLast(2) } else if units, body.hasSuffix("s") { body.removeLast() }
        if isDecimal(body), unsigned(body).count > maximumLength {
            return "'\(Printable.text(text))' has more than \(maximumLength) characters, too many for a number"
        }
        // A number starts with a digit or a point; `inf` and `nan` are words to every flag.
        guard !isDecimal(body), unsigned(body).first.map({ $0.isASCII && ($0.isNumber || $0 == ".") }) == true,
              Double(body) != nil else { return nil }
        return "'\(Printable.text(text))' is not a decimal number (such as 60, 0.5 or -2)"
    }

    /// Whether `text` has the grammar's shape, whatever its length.
    private static func isDecimal(_ text: String) -> Bool {
        let body = unsigned(text)
        let parts = body.split(separator: ".", omittingEmptySubsequences: false)
        return !body.isEmpty && parts.count <= 2 && parts.contains { !$0.isEmpty }
            && parts.allSatisfy { $0.unicodeScalars.allSatisfy { ("0"..."9").contains($0) } }
    }

    private static func unsigned(_ text: String) -> Substring {
        text.hasPrefix("-") || text.hasPrefix("+") ? text.dropFirst() : Substring(text)
    }
}
