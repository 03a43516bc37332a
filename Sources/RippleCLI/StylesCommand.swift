import RippleKit
import RippleTemplates

/// `ripplegen styles`: the built-in styles, one line each.
enum StylesCommand {
    static let options: [OptionSpec] = [
        OptionSpec("--show", value: "NAME", "print the style's spec (JSON)"),
        OptionSpec("--help", short: "-h", "show this help"),
    ]

    static func run(_ arguments: [String], console: Console) throws(CLIError) {
        let parsed = try ArgumentParser(command: "styles", options: options).parse(arguments)
        if parsed.has("--help") {
            try console.out(HelpText.styles)
            return
        }
        if let name = parsed.value("--show") {
            _ = try StyleSource.builtin(name, flag: "--show", command: "styles")
            guard let json = BuiltinStyles.json(named: name) else { return }
            try console.out(json)
            return
        }
        if let extra = parsed.positionals.first {
            throw CLIError.usage("unexpected argument '\(ValueParsers.printable(extra))'", command: "styles")
        }
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
    }
}
