import Foundation
import RippleKit
import RipplePipeline
import RippleRaster
import RippleTestSupport
import Testing

/// The limits of the kinds' flags that the docs state in prose are the values the descriptors check
/// (`LottieOutput.maximumFPS`, `RasterOutput.maximumFPS` and `maximumScale`, `GIFEncoder.maximumFPS`,
/// `RasterSettings.defaultFPS`); the flag table's notes and `--help` are generated from the same values. A limit
/// changed in its descriptor fails here until the docs say the new one.
struct DocumentedLimitsTests {
    static let raster = RasterOutput.maximumFPS.limit, gif = GIFEncoder.maximumFPS, lottie = LottieOutput.maximumFPS.limit
    static let scale = RasterOutput.maximumScale.limit, standard = RasterSettings.defaultFPS

    /// Each document and the phrases it states the limits in.
    static let statements: [(file: String, phrases: [String])] = [
        ("docs/cli.md", ["the frame rate `fr`, 1…\(lottie)", "animated images, 1–\(raster) (GIF at most \(gif); default \(standard))",
                         "raster formats, 1–\(scale) (default 1)"]),
        ("docs/lottie.md", ["(1…\(lottie), fractions allowed)"]),
        ("docs/raster.md", ["(an integer 1–\(scale))", "`--fps` (default \(standard),\n  1–\(raster); GIF at most \(gif))",
                            "| `--fps` | a whole number 1–\(raster); GIF at most \(gif) |", "| `--scale` | a whole number 1–\(scale) |"]),
        ("docs/serve.md", ["`--fps` 1–\(raster) (GIF takes at most \(gif)), `--scale` 1–\(scale)"]),
        ("README.md", ["`--fps N` (\(standard)), `--scale K` (1–\(scale))"]),
    ]

    @Test(arguments: statements.map(\.file))
    func theDocsStateTheCheckedLimits(_ file: String) throws {
        let text = try String(contentsOf: Golden.root.appendingPathComponent(file), encoding: .utf8)
        for phrase in try #require(Self.statements.first { $0.file == file }).phrases {
            #expect(text.contains(phrase), "\(file) does not say: \(phrase)")
        }
    }
}
