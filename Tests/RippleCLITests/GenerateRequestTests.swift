@testable import RippleCLI
import RipplePipeline
import RippleKit
import Testing

/// A batch entry's typed arguments and the command line a user would type build the same request: one
/// parser per flag, a number taken as the number it is, no command-line text in between.
@Suite struct GenerateRequestTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let style: String
        let argv: [String]
        let members: [(name: String, value: OptionValue?, present: Bool)]
        var testDescription: String { "\(style) " + argv.joined(separator: " ") }
    }

    static let cases: [Case] = [
        Case(style: "ring", argv: ["--repeat", "25", "--duration", "0.7", "--minify"],
             members: [("repeat", .number(25), true), ("duration", .number(0.7), true), ("minify", nil, true)]),
        Case(style: "pulse", argv: ["--format", "lottie", "--fps", "29.97", "--rings", "4", "--color", "#1e88e5"],
             members: [("fps", .number(29.97), true), ("rings", .number(4), true), ("color", .text("#1e88e5"), true)]),
        Case(style: "material", argv: ["--format", "web", "--reduced-motion", "slow"],
             members: [("reduced-motion", .text("slow"), true), ("force", nil, false)]),
        Case(style: "fill", argv: ["--format", "gif", "--fps", "25", "--scale", "2", "--repeat", "3"],
             members: [("fps", .number(25), true), ("scale", .text("2"), true), ("repeat", .number(3), true)]),
        Case(style: "splash", argv: ["--delay", "-0.25", "--opacity", "0.5", "--at", "0.1"],
             members: [("delay", .number(-0.25), true), ("opacity", .number(0.5), true), ("at", .text("100ms"), true)]),
    ]

    private func source(_ style: String) throws -> StyleSource {
        StyleSource(template: try StyleSource.builtin(style), specPath: nil)
    }

    private func output(for argv: [String]) -> String {
        switch argv.firstIndex(of: "--format").map({ argv[$0 + 1] }) {
        case "web": "out/a.css"
        case "lottie": "out/a.json"
        case "gif": "out/a.gif"
        default: "out/a.svg"
        }
    }

    @Test(arguments: cases)
    func membersAndACommandLineMakeOneRequest(_ item: Case) throws {
        let source = try source(item.style)
        let parser = try GenerateCommand.parser(for: source.template)
        let path = output(for: item.argv)
        let typed = try GenerateRequest(try parser.parse(item.argv + ["-o", path]), source: source)
        var members = try parser.parse(members: item.members)
        if let format = item.argv.firstIndex(of: "--format").map({ item.argv[$0 + 1] }) { members.values["--format"] = .text(format) }
        members.values["--output"] = .text(path)
        let built = try GenerateRequest(members, source: source)
        #expect(built.plan.isEqual(to: typed.plan))
        #expect(built.style == typed.style)
        #expect(built.mode == typed.mode)
        #expect(built.format == typed.format)
        #expect((built.check, built.force, built.validate) == (typed.check, typed.force, typed.validate))
    }

    /// The members are refused with the command line's own messages.
    @Test(arguments: [
        ([("repaet", OptionValue?.some(.number(2)), true)], "unknown option '--repaet'; did you mean '--repeat'?"),
        ([("minify", .number(1), true)], "--minify takes no value"),
        ([("repeat", nil, true)], "--repeat needs a value (N|indefinite)"),
        ([("repeat", nil, false)], "--repeat needs a value (N|indefinite)"),
        ([("hold", .number(1), true)], "--hold is an option of styles 'material' and 'splash', not of this style"),
    ] as [([(name: String, value: OptionValue?, present: Bool)], String)])
    func membersAreRefusedAsOnACommandLine(_ members: [(name: String, value: OptionValue?, present: Bool)], _ message: String) throws {
        let parser = try GenerateCommand.parser(for: try source("ring").template)
        let error = #expect(throws: CLIError.self) { try parser.parse(members: members) }
        #expect(error?.problems.first?.message == message)
    }

    /// A number is checked as the number it is, with the message a typed one gets.
    @Test func aNumberIsRangeCheckedAsTyped() throws {
        let source = try source("ring")
        let parser = try GenerateCommand.parser(for: source.template)
        let typed = #expect(throws: CLIError.self) { try GenerateRequest(try parser.parse(["--repeat", "0.5"]), source: source) }
        let built = #expect(throws: CLIError.self) { try GenerateRequest(try parser.parse(members: [("repeat", .number(0.5), true)]), source: source) }
        #expect(typed?.problems.first?.message == built?.problems.first?.message)
        #expect(built?.problems.first?.location.flag == "--repeat")
    }
}
