import Foundation
import RippleTestSupport
import Testing

/// `ripplegen batch`: every file is what `ripplegen` makes alone with the same flags, whatever `--jobs`,
/// and a second run or a `--check` touches nothing.
struct BatchTests {
    static let manifest = Golden.fixtures.appendingPathComponent("batch/manifest.json")
    static let doubleRing = Golden.fixtures.appendingPathComponent("specs/double-ring.json").path

    /// One file of `Fixtures/batch/manifest.json` and the single command that makes the same bytes.
    struct Case: Sendable, CustomTestStringConvertible {
        let file: String
        let arguments: [String]
        var testDescription: String { file }
    }

    static let cases: [Case] = [
        Case(file: "ring-25-smil.svg", arguments: ["--style", "ring", "--repeat", "25", "--format", "smil"]),
        Case(file: "ring-25-css.svg", arguments: ["--style", "ring", "--repeat", "25", "--format", "css"]),
        Case(file: "press.svg", arguments: ["--style", "material", "--format", "css", "--repeat", "indefinite", "--origin", "20,30",
                                            "--hold", "0.6", "--unbounded", "--minify"]),
        Case(file: "double-ring.svg", arguments: ["--spec", doubleRing, "--repeat", "indefinite", "--delay", "-0.35"]),
        Case(file: "ring-48x48-1e88e5.svg", arguments: ["--style", "ring", "--size", "48x48", "--color", "#1e88e5", "--format", "css",
                                                        "--repeat", "indefinite", "--duration", "1.2"]),
        Case(file: "pulse-96x96-e91e63.svg", arguments: ["--style", "pulse", "--size", "96x96", "--color", "#e91e63", "--format", "css",
                                                         "--repeat", "indefinite", "--duration", "1.2"]),
        // One asset in two formats: one worker makes both and resolves the style once (ThreadMemo).
        Case(file: "splash-min-smil.svg", arguments: ["--style", "splash", "--format", "smil", "--repeat", "indefinite",
                                                      "--origin", "40,30", "--minify"]),
        Case(file: "splash-min-css.svg", arguments: ["--style", "splash", "--format", "css", "--repeat", "indefinite",
                                                     "--origin", "40,30", "--minify"]),
        Case(file: "poster.svg", arguments: ["--style", "pulse", "--repeat", "indefinite", "--at", "1", "--title", "Pulse poster",
                                             "--rings", "4"]),
    ]

    /// Every file the manifest makes, in manifest order.
    static let files = ["ring-25-smil.svg", "ring-25-css.svg", "press.svg", "double-ring.svg"]
        + ["ring", "pulse"].flatMap { style in
            ["48x48", "96x96"].flatMap { size in ["1e88e5", "e91e63"].map { "\(style)-\(size)-\($0).svg" } }
        } + ["splash-min-smil.svg", "splash-min-css.svg", "poster.svg"]

    /// One batch run shared by the case table: OUTDIR and the run's result.
    static let shared: Result<(URL, BinaryRunner.Result), any Error> = Result {
        let directory = try BinaryRunner.temporaryDirectory().appendingPathComponent("out")
        return (directory, try CLI.run(["batch", manifest.path, "-o", directory.path]))
    }

    @Test(arguments: cases)
    func eachFileIsTheSingleCommandsOutput(_ item: Case) throws {
        let (directory, batch) = try Self.shared.get()
        #expect(batch.status == 0, "\(batch.stderr)")
        let single = try CLI.run(item.arguments)
        #expect(single.status == 0, "\(single.stderr)")
        let made = try Data(contentsOf: directory.appendingPathComponent(item.file))
        #expect(made == Data(single.stdout.utf8), "\(item.file) differs from ripplegen \(item.arguments.joined(separator: " "))")
    }

    @Test func theSummaryListsEveryFileInManifestOrder() throws {
        let (directory, batch) = try Self.shared.get()
        #expect(batch.status == 0)
        #expect(!batch.stderr.contains("\r"), "no progress when stderr is not a terminal")
        #expect(!batch.stderr.contains("error"), "\(batch.stderr)")
        let lines = batch.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first?.split(separator: " ", omittingEmptySubsequences: true) == ["file", "bytes", "gzip", "valid", "status"])
        #expect(lines.last == "\(Self.files.count) files: \(Self.files.count) written")
        let rows = lines.dropFirst().dropLast().map { $0.split(separator: " ").map(String.init) }
        #expect(rows.map { $0[0] } == Self.files)
        for row in rows {
            let size = try #require(Int(row[1]))
            #expect(size == (try Data(contentsOf: directory.appendingPathComponent(row[0]))).count)
            let gzip = try #require(Int(row[2]), "zlib is installed wherever the tests run")
            #expect(gzip > 20 && gzip < size)
            #expect(Array(row[3...]) == ["yes", "written"])
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() == Self.files.sorted(),
                "nothing else, no temporary file")
    }

    /// `python3` on PATH (its zlib is the second opinion on the gzip column).
    static let python3 = BinaryRunner.onPath("python3")
    static let python3Requirement = Requirement.onPath("python3")

    @Test(python3Requirement.trait)
    func gzipSizesAreWhatZlibMakesAtLevel9() throws {
        let (directory, batch) = try Self.shared.get()
        let script = "import gzip, sys\nfor p in sys.argv[1:]: print(len(gzip.compress(open(p, 'rb').read(), 9)))"
        let interpreter: URL = try #require(Self.python3)
        let python = try BinaryRunner.run(["-c", script] + Self.files.map { directory.appendingPathComponent($0).path },
                                          executable: interpreter)
        try #require(python.status == 0, "python3 could not compress the files: \(python.stderr)")
        let output = python.stdout
        let expected = output.split(separator: "\n").map(String.init)
        let reported = batch.stdout.split(separator: "\n").dropFirst().dropLast().map { $0.split(separator: " ").map(String.init)[2] }
        #expect(reported == expected)
    }

    @Test func theNumberOfJobsChangesNoByte() throws {
        let base = try BinaryRunner.temporaryDirectory()
        var runs: [(stdout: String, files: [String: Data])] = []
        for jobs in ["1", "4"] {
            let directory = base.appendingPathComponent("jobs-\(jobs)")
            let result = try CLI.run(["batch", Self.manifest.path, "-o", directory.path, "--jobs", jobs])
            #expect(result.status == 0, "\(result.stderr)")
            var files: [String: Data] = [:]
            for file in Self.files { files[file] = try Data(contentsOf: directory.appendingPathComponent(file)) }
            runs.append((result.stdout, files))
        }
        #expect(runs[0].stdout == runs[1].stdout)
        #expect(runs[0].files == runs[1].files)
    }

    @Test func aSecondRunChangesNothing() throws {
        let directory = try BinaryRunner.temporaryDirectory().appendingPathComponent("out")
        let first = try CLI.run(["batch", Self.manifest.path, "-o", directory.path])
        #expect(first.status == 0, "\(first.stderr)")
        // Back-date every file, so that a rewrite (even within the same second) would show.
        let past = Date(timeIntervalSince1970: 1_000_000_000)
        for file in Self.files {
            try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: directory.appendingPathComponent(file).path)
        }
        let second = try CLI.run(["batch", Self.manifest.path, "-o", directory.path, "--jobs", "3"])
        #expect(second.status == 0, "\(second.stderr)")
        #expect(second.stdout.hasSuffix("\(Self.files.count) files: \(Self.files.count) unchanged\n"))
        #expect(second.stdout.split(separator: "\n").dropFirst().dropLast().allSatisfy { $0.hasSuffix("yes    unchanged") })
        for file in Self.files {
            let date = try FileManager.default.attributesOfItem(atPath: directory.appendingPathComponent(file).path)[.modificationDate] as? Date
            #expect(date == past, "\(file) was rewritten")
        }
    }

    @Test func checkPassesThenListsDriftedAndMissingFiles() throws {
        let directory = try BinaryRunner.temporaryDirectory().appendingPathComponent("out")
        #expect(try CLI.run(["batch", Self.manifest.path, "-o", directory.path]).status == 0)
        let clean = try CLI.run(["batch", Self.manifest.path, "-o", directory.path, "--check"])
        #expect(clean.status == 0, "\(clean.stderr)")
        #expect(clean.stdout.hasSuffix("\(Self.files.count) files: \(Self.files.count) up to date\n"))
        #expect(clean.stderr.isEmpty, "\(clean.stderr)")

        let edited = directory.appendingPathComponent("press.svg")
        try (try String(contentsOf: edited, encoding: .utf8) + "<!-- hand edit -->\n").write(to: edited, atomically: true, encoding: .utf8)
        try FileManager.default.removeItem(at: directory.appendingPathComponent("poster.svg"))
        let drifted = try CLI.run(["batch", Self.manifest.path, "-o", directory.path, "--check"])
        #expect(drifted.status == 1)
        #expect(drifted.stderr.contains("\(directory.path)/press.svg: out of date"), "\(drifted.stderr)")
        #expect(drifted.stderr.contains("\(directory.path)/poster.svg: missing"), "\(drifted.stderr)")
        #expect(!drifted.stderr.contains("ring-25"), "only the drifted files are listed")
        #expect(drifted.stdout.contains("\(Self.files.count) files: \(Self.files.count - 2) up to date, 1 out of date, 1 missing"))
        #expect(try String(contentsOf: edited, encoding: .utf8).hasSuffix("<!-- hand edit -->\n"), "--check never writes")
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("poster.svg").path))
    }

    @Test func checkWithoutOutdirReportsEverythingMissingAndCreatesNothing() throws {
        let directory = try BinaryRunner.temporaryDirectory().appendingPathComponent("never")
        let result = try CLI.run(["batch", Self.manifest.path, "-o", directory.path, "--check"])
        #expect(result.status == 1)
        #expect(result.stdout.hasSuffix("\(Self.files.count) files: \(Self.files.count) missing\n"))
        #expect(!FileManager.default.fileExists(atPath: directory.path))
    }
}
