import Foundation
import RippleTestSupport
import Testing

/// Bad batch entries fail alone, named, while the others are still made; a bad manifest or command
/// line stops everything before any work; the exit code is the worst failure's.
struct BatchErrorTests {
    static let badEntries = Golden.fixtures.appendingPathComponent("batch/bad-entries.json")

    /// The shared run of `bad-entries.json`.
    static let shared: Result<(URL, BinaryRunner.Result), any Error> = Result {
        let directory = try BinaryRunner.temporaryDirectory().appendingPathComponent("out")
        return (directory, try CLI.run(["batch", badEntries.path, "-o", directory.path, "--jobs", "3"]))
    }

    struct Case: Sendable, CustomTestStringConvertible {
        let id: String
        let stderr: String
        var testDescription: String { id }
    }

    static let entryCases: [Case] = [
        Case(id: "unknown style", stderr: "ripplegen: error: assets[1] (typo-style): --style: unknown style 'rign'; did you mean 'ring'?"),
        Case(id: "bad flag value", stderr: "ripplegen: error: assets[2] (bad-repeat): --repeat: must be at least 1 (got 0)"),
        Case(id: "unknown arg key", stderr: "ripplegen: error: assets[3] (typo-flag): unknown option '--repet'; did you mean '--repeat'?"),
        Case(id: "duplicate name, first", stderr: "bad-entries.json:3:15: error: assets[0] (good-ring): duplicate name 'good-ring': also used by assets[4] (good-ring)"),
        Case(id: "duplicate name, second", stderr: "bad-entries.json:7:15: error: assets[4] (good-ring): duplicate name 'good-ring': also used by assets[0] (good-ring)"),
        Case(id: "unsafe name", stderr: "bad-entries.json:8:15: error: assets[5] (../escape): name '../escape' is not a safe file name: '/' is not allowed"),
        Case(id: "hidden name", stderr: "assets[9] (.hidden): name '.hidden' is not a safe file name: it starts with '.'"),
        Case(id: "missing spec", stderr: "ripplegen: error: assets[6] (no-spec): spec \(Golden.fixtures.path)/batch/specs/missing.json: no such file"),
        Case(id: "matrix value out of range", stderr: "ripplegen: error: assets[7] (pulse-13): --rings: must be at most 12 (got 13)"),
        Case(id: "dashes in a key", stderr: "assets[10] (dashes): '--repeat': write flag names without dashes ('repeat')"),
        Case(id: "output in args", stderr: "assets[11] (with-output): 'output': batch names its files OUTDIR/NAME.svg"),
        Case(id: "unknown placeholder", stderr: "assets[12] (ring-{colour}): name: '{colour}' is not a matrix axis; did you mean '{color}'?"),
        Case(id: "unknown format", stderr: "assets[13] (bad-format): --format: unknown format 'csss'; did you mean 'css'?"),
        Case(id: "another style's flag", stderr: "assets[14] (other-style-flag): --period is an option of style 'pulse', not of this style"),
        Case(id: "value for a flag", stderr: "assets[15] (flag-with-value): --minify takes no value"),
    ]

    @Test(arguments: entryCases)
    func aBadEntryIsNamed(_ item: Case) throws {
        let (_, result) = try Self.shared.get()
        #expect(result.status == 65)
        #expect(result.stderr.contains(item.stderr), "stderr was: \(result.stderr)")
    }

    @Test func theGoodEntriesAreStillWritten() throws {
        let (directory, result) = try Self.shared.get()
        let written = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
        #expect(written == ["good-fill-css.svg", "good-fill-smil.svg", "pulse-2.svg"])
        #expect(result.stdout.hasSuffix("19 files: 3 written, 16 failed\n"))
        #expect(result.stdout.contains("typo-style.svg            -     -  -      failed\n"))
        #expect(result.stderr.components(separatedBy: "(ring-{colour})").count == 2, "one message per entry, not per combination")
        let single = try CLI.run(["--style", "fill", "--format", "css", "--origin", "10,20"])
        #expect(try Data(contentsOf: directory.appendingPathComponent("good-fill-css.svg")) == Data(single.stdout.utf8))
    }

    /// Manifests that stop the batch before any work: the message, the exit code, and no OUTDIR.
    struct ManifestCase: Sendable, CustomTestStringConvertible {
        let file: String
        let stderr: String
        var status: Int32 = 65
        var testDescription: String { file }
    }

    static let manifestCases: [ManifestCase] = [
        ManifestCase(file: "malformed.json", stderr: "malformed.json:3:38: error: assets[0]: trailing comma before '}'"),
        ManifestCase(file: "unknown-key.json", stderr: "unknown-key.json:4:23: error: assets[0]: unknown key 'stlye'; did you mean 'style'?"),
        ManifestCase(file: "wrong-type.json", stderr: "wrong-type.json:3:43: error: assets[0].args.repeat: expected a boolean, a number or a string, found null"),
        ManifestCase(file: "too-many.json", stderr: "too-many.json:5:17: error: assets[1].matrix: the manifest expands to more than 100000 assets (this entry makes 103823)"),
        ManifestCase(file: "missing.json", stderr: "ripplegen: error: manifest \(Golden.fixtures.path)/batch/missing.json: no such file", status: 66),
    ]

    @Test(arguments: manifestCases)
    func aBadManifestStopsBeforeAnyWork(_ item: ManifestCase) throws {
        let directory = try BinaryRunner.temporaryDirectory().appendingPathComponent("out")
        let manifest = Golden.fixtures.appendingPathComponent("batch/\(item.file)").path
        let result = try CLI.run(["batch", manifest, "-o", directory.path])
        #expect(result.status == item.status)
        #expect(result.stderr.contains(item.stderr), "stderr was: \(result.stderr)")
        #expect(result.stdout.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: directory.path), "OUTDIR is not created for a manifest that fails")
    }

    static let usageCases: [(arguments: [String], stderr: String)] = [
        ([], "batch needs a MANIFEST"),
        (["m.json"], "batch needs -o OUTDIR"),
        (["m.json", "n.json", "-o", "out"], "unexpected argument 'n.json'; batch takes one MANIFEST"),
        (["m.json", "-o", "out", "--jobs", "0"], "--jobs: '0' is not a number of jobs from 1 to 1024"),
        (["m.json", "-o", "out", "--jobs", "many"], "--jobs: 'many' is not a number of jobs"),
        (["m.json", "-o", "out", "--jbos", "2"], "unknown option '--jbos'; did you mean '--jobs'?"),
    ]

    @Test(arguments: usageCases)
    func usageErrorsAreExit64(_ arguments: [String], _ stderr: String) throws {
        let result = try CLI.run(["batch"] + arguments)
        #expect(result.status == 64)
        #expect(result.stderr.contains(stderr), "stderr was: \(result.stderr)")
    }

    @Test func aMisspelledCommandSuggestsBatch() throws {
        let result = try CLI.run(["bacth"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("unknown command 'bacth'; did you mean 'batch'?"))
        let help = try CLI.run(["batch", "--help"])
        #expect(help.status == 0)
        #expect(help.stdout.contains("USAGE: ripplegen batch MANIFEST.json -o OUTDIR"))
        #expect(try CLI.run(["--help"]).stdout.contains("ripplegen batch MANIFEST.json"))
    }

    @Test func anOutdirThatCannotBeMadeIsExit73() throws {
        let base = try BinaryRunner.temporaryDirectory()
        let manifest = BatchTests.manifest.path
        let orphan = try CLI.run(["batch", manifest, "-o", base.appendingPathComponent("no/such/out").path])
        #expect(orphan.status == 73)
        #expect(orphan.stderr.contains("does not exist"), "\(orphan.stderr)")
        let file = base.appendingPathComponent("file")
        try "x".write(to: file, atomically: true, encoding: .utf8)
        let notDirectory = try CLI.run(["batch", manifest, "-o", file.path])
        #expect(notDirectory.status == 73)
        #expect(notDirectory.stderr.contains("not a directory"), "\(notDirectory.stderr)")
    }

    @Test func anUnwritableFileIsExit73AndOutranksBadEntries() throws {
        let directory = try BinaryRunner.temporaryDirectory()
        // A directory where an asset goes cannot be replaced by a file.
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("pulse-2.svg"), withIntermediateDirectories: false)
        let result = try CLI.run(["batch", Self.badEntries.path, "-o", directory.path])
        #expect(result.status == 73, "73 beats the entries' 65: \(result.stderr)")
        #expect(result.stderr.contains("ripplegen: error: assets[7] (pulse-2): cannot write \(directory.path)/pulse-2.svg: is a directory"))
        #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("good-fill-css.svg").path))
    }

    @Test func aRequiredButMissingDTDIsExit70BeforeAnyWork() throws {
        let directory = try BinaryRunner.temporaryDirectory().appendingPathComponent("out")
        let environment = ["XML_CATALOG_FILES": "/nonexistent/catalog", "RIPPLEGEN_REQUIRE_DTD": "1"]
        let result = try CLI.run(["batch", BatchTests.manifest.path, "-o", directory.path], environment: environment)
        #expect(result.status == 70)
        #expect(result.stderr.contains("w3c-sgml-lib"))
        #expect(!FileManager.default.fileExists(atPath: directory.path))
    }
}
