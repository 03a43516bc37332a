import Foundation
import RippleTestSupport
import Testing

/// `--color currentColor` in every format: the paint follows the text colour where the output is inline.
struct CurrentColorTests {
    @Test(arguments: [
        (["--style", "fill", "--format", "smil"], "fill=\"currentColor\""),
        (["--style", "ring", "--format", "css"], "stroke=\"currentColor\""),
        (["--style", "ring", "--format", "css", "--minify"], "stroke=\"currentColor\""),
        (["--style", "material", "--at", "0.1"], "fill=\"currentColor\""),
        (["--style", "material", "--background", "currentColor"], "fill=\"currentColor\""),
    ])
    func svgFormatsWriteCurrentColorAndStayValid(_ arguments: [String], _ expected: String) throws {
        let background = arguments.contains("--background")
        let result = try CLI.run(arguments + (background ? [] : ["--color", "currentColor"]))
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains(expected))
        if !background {
            #expect(!result.stdout.contains("#000000"), "currentColor must not become black in the document")
        }
    }

    @Test(arguments: ["material", "fill", "splash", "ring"])
    func theWebFormatDefaultsItsColourPropertyToCurrentColor(_ style: String) throws {
        let directory = try BinaryRunner.temporaryDirectory()
        let css = directory.appendingPathComponent("a.css")
        let result = try CLI.run(["--style", style, "--color", "CurrentColor", "--format", "web", "-o", css.path])
        #expect(result.status == 0, "\(result.stderr)")
        let sheet = try String(contentsOf: css, encoding: .utf8)
        #expect(sheet.contains("var(--rg-\(style)-color,currentColor)"))
    }

    @Test func aMisspeltCurrentColorIsAUsageError() throws {
        let result = try CLI.run(["--style", "ring", "--color", "currentColour"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("currentColor"))
        #expect(result.stdout.isEmpty)
    }
}
