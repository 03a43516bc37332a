import Foundation
import RippleTestSupport
import Testing

/// The raster formats' usage errors: every limit and every refused flag exits 64 naming the limit or the
/// reason, and a failed run leaves an existing file untouched and no temporary file behind.
struct RasterErrorTests {
    struct ErrorCase: Sendable, CustomTestStringConvertible {
        let id: String
        let arguments: [String]
        let message: String
        var testDescription: String { id }
    }

    static let cases: [ErrorCase] = [
        ErrorCase(id: "fps 0", arguments: ["--format", "apng", "--fps", "0", "-o", "a.png"], message: "--fps: '0' is not a whole number from 1 to 120"),
        ErrorCase(id: "fps 121", arguments: ["--format", "webp", "--fps", "121", "-o", "a.webp"], message: "from 1 to 120"),
        ErrorCase(id: "fps fraction", arguments: ["--format", "webp", "--fps", "29.97", "-o", "a.webp"], message: "from 1 to 120"),
        ErrorCase(id: "gif over 50 fps", arguments: ["--format", "gif", "--fps", "60", "-o", "a.gif"], message: "more than 50 for --format gif"),
        ErrorCase(id: "scale 0", arguments: ["--format", "apng", "--scale", "0", "-o", "a.png"], message: "--scale: '0' is not a whole number from 1 to 4"),
        ErrorCase(id: "scale 5", arguments: ["--format", "png", "--at", "0", "--scale", "5", "-o", "a.png"], message: "from 1 to 4"),
        ErrorCase(id: "too many frames", arguments: ["--style", "pulse", "--period", "3600", "--format", "webp", "--fps", "120", "-o", "a.webp"],
                  message: "432000 frames; at most 10000"),
        ErrorCase(id: "frame area", arguments: ["--style", "fill", "--size", "5000x5000", "--format", "png", "--at", "0", "-o", "a.png"],
                  message: "at most 16777216 px (4096×4096"),
        ErrorCase(id: "total area", arguments: ["--style", "pulse", "--period", "60", "--format", "apng", "-o", "a.png"],
                  message: "at most 64 megapixels"),
        ErrorCase(id: "fractional repeat", arguments: ["--style", "fill", "--repeat", "2.5", "--format", "gif", "-o", "a.gif"],
                  message: "--repeat: the raster formats play whole runs"),
        ErrorCase(id: "no output", arguments: ["--format", "gif"], message: "give -o FILE.gif"),
        ErrorCase(id: "wrong extension", arguments: ["--format", "webp", "-o", "a.png"], message: "-o must end in .webp"),
        ErrorCase(id: "png without --at", arguments: ["--format", "png", "-o", "a.png"], message: "give --at SECONDS"),
        ErrorCase(id: "png with --fps", arguments: ["--format", "png", "--at", "0", "--fps", "10", "-o", "a.png"], message: "one still frame has no frame rate"),
        ErrorCase(id: "animated with --at", arguments: ["--format", "apng", "--at", "0.2", "-o", "a.png"], message: "--format apng and --at cannot be used together"),
        ErrorCase(id: "minify", arguments: ["--format", "apng", "--minify", "-o", "a.png"], message: "--minify and --format apng cannot be used together: it shortens SVG markup"),
        ErrorCase(id: "profile", arguments: ["--format", "gif", "--profile", "svg2", "-o", "a.gif"], message: "it selects an SVG profile"),
        ErrorCase(id: "title", arguments: ["--format", "webp", "--title", "x", "-o", "a.webp"], message: "a raster image has no accessible text"),
        ErrorCase(id: "id prefix", arguments: ["--format", "apng", "--id-prefix", "r", "-o", "a.png"], message: "no ids or classes"),
        ErrorCase(id: "reduced motion", arguments: ["--format", "gif", "--reduced-motion", "slow", "-o", "a.gif"], message: "media queries"),
        ErrorCase(id: "filmstrip", arguments: ["--format", "apng", "--filmstrip", "4", "-o", "a.png"], message: "--format apng and --filmstrip cannot be used together"),
        ErrorCase(id: "fps in svg", arguments: ["--fps", "10", "-o", "a.svg"], message: "--fps and --format smil cannot be used together"),
        ErrorCase(id: "scale in web", arguments: ["--format", "web", "--scale", "2", "-o", "a.css"], message: "--scale and --format web"),
    ]

    @Test(arguments: cases)
    func usageErrorsExit64NamingTheLimit(_ testCase: ErrorCase) throws {
        let directory = try BinaryRunner.temporaryDirectory()
        let existing = directory.appendingPathComponent(testCase.arguments.last ?? "x")
        try Data("committed".utf8).write(to: existing)
        let result = try CLI.run(testCase.arguments, in: directory)
        #expect(result.status == 64, "\(result.stderr)")
        #expect(result.stderr.contains(testCase.message), "\(result.stderr)")
        // Nothing written: the existing file is untouched and no temporary file is left.
        #expect(try Data(contentsOf: existing) == Data("committed".utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == [existing.lastPathComponent])
    }

    /// A frame longer than WebP's 16,383 px a side (here 18,000 px wide), which libwebp refused after every frame
    /// was rendered (exit 70), is refused before the first in every raster format (64) and writes nothing.
    @Test(Requirement.raster.trait, arguments: [["--format", "webp", "-o", "wide.webp"], ["--format", "apng", "-o", "wide.png"]])
    func aFrameLongerThanASideAllowsIsRefusedAndLeavesNoFile(_ format: [String]) throws {
        let directory = try BinaryRunner.temporaryDirectory()
        let existing = directory.appendingPathComponent(format[3])
        try Data("committed".utf8).write(to: existing)
        let result = try CLI.run(["--style", "fill", "--size", "9000x8", "--scale", "2", "--fps", "2"] + format, in: directory)
        #expect(result.status == 64, "\(result.stderr)")
        #expect(result.stderr.contains("a frame would be 18000×16 px; at most 16383 px a side"), "\(result.stderr)")
        #expect(try Data(contentsOf: existing) == Data("committed".utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == [format[3]])
    }
}
