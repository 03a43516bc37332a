import RippleTestSupport
import Testing

/// Every `--help` text fits 80 columns (swift-argument-parser's width): long choice lists go on their own
/// indented lines and help text wraps under its column.
struct HelpWidthTests {
    static let commands: [[String]] = [[], ["batch"], ["validate"], ["preview"], ["styles"]]
        + ["ring", "fill", "material", "splash", "pulse"].map { ["--style", $0] }

    @Test(arguments: commands)
    func helpFitsEightyColumns(_ command: [String]) throws {
        let result = try CLI.run(command + ["--help"])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count > 5)
        for line in lines {
            #expect(line.count <= 80, "\(line.count) columns: \(line)")
        }
    }

    @Test func aLongChoiceListContinuesOnAnIndentedLine() throws {
        let help = try CLI.run(["--style", "material", "--help"]).stdout
        #expect(help.contains("  --state normal|highlighted|selected|selected-highlighted|dragged|\n      dragged-highlighted|selected-dragged\n"))
    }
}
