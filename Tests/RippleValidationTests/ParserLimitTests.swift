import RippleValidation
import Testing

/// libxml2's hard limits (no XML_PARSE_HUGE, on purpose) are stated as `DocumentBounds` and checked before
/// parsing, in ripplegen's words with the limit, never with libxml2's advice to set a parser option.
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

    @Test(arguments: cases)
    func limitsAreSaidInOwnWords(_ document: String, _ message: String) {
        let diagnostics = SVGValidator().validate(Array(document.utf8), file: "big.svg")
        let text = diagnostics.map(\.description).joined(separator: "\n")
        #expect(text.contains(message), "\(text.prefix(500))")
        #expect(!text.contains("XML_PARSE_HUGE"))
        #expect(!text.contains("too big found"))
    }
}
