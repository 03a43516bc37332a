import Foundation
@testable import RippleCLI
import RippleDiagnostics
import RippleTestSupport
import Testing

/// docs/cli.md's bounds table is `BoundsTable`, and every row of it holds from the command line: the built
/// binary accepts the limit and refuses one past it, naming the limit, with the row's exit code, at once.
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
        let (result, _) = try Self.run(at, in: BinaryRunner.temporaryDirectory())
        #expect(probe.atExits.contains(result.status), "\(result.stderr.prefix(400))")
        #expect(!Self.names(row, in: result.stderr), "\(result.stderr.prefix(400))")
    }

    /// One past: refused with the row's exit code, naming the limit, nothing written, in under 5 s of a debug
    /// build (a quadratic check would take minutes). The release build's ≤ 0.1 s is checked by the same test with
    /// `RIPPLEGEN_BOUNDS_BINARY=.build/release/ripplegen RIPPLEGEN_REFUSAL_SECONDS=0.1`.
    @Test(arguments: rows)
    func onePastIsRefusedNamingTheLimit(_ row: BoundsTable.Row, _ probe: BoundProbe?) throws {
        let probe = try #require(probe)
        let directory = try BinaryRunner.temporaryDirectory()
        let (result, elapsed) = try Self.run(probe.past, in: directory)
        switch row.past {
        case .refused(let code):
            #expect(result.status == code.rawValue, "\(result.stderr.prefix(400))")
            #expect(Self.names(row, in: result.stderr), "\(result.stderr.prefix(400))")
            #expect(elapsed < Self.refusalSeconds, "refused after \(elapsed) s")
            let left = try FileManager.default.contentsOfDirectory(atPath: directory.path)
            #expect(Set(left) == probe.past.names, "nothing is written: \(left)")
        case .cut:
            #expect(result.status == 1, "\(result.stderr.prefix(400))")
            #expect(result.stderr.split(separator: "\n").count == row.bound.limit + 1, "the limit's lines and one note")
        }
        #expect(probe.says.isEmpty || result.stderr.contains(probe.says), "\(result.stderr.prefix(400))")
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
    /// How long a refusal may take: 5 s in a debug build, `RIPPLEGEN_REFUSAL_SECONDS` when set.
    static let refusalSeconds = ProcessInfo.processInfo.environment["RIPPLEGEN_REFUSAL_SECONDS"].flatMap(Double.init) ?? 5

    /// Runs the binary in `directory` after writing `files` there (a generating run writes `x.svg`); the time
    /// is the run's alone.
    static func run(_ run: BoundProbe.Run, in directory: URL) throws -> (BinaryRunner.Result, TimeInterval) {
        let arguments = run.arguments
        for (name, text) in run.files { try Data(text.utf8).write(to: directory.appendingPathComponent(name)) }
        for (name, bytes) in run.data { try Data(bytes).write(to: directory.appendingPathComponent(name)) }
        let output = arguments.contains("-o") ? [] : ["-o", "x.svg"]
        let isValidate = arguments.first == "validate" || arguments.first == "batch"
        let started = Date()
        let result = try BinaryRunner.run(arguments + (isValidate ? [] : output), in: directory, executable: binary)
        return (result, Date().timeIntervalSince(started))
    }
}
