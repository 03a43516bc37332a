import RippleKit
@testable import RippleSerializers
import Testing

/// `CSSMath`: numbers and times as CSS writes them short, `calc()` with the spaces and
/// parentheses CSS needs and no others, and the template functions CSS has no name for.
struct CSSMathTests {
    struct NumberCase: Sendable, CustomTestStringConvertible {
        let value: Double
        let expected: String
        var testDescription: String { "\(value) → \(expected)" }
    }

    static let numbers: [NumberCase] = [
        NumberCase(value: 0.42, expected: ".42"), NumberCase(value: -0.5, expected: "-.5"), NumberCase(value: 1, expected: "1"),
        NumberCase(value: 0, expected: "0"), NumberCase(value: -0.0, expected: "0"), NumberCase(value: 100, expected: "100"),
        NumberCase(value: 1.0 / 3, expected: ".3333"), NumberCase(value: 2.5e-5, expected: "0"), NumberCase(value: -12.25, expected: "-12.25"),
        NumberCase(value: 1e7, expected: "10000000"),
    ]

    @Test(arguments: numbers)
    func number(_ item: NumberCase) {
        #expect(CSSMath.number(item.value) == item.expected)
    }

    @Test func easing() {
        #expect(CSSMath.easing(.linear) == "linear")
        #expect(CSSMath.easing(.cubicBezier(0.4, 0, 0.2, 1)) == "cubic-bezier(.4,0,.2,1)")
    }

    struct CalcCase: Sendable, CustomTestStringConvertible {
        let source: String
        let expected: String
        var testDescription: String { source }
    }

    /// Expressions as the inside of `calc()`, with `r` standing for definition 3 (`var(--3)`).
    static let expressions: [CalcCase] = [
        CalcCase(source: "W - 3", expected: "var(--W) - 3"),
        CalcCase(source: "W - (H - px)", expected: "var(--W) - (var(--H) - var(--px))"),
        CalcCase(source: "(W - H) - px", expected: "var(--W) - var(--H) - var(--px)"),
        CalcCase(source: "W * (H + 1)", expected: "var(--W)*(var(--H) + 1)"),
        CalcCase(source: "W / H / 2", expected: "var(--W)/var(--H)/2"),
        CalcCase(source: "W / (H / 2)", expected: "var(--W)/(var(--H)/2)"),
        CalcCase(source: "-W * 2", expected: "(-1*var(--W))*2"),
        CalcCase(source: "r / 2", expected: "var(--3)/2"),
        CalcCase(source: "min(W, H, 0.5)", expected: "min(var(--W),var(--H),.5)"),
        CalcCase(source: "hypot(W, H)", expected: "sqrt(pow(var(--W),2) + pow(var(--H),2))"),
        CalcCase(source: "floor(W / 2)", expected: "round(down,var(--W)/2,1)"),
        CalcCase(source: "ifpos(W - H, W, 0)", expected: "var(--W)*max(sign(var(--W) - var(--H)),0)"),
        CalcCase(source: "ifpos(W - H, W, H)", expected: "(var(--H) + (var(--W) - var(--H))*max(sign(var(--W) - var(--H)),0))"),
    ]

    @Test(arguments: expressions)
    func expression(_ item: CalcCase) throws {
        let parsed = try Expression(parsing: item.source)
        #expect(CSSMath.expression(parsed, names: ["r": "3"]) == item.expected)
    }

    @Test func negativeConstantIsParenthesised() {
        #expect(CSSMath.expression(.binary("*", .variable("W"), .number(-2)), names: [:]) == "var(--W)*(-2)")
    }

    struct ValueCase: Sendable, CustomTestStringConvertible {
        let source: String
        let unit: String
        let expected: String
        var testDescription: String { "\(source) in '\(unit)'" }
    }

    static let values: [ValueCase] = [
        ValueCase(source: "0", unit: "px", expected: "0"),
        ValueCase(source: "0", unit: "s", expected: "0s"),
        ValueCase(source: "2 * 3", unit: "px", expected: "6px"),
        ValueCase(source: "W - 3", unit: "px", expected: "calc(1px*(var(--W) - 3))"),
        ValueCase(source: "W * 2", unit: "px", expected: "calc(1px*var(--W)*2)"),
        ValueCase(source: "W / 2", unit: "", expected: "calc(var(--W)/2)"),
        ValueCase(source: "0.25", unit: "", expected: ".25"),
        // A quantity over a multiple of itself is a number: the pulse's S = max(W,H)/d*2 + 0.1, d = 0.6*max(W,H).
        ValueCase(source: "max(W, H)/(0.6*max(W, H))*2 + 0.1", unit: "", expected: "3.4333"),
        ValueCase(source: "(0.5*W)/W", unit: "", expected: ".5"),
        ValueCase(source: "W/W", unit: "", expected: "1"),
        ValueCase(source: "2*(d/2)", unit: "px", expected: "calc(1px*var(--d))"),
        ValueCase(source: "(d/4)*4", unit: "", expected: "calc(var(--d))"),
        // Not the same quantity, a multiple of zero, or another factor: left as written.
        ValueCase(source: "W/(0.6*H)", unit: "", expected: "calc(var(--W)/(.6*var(--H)))"),
        ValueCase(source: "W/(0*W)", unit: "", expected: "calc(var(--W)/(0*var(--W)))"),
        ValueCase(source: "3*(d/2)", unit: "", expected: "calc(3*(var(--d)/2))"),
    ]

    @Test(arguments: values)
    func value(_ item: ValueCase) throws {
        #expect(CSSMath.value(try Expression(parsing: item.source), unit: item.unit, names: [:]) == item.expected)
    }

    /// `value` writes the folded expression: no identity is left in the `calc()` (a unit box's `1*scale`,
    /// `centre+0`), and a quantity over a multiple of itself is a number.
    @Test func identitiesFoldedBeforeAValue() throws {
        let placed = try Expression(parsing: "1 * W + 0")
        #expect(CSSMath.value(placed, unit: "px", names: [:]) == "calc(1px*var(--W))")
        #expect(CSSMath.value(try Expression(parsing: "1 * 4 + 0"), unit: "px", names: [:]) == "4px")
    }

    @Test func timesAndPercentsAsShortAsWritten() {
        #expect(CSSMath.time(2.3) == "2.3s")
        #expect(CSSMath.time(0.15) == ".15s")
        #expect(CSSMath.time(-0.91) == "-.91s")
        #expect(CSSMath.time(0.225) == "225ms", "as long either way: milliseconds")
        #expect(CSSMath.time(0.0001) == ".1ms")
        #expect(CSSMath.percent(0.8 / 2.3) == "34.78%")
        #expect(CSSMath.percent(1.0 / 3) == "33.33%")
        // Two offsets that two decimals would write alike: the later keeps four.
        #expect(CSSMath.percent(0.33334, after: 1.0 / 3) == "33.334%")
    }

    @Test func substitutingAndVariables() throws {
        let expression = try Expression(parsing: "a + min(b, a) * -c")
        let substituted = expression.substituting(["a": .number(2), "c": .variable("W")])
        #expect(substituted == (try Expression(parsing: "2 + min(b, 2) * -W")))
        var names: [String] = []
        CSSMath.variables(of: expression, into: &names)
        #expect(names == ["a", "b", "a", "c"], "every reading, in order")
    }
}
