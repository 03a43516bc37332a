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

    /// The DTD is parsed once, in `init`, not per document (per-document loading cost ~20 ms each): a validator
    /// made from a copy of the DTD's files still validates, and still applies the DTD, after the copy is gone.
    /// (What validation costs is measured by `Benchmarks/`, not here.)
    @Test("the DTD is parsed once, not per document", Machine.dtd.trait)
    func dtdParsedOnce() throws {
        guard case .loaded(let source) = SVGValidator().dtdStatus else { throw CancellationError() }
        let copy = FileManager.default.temporaryDirectory.appendingPathComponent("ripple-dtd-\(UUID().uuidString)")
        try FileManager.default.copyItem(atPath: (source as NSString).deletingLastPathComponent, toPath: copy.path)
        let validator = SVGValidator(dtdFile: copy.appendingPathComponent((source as NSString).lastPathComponent).path)
        try FileManager.default.removeItem(at: copy)
        #expect(validator.dtdStatus.isLoaded, "\(validator.dtdStatus)")
        for _ in 0..<20 { #expect(validator.validate(Fixtures.bytes("valid-smil-ring.svg"), file: "ring.svg") == []) }
        let invalid = validator.validate(Fixtures.bytes("dtd-transform-origin.svg"), file: "t.svg")
        #expect(!invalid.isEmpty, "the DTD still applies with its files gone")
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
