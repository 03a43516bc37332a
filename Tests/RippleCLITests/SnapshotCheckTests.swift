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

    /// The committed file `committed(generated)` checked against `--style ring`: the exit status and stderr.
    private func check(_ committed: ([String]) -> [String]) throws -> (status: Int32, stderr: String) {
        let directory = try BinaryRunner.temporaryDirectory()
        let file = directory.appendingPathComponent("a.svg")
        #expect(try CLI.run(["--style", "ring", "-o", file.path]).status == 0)
        let generated = try String(contentsOf: file, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        try committed(generated).joined(separator: "\n").write(to: file, atomically: true, encoding: .utf8)
        let result = try CLI.run(["--style", "ring", "-o", file.path, "--check"])
        return (result.status, result.stderr.replacingOccurrences(of: file.path, with: "a.svg"))
    }

    @Test func aSmallChangeIsAnExactUnifiedDiff() throws {
        var generated: [String] = []
        let (status, stderr) = try check { lines in
            generated = lines
            var copy = lines
            copy[1] = "changed"
            copy.insert("added", at: 4)
            return copy
        }
        let g = generated
        #expect(status == 1)
        #expect(stderr == """
            a.svg: out of date; regenerate it without --check
            --- a.svg
            +++ a.svg (generated)
            @@ -1,8 +1,7 @@
             \(g[0])
            -changed
            +\(g[1])
             \(g[2])
             \(g[3])
            -added
             \(g[4])
             \(g[5])
             \(g[6])

            """, "\(stderr)")
    }

    @Test func aCommittedFileOf80000LinesGetsABoundedAnswer() throws {
        // 76 s and 964 KB of messages before the diff was bounded (Benchmarks/quadratic_inputs.py times it).
        let (status, stderr) = try check { _ in (0..<80_000).map { "line \($0)" } }
        #expect(status == 1)
        #expect(stderr.count < 2_000, "\(stderr.prefix(3_000))")
        #expect(stderr.contains("committed lines 1–80,000 (of 80,000) and generated lines 1–"), "\(stderr)")
        #expect(stderr.contains("differ by more than 1,000 lines removed or added: too many to diff"))
        #expect(stderr.contains("first difference at line 1: committed 'line 0' vs generated '<svg"), "\(stderr)")
    }

    @Test func aLongDiffIsCutWithACount() throws {
        // 700 lines removed: within the search's bound, past the printed one.
        let (status, stderr) = try check { lines in Array(lines.prefix(lines.count - 1)) + (0..<700).map { "committed \($0)" } + [""] }
        let printed = stderr.split(separator: "\n")
        #expect(status == 1)
        #expect(printed.count == 201, "200 lines and the count: \(printed.count) lines")
        // The finding, 2 headers, the hunk's header and 3 lines of context leave room for 193 of the 700.
        #expect(printed.last == "… the diff goes on: 507 more lines removed or added (up to line 709 of the committed file) not shown")
    }

    @Test func a15MBLineIsCutInTheDiff() throws {
        let (status, stderr) = try check { lines in ["x", String(repeating: "a", count: 15_000_000)] + lines }
        #expect(status == 1)
        #expect(stderr.utf8.count < 10_000, "\(stderr.utf8.count) bytes")
        #expect(stderr.contains("… (14,999,0"), "\(stderr.prefix(2_000))")
    }
}
