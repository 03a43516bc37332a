import Foundation
import RippleTestSupport
import RippleValidation
import Testing

/// `--format lottie`, run as a user runs it: stdout and `-o`, the contract (`w`/`h` the SVG's size, `fr`
/// from `--fps`), `--check`, byte stability, and the flags it refuses (exit 64, nothing written).
struct LottieFormatTests {
    static let styles = ["ring", "fill", "material", "splash", "pulse"]

    static func lottie(_ arguments: [String], environment: [String: String] = [:]) throws -> BinaryRunner.Result {
        try CLI.run(arguments + ["--format", "lottie"], environment: environment, in: Golden.root)
    }

    static func object(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test(arguments: styles)
    func compositionIsTheSVGDocumentsArea(_ style: String) throws {
        let result = try Self.lottie(["--style", style])
        #expect(result.status == 0, "\(result.stderr)")
        let document = try Self.object(result.stdout)
        let svg = try CLI.run(["--style", style])
        let width = try #require(svg.stdout.firstMatch(of: /width="([0-9.]+)"/)).1
        let height = try #require(svg.stdout.firstMatch(of: /height="([0-9.]+)"/)).1
        #expect(document["w"] as? Double == Double(width))
        #expect(document["h"] as? Double == Double(height))
        #expect(document["ip"] as? Double == 0)
        #expect(LottieLint.problems(Array(result.stdout.utf8), file: style).isEmpty)
    }

    struct RateCase: Sendable, CustomTestStringConvertible {
        let id: String
        let arguments: [String]
        let fps: Double
        let outPoint: Double
        var testDescription: String { id }
    }

    static let rates: [RateCase] = [
        // 0.7 s is 42 frames at 60: the default rate puts the key times on whole frames.
        RateCase(id: "ring default", arguments: ["--style", "ring"], fps: 60, outPoint: 42),
        RateCase(id: "ring --fps 24", arguments: ["--style", "ring", "--fps", "24"], fps: 24, outPoint: 17),
        // A finite animation holds its final frame: op is the last key's frame plus two.
        RateCase(id: "fill finite", arguments: ["--style", "fill"], fps: 60, outPoint: 29),
        // 0.35 s at 60 is 21 frames; --duration 0.125 needs 64 fps (8 frames).
        RateCase(id: "ring --duration 0.125", arguments: ["--style", "ring", "--duration", "0.125"], fps: 64, outPoint: 8),
    ]

    @Test(arguments: rates)
    func frameRateAndOutPoint(_ item: RateCase) throws {
        let result = try Self.lottie(item.arguments)
        #expect(result.status == 0, "\(result.stderr)")
        let document = try Self.object(result.stdout)
        #expect(document["fr"] as? Double == item.fps)
        #expect(document["op"] as? Double == item.outPoint)
    }

    @Test func outputFileAndCheck() throws {
        let directory = try BinaryRunner.temporaryDirectory()
        let file = directory.appendingPathComponent("ring.json").path
        let write = try Self.lottie(["--style", "ring", "--minify", "-o", file])
        #expect(write.status == 0 && write.stdout.isEmpty, "\(write.stderr)")
        let check = try Self.lottie(["--style", "ring", "--minify", "-o", file, "--check"])
        #expect(check.status == 0, "\(check.stderr)")
        #expect(check.stderr.contains("up to date"))
        let drift = try Self.lottie(["--style", "ring", "-o", file, "--check"])
        #expect(drift.status == 1, "pretty against a minified file is drift")
        #expect(drift.stderr.contains("out of date"))
    }

    @Test(arguments: styles)
    func outputIsByteStable(_ style: String) throws {
        let first = try Self.lottie(["--style", style, "--minify"])
        let second = try Self.lottie(["--style", style, "--minify"], environment: ["LC_ALL": "de_DE.UTF-8", "TZ": "Asia/Kolkata"])
        #expect(first.status == 0 && first.stdout == second.stdout)
    }

    struct RefusedCase: Sendable, CustomTestStringConvertible {
        let arguments: [String]
        let message: String
        var testDescription: String { arguments.joined(separator: " ") }
    }

    static let refused: [RefusedCase] = [
        RefusedCase(arguments: ["--title", "Loading"], message: "--title and --format lottie cannot be used together"),
        RefusedCase(arguments: ["--desc", "A ring"], message: "--desc and --format lottie cannot be used together"),
        RefusedCase(arguments: ["--decorative"], message: "--decorative and --format lottie"),
        RefusedCase(arguments: ["--profile", "svg2"], message: "--profile and --format lottie"),
        RefusedCase(arguments: ["--id-prefix", "brand"], message: "a Lottie file has no ids"),
        RefusedCase(arguments: ["--reduced-motion", "slow"], message: "reduce-motion setting"),
        RefusedCase(arguments: ["--at", "0.3"], message: "--format lottie and --at cannot be used together"),
        RefusedCase(arguments: ["--filmstrip", "4"], message: "--format lottie and --filmstrip cannot be used together"),
        RefusedCase(arguments: ["--fps", "0"], message: "--fps: '0' is not a frame rate from 1 to 240"),
        RefusedCase(arguments: ["--repeat", "5000"], message: "--repeat: a finite repeat is unrolled"),
    ]

    @Test(arguments: refused)
    func meaninglessFlagsAreRefusedAndNothingIsWritten(_ item: RefusedCase) throws {
        let directory = try BinaryRunner.temporaryDirectory()
        let file = directory.appendingPathComponent("out.json")
        let result = try Self.lottie(["--style", "ring", "-o", file.path] + item.arguments)
        #expect(result.status == 64, "\(result.stderr)")
        #expect(result.stderr.contains(item.message), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: file.path), "a failed run writes no file")
    }

    @Test func fpsIsRefusedOutsideLottie() throws {
        let result = try CLI.run(["--style", "ring", "--fps", "30"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("--fps and --format smil cannot be used together"), "\(result.stderr)")
    }
}

extension LottieFormatTests {
    /// `preview` draws no Lottie frames (librsvg's pictures of the still frames would prove nothing) and says so.
    @Test func previewSaysLottieIsNotShown() throws {
        let result = try CLI.run(["preview"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("--format lottie is not shown here"))
    }
}
