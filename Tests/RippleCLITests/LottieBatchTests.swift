import Foundation
import RippleTestSupport
import Testing

/// `batch` with `format: lottie`: `NAME.json` files that are what `--format lottie` makes alone, a
/// `--check` that finds them up to date, and the format's refusals reported per entry.
struct LottieBatchTests {
    static let manifest = """
    {"defaults": {"format": ["smil", "lottie"]}, "assets": [
      {"name": "ring", "style": "ring", "args": {"delay": -0.35}},
      {"name": "pulse", "style": "pulse", "format": "lottie", "args": {"minify": true, "fps": 30}},
      {"name": "titled", "style": "fill", "format": "lottie", "args": {"title": "Tap"}}
    ]}
    """

    static func run(_ extra: [String] = []) throws -> (URL, BinaryRunner.Result) {
        let directory = try BinaryRunner.temporaryDirectory()
        let file = directory.appendingPathComponent("manifest.json")
        try manifest.write(to: file, atomically: true, encoding: .utf8)
        let out = directory.appendingPathComponent("out")
        return (out, try CLI.run(["batch", file.path, "-o", out.path] + extra))
    }

    @Test func lottieFilesAreTheSingleCommandsOutput() throws {
        let (out, result) = try Self.run()
        #expect(result.status != 0, "the titled entry fails")
        #expect(result.stderr.contains("titled"), "\(result.stderr)")
        #expect(result.stderr.contains("--title and --format lottie cannot be used together"), "\(result.stderr)")
        let files = try FileManager.default.contentsOfDirectory(atPath: out.path).sorted()
        #expect(files == ["pulse.json", "ring-lottie.json", "ring-smil.svg"])
        for (file, arguments) in [("ring-lottie.json", ["--style", "ring", "--delay", "-0.35"]),
                                  ("pulse.json", ["--style", "pulse", "--minify", "--fps", "30"])] {
            let single = try CLI.run(arguments + ["--format", "lottie"])
            #expect(single.status == 0, "\(single.stderr)")
            #expect(try String(contentsOf: out.appendingPathComponent(file), encoding: .utf8) == single.stdout, "\(file)")
        }
    }

    @Test func checkFindsThemUpToDate() throws {
        let (out, first) = try Self.run()
        #expect(first.status != 0)
        let directory = out.deletingLastPathComponent()
        let check = try CLI.run(["batch", directory.appendingPathComponent("manifest.json").path, "-o", out.path, "--check"])
        #expect(check.stdout.contains("ring-lottie.json") && check.stdout.contains("up to date"), "\(check.stdout)")
    }
}
