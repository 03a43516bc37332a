import Foundation
import RippleKit
import RipplePipeline
import RippleTemplates
import RippleTestSupport
import Testing
@testable import RippleCLI

/// docs/library.md's example compiles and runs as written, makes the bytes the command line it names writes,
/// and is the same code as the document's.
struct LibraryDocTests {
    /// The example, line for line as in docs/library.md (between the markers, without its imports).
    static func example() throws -> [String: [UInt8]] {
        // docs/library.md begins
        let material = try BuiltinStyles.template(named: "material")!
        var options = StyleOptions()
        options.color = RGBA(hex: 0x1e88e5)
        let request = try OutputRequest(style: material, options: options, kind: OutputKind.named("web")!)
        var made: [String: [UInt8]] = [:]
        for file in try Pipeline.render(request) {
            // "material.css" text/css, "material.js" and "material.mjs" text/javascript, "material.d.mts" its types
            print("material" + file.ending, file.mediaType, file.bytes.count, "bytes, checked:", file.validated)
            made["material" + file.ending] = file.bytes
        }
        // docs/library.md ends
        return made
    }

    @Test func theExampleMakesTheCommandLinesFiles() throws {
        let made = try Self.example()
        #expect(made.keys.sorted() == ["material.css", "material.d.mts", "material.js", "material.mjs"])
        let directory = try BinaryRunner.temporaryDirectory()
        let console = BufferConsole()
        let status = RippleGen.run(["--style", "material", "--color", "#1e88e5", "--format", "web", "-o", "material.css"],
                                   environment: [:], console: console, workingDirectory: directory.path)
        #expect(status == 0, "\(console.stderr)")
        for (name, bytes) in made {
            #expect(try Data(contentsOf: directory.appendingPathComponent(name)) == Data(bytes), "\(name)")
        }
    }

    @Test func theDocumentShowsTheTestsCode() throws {
        let document = try String(contentsOf: Golden.root.appendingPathComponent("docs/library.md"), encoding: .utf8)
        let block = try #require(document.components(separatedBy: "```swift\n").dropFirst().first?.components(separatedBy: "```").first)
        let documented = block.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.hasPrefix("import ") }
            .drop { $0.isEmpty }.joined(separator: "\n")
        let source = try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)
        let marked = try #require(source.components(separatedBy: "// docs/library.md begins\n").dropFirst().first?
            .components(separatedBy: "        // docs/library.md ends").first)
        let tested = marked.split(separator: "\n", omittingEmptySubsequences: false).map { $0.dropFirst(8) }.joined(separator: "\n")
        #expect(documented == tested)
    }
}
