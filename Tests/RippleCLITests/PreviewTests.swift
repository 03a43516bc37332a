import Foundation
import RippleTestSupport
import Testing

/// `ripplegen preview`: one self-contained page with every style, three ways each, and a live section.
struct PreviewTests {
    /// The live section's elements: heading, flags after `ripplegen`, class and element.
    static let live: [(name: String, flags: [String], className: String, element: String)] = [
        ("material", ["--style", "material", "--format", "web"], "rg-material", "button"),
        ("material, unbounded", ["--style", "material", "--format", "web", "--unbounded"], "rg-material-u", "button"),
        ("material, rounded", ["--style", "material", "--format", "web"], "rg-material-r", "button"),
        ("material, wide", ["--style", "material", "--format", "web"], "rg-material-w", "button"),
        ("splash", ["--style", "splash", "--format", "web"], "rg-splash", "button"),
        ("fill", ["--style", "fill", "--format", "web"], "rg-fill", "button"),
        ("ring", ["--style", "ring", "--format", "web"], "rg-ring", "div"),
        ("pulse", ["--style", "pulse", "--format", "web"], "rg-pulse", "div"),
    ]

    static func count(_ needle: String, in text: String) -> Int {
        text.components(separatedBy: needle).count - 1
    }

    @Test func thePageIsSelfContainedAndShowsEveryStyle() throws {
        let result = try CLI.run(["preview"])
        #expect(result.status == 0, "\(result.stderr)")
        let page = result.stdout
        #expect(page.hasPrefix("<!DOCTYPE html>\n<html"))
        for style in ["ring", "fill", "material", "splash", "pulse"] {
            for format in ["smil", "css"] {
                #expect(page.contains("<h2>\(style) (\(format))</h2>"))
                #expect(page.contains("<code>ripplegen --style \(style) --repeat indefinite --format \(format)</code>"))
            }
        }
        #expect(Self.count("<img src=\"data:image/svg+xml;base64,", in: page) == 10)
        #expect(Self.count("background:url(data:image/svg+xml;base64,", in: page) == 10)
        #expect(Self.count("<svg xmlns=", in: page) == 10)
        // The only scripts are the live section's, inline; the HTML to paste is text, so its tags are escaped.
        #expect(Self.count("<script", in: page) == Self.live.count)
        #expect(Self.count("<script>\n", in: page) == Self.live.count)
        #expect(Self.count("<style>\n", in: page) == 1 + Self.live.count)
        for external in ["src=\"http", "url(http", "<link", "@import"] {
            #expect(!page.contains(external), "\(external)")
        }
        let tagsWithReferences = try Regex(#"<[^>]*\s(href|src)=["'](?!data:|#)"#)
        #expect(page.matches(of: tagsWithReferences).isEmpty, "a tag refers to something other than a data: URI")
        #expect(!page.contains("<![CDATA["), "an HTML page carries its style sheets as plain text")
    }

    @Test func theLiveSectionInlinesTheWebFilesAsGenerated() throws {
        let result = try CLI.run(["preview"])
        #expect(result.status == 0, "\(result.stderr)")
        let page = result.stdout
        let section = try #require(page.range(of: "<section id=\"live\">"))
        #expect(page.range(of: "<section id=\"asset-9\">").map { $0.upperBound < section.lowerBound } == true,
                "the live section comes after the assets")
        #expect(page.contains("<h2>live (web)</h2>"))
        #expect(Set(Self.live.map(\.className)).count == Self.live.count, "each asset has its own class")
        let directory = try BinaryRunner.temporaryDirectory()
        for item in Self.live {
            let arguments = item.flags + ["--id-prefix", item.className, "-o", item.className + ".css"]
            let made = try CLI.run(arguments, in: directory)
            #expect(made.status == 0, "\(item.name): \(made.stderr)")
            let sheet = try String(contentsOf: directory.appendingPathComponent(item.className + ".css"), encoding: .utf8)
            let script = try String(contentsOf: directory.appendingPathComponent(item.className + ".js"), encoding: .utf8)
            #expect(sheet.contains(".\(item.className)"), "\(item.name)")
            // The files exactly as written, each in its own element.
            #expect(page.contains("<style>\n" + sheet + "    </style>"), "\(item.name): style sheet not inlined as generated")
            #expect(page.contains("<script>\n" + script + "    </script>"), "\(item.name): script not inlined as generated")
            #expect(page.contains("<h3>\(item.name)</h3>"))
            #expect(page.contains("<code>ripplegen \(arguments.joined(separator: " "))</code>"), "\(item.name): command")
            let opening = item.element == "button" ? "<button type=\"button\" class=\"\(item.className)\" style=\"" : "<div class=\"\(item.className)\" style=\""
            #expect(Self.count(opening, in: page) == 1, "\(item.name): element")
            #expect(page.contains("\(sheet.utf8.count) + \(script.utf8.count) bytes"), "\(item.name): sizes")
            // The HTML to paste, as text.
            #expect(page.contains("&lt;link rel=\"stylesheet\" href=\"\(item.className).css\"&gt;\n"), "\(item.name): <link>")
            let scriptLine = "&lt;script src=\"\(item.className).js\" defer&gt;&lt;/script&gt;\n"
            #expect(page.contains(scriptLine) == (item.element == "button"), "\(item.name): <script> only for a press ripple")
            #expect(page.contains("&lt;\(item.element) class=\"\(item.className)\"&gt;…&lt;/\(item.element)&gt;</pre>"), "\(item.name): element line")
        }
        #expect(page.contains("style=\"width:120px;height:120px;border-radius:24px\""), "the rounded button")
        #expect(page.contains("style=\"width:320px;height:56px\""), "the wide button")
        let again = try CLI.run(["preview"])
        #expect(again.stdout == page, "the page is byte-stable")
    }

    @Test func oneFormatAndAFile() throws {
        let directory = try BinaryRunner.temporaryDirectory()
        let result = try CLI.run(["preview", "--format", "css", "-o", "p.html"], in: directory)
        #expect(result.status == 0)
        let page = try String(contentsOf: directory.appendingPathComponent("p.html"), encoding: .utf8)
        #expect(!page.contains("(smil)"))
        #expect(page.contains("<h2>pulse (css)</h2>"))
        #expect(page.contains("<section id=\"live\">"), "the live section is shown whatever --format")
        let bad = try CLI.run(["preview", "--format", "gif"])
        #expect(bad.status == 64)
    }
}
