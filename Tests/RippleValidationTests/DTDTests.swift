import Foundation
import RippleValidation
import Testing

/// What the official SVG 1.1 DTD rejects, and what happens without it.
struct DTDTests {
    @Test("the SVG 1.1 DTD resolves through the catalog to a local file",
        Machine.dtd.trait)
    func loaded() throws {
        let status = SVGValidator().dtdStatus
        guard case .loaded(let path) = status else {
            Issue.record("expected the DTD to load, got \(status)")
            return
        }
        #expect(status.isLoaded)
        #expect(path.hasPrefix("/"))
        #expect(path.hasSuffix("svg11.dtd"))
        #expect(FileManager.default.fileExists(atPath: path))
    }

    static let cases: [LintCase] = [
        .fixture("dtd-transform-origin.svg", [
            "2:3: error: no declaration for attribute transform-origin of element circle",
        ]),
        .fixture("dtd-style-without-type.svg", [
            "2:3: error: element style does not carry attribute type",
        ]),
        .fixture("dtd-fill-forwards.svg", [
            "3:5: error: value \"forwards\" for attribute fill of animate is not among the enumerated set",
        ]),
        // libxml2 checks a #FIXED attribute twice (against the default, then the fixed value).
        .fixture("dtd-version-2.svg", [
            "1:1: error: value for attribute version of svg is different from default \"1.1\"",
            "1:1: error: value for attribute version of svg must be \"1.1\"",
        ]),
    ]

    @Test("each kind of DTD failure", Machine.dtd.trait, arguments: cases)
    func dtdFailure(_ dtdCase: LintCase) {
        let diagnostics = SVGValidator().validate(dtdCase.svg, file: dtdCase.id)
        #expect(diagnostics.map(rendered) == dtdCase.expectedMessages)
        // Post-parse validation errors get the column of the element's start tag (libxml2 keeps none).
        #expect(diagnostics.allSatisfy { $0.location.column != nil })
    }

    @Test("a flood of errors is capped, with a closing note", Machine.dtd.trait)
    func capped() {
        // Two elements of 150 undeclared attributes: 300 errors (one element may have at most 256 attributes).
        let attributes = (0..<150).map { "data-x\($0)=\"1\"" }.joined(separator: " ")
        let document = "<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\">\n<g \(attributes)/>\n<g \(attributes)/>\n</svg>"
        let diagnostics = SVGValidator().validate(document, file: "flood.svg")
        #expect(diagnostics.count == 201)
        #expect(diagnostics.dropLast().allSatisfy { $0.severity == .error && (2...3).contains($0.location.line ?? 0) })
        #expect(diagnostics.last.map(rendered) == "0: note: 100 more problems not shown")
    }

    @Test("without the DTD: a reason naming w3c-sgml-lib, and well-formedness plus lint still run")
    func missing() throws {
        let validator = SVGValidator(
            publicID: "-//NOBODY//DTD NOTHING 0.0//EN", systemID: "http://example.invalid/none.dtd")
        guard case .missing(let reason) = validator.dtdStatus else {
            Issue.record("expected .missing, got \(validator.dtdStatus)")
            return
        }
        #expect(reason.contains("w3c-sgml-lib"))
        #expect(!validator.dtdStatus.isLoaded)
        // DTD-only problems go unnoticed...
        #expect(validator.validate(Fixtures.bytes("dtd-transform-origin.svg"), file: "t.svg") == [])
        // ...but the parser and the lint still work.
        #expect(validator.validate(Fixtures.bytes("xml-not-well-formed.svg"), file: "t.svg").count == 3)
        #expect(validator.validate(Fixtures.bytes("lint-keytimes.svg"), file: "t.svg").count == 7)
        #expect(validator.validate(Fixtures.bytes("valid-smil-ring.svg"), file: "t.svg") == [])
    }
}
