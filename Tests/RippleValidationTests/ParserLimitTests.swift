import RippleValidation
import Testing

/// libxml2's hard limits (no XML_PARSE_HUGE, on purpose) are reported in ripplegen's words, with the limit,
/// never with libxml2's advice to set a parser option.
struct ParserLimitTests {
    static let head = #"<svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="10" height="10">"#

    static let cases: [(String, String)] = [
        (head + "<!-- " + String(repeating: "x", count: 15 * 1024 * 1024) + " --></svg>\n",
         "a comment is longer than 10,000,000 bytes, the limit for one comment, text run or attribute value"),
        (head + String(repeating: "<g>", count: 300) + String(repeating: "</g>", count: 300) + "</svg>\n",
         "elements are nested more than 256 levels deep, the limit of the XML parser"),
        (head + #"<g id=""# + String(repeating: "x", count: 10_000_010) + #""/></svg>"# + "\n",
         "an attribute value is longer than 10,000,000 bytes"),
    ]

    @Test(arguments: cases)
    func limitsAreSaidInOwnWords(_ document: String, _ message: String) {
        let diagnostics = SVGValidator().validate(Array(document.utf8), file: "big.svg")
        let text = diagnostics.map(\.description).joined(separator: "\n")
        #expect(text.contains(message), "\(text.prefix(500))")
        #expect(!text.contains("XML_PARSE_HUGE"))
        #expect(!text.contains("too big found"))
    }
}
