#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import RippleTestSupport
import Testing

/// A web asset's three files in a batch are written as the single run writes them: all or nothing, under the
/// same directory lock. A failure writing the second or the third file leaves the old three as they were, and
/// two batches writing into one folder at once never leave one's style sheet beside the other's scripts.
@Suite(.serialized)
struct BatchWebSetTests {
    /// The name of the `index`th asset of `manifest`, of colour `#000NNN`.
    private func name(_ index: Int) -> String {
        "w-000\(200 + index)"
    }

    /// A manifest of `count` material web assets `w-000200` … with `prefix` as their class prefix.
    private func manifest(in directory: URL, prefix: String, count: Int = 1) throws -> URL {
        let colors = (0..<count).map { "\"#000\(200 + $0)\"" }.joined(separator: ", ")
        let text = """
        { "defaults": { "format": "web", "style": "material", "args": { "id-prefix": "\(prefix)" } },
          "assets": [ { "name": "w-{color}", "matrix": { "color": [\(colors)] } } ] }
        """
        let url = directory.appendingPathComponent("\(prefix).json")
        try Data(text.utf8).write(to: url)
        return url
    }

    private func contents(of folder: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
            files[name] = try Data(contentsOf: folder.appendingPathComponent(name))
        }
        return files
    }

    /// The limit on a file's size (`RLIMIT_FSIZE`, SIGXFSZ ignored) lets the files before `failing` be written
    /// and fails `failing` with EFBIG, as a disk that fills up during the write would.
    @Test(arguments: [1, 2])
    func aFailedSecondOrThirdFileLeavesTheOldThree(_ failing: Int) throws {
        let directory = try BinaryRunner.temporaryDirectory()
        let out = directory.appendingPathComponent("out")
        #expect(try CLI.run(["batch", try manifest(in: directory, prefix: "rg-old").path, "-o", out.path]).status == 0)
        let old = try contents(of: out)
        let fresh = directory.appendingPathComponent("fresh")
        let next = try manifest(in: directory, prefix: "rg-new")
        #expect(try CLI.run(["batch", next.path, "-o", fresh.path]).status == 0)
        let sizes = try ["css", "js", "mjs"].map { try Data(contentsOf: fresh.appendingPathComponent(name(0) + ".\($0)")).count }
        try #require(sizes[0] < sizes[1] && sizes[1] < sizes[2], "the limit falls between the files: \(sizes)")
        let script = "trap '' XFSZ; exec prlimit --fsize=\(sizes[failing - 1]) \"$0\" \"$@\""
        let result = try BinaryRunner.run(["-c", script, BinaryRunner.binary.path, "batch", next.path, "-o", out.path],
                                          executable: URL(fileURLWithPath: "/bin/sh"))
        let failed = name(0) + "." + ["css", "js", "mjs"][failing]
        #expect(result.status == 73, "\(result.stderr)")
        #expect(result.stderr == "ripplegen: error: assets[0] (\(name(0))): cannot write \(out.path)/\(failed): file too large\n")
        #expect(result.stdout.hasSuffix("4 files: 4 failed\n"), "\(result.stdout)")
        #expect(try contents(of: out) == old, "the old three files, and nothing else")
    }

    /// Two batches of the same web assets with different class prefixes, into one folder at once: each asset's
    /// three files are one batch's.
    @Test func concurrentBatchesNeverMixAnAssetsFiles() throws {
        let directory = try BinaryRunner.temporaryDirectory()
        let out = directory.appendingPathComponent("out")
        let manifests = try ["rg-one", "rg-two"].map { try manifest(in: directory, prefix: $0, count: 100) }
        for round in 0..<3 {
            let runs = manifests.map { manifest -> Process in
                let process = Process()
                process.executableURL = BinaryRunner.binary
                process.arguments = ["batch", manifest.path, "-o", out.path, "--jobs", "2"]
                process.standardOutput = FileHandle.nullDevice
                process.standardError = FileHandle.nullDevice
                return process
            }
            for run in runs { try run.run() }
            for run in runs { run.waitUntilExit() }
            #expect(runs.allSatisfy { $0.terminationStatus == 0 })
            var mixed: [String] = []
            for index in 0..<100 {
                let name = name(index)
                let css = try String(contentsOf: out.appendingPathComponent(name + ".css"), encoding: .utf8)
                let owner = css.contains(".rg-one") ? "rg-one" : "rg-two"
                for script in [".js", ".mjs", ".d.mts"] {
                    let text = try String(contentsOf: out.appendingPathComponent(name + script), encoding: .utf8)
                    if !text.hasPrefix("/* ripplegen \(owner):") { mixed.append(name + script) }
                }
            }
            #expect(mixed.isEmpty, "round \(round): scripts of the other batch beside the style sheet: \(mixed)")
        }
    }

    /// A FIFO at `OUTDIR/NAME.svg` (a reader holds it open, so a write would not even block) is refused by name
    /// and never written to; `--check` says what it is, not "out of date"; the other entries are made.
    @Test(arguments: [false, true])
    func aFIFOInOutdirIsRefused(_ check: Bool) throws {
        let directory = try BinaryRunner.temporaryDirectory()
        let out = directory.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: false)
        let fifo = out.appendingPathComponent("a.svg").path
        #expect(mkfifo(fifo, 0o600) == 0)
        let reader = open(fifo, O_RDONLY | O_NONBLOCK)
        try #require(reader >= 0)
        defer { close(reader) }
        let manifest = directory.appendingPathComponent("m.json")
        try Data(#"{ "assets": [ { "name": "a", "style": "ring" }, { "name": "b", "style": "ring" } ] }"#.utf8).write(to: manifest)
        let result = try CLI.run(["batch", manifest.path, "-o", "out"] + (check ? ["--check"] : []), in: directory)
        if check {
            #expect(result.status == 65, "\(result.stderr)")
            #expect(result.stderr.hasPrefix("ripplegen: error: assets[0] (a): out/a.svg: is a FIFO, not a regular file; nothing to compare it with\n"),
                    "\(result.stderr)")
            #expect(!result.stdout.contains("out of date"), "\(result.stdout)")
        } else {
            #expect(result.status == 73, "\(result.stderr)")
            #expect(result.stderr == "ripplegen: error: assets[0] (a): cannot write out/a.svg: is a FIFO, not a regular file; "
                    + "batch writes only regular files into OUTDIR (remove it)\n")
            #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("b.svg").path))
        }
        var byte: UInt8 = 0
        #expect(read(reader, &byte, 1) <= 0, "nothing was written into the FIFO")
        var status = stat()
        #expect(lstat(fifo, &status) == 0 && status.st_mode & S_IFMT == S_IFIFO, "the FIFO is still there")
    }
}
