import Foundation
import RippleValidation
import Testing

/// DTD files that must not load: the validator then degrades instead of trusting them.
struct BrokenDTDTests {
    /// Writes `text` as `svg11.dtd` in a fresh directory and builds a validator from it.
    private func validator(dtd text: String) throws -> (SVGValidator, URL) {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("ripple-dtd-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let file = directory.appendingPathComponent("svg11.dtd")
        try text.write(to: file, atomically: true, encoding: .utf8)
        return (SVGValidator(dtdFile: file.path), directory)
    }

    @Test("a DTD that refers outside its directory is refused, and the file is not read")
    func refersOutside() throws {
        let (validator, directory) = try validator(dtd: """
            <!ENTITY % outside SYSTEM "file:///etc/hostname">
            %outside;
            <!ELEMENT svg ANY>
            """)
        defer { try? FileManager.default.removeItem(at: directory) }
        guard case .missing(let reason) = validator.dtdStatus else {
            Issue.record("expected .missing, got \(validator.dtdStatus)")
            return
        }
        #expect(reason.contains("refers to file:///etc/hostname, outside its directory, which was not read"))
        #expect(reason.contains("w3c-sgml-lib"))
    }

    @Test("a DTD that does not parse is reported with libxml2's reason")
    func malformed() throws {
        let (validator, directory) = try validator(dtd: "<!ELEMENT svg ANY>\n<!ATTLIST oops\n")
        defer { try? FileManager.default.removeItem(at: directory) }
        guard case .missing(let reason) = validator.dtdStatus else {
            Issue.record("expected .missing, got \(validator.dtdStatus)")
            return
        }
        #expect(reason.hasPrefix("could not parse the SVG 1.1 DTD at "))
        #expect(reason.contains("error: "))
        // Validation still works without it.
        #expect(validator.validate(Fixtures.bytes("lint-root.svg"), file: "t.svg").count == 1)
    }

    @Test("a DTD in an allowed directory may use its own modules")
    func localModules() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("ripple-dtd-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try "<!ELEMENT svg EMPTY>\n<!ATTLIST svg xmlns CDATA #FIXED 'http://www.w3.org/2000/svg'>\n"
            .write(to: directory.appendingPathComponent("module.mod"), atomically: true, encoding: .utf8)
        let file = directory.appendingPathComponent("svg11.dtd")
        try "<!ENTITY % module SYSTEM \"module.mod\">\n%module;\n".write(to: file, atomically: true, encoding: .utf8)
        let validator = SVGValidator(dtdFile: file.path)
        #expect(validator.dtdStatus.isLoaded)
        #expect(validator.validate("<svg xmlns=\"http://www.w3.org/2000/svg\"/>", file: "t.svg") == [])
        #expect(validator.validate("<svg xmlns=\"http://www.w3.org/2000/svg\"><g/></svg>", file: "t.svg")
            .map(\.message) == ["element svg was declared EMPTY this one has content", "no declaration for element g"])
    }

    @Test("a missing DTD file is reported, not a crash")
    func missingFile() {
        let validator = SVGValidator(dtdFile: "/nonexistent/svg11.dtd")
        #expect(!validator.dtdStatus.isLoaded)
    }
}
