import RippleKit
import Testing

struct EasingTests {
    struct ParseCase: Sendable, CustomTestStringConvertible {
        let text: String
        let expected: Easing?
        var testDescription: String { text }
    }

    static let parseCases: [ParseCase] = [
        ParseCase(text: "linear", expected: .linear),
        ParseCase(text: "ease-out", expected: .cubicBezier(0, 0, 0.58, 1)),
        ParseCase(text: "ease-in-out", expected: .cubicBezier(0.42, 0, 0.58, 1)),
        ParseCase(text: "standard", expected: .cubicBezier(0.4, 0, 0.2, 1)),
        ParseCase(text: "ease", expected: .cubicBezier(0.25, 0.1, 0.25, 1)),
        ParseCase(text: "ease-in", expected: .cubicBezier(0.42, 0, 1, 1)),
        ParseCase(text: " cubic-bezier(0.726, 0.025, 0.124, 0.69) ", expected: .cubicBezier(0.726, 0.025, 0.124, 0.69)),
        ParseCase(text: "cubic-bezier(0,0,1)", expected: nil),
        ParseCase(text: "cubic-bezier(0,0,1,1,1)", expected: nil),
        ParseCase(text: "cubic-bezier(1.5,0,0.5,1)", expected: nil),
        ParseCase(text: "cubic-bezier(0,-0.2,0.5,1)", expected: nil),
        ParseCase(text: "cubic-bezier(a,0,0.5,1)", expected: nil),
        ParseCase(text: "bounce", expected: nil),
    ]

    @Test(arguments: parseCases)
    func parses(_ item: ParseCase) {
        #expect((try? Easing.parse(item.text)) == item.expected)
    }

    @Test func unknownNamesListTheKnownOnes() {
        #expect(throws: EasingError.unknownName("bounce", known: Easing.named.map(\.name))) { try Easing.parse("bounce") }
    }

    @Test(arguments: [0.0, 0.1, 0.25, 0.5, 0.75, 0.9, 1.0])
    func linearBezierIsIdentity(_ x: Double) {
        #expect(abs(Easing.cubicBezier(0, 0, 1, 1)(x) - x) < 1e-9)
        #expect(abs(Easing.cubicBezier(1.0 / 3, 1.0 / 3, 2.0 / 3, 2.0 / 3)(x) - x) < 1e-9)
    }

    @Test func easeOutIsSymmetricWithEaseIn() {
        // ease-in (0.42,0,1,1) is ease-out (0,0,0.58,1) rotated by 180°: y_in(x) = 1 - y_out(1 - x).
        for x in stride(from: 0.0, through: 1.0, by: 0.05) {
            #expect(abs(Easing.easeIn(x) - (1 - Easing.easeOut(1 - x))) < 1e-7)
        }
    }

    @Test func solvesSteepCurvesMonotonically() {
        let curve = Easing.cubicBezier(0.9, 0, 0.1, 1)
        var last = -1.0
        for step in 0...1000 {
            let y = curve(Double(step) / 1000)
            #expect(y >= last - 1e-12)
            last = y
        }
    }
}
