import RippleKit
import RipplePipeline
import RippleTemplates
import RippleTestSupport
import Testing

/// docs/development.md's "Using the library" example, compiled and run: the block between the markers below is
/// the document's code block, character for character (`theDocumentShowsThisExample` compares them), so the
/// example a Swift user copies builds against the product's public API and does what the text says.
struct LibraryExampleTests {
    enum ExampleError: Error { case noSuchStyle, noSuchKind }

    @Test func theExampleRuns() throws {
        // example begins
        guard let template = try BuiltinStyles.template(named: "ring") else { throw ExampleError.noSuchStyle }
        let options = StyleOptions(repeatCount: .count(25))
        let ring = try template.resolve(options)
        let scale = ring.values(at: 0.35)[0].scale      // 1.6846…: the evaluator, the single source of truth
        guard let css = OutputKind.named("css") else { throw ExampleError.noSuchKind }
        let files = try Pipeline.render(OutputRequest(style: template, options: options, kind: css))
        let svg = String(decoding: files[0].bytes, as: UTF8.self)  // checked by libxml2 and the lint, or thrown
        // example ends
        #expect(abs(scale - 1.6846) < 0.0001)
        #expect(svg.contains("<svg") && svg.contains("@keyframes") && files[0].validated)
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
    static let imports = "import RippleKit\nimport RipplePipeline\nimport RippleTemplates"
}
