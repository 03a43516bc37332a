import RippleKit
import Testing

/// The one number grammar (docs/cli.md, "Numbers"): what it accepts, and the one refusal every flag gives
/// a number written another way.
struct StrictNumberTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let text: String
        /// The value, or `nil` when the grammar refuses the text.
        let value: Double?
        /// `StrictNumber.refusal`: part of the message for a number in another notation, `nil` for text
        /// each flag refuses in its own words (and for accepted text).
        var refusal: String?
        var testDescription: String { "'\(text)'" }
    }

    static let cases: [Case] = [
        Case(text: "60", value: 60), Case(text: "+5", value: 5), Case(text: "-0.35", value: -0.35),
        Case(text: ".5", value: 0.5), Case(text: "5.", value: 5), Case(text: "007", value: 7),
        Case(text: "0." + String(repeating: "5", count: 22), value: 0.5555555555555555555555),
        Case(text: "6e1", value: nil, refusal: "'6e1' is not a decimal number (such as 60, 0.5 or -2)"),
        Case(text: "0x3C", value: nil, refusal: "'0x3C' is not a decimal number"),
        Case(text: "-2.5E-3", value: nil, refusal: "'-2.5E-3' is not a decimal number"),
        Case(text: "1e400", value: nil, refusal: "'1e400' is not a decimal number"),
        Case(text: "0x1p3", value: nil, refusal: "'0x1p3' is not a decimal number"),
        Case(text: String(repeating: "9", count: 25), value: nil, refusal: "has more than 24 characters, too many for a number"),
        Case(text: "1_000", value: nil), Case(text: "1,000", value: nil), Case(text: " 5", value: nil),
        Case(text: "inf", value: nil), Case(text: "nan", value: nil), Case(text: "-", value: nil), Case(text: ".", value: nil),
        Case(text: "", value: nil), Case(text: "1.2.3", value: nil), Case(text: "٣", value: nil), Case(text: "five", value: nil),
    ]

    @Test(arguments: cases)
    func theGrammarAcceptsDecimalsOnly(_ item: Case) {
        #expect(StrictNumber.parse(item.text) == item.value)
        let refusal = StrictNumber.refusal(item.text)
        if let expected = item.refusal {
            #expect(refusal?.contains(expected) == true, "\(refusal ?? "no refusal")")
        } else {
            #expect(refusal == nil)
        }
    }

    @Test(arguments: [("6e1s", "'6e1s' is not a decimal number"), ("1e3ms", "'1e3ms' is not a decimal number"), ("0x3Cs", "'0x3Cs' is not a decimal number")])
    func secondsRefuseOtherNotationsBeforeTheirUnit(_ text: String, _ message: String) {
        #expect(StrictNumber.seconds(text) == nil)
        #expect(StrictNumber.refusal(text, units: true)?.hasPrefix(message) == true)
        #expect(StrictNumber.refusal(text) == nil, "without units the text is no number at all")
    }
}
