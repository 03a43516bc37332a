import Foundation
import RippleTestSupport
import Testing

/// `--spec FILE`: a user's own style, and errors that point into the file.
struct SpecFileTests {
    static let example = Golden.fixtures.appendingPathComponent("specs/double-ring.json")

    @Test func theDocumentedExampleRendersInBothFormats() throws {
        for format in ["smil", "css"] {
            let result = try CLI.run(["--spec", Self.example.path, "--format", format])
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stdout.contains("<title>Double-ring ripple</title>"))
            #expect(result.stdout.contains(format == "css" ? "-0.6s infinite" : #"begin="-0.6s""#))
        }
    }

    @Test func theTemplatesReadmeShowsTheExample() throws {
        let readme = try String(contentsOf: Golden.root.appendingPathComponent("Templates/README.md"), encoding: .utf8)
        let example = try String(contentsOf: Self.example, encoding: .utf8)
        #expect(readme.contains(example.trimmingCharacters(in: .whitespacesAndNewlines)))
    }

    struct Case: Sendable, CustomTestStringConvertible {
        let id: String
        let edit: (from: String, to: String)
        let stderr: String
        var testDescription: String { id }
    }

    static let cases: [Case] = [
        Case(id: "unknown key", edit: (#""paint""#, #""pain""#), stderr: "double.json:8:36: error: layers[0]: unknown key 'pain'; did you mean 'paint'?"),
        Case(id: "bad value", edit: (#""W/4""#, #""W/4 - 100""#), stderr: "double.json:8:27: error: layers[0].size: a ripple's size must be positive"),
        Case(id: "wrong type", edit: (#""count": 2"#, #""count": true"#), stderr: "double.json:8:16: error: layers[0].count: expected a number or a string, found a boolean"),
        Case(id: "bad expression", edit: (#""-i*0.6""#, #""-i*""#), stderr: "double.json:8:88: error: layers[0].delay: expression '-i*': unexpected end of expression"),
        Case(id: "unknown variable", edit: (#""cx""#, #""centerX""#), stderr: "double.json:8:66: error: layers[0].center[0]: unknown variable 'centerX'"),
        Case(id: "not JSON", edit: (#""layers": ["#, #""layers": [,"#), stderr: "double.json:7:14: error:"),
    ]

    @Test(arguments: cases)
    func errorsPointIntoTheFile(_ item: Case) throws {
        let directory = try BinaryRunner.temporaryDirectory()
        let spec = directory.appendingPathComponent("double.json")
        let text = try String(contentsOf: Self.example, encoding: .utf8)
        #expect(text.contains(item.edit.from))
        try text.replacingOccurrences(of: item.edit.from, with: item.edit.to).write(to: spec, atomically: true, encoding: .utf8)
        let result = try CLI.run(["--spec", "double.json", "-o", "out.svg"], in: directory)
        #expect(result.status == 65)
        #expect(result.stderr.contains(item.stderr), "stderr was: \(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("out.svg").path))
    }

    @Test(arguments: [("not-utf8.json", "invalid UTF-8 (byte 0xE9)"), ("too-deep.json", "nested more than 64 levels deep"),
                      ("trailing-comma.json", "error:"), ("duplicate-key.json", "duplicate key"), ("unknown-key.json", "did you mean")])
    func badSpecFixtures(_ file: String, _ fragment: String) throws {
        let path = Golden.fixtures.appendingPathComponent("specs/bad/\(file)").path
        let result = try CLI.run(["--spec", path])
        #expect(result.status == 65)
        #expect(result.stderr.hasPrefix("\(path):"), "\(result.stderr)")
        #expect(result.stderr.contains(fragment), "\(result.stderr)")
        #expect(result.stdout.isEmpty)
    }

    @Test func hugeSpecsAreRefusedBeforeParsing() throws {
        let directory = try BinaryRunner.temporaryDirectory()
        let huge = directory.appendingPathComponent("huge.json")
        try Data(repeating: UInt8(ascii: " "), count: 2 * 1024 * 1024).write(to: huge)
        let result = try CLI.run(["--spec", huge.path])
        #expect(result.status == 65)
        #expect(result.stderr.contains("larger than 1024 KiB (1,048,576 bytes); refused"))
    }

    @Test func unreadableSpecs() throws {
        let directory = try BinaryRunner.temporaryDirectory()
        let missing = try CLI.run(["--spec", "nope.json"], in: directory)
        #expect(missing.status == 66)
        #expect(missing.stderr.contains("spec nope.json: no such file"))
        let folder = try CLI.run(["--spec", directory.path])
        #expect(folder.status == 66)
        #expect(folder.stderr.contains("is a directory"))
        let spec = directory.appendingPathComponent("s.json")
        try Data(contentsOf: Self.example).write(to: spec)
        let same = try CLI.run(["--spec", "s.json", "-o", "./s.json"], in: directory)
        #expect(same.status == 64)
        #expect(same.stderr.contains("is the spec file itself"))
        #expect(try Data(contentsOf: spec) == Data(contentsOf: Self.example))
    }
}
