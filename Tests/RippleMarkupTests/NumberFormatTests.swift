import RippleMarkup
import Testing

struct NumberFormatTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let value: Double
        let text: String
        var testDescription: String { "\(value) → \(text)" }
    }

    static let cases: [Case] = [
        Case(value: 0, text: "0"), Case(value: -0.0, text: "0"), Case(value: -0.00004, text: "0"),
        Case(value: 0.5, text: "0.5"), Case(value: -0.35, text: "-0.35"), Case(value: 0.7, text: "0.7"),
        Case(value: 1.684643, text: "1.6846"), Case(value: 0.00005, text: "0.0001"), Case(value: 0.1 + 0.2, text: "0.3"),
        Case(value: 100, text: "100"), Case(value: 1.15000000000000001, text: "1.15"), Case(value: 1e-7, text: "0"),
        Case(value: 12_345_678.9, text: "12345678.9"), Case(value: 1e20, text: "1000000000000"),
        Case(value: .nan, text: "0"), Case(value: -.infinity, text: "-1000000000000"), Case(value: 0.0625, text: "0.0625"),
        Case(value: 2.00005, text: "2.0001"), Case(value: -2.00005, text: "-2.0001"), Case(value: 0.01, text: "0.01"),
    ]

    @Test(arguments: cases)
    func formats(_ item: Case) {
        #expect(NumberFormat.format(item.value) == item.text)
    }

    @Test func clockValuesAndPercentages() {
        #expect(NumberFormat.seconds(0.5) == "0.5s")
        #expect(NumberFormat.seconds(-0.35) == "-0.35s")
        #expect(NumberFormat.percent(1.0 / 3.0) == "33.3333%")
        #expect(NumberFormat.percent(1) == "100%")
        #expect(NumberFormat.join([0, 0, 0.58, 1]) == "0 0 0.58 1")
    }

    @Test func neverWritesAnExponentOrNoise() {
        for step in 0...2000 {
            let value = Double(step) * 0.0007 - 0.7
            let text = NumberFormat.format(value)
            #expect(!text.contains("e") && !text.hasPrefix(".") && !text.hasPrefix("-.") && text != "-0")
            #expect(text.split(separator: ".").last.map { $0.count <= 4 || !text.contains(".") } == true)
        }
    }
}
