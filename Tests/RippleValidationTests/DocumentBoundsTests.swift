import RippleValidation
import Testing

/// The stated bounds of `validate`, checked before libxml2 parses (its attribute handling is quadratic): at
/// the limit a document is accepted, one past it refused at the element that passes it.
struct DocumentBoundsTests {
    static let head = #"<svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="10" height="10">"#

    static func element(attributes count: Int) -> String {
        "<g " + (0..<count).map { "a\($0)=\"1\"" }.joined(separator: " ") + "/>"
    }

    /// A document and the error it gets (`nil`: within bounds). The root has 3 attributes. (The arguments are
    /// the names: the documents are too large to print.)
    static let documents: [(name: String, document: String, error: String?)] = [
        ("attributes at the limit", head + element(attributes: DocumentBounds.attributes.limit) + "</svg>", nil),
        ("one attribute too many", head + element(attributes: DocumentBounds.attributes.limit + 1) + "</svg>",
         "big.svg:1:78: error: an element has 257 attributes; at most 256 are checked"),
        ("150,000 attributes", head + element(attributes: 150_000) + "</svg>",
         "big.svg:1:78: error: an element has 150000 attributes"),
        ("'=' inside values is not an attribute", head + "<g id=\"" + String(repeating: "=", count: 5000) + "\"/></svg>", nil),
        ("'=' in comments and CDATA is not an attribute",
         head + "<!-- " + String(repeating: "a=1 ", count: 5000) + "--><style><![CDATA[" + String(repeating: "=", count: 5000) + "]]></style></svg>", nil),
        ("elements at the limit", head + String(repeating: "<g/>", count: DocumentBounds.elements.limit - 1) + "</svg>", nil),
        ("one element too many", head + String(repeating: "<g/>", count: DocumentBounds.elements.limit) + "</svg>",
         "error: the document has 200001 elements; at most 200000 are checked"),
    ]

    @Test(arguments: documents.map(\.name))
    func boundsAreCheckedBeforeParsing(_ name: String) {
        let (_, document, error) = Self.documents.first { $0.name == name }!
        let bytes = Array(document.utf8)
        let violation = DocumentBounds.violation(in: bytes, file: "big.svg")
        if let error {
            #expect(violation?.description.contains(error) == true, "\(name): \(violation?.description ?? "accepted")")
            #expect(SVGValidator().validate(bytes, file: "big.svg") == [violation!], "the validator reports the bound alone, unparsed")
        } else {
            #expect(violation == nil, "\(name): \(violation?.description ?? "")")
        }
    }
}

/// Every validator lists at most `DocumentBounds.diagnostics` problems and counts the rest in one note: libxml2's
/// errors, the SVG lint's and the Lottie lint's alike.
struct DiagnosticCapTests {
    static let limit = DocumentBounds.diagnostics.limit

    @Test func theSVGLintIsCappedWithLibxml2() {
        // 301 elements with one id: 300 duplicates, all the lint's (libxml2's own is not repeated).
        let document = DocumentBoundsTests.head + String(repeating: #"<g id="a"/>"#, count: 301) + "</svg>"
        let problems = SVGValidator().validate(document, file: "dup.svg")
        #expect(problems.count == Self.limit + 1)
        #expect(problems.last?.description == "dup.svg: note: 100 more problems not shown")
    }

    @Test func theLottieLintIsCapped() {
        let layers = Array(repeating: #"{"ty": 99}"#, count: 300).joined(separator: ",")
        let document = #"{"v": "5.7.0", "fr": 60, "ip": 0, "op": 60, "w": 100, "h": 100, "layers": ["# + layers + "]}"
        let problems = LottieLint.problems(Array(document.utf8), file: "l.json")
        #expect(problems.count == Self.limit + 1)
        #expect(problems.last?.description.hasSuffix("more problems not shown") == true, "\(problems.last?.description ?? "")")
    }
}
