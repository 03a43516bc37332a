import Foundation
import RippleValidation
import Testing

struct ValidDocumentTests {
    @Test("a SMIL ring and a CSS-keyframes document are valid",
        arguments: ["valid-smil-ring.svg", "valid-css-keyframes.svg"])
    func validFixtures(_ name: String) {
        let validator = SVGValidator()
        #expect(validator.validate(Fixtures.bytes(name), file: name) == [])
        #expect(validator.validate(Fixtures.text(name), file: name) == [])
    }

    @Test("the validator is reusable: a bad document does not taint the next one")
    func reusable() {
        let validator = SVGValidator()
        #expect(!validator.validate(Fixtures.bytes("xml-not-well-formed.svg"), file: "a.svg").isEmpty)
        #expect(!validator.validate(Fixtures.bytes("lint-keytimes.svg"), file: "b.svg").isEmpty)
        #expect(validator.validate(Fixtures.bytes("valid-smil-ring.svg"), file: "c.svg") == [])
    }

    @Test("validation is fast: the DTD is parsed once, not per document")
    func fast() {
        let validator = SVGValidator()
        let document = Fixtures.bytes("valid-smil-ring.svg")
        let clock = ContinuousClock()
        let elapsed = clock.measure {
            for _ in 0..<500 { _ = validator.validate(document, file: "ring.svg") }
        }
        // ~0.3 ms per document in a debug build; per-document DTD loading would be ~20 ms each.
        #expect(elapsed < .seconds(5))
    }

    @Test("one validator per thread: concurrent validators agree")
    func concurrent() async {
        let names = ["valid-smil-ring.svg", "lint-keytimes.svg", "dtd-transform-origin.svg", "xml-not-well-formed.svg"]
        let expected = names.map { SVGValidator().validate(Fixtures.bytes($0), file: $0) }
        let results = await withTaskGroup(of: [[String]].self) { group in
            for _ in 0..<4 {
                group.addTask {
                    let validator = SVGValidator()  // never shared: each task owns its validator
                    var seen: [[String]] = []
                    for _ in 0..<25 {
                        seen = names.map { validator.validate(Fixtures.bytes($0), file: $0).map(\.description) }
                    }
                    return seen
                }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(results.count == 4)
        for result in results {
            #expect(result == expected.map { $0.map(\.description) })
        }
    }

    @Test("libxml2 reports its version")
    func version() {
        #expect(SVGValidator.libxml2Version.split(separator: ".").count == 3)
        #expect(SVGValidator.libxml2Version.hasPrefix("2."))
    }
}
