import RippleKit
import RipplePipeline

/// The numbers of every flag, read by one grammar (`StrictNumber`, stated in docs/cli.md): the same text is
/// accepted or refused, with the same message, whichever flag it is given to.
extension ValueParsers {
    /// `text` as a number of the one grammar, or `nil` for text that is no number at all (the caller says
    /// what the flag takes).
    ///
    /// - Parameter seconds: whether `s` and `ms` may follow (`700ms` is 0.7).
    /// - Throws: the grammar's refusal naming `flag`, for a number in another notation (`6e1`, `0x3C`,
    ///   `inf`) or with too many characters, so no flag calls `6e1` out of range while 60 is in it.
    static func number(_ text: String, flag: String, seconds: Bool = false) throws(CLIError) -> Double? {
        try number(.text(text), flag: flag, seconds: seconds)
    }

    /// A value as a number: a manifest's number as it is (it is a JSON number, a number of seconds for
    /// `seconds`), text by the one grammar.
    static func number(_ value: OptionValue, flag: String, seconds: Bool = false) throws(CLIError) -> Double? {
        guard case .text(let text) = value else {
            if case .number(let number) = value { return number }
            return nil
        }
        if let value = seconds ? StrictNumber.seconds(text) : StrictNumber.parse(text) { return value }
        if let refusal = StrictNumber.refusal(text, units: seconds) { throw .badValue(flag, refusal) }
        return nil
    }

    /// A whole number in `range` (`2` and `2.0` alike, as a style's integer parameters take them).
    ///
    /// - Parameter what: what the flag takes, for the message (`a number of frames`).
    static func whole(_ given: OptionValue, flag: String, in range: ClosedRange<Int>, what: String = "a whole number") throws(CLIError) -> Int {
        try KindSettings.Number(text: given.text, value: try number(given, flag: flag)).whole(flag, in: range, what: what)
    }
}
