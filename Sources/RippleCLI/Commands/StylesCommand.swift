import RippleKit
import RipplePipeline
import RippleTemplates

/// `ripplegen styles`: the built-in styles, one line each.
enum StylesCommand: Subcommand {
    static let name = "styles"
    static let usage = "styles [--show NAME]"
    static let about = [
        "Lists the built-in styles with one line each; --show NAME prints a style's spec file, a starting point for your own (ripplegen --spec my.json).",
    ]
    static let options: [OptionSpec] = [
        OptionSpec("--show", value: "NAME", "print the style's spec (JSON)"),
        OptionSpec("--help", short: "-h", "show this help"),
    ]

    static func run(_ parsed: ParsedArguments, context: CommandContext) throws(CLIError) -> ExitCode {
        let console = context.console
        if let name = parsed.value("--show") {
            _ = try StyleSource.builtin(name, flag: "--show", command: "styles")
            if let json = BuiltinStyles.json(named: name) { try console.out(json) }
            return .ok
        }
        try refuseExtra(parsed)
        let templates: [StyleTemplate]
        do {
            templates = try BuiltinStyles.all()
        } catch {
            throw CLIError(.software, "built-in style \(error)")
        }
        let width = templates.map(\.name.count).max() ?? 0
        var text = ""
        for template in templates {
            text += template.name + String(repeating: " ", count: width - template.name.count + 2) + template.summary + "\n"
        }
        try console.out(text)
        return .ok
    }
}
