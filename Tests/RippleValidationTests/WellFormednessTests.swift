import RippleValidation
import Testing

struct WellFormednessTests {
    @Test("mismatched tags are reported with line and column")
    func notWellFormed() {
        let diagnostics = SVGValidator().validate(Fixtures.bytes("xml-not-well-formed.svg"), file: "broken.svg")
        #expect(diagnostics.map(rendered) == [
            "4:7: error: opening and ending tag mismatch: circle line 3 and g",
            "5:7: error: opening and ending tag mismatch: g line 2 and svg",
            "6:1: error: premature end of data in tag svg line 1",
        ])
        #expect(diagnostics.first?.description
            == "broken.svg:4:7: error: opening and ending tag mismatch: circle line 3 and g")
    }

    static let brokenDocuments: [LintCase] = [
        LintCase(id: "empty", svg: "", expectedMessages: ["1:1: error: document is empty"]),
        LintCase(id: "text only", svg: "ripple", expectedMessages: ["1:1: error: start tag expected, '<' not found"]),
        LintCase(id: "unquoted attribute", svg: "<svg xmlns=\"http://www.w3.org/2000/svg\" version=1.1/>",
            expectedMessages: ["1:49: error: attValue: \" or ' expected", "1:49: error: attributes construct error",
                "1:49: error: couldn't find end of Start Tag svg line 1",
                "1:49: error: extra content at the end of the document"]),
        LintCase(id: "undeclared prefix", svg: "<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\">\n"
            + "<use xlink:href=\"#a\"/></svg>",
            // Sorted by (line, column): the lint's column-less diagnostic comes first on its line.
            expectedMessages: ["2:1: error: use: xlink:href references unknown id 'a'",
                "2:21: error: namespace prefix xlink for href on use is not defined"]),
        LintCase(id: "replacement character is fine", svg: "<svg xmlns=\"http://www.w3.org/2000/svg\">\u{FFFD}</svg>",
            expectedMessages: []),
    ]

    @Test("broken input never crashes and is always explained", arguments: brokenDocuments)
    func broken(_ brokenCase: LintCase) {
        let diagnostics = SVGValidator(publicID: "-//NOBODY//DTD NOTHING 0.0//EN", systemID: "none.dtd")
            .validate(brokenCase.svg, file: "x.svg")
        #expect(diagnostics.map(rendered) == brokenCase.expectedMessages)
    }

    @Test("invalid UTF-8 bytes are an encoding error on one line, not a crash")
    func invalidBytes() {
        let bytes = Array("<svg xmlns=\"http://www.w3.org/2000/svg\">".utf8) + [0xFF, 0xFE] + Array("</svg>".utf8)
        let diagnostics = SVGValidator().validate(bytes, file: "x.svg")
        #expect(diagnostics.map(rendered)
            == ["1:41: error: input is not proper UTF-8, indicate encoding ! Bytes: 0xFF 0xFE 0x3C 0x2F"])
    }
}
