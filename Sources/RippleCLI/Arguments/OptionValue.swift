
/// A value given to an option: the text of a command line, or a number a batch manifest holds as a JSON
/// number. Numeric flags take a number as it is (no text grammar to pass again); every other parser reads
/// its text, so one parser per flag serves both.
enum OptionValue: Hashable, Sendable {
    /// Text as typed (or a manifest's string).
    case text(String)
    /// A manifest's JSON number, already read by the strict JSON grammar.
    case number(Double)

    /// The value as text: the text itself, or the number in plain decimal notation (`0.0000001`, never
    /// an exponent), as messages quote it.
    var text: String {
        switch self {
        case .text(let text): text
        case .number(let number): Self.decimal(number)
        }
    }

    /// A finite number in plain decimal notation with the digits of Swift's shortest round-trip form.
    static func decimal(_ number: Double) -> String {
        if number == number.rounded(), abs(number) < 1e15 { return String(Int64(number)) }
        let text = "\(number)"
        guard let marker = text.firstIndex(where: { $0 == "e" || $0 == "E" }),
              let exponent = Int(text[text.index(after: marker)...]) else { return text }
        var mantissa = String(text[..<marker])
        let negative = mantissa.hasPrefix("-")
        if negative { mantissa.removeFirst() }
        let parts = mantissa.split(separator: ".", omittingEmptySubsequences: false)
        let digits = parts.joined()
        let point = parts[0].count + exponent
        let plain: String
        if point <= 0 {
            plain = "0." + String(repeating: "0", count: -point) + digits
        } else if point >= digits.count {
            plain = digits + String(repeating: "0", count: point - digits.count)
        } else {
            plain = String(digits.prefix(point)) + "." + String(digits.dropFirst(point))
        }
        return (negative ? "-" : "") + plain
    }
}
