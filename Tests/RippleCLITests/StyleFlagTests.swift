import Foundation
import RippleTestSupport
import Testing

/// Every style and every style-specific flag through the built binary.
struct StyleFlagTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let id: String
        let arguments: [String]
        /// Strings the document must contain.
        let contains: [String]
        var testDescription: String { id }
    }

    static let cases: [Case] = [
        Case(id: "fill defaults", arguments: ["--style", "fill"], contains: [##"<circle r="70.7107" fill="#ffffff""##, #"values="0;0.3;0""#]),
        Case(id: "fill edge rule", arguments: ["--style", "fill", "--origin", "0,0", "--radius-rule", "edge"], contains: [#"r="100""#]),
        Case(id: "fill as a ring", arguments: ["--style", "fill", "--stroke-width", "3"], contains: [##"fill="none" stroke="#ffffff" stroke-width="3""##]),
        Case(id: "material", arguments: ["--style", "material", "--format", "css"], contains: ["scale(0.3717)", "cubic-bezier(0.42,0,0.58,1)", "<clipPath"]),
        Case(id: "material unbounded", arguments: ["--style", "material", "--unbounded", "--max-radius", "40"], contains: [#"r="40""#]),
        Case(id: "material state", arguments: ["--style", "material", "--state", "selected"], contains: [##"fill="#6200ee" fill-opacity="0.08""##]),
        Case(id: "material origin", arguments: ["--style", "material", "--origin", "20,30"], contains: [#"values="-30 -20;0 0;0 0""#]),
        Case(id: "material literal", arguments: ["--style", "material", "--release-rule", "literal", "--hold", "0.4"], contains: [#"keyTimes="0;0.1875;1;1""#]),
        Case(id: "splash heart", arguments: ["--style", "splash", "--shape", "heart"], contains: ["<path d=\"M0 -24 C"]),
        Case(id: "splash percent", arguments: ["--style", "splash", "--size", "360x500", "--ripple-percent", "0.7"], contains: [#"r="175""#, "4.1409"]),
        Case(id: "splash opacity", arguments: ["--style", "splash", "--disappear", "opacity", "--disappear-duration", "1"], contains: ["0.6792"]),
        Case(id: "pulse rings", arguments: ["--style", "pulse", "--rings", "5", "--stagger", "0.1"], contains: [#"begin="0.4s""#]),
        Case(id: "pulse period", arguments: ["--style", "pulse", "--period", "3", "--format", "css"], contains: [" 3s linear 0.3s infinite"]),
        Case(id: "user path shape", arguments: ["--style", "ring", "--shape", "path:M0 0 L10 0 L5 8z"], contains: ["<path d=\"M-50 -40 L50 -40 L0 40 Z\""]),
        Case(id: "rounded clip", arguments: ["--style", "ring", "--clip", "rounded:14"], contains: [#"rx="14""#, "clip-path=\"url(#"]),
        Case(id: "circle clip", arguments: ["--style", "fill", "--size", "100x60", "--clip", "circle"], contains: [#"<ellipse cx="50" cy="30" rx="30" ry="30"/>"#]),
        Case(id: "opacity", arguments: ["--style", "material", "--opacity", "0.5"], contains: [#"fill-opacity="0.5""#]),
        Case(id: "static frame", arguments: ["--style", "ring", "--at", "0.35"], contains: [#"transform="scale(1.6846)""#, #"opacity="0.3154""#]),
    ]

    @Test(arguments: cases)
    func generatesValidDocuments(_ item: Case) throws {
        let result = try CLI.run(item.arguments)
        #expect(result.status == 0, "\(result.stderr)")
        for fragment in item.contains {
            #expect(result.stdout.contains(fragment), "missing \(fragment)")
        }
        if item.arguments.contains("--at") {
            #expect(!result.stdout.contains("<animate"))
            #expect(!result.stdout.contains("<style"))
        }
    }

    static let errorCases: [UsageErrorTests.Case] = [
        .init(id: "option of another style", arguments: ["--style", "ring", "--period", "3"], stderr: "--period is an option of style 'pulse', not of this style"),
        .init(id: "bad choice", arguments: ["--style", "material", "--state", "selectd"], stderr: "--state: unknown value 'selectd'; did you mean 'selected'?"),
        .init(id: "hold negative", arguments: ["--style", "material", "--hold", "-1"], stderr: "--hold: must be at least 0 (got -1)"),
        .init(id: "hold text", arguments: ["--style", "material", "--hold", "soon"], stderr: "--hold: 'soon' is not a number of seconds"),
        .init(id: "rings fraction", arguments: ["--style", "pulse", "--rings", "2.5"], stderr: "--rings: '2.5' is not a whole number"),
        .init(id: "rings too many", arguments: ["--style", "pulse", "--rings", "13"], stderr: "--rings: must be at most 12 (got 13)"),
        .init(id: "ring rings zero", arguments: ["--style", "ring", "--rings", "0"], stderr: "--rings: must be at least 1 (got 0)"),
        .init(id: "ring stagger negative", arguments: ["--style", "ring", "--stagger", "-1"], stderr: "--stagger: must be at least 0 (got -1)"),
        .init(id: "both bounds", arguments: ["--style", "material", "--bounded", "--unbounded"], stderr: "--bounded and --unbounded cannot be used together"),
        .init(id: "origin outside", arguments: ["--style", "material", "--origin", "120,10"], stderr: "--origin: (120.0, 10.0) is outside the 100.0x100.0 view"),
        .init(id: "origin text", arguments: ["--origin", "left"], stderr: "--origin: 'left' is not X,Y or center"),
        .init(id: "unknown shape", arguments: ["--shape", "hart"], stderr: "--shape: unknown shape 'hart'; did you mean 'heart'?"),
        .init(id: "bad path", arguments: ["--shape", "path:M0 0 L"], stderr: "--shape: path data: expected a number"),
        .init(id: "flat path", arguments: ["--shape", "path:M0 0 L0 0"], stderr: "--shape: path data: path has no area"),
        .init(id: "unknown clip", arguments: ["--clip", "bound"], stderr: "--clip: unknown clip 'bound'; did you mean 'bounds'?"),
        .init(id: "bad rounded", arguments: ["--clip", "rounded:x"], stderr: "--clip: 'rounded:x' needs a corner radius"),
        .init(id: "opacity range", arguments: ["--opacity", "1.5"], stderr: "--opacity: 1.5 is out of range: --opacity takes a number from 0 to 1"),
        .init(id: "at negative", arguments: ["--at", "-1"], stderr: "--at: '-1' is not a time from 0"),
        .init(id: "style and spec", arguments: ["--style", "ring", "--spec", "x.json"], stderr: "--style and --spec cannot be used together"),
    ]

    @Test(arguments: errorCases)
    func refuses(_ item: UsageErrorTests.Case) throws {
        let directory = try BinaryRunner.temporaryDirectory()
        let result = try CLI.run(item.arguments + ["-o", "out.svg"], in: directory)
        #expect(result.status == item.status, "\(result.stderr)")
        #expect(result.stderr.contains(item.stderr), "stderr was: \(result.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
    }

    @Test func styleHelpListsItsOptions() throws {
        let help = try CLI.run(["--style", "material", "--help"])
        #expect(help.status == 0)
        for flag in ["--hold", "--max-radius", "--bounds", "--bounded", "--unbounded", "--state", "--release-rule"] {
            #expect(help.stdout.contains(flag), "help lacks \(flag)")
        }
    }

    @Test func showPrintsTheSpec() throws {
        let shown = try CLI.run(["styles", "--show", "pulse"])
        #expect(shown.status == 0)
        let file = try String(contentsOf: Golden.root.appendingPathComponent("Templates/styles/pulse.json"), encoding: .utf8)
        #expect(shown.stdout == file)
        let unknown = try CLI.run(["styles", "--show", "pulze"])
        #expect(unknown.status == 64)
        #expect(unknown.stderr.contains("did you mean 'pulse'?"))
    }

    @Test func evaluateReportsTheModel() throws {
        let result = try CLI.run(["--style", "ring", "--evaluate", "0.35"])
        #expect(result.status == 0)
        let json = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        let frames = json?["frames"] as? [[String: Any]]
        let layer = (frames?.first?["layers"] as? [[String: Any]])?.first
        #expect(layer?["scale"] as? Double == 1.6846)
        #expect(layer?["opacity"] as? Double == 0.3154)
    }
}
