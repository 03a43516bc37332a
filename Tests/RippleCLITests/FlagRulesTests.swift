import Foundation
import RippleTestSupport
import Testing
@testable import RippleCLI
import RipplePipeline

/// The flag table: every row decides every mode once, command lines are refused by the row and mode they
/// hit, and docs/cli.md shows the table as it is (`RIPPLEGEN_REGENERATE=1` rewrites it, and still fails).
struct FlagRulesTests {
    @Test(arguments: FlagRules.table.map { $0.flags[0] })
    func everyModeIsDecidedOnce(_ flag: String) throws {
        let rule = try #require(FlagRules.table.first { $0.flags[0] == flag })
        for mode in Mode.allCases {
            let cells = [rule.applies.contains(mode), rule.ignored.contains(mode)] + rule.refused.map { $0.modes.contains(mode) }
            #expect(cells.filter { $0 }.count == 1, "\(flag) in \(mode): \(cells)")
        }
    }

    @Test func everyFlagHasOneRow() {
        let flags = FlagRules.table.flatMap(\.flags)
        #expect(Set(flags).count == flags.count)
        let known = Set(GenerateOptions.common.map(\.name))
        #expect(flags.filter { !known.contains($0) } == [])
    }

    struct Case: Sendable, CustomTestStringConvertible {
        let id: String
        let arguments: [String]
        let mode: Mode
        /// The start of the refusal, or `nil` when the command line is accepted.
        let refusal: String?
        var testDescription: String { id }
    }

    static let cases: [Case] = [
        Case(id: "smil takes a title", arguments: ["--title", "x"], mode: .smil, refusal: nil),
        Case(id: "lottie refuses a title", arguments: ["--title", "x"], mode: .lottie, refusal: "--title and --format lottie cannot be used together: a Lottie file has no accessible name"),
        Case(id: "gif refuses an id prefix", arguments: ["--id-prefix", "a"], mode: .animated, refusal: "--id-prefix and --format gif cannot be used together"),
        Case(id: "png refuses a frame rate", arguments: ["--fps", "10"], mode: .png, refusal: "--fps and --format png cannot be used together: one still frame has no frame rate"),
        Case(id: "evaluate ignores minify", arguments: ["--minify"], mode: .evaluate, refusal: nil),
        Case(id: "a raster image ignores --no-validate", arguments: ["--no-validate"], mode: .animated, refusal: nil),
        Case(id: "a press refuses --origin naming the style", arguments: ["--origin", "1,2"], mode: .press, refusal: "--origin means nothing for --format web with style 'material': the press point"),
        Case(id: "a decoration refuses --repeat naming the style", arguments: ["--repeat", "2"], mode: .decoration, refusal: "--repeat means nothing for --format web with style 'material': the decoration loops"),
        Case(id: "web refuses --background without the style", arguments: ["--background", "red"], mode: .press, refusal: "--background and --format web cannot be used together"),
        Case(id: "evaluate refuses --check", arguments: ["--check"], mode: .evaluate, refusal: "--check and --evaluate cannot be used together"),
    ]

    @Test(arguments: cases)
    func aCommandLineIsRefusedByItsRow(_ item: Case) throws {
        var parsed = ParsedArguments()
        var index = 0
        while index < item.arguments.count {
            if index + 1 < item.arguments.count, !item.arguments[index + 1].hasPrefix("--") {
                parsed.values[item.arguments[index]] = .text(item.arguments[index + 1])
                index += 2
            } else {
                parsed.flags.insert(item.arguments[index])
                index += 1
            }
        }
        let format: Format = switch item.mode {
        case .lottie: try #require(OutputKind.named("lottie")).format
        case .animated: .raster(.gif)
        case .png: .raster(.png)
        case .press, .decoration: .web
        default: .standard
        }
        do {
            try FlagRules.check(parsed, mode: item.mode, format: format, style: "material")
            #expect(item.refusal == nil, "accepted")
        } catch {
            let message = error.problems.first?.message ?? ""
            #expect(item.refusal.map(message.hasPrefix) == true, "\(message)")
            #expect(error.code == .usage)
        }
    }

    /// docs/cli.md holds the table between these markers.
    static let section = GeneratedSection(
        file: "docs/cli.md",
        begin: "<!-- flag table: generated from FlagRules by FlagRulesTests; RIPPLEGEN_REGENERATE=1 swift test --filter FlagRulesTests rewrites it -->\n",
        end: "<!-- end of the flag table -->\n", rewrite: "RIPPLEGEN_REGENERATE=1 swift test --filter FlagRulesTests")

    @Test func theDocumentedTableIsTheTable() throws {
        try Self.section.expect(FlagRules.markdown)
    }
}
