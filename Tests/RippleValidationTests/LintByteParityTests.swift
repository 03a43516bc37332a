import Testing

@testable import RippleValidation

/// The lint reads attribute values as bytes; these tests hold the byte scanners to the `String`
/// behaviour they replaced, on ASCII and non-ASCII text alike (NBSP, U+037E, which is canonically
/// `;`, combining marks, CR LF from `&#13;&#10;`).
struct LintByteParityTests {
    static let samples: [String] = [
        "", ";", "0;0.5;1", " 0 ; 0.5 ; 1 ", "0;0.5;1;", "0;;1", ";;", "0;.5;1", "0;1.;1", "+0.5", "-0",
        "1e-1", "1E+0", "5e", "0x1", "inf", "nan", "1e400", "0.30000000000000001", "123456789012345678901",
        "0\u{A0};\u{A0}1", "0\u{37E}0.5;1", "0;0.5\u{301};1", "\u{A0}0.5", "0\r\n;1", "0.42 0 0.58 1",
        "0.42,0,0.58,1", "0.4, 0 ,0.6 ,1", ",0 0 1 1", "0 0 1 1,", "0,,1 1", "0\u{A0}0 1 1", "0\t0\n1\r1",
        "url(#a)", "fill: url( '#b' ) url(\"#c\")", "url(file.svg#x) url(#é)", "url(#q\u{301})", "url(\u{A0}#z)",
        "#\u{301}x", "#x", "1s", ".5s", "3", "0:01:30.5", "1:70", "00:00.5", "1.5min", "300ms", "1 s",
    ]

    @Test("entries and trimming match String splitting", arguments: samples)
    func entries(_ sample: String) {
        var copy = sample
        let bytes = copy.withUTF8 { buffer in SMILList.entries(buffer).map(\.string) }
        #expect(bytes == SMILList.entries(sample).map(String.init))
        let trimmed = copy.withUTF8 { SMILList.trimmed($0).string }
        #expect(trimmed == String(SMILList.trimmed(Substring(sample))))
    }

    @Test("numbers parse exactly as Double(String) over the SVG grammar", arguments: samples)
    func number(_ sample: String) {
        let expected = Self.referenceNumber(Substring(sample))
        #expect(SMILList.number(Substring(sample)) == expected)
    }

    @Test("keySplines entries split as with String", arguments: samples)
    func controlPoints(_ sample: String) {
        var copy = sample
        let bytes = copy.withUTF8 { SplineEntry.controlPoints($0)?.map(\.string) }
        #expect(bytes == SplineEntry.controlPoints(Substring(sample))?.map(String.init))
    }

    @Test("url references match the String scan", arguments: samples)
    func urlReferences(_ sample: String) {
        var copy = sample
        #expect(copy.withUTF8 { ReferenceScanner.urlReferences(in: $0) } == ReferenceScanner.urlReferences(in: sample))
    }

    @Test("offsets take the byte path with the general parser's result", arguments: samples)
    func offsets(_ sample: String) {
        var copy = sample
        guard let fast = copy.withUTF8({ TimingItem.parseOffset($0) }) else { return }
        #expect(fast == TimingItem.parse(Substring(sample)))
    }

    @Test("decimal conversion is correctly rounded")
    func decimals() {
        for text in ["0.1", "0.3", "1e22", "9007199254740993", "1e-22", "0.000001", "123.456e-5", "1e23", "2.5e-300"] {
            var copy = text
            #expect(copy.withUTF8 { DecimalNumber.value(of: $0) } == Double(text))
        }
    }

    /// The `String` implementation of `SMILList.number` that the byte scanner replaced.
    static func referenceNumber(_ text: Substring) -> Double? {
        var index = text.startIndex
        func skipDigits() -> Int {
            var count = 0
            while index < text.endIndex, text[index].isASCII, text[index].isNumber {
                index = text.index(after: index)
                count += 1
            }
            return count
        }
        if index < text.endIndex, text[index] == "+" || text[index] == "-" { index = text.index(after: index) }
        var digits = skipDigits()
        if index < text.endIndex, text[index] == "." {
            index = text.index(after: index)
            let fraction = skipDigits()
            guard fraction > 0 else { return nil }
            digits += fraction
        }
        guard digits > 0 else { return nil }
        if index < text.endIndex, text[index] == "e" || text[index] == "E" {
            index = text.index(after: index)
            if index < text.endIndex, text[index] == "+" || text[index] == "-" { index = text.index(after: index) }
            guard skipDigits() > 0 else { return nil }
        }
        guard index == text.endIndex, let value = Double(text), value.isFinite else { return nil }
        return value
    }
}
