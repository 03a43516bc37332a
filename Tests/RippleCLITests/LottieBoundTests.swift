import Foundation
import RippleTestSupport
import Testing

/// The bound on one Lottie document from the command line: a document over the keyframe limit is refused
/// with exit 64 naming the limit and `--repeat`, before anything is built or written, alone and in `batch`.
struct LottieBoundTests {
    /// Issue 21's document: 218,000 keyframes (57 MB) and 2 GB of memory before the bound.
    static let big = ["--style", "pulse", "--rings", "12", "--format", "lottie", "--repeat", "900"]

    @Test func overTheLimitIsAUsageError() throws {
        let directory = try BinaryRunner.temporaryDirectory()
        let target = directory.appendingPathComponent("big.json")
        let result = try CLI.run(Self.big + ["-o", target.path])
        #expect(result.status == 64, "\(result.stderr)")
        #expect(result.stderr.contains("--repeat: the document would hold up to"), "\(result.stderr)")
        #expect(result.stderr.contains("more than the 25000 one Lottie file may hold"), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: target.path), "nothing is written")
    }

    @Test func theLargestAllowedIsWritten() throws {
        let result = try CLI.run(["--style", "pulse", "--rings", "12", "--format", "lottie", "--repeat", "93", "--minify"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.count > 1_000_000)
    }

    @Test func batchRefusesTheEntry() throws {
        let directory = try BinaryRunner.temporaryDirectory()
        let manifest = directory.appendingPathComponent("manifest.json")
        try """
        {"assets": [
          {"name": "small", "style": "ring", "format": "lottie"},
          {"name": "big", "style": "pulse", "format": "lottie", "args": {"rings": 12, "repeat": 900}}
        ]}
        """.write(to: manifest, atomically: true, encoding: .utf8)
        let out = directory.appendingPathComponent("out")
        let result = try CLI.run(["batch", manifest.path, "-o", out.path, "--jobs", "2"])
        #expect(result.status != 0)
        #expect(result.stderr.contains("big") && result.stderr.contains("more than the 25000 one Lottie file may hold"), "\(result.stderr)")
        let files = try FileManager.default.contentsOfDirectory(atPath: out.path)
        #expect(files == ["small.json"], "\(files)")
    }
}
