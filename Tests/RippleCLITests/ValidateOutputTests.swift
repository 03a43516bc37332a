import Foundation
import RippleTestSupport
import Testing

/// `validate` gives every diagnostic `file:line:col:` (a one-line minified file can be debugged), the column
/// pointing at the element's start tag, and reads standard input as `-`.
struct ValidateOutputTests {
    @Test func aMinifiedFilesLintErrorPointsAtItsElement() throws {
        let directory = try BinaryRunner.temporaryDirectory()
        let file = directory.appendingPathComponent("min.svg")
        let document = try CLI.run(["--style", "pulse", "--minify"]).stdout
        let broken = document.replacingOccurrences(of: "keyTimes=\"0;", with: "keyTimes=\"0.1;")
        #expect(broken != document)
        try broken.write(to: file, atomically: true, encoding: .utf8)
        let result = try CLI.run(["validate", file.path])
        #expect(result.status == 1)
        let line = try #require(result.stderr.split(separator: "\n").first { $0.contains("keyTimes must start at 0") })
        let parts = line.split(separator: ":")
        let column = try #require(Int(parts[2]), "\(line)")
        #expect(parts[1] == "1")
        let text = Array(broken)
        #expect(String(text[(column - 1)...].prefix(8)).hasPrefix("<animate"), "column \(column) is the start tag")
    }

    @Test func everyDiagnosticOfTheFixturesHasAColumn() throws {
        let folder = Golden.fixtures.appendingPathComponent("validation")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".svg") }.sorted()
        #expect(files.count > 10)
        for name in files {
            let result = try CLI.run(["validate", folder.appendingPathComponent(name).path])
            for line in result.stderr.split(separator: "\n") {
                guard let marker = line.range(of: ": error: ") ?? line.range(of: ": warning: ") else { continue }
                #expect(line[..<marker.lowerBound].split(separator: ":").count >= 3, "\(name): \(line)")
            }
        }
    }

    @Test func standardInputIsDash() throws {
        let valid = try CLI.run(["--style", "ring"]).stdout
        let ok = try BinaryRunner.run(["validate", "-"], stdin: valid)
        #expect(ok.status == 0, "\(ok.stderr)")
        #expect(ok.stdout == "<stdin>: valid\n")
        let bad = try BinaryRunner.run(["validate", "-"], stdin: valid.replacingOccurrences(of: "dur=\"0.7s\"", with: "dur=\"0s\""))
        #expect(bad.status == 1)
        #expect(bad.stderr.contains("<stdin>:"))
        let twice = try BinaryRunner.run(["validate", "-", "-"], stdin: valid)
        #expect(twice.status == 64)
    }

    @Test func aQuotedValueIsCutInTheMessage() throws {
        // The lint quotes the id a reference names: a 9,000,000-byte one was printed whole (issue 40).
        let directory = try BinaryRunner.temporaryDirectory()
        let file = directory.appendingPathComponent("ref.svg")
        let id = String(repeating: "z", count: 9_000_000)
        try (##"<svg xmlns="http://www.w3.org/2000/svg" version="1.1"><use xlink:href="#"## + id + #"" xmlns:xlink="http://www.w3.org/1999/xlink"/></svg>"#)
            .write(to: file, atomically: true, encoding: .utf8)
        let result = try CLI.run(["validate", file.path])
        #expect(result.status == 1)
        #expect(result.stderr.utf8.count < 3_000, "\(result.stderr.utf8.count) bytes")
        #expect(result.stderr.contains("references unknown id 'zzz"), "\(result.stderr.prefix(300))")
        #expect(result.stderr.contains("zzz… (8,999,"), "\(result.stderr.suffix(300))")
    }
}
