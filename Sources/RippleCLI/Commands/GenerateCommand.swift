import Foundation
import RippleKit
import RipplePipeline
import RippleTemplates

/// `ripplegen [options]`: resolve a style, render it in the chosen format, validate it, deliver it.
enum GenerateCommand: Command {
    static let name = ""
    static let usage = "[options]"
    static let about: [String] = []
    static var options: [OptionSpec] { GenerateOptions.common }

    static func main(_ arguments: [String], context: CommandContext) throws(CLIError) -> ExitCode {
        let wantsHelp = arguments.contains("--help") || arguments.contains("-h")
        let source: StyleSource
        do {
            source = try StyleSource.load(from: arguments)
        } catch where wantsHelp && error.code == .usage {
            try context.console.out(help(style: nil))
            return .ok
        }
        let parsed = try parser(for: source.template).parse(arguments)
        if parsed.has("--help") {
            try context.console.out(help(style: source.template))
            return .ok
        }
        let request = try GenerateRequest(parsed, source: source)
        var session: ValidationSession?
        let files = try OutputPipeline.make(request, session: { () throws(CLIError) in
            if let session { return session }
            let made = ValidationSession(environment: context.environment)
            try made.checkDTD(console: context.console)
            session = made
            return made
        }, console: context.console)
        // Refused before an invalid file is reported: a script that is the spec file, and whatever the write
        // rule refuses (a link, a script the user wrote, a FIFO among the web files).
        if !request.check {
            for script in files.filter(\.guarded).compactMap(\.path) { try ScriptGuard.refuseTheSpec(script, spec: source.specPath) }
            try OutputPipeline.preflight(files, force: request.force)
        }
        try OutputPipeline.validate(files)
        try OutputPipeline.deliver(files, check: request.check, force: request.force, console: context.console)
        return .ok
    }

    /// `ripplegen help [--style NAME]`: the help with that style's options (a style that does not load is left out).
    static func help(_ arguments: [String]) -> String {
        help(style: try? StyleSource.load(from: arguments).template)
    }

    static func help(style: StyleTemplate?) -> String {
        var epilogue = [""]
        if let style {
            let parameters = GenerateOptions.parameters(of: style)
            epilogue.append("STYLE \(style.name): \(style.summary)")
            epilogue.append(parameters.isEmpty ? "  (no options of its own)" : String(HelpText.table(parameters).dropLast()))
        } else {
            epilogue.append("Each style has options of its own: ripplegen --style NAME --help")
        }
        epilogue += [
            "",
            "EXAMPLES:",
            "  ripplegen --style ring --repeat 25 -o ring.svg",
            "  ripplegen --style material --origin 20,30 --hold 0.6 --format css -o press.svg",
            "  ripplegen --style pulse --rings 4 --color '#1e88e5' -o pulse.svg",
            "",
            "EXIT CODES: 0 ok, 1 invalid (validate), 64 usage error, 65 bad input data, 66 input not readable, 70 internal error (a generated document failed validation), 73 cannot write output",
            "",
        ]
        let usages = ["ripplegen [options]"] + RippleGen.commands.map { "ripplegen " + $0.usage } + ["ripplegen " + RippleGen.versionFlag]
        return HelpText.render(
            title: "ripplegen — web-ready ripple animations as standalone SVG (SMIL or CSS keyframes), validated with libxml2",
            usage: usages, about: [], options: options, epilogue: epilogue)
    }

    /// The parser for a command line using `template`: the common options, the style's parameters, and
    /// the other built-in styles' flags so that a misplaced one gets a precise message.
    static func parser(for template: StyleTemplate) throws(CLIError) -> ArgumentParser {
        let name = template.name
        return ArgumentParser(command: nil, options: GenerateOptions.common + GenerateOptions.parameters(of: template),
                              otherStyles: { otherStyleFlags(excluding: name) })
    }

    /// Flags that belong to other built-in styles, so a misplaced one gets a precise message.
    /// A built-in template that does not decode is a build defect the tests catch; here it only loses
    /// the precise message.
    private static func otherStyleFlags(excluding name: String) -> [String: [String]] {
        var flags: [String: [String]] = [:]
        let all = (try? BuiltinStyles.all()) ?? []
        for other in all where other.name != name {
            for spec in GenerateOptions.parameters(of: other) { flags[spec.name, default: []].append(other.name) }
        }
        return flags
    }
}
