import RippleDiagnostics
import RippleKit
import RippleSerializers
import RippleTemplates
import RippleTestSupport
import RippleValidation
import Testing

/// docs/development.md's "Using the library" example, compiled and run: the block between the markers below is
/// the document's code block, character for character (`theDocumentShowsThisExample` compares them), so the
/// example a Swift user copies builds against the product's public API and does what the text says.
struct LibraryExampleTests {
    enum ExampleError: Error { case noSuchStyle, invalid([Diagnostic]) }

    @Test func theExampleRuns() throws {
        // example begins
        guard let template = try BuiltinStyles.template(named: "ring") else { throw ExampleError.noSuchStyle }
        let ring = try template.resolve(StyleOptions(repeatCount: .count(25)))
        let scale = ring.values(at: 0.35)[0].scale      // 1.6846…: the evaluator, the single source of truth
        let svg = DocumentRenderer.render(ring, options: RenderOptions(format: .css))
        let errors = SVGValidator().validate(svg, file: "ring.svg").filter { $0.severity == .error }
        guard errors.isEmpty else { throw ExampleError.invalid(errors) }
        // example ends
        #expect(abs(scale - 1.6846) < 0.0001)
        #expect(svg.contains("<svg") && svg.contains("@keyframes"))
    }

    @Test func theDocumentShowsThisExample() throws {
        let source = try String(contentsOf: Golden.root.appendingPathComponent("Tests/RippleSerializersTests/LibraryExampleTests.swift"), encoding: .utf8)
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
        let begin = try #require(lines.firstIndex { $0.hasSuffix("// example begins") })
        let end = try #require(lines.firstIndex { $0.hasSuffix("// example ends") })
        let example = lines[(begin + 1)..<end].map { $0.dropFirst(8) }.joined(separator: "\n")
        let document = try String(contentsOf: Golden.root.appendingPathComponent("docs/development.md"), encoding: .utf8)
        #expect(document.contains("```swift\n" + Self.imports + "\n\n" + example + "\n```"), "docs/development.md must show:\n\(example)")
    }

    /// The imports the example needs, as the document shows them.
    static let imports = "import RippleKit\nimport RippleSerializers\nimport RippleTemplates\nimport RippleValidation"
}
