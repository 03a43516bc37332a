import Foundation
import RippleTestSupport
import Testing

/// `ripplegen preview`: one self-contained page with every style, three ways each.
struct PreviewTests {
    @Test func thePageIsSelfContainedAndShowsEveryStyle() throws {
        let result = try BinaryRunner.run(["preview"])
        #expect(result.status == 0, "\(result.stderr)")
        let page = result.stdout
        #expect(page.hasPrefix("<!DOCTYPE html>\n<html"))
        for style in ["ring", "fill", "material", "splash", "pulse"] {
            for format in ["smil", "css"] {
                #expect(page.contains("<h2>\(style) (\(format))</h2>"))
                #expect(page.contains("<code>ripplegen --style \(style) --repeat indefinite --format \(format)</code>"))
            }
        }
        #expect(page.components(separatedBy: "<img src=\"data:image/svg+xml;base64,").count == 11)
        #expect(page.components(separatedBy: "background:url(data:image/svg+xml;base64,").count == 11)
        #expect(page.components(separatedBy: "<svg xmlns=").count == 11)
        for external in ["src=\"http", "url(http", "<script", "<link", "@import", "href="] {
            #expect(!page.contains(external), "\(external)")
        }
        #expect(!page.contains("<![CDATA["), "an HTML page carries its style sheets as plain text")
    }

    @Test func oneFormatAndAFile() throws {
        let directory = try BinaryRunner.temporaryDirectory()
        let result = try BinaryRunner.run(["preview", "--format", "css", "-o", "p.html"], in: directory)
        #expect(result.status == 0)
        let page = try String(contentsOf: directory.appendingPathComponent("p.html"), encoding: .utf8)
        #expect(!page.contains("(smil)"))
        #expect(page.contains("<h2>pulse (css)</h2>"))
        let bad = try BinaryRunner.run(["preview", "--format", "gif"])
        #expect(bad.status == 64)
    }
}
