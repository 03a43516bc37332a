import Foundation
@testable import RippleCLI
import RippleDiagnostics
import RippleTestSupport
import Testing

/// docs/cli.md's bounds table is `BoundsTable`, and every row of it holds from the command line: the built
/// binary accepts the limit and refuses one past it, naming the limit, with the row's exit code.
struct BoundsTableTests {
    /// docs/cli.md holds the table between these markers.
    static let section = GeneratedSection(
        file: "docs/cli.md",
        begin: "<!-- bounds table: generated from BoundsTable by BoundsTableTests; RIPPLEGEN_REGENERATE=1 swift test --filter BoundsTableTests rewrites it -->\n",
        end: "<!-- end of the bounds table -->\n", rewrite: "RIPPLEGEN_REGENERATE=1 swift test --filter BoundsTableTests")

    @Test func theDocumentedTableIsTheTable() throws {
        try Self.section.expect(BoundsTable.markdown)
    }

    /// Every row has exactly one probe, and every probe a row: a new bound cannot go untested.
    @Test func everyRowHasAProbe() {
        let subjects = BoundsTable.rows.map(\.bound.subject)
        #expect(Set(subjects).count == subjects.count, "two rows with one subject")
        #expect(Set(subjects) == Set(BoundProbes.all.map(\.subject)), "\(Set(subjects).symmetricDifference(BoundProbes.all.map(\.subject)))")
    }

    static let rows = BoundsTable.rows.map { row in (row, BoundProbes.all.first { $0.subject == row.bound.subject }) }

    @Test(arguments: rows)
    func atTheLimitIsAccepted(_ row: BoundsTable.Row, _ probe: BoundProbe?) throws {
        let probe = try #require(probe)
        guard let at = probe.at else { return }
        let result = try Self.run(at.arguments, at.files, in: BinaryRunner.temporaryDirectory())
        #expect(probe.atExits.contains(result.status), "\(result.stderr.prefix(400))")
        #expect(!Self.names(row, in: result.stderr), "\(result.stderr.prefix(400))")
    }

    /// One past: refused with the row's exit code, naming the limit, nothing written. How fast a refusal is
    /// (a quadratic check would take minutes) is measured by `Benchmarks/bound_refusals.py` on a release build,
    /// from these same probes (`exportTheProbes`), never asserted here.
    @Test(arguments: rows)
    func onePastIsRefusedNamingTheLimit(_ row: BoundsTable.Row, _ probe: BoundProbe?) throws {
        let probe = try #require(probe)
        let directory = try BinaryRunner.temporaryDirectory()
        let result = try Self.run(probe.past.arguments, probe.past.files, in: directory)
        switch row.past {
        case .refused(let code):
            #expect(result.status == code.rawValue, "\(result.stderr.prefix(400))")
            #expect(Self.names(row, in: result.stderr), "\(result.stderr.prefix(400))")
            let left = try FileManager.default.contentsOfDirectory(atPath: directory.path)
            #expect(Set(left) == Set(probe.past.files.keys), "nothing is written: \(left)")
        case .cut:
            #expect(result.status == 1, "\(result.stderr.prefix(400))")
            #expect(result.stderr.split(separator: "\n").count == row.bound.limit + 1, "the limit's lines and one note")
        }
        #expect(probe.says.isEmpty || result.stderr.contains(probe.says), "\(result.stderr.prefix(400))")
    }

    /// Writes every refused row's probe one past its limit (`subject`, `arguments`, `files`, `exit`) as JSON to
    /// the file `RIPPLEGEN_BOUNDS_PROBES` names, for `Benchmarks/bound_refusals.py`, which times them.
    @Test(.enabled(if: ProcessInfo.processInfo.environment["RIPPLEGEN_BOUNDS_PROBES"] != nil))
    func exportTheProbes() throws {
        let path = try #require(ProcessInfo.processInfo.environment["RIPPLEGEN_BOUNDS_PROBES"])
        let probes: [[String: Any]] = Self.rows.compactMap { row, probe in
            guard let probe, case .refused(let code) = row.past else { return nil }
            let output = probe.past.arguments.contains("-o") || Self.isCommand(probe.past.arguments) ? [] : ["-o", "x.svg"]
            return ["subject": row.bound.subject, "arguments": probe.past.arguments + output, "files": probe.past.files,
                    "exit": Int(code.rawValue)]
        }
        let data = try JSONSerialization.data(withJSONObject: probes, options: [.prettyPrinted, .sortedKeys])
        try data.write(to: URL(fileURLWithPath: path))
        #expect(probes.count == BoundsTable.rows.filter { if case .refused = $0.past { true } else { false } }.count)
    }

    /// Whether a message names the row's limit (as written in the table, or without separators); for a cut,
    /// whether the closing note is there.
    static func names(_ row: BoundsTable.Row, in text: String) -> Bool {
        if row.past == .cut { return text.contains("not shown") }
        let limit = row.bound.limit
        return [String(limit), Bound.grouped(limit), "\(limit >> 20) MiB", "\(limit >> 10) KiB", "\(limit / 1_000_000) megapixels"].contains { text.contains($0) }
            && text.contains("error")
    }

    /// The binary under test: the one built with the tests, or `RIPPLEGEN_BOUNDS_BINARY` (a release build).
    static let binary = ProcessInfo.processInfo.environment["RIPPLEGEN_BOUNDS_BINARY"].map { URL(fileURLWithPath: $0) }

    /// Whether the arguments run `validate` or `batch`, which take no `-o FILE.svg`.
    static func isCommand(_ arguments: [String]) -> Bool { arguments.first == "validate" || arguments.first == "batch" }

    /// Runs the binary in `directory` after writing `files` there (a generating run writes `x.svg`).
    static func run(_ arguments: [String], _ files: [String: String], in directory: URL) throws -> BinaryRunner.Result {
        for (name, text) in files { try Data(text.utf8).write(to: directory.appendingPathComponent(name)) }
        let output = arguments.contains("-o") || isCommand(arguments) ? [] : ["-o", "x.svg"]
        return try BinaryRunner.run(arguments + output, in: directory, executable: binary)
    }
}
