import RippleValidation
import Testing

/// libxml2's hard limits are stated as `DocumentBounds` and checked before parsing, in ripplegen's words with
/// the limit, never with libxml2's advice to set a parser option; inside them, libxml2 (given `XML_PARSE_HUGE`)
/// parses every value: a start tag reaching 10,000,000 bytes once got "internal error: Huge input lookup".
struct ParserLimitTests {
    static let head = #"<svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="10" height="10">"#

    static let cases: [(String, String)] = [
        (head + "<!-- " + String(repeating: "x", count: 15 * 1024 * 1024) + " --></svg>\n",
         "big.svg:1:82: error: a comment of 15,728,642 bytes; at most 10,000,000 bytes in one comment, text run or attribute value"),
        (head + String(repeating: "<g>", count: 300) + String(repeating: "</g>", count: 300) + "</svg>\n",
         "big.svg:1:975: error: elements are nested 301 levels deep; at most 256 levels of element nesting"),
        (head + #"<g id=""# + String(repeating: "x", count: 10_000_010) + #""/></svg>"# + "\n",
         "big.svg:1:85: error: an attribute value of 10,000,010 bytes; at most 10,000,000 bytes"),
        (head + "<desc>" + String(repeating: "x", count: 10_000_001) + "</desc></svg>\n",
         "big.svg:1:84: error: a text run of 10,000,001 bytes"),
    ]

    /// Documents inside the bounds whose values reach the 10,000,000-byte bound (in one start tag, at most).
    static let atTheBound: [(String, String)] = [
        ("one attribute value of 10,000,000 bytes", head + #"<g id=""# + String(repeating: "x", count: 10_000_000) + #""/></svg>"#),
        ("the root's value of 10,000,000 bytes", #"<svg xmlns="http://www.w3.org/2000/svg" version="1.1" id=""#
            + String(repeating: "x", count: 10_000_000) + #""/>"#),
        ("two values of 6,000,000 bytes in one start tag", head + #"<g class=""# + String(repeating: "c", count: 6_000_000)
            + #"" id=""# + String(repeating: "x", count: 6_000_000) + #""/></svg>"#),
        ("a value of 9,999,999 bytes after 3 MB of text", head + "<desc>" + String(repeating: "t", count: 3_000_000) + "</desc>"
            + #"<g id=""# + String(repeating: "x", count: 9_999_999) + #""/></svg>"#),
    ]

    @Test(arguments: atTheBound.map(\.0))
    func valuesAtTheBoundAreValid(_ name: String) {
        let document = Self.atTheBound.first { $0.0 == name }!.1
        let diagnostics = SVGValidator().validate(Array(document.utf8), file: "big.svg")
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.description).joined(separator: "\n").prefix(500))")
    }

    @Test func oneByteMoreIsRefusedAsPastTheBound() {
        let document = Self.head + #"<g id=""# + String(repeating: "x", count: 10_000_001) + #""/></svg>"#
        let diagnostics = SVGValidator().check(Array(document.utf8), file: "big.svg")
        guard case .failure(let violation) = diagnostics else {
            Issue.record("accepted")
            return
        }
        #expect(violation.bound == DocumentBounds.textBytes)
        #expect(violation.diagnostic.description == "big.svg:1:85: error: an attribute value of 10,000,001 bytes; at most 10,000,000 bytes "
            + "in one comment, text run or attribute value (the limit of ripplegen validate)")
    }

    @Test(arguments: cases)
    func limitsAreSaidInOwnWords(_ document: String, _ message: String) {
        let diagnostics = SVGValidator().validate(Array(document.utf8), file: "big.svg")
        let text = diagnostics.map(\.description).joined(separator: "\n")
        #expect(text.contains(message), "\(text.prefix(500))")
        #expect(!text.contains("XML_PARSE_HUGE"))
        #expect(!text.contains("too big found"))
    }
}
