import Foundation
import RippleTestSupport
import Testing

/// `preview --raster`: each style's animated exports beside its SVG, the same bytes `--format` writes.
struct PreviewRasterTests {
    @Test(Requirement.raster.trait) func animatedExportsStandBesideTheSVG() throws {
        let result = try CLI.run(["preview", "--raster", "--format", "smil"])
        #expect(result.status == 0, "\(result.stderr)")
        let page = result.stdout
        for (mediaType, label) in [("image/png", "APNG"), ("image/webp", "WebP"), ("image/gif", "GIF")] {
            #expect(PreviewTests.count("src=\"data:\(mediaType);base64,", in: page) == 5, "\(label): one per style")
        }
        // The ring's APNG is the file the shown command writes.
        let directory = try BinaryRunner.temporaryDirectory()
        let made = try CLI.run(["--style", "ring", "--repeat", "indefinite", "--format", "apng", "-o", "ring.png"], in: directory)
        #expect(made.status == 0)
        let bytes = try Data(contentsOf: directory.appendingPathComponent("ring.png"))
        #expect(page.contains("<figcaption>APNG, \(bytes.count) bytes</figcaption>"))
        #expect(page.contains("data:image/png;base64," + bytes.base64EncodedString() + "\""))
        #expect(page.contains("title=\"ripplegen --style ring --repeat indefinite --format apng -o ring.png\""))
        // Without --raster the page is unchanged: no raster image.
        let plain = try CLI.run(["preview", "--format", "smil"])
        #expect(!plain.stdout.contains("data:image/png") && !plain.stdout.contains("data:image/gif"))
    }
}
