import Foundation
import RippleTestSupport
import Testing

/// `--check` says what differs in a committed file: final newline, line endings, encoding, and where a long
/// (minified) line differs; a missing snapshot is drift (exit 1); nothing is ever written.
struct SnapshotCheckTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let id: String
        let arguments: [String]
        let mutate: @Sendable ([UInt8]) -> [UInt8]
        let message: String
        var testDescription: String { id }
    }

    static let cases: [Case] = [
        Case(id: "no final newline", arguments: ["--style", "ring"], mutate: { Array($0.dropLast()) },
             message: "only the final newline differs (the committed file lacks it)"),
        Case(id: "an extra final newline", arguments: ["--style", "ring"], mutate: { $0 + [10] },
             message: "only the final newline differs (the committed file has an extra one)"),
        Case(id: "CRLF", arguments: ["--style", "fill"], mutate: { bytes in bytes.flatMap { $0 == 10 ? [13, 10] : [$0] } },
             message: "the committed file has CRLF line endings; ripplegen writes LF"),
        Case(id: "byte order mark", arguments: ["--style", "ring"], mutate: { [0xEF, 0xBB, 0xBF] + $0 },
             message: "starts with a byte order mark"),
        Case(id: "UTF-16", arguments: ["--style", "ring"], mutate: { bytes in [0xFF, 0xFE] + bytes.flatMap { [$0, 0] } },
             message: "the committed file is UTF-16; ripplegen writes UTF-8"),
        Case(id: "minified, changed in the middle", arguments: ["--style", "pulse", "--minify"],
             mutate: { bytes in var copy = bytes; copy[copy.count / 2] = UInt8(ascii: "#"); return copy },
             message: "first difference: committed '"),
    ]

    @Test(arguments: cases)
    func checkSaysWhatDiffers(_ item: Case) throws {
        let directory = try BinaryRunner.temporaryDirectory()
        let file = directory.appendingPathComponent("a.svg")
        #expect(try CLI.run(item.arguments + ["-o", file.path]).status == 0)
        let committed = item.mutate([UInt8](try Data(contentsOf: file)))
        try Data(committed).write(to: file)
        let result = try CLI.run(item.arguments + ["-o", file.path, "--check"])
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("\(file.path): out of date; regenerate it without --check\n"), "\(result.stderr)")
        #expect(result.stderr.contains(item.message), "\(result.stderr)")
        #expect([UInt8](try Data(contentsOf: file)) == committed, "--check never writes")
        if item.arguments.contains("--minify") {
            #expect(result.stderr.contains("\(file.path):1:"), "a one-line file is reported by line and column")
            let lines = result.stderr.replacingOccurrences(of: file.path, with: "F").split(separator: "\n")
            #expect(lines.allSatisfy { $0.count < 200 }, "no whole-line dump")
        }
    }

    @Test func aMissingSnapshotIsDriftInEveryMode() throws {
        let directory = try BinaryRunner.temporaryDirectory()
        for (arguments, file) in [(["--style", "ring"], "a.svg"), (["--style", "ring", "--filmstrip", "2"], "a.png"),
                                  (["--style", "material", "--format", "web"], "a.css")] {
            let result = try CLI.run(arguments + ["-o", file, "--check"], in: directory)
            #expect(result.status == 1, "\(arguments): \(result.stderr)")
            #expect(result.stderr.contains("\(file): missing; generate it without --check"), "\(result.stderr)")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
    }
}
