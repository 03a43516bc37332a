import RippleKit
import RippleSerializers
import RippleTemplates

/// `ripplegen [options]`: resolve a style, serialize it, validate it, write it.
enum GenerateCommand {
    static let options: [OptionSpec] = [
        OptionSpec("--style", value: "NAME", "built-in style (default ring; see 'ripplegen styles')"),
        OptionSpec("--format", value: "smil|css", "SMIL animation elements (default) or CSS @keyframes"),
        OptionSpec("--repeat", value: "N|indefinite", "iterations: a number ≥ 1 (fractions allowed) or indefinite"),
        OptionSpec("--duration", value: "SECONDS", "one iteration (scales the style's whole timeline): 0.7, 0.7s, 700ms"),
        OptionSpec("--delay", value: "SECONDS", "start time; negative starts part-way into the loop"),
        OptionSpec("--easing", value: "CURVE", "linear, ease, ease-in, ease-out, ease-in-out, standard or cubic-bezier(a,b,c,d)"),
        OptionSpec("--size", value: "WxH", "the view the ripple belongs to, in px (default from the style)"),
        OptionSpec("--color", value: "COLOR", "#rgb, #rrggbb, #rrggbbaa, rgb(), rgba() or a CSS colour name"),
        OptionSpec("--background", value: "COLOR", "a colour behind the ripple over the view (default none)"),
        OptionSpec("--stroke-width", value: "W", "stroke width of ring layers, in px"),
        OptionSpec("--id-prefix", value: "ID", "prefix of ids, classes and keyframe names (default: style name + content hash)"),
        OptionSpec("--title", value: "TEXT", "the document's <title> (default: '<Style> ripple')"),
        OptionSpec("--output", short: "-o", value: "FILE", "write to FILE (atomically) instead of standard output"),
        OptionSpec("--compact", "leave out insignificant whitespace"),
        OptionSpec("--no-validate", "skip libxml2 validation of the generated document"),
        OptionSpec("--help", short: "-h", "show this help"),
    ]

    static func run(_ arguments: [String], environment: [String: String], console: Console) throws(CLIError) {
        let parsed = try ArgumentParser(command: nil, options: options).parse(arguments)
        if parsed.has("--help") {
            try console.out(HelpText.generate)
            return
        }
        if let extra = parsed.positionals.first {
            throw unexpectedWord(extra)
        }
        let styleName = parsed.value("--style") ?? "ring"
        let found: StyleTemplate?
        do {
            found = try BuiltinStyles.template(named: styleName)
        } catch {
            throw CLIError(.software, ["ripplegen: error: built-in style \(error)"])
        }
        guard let template = found else {
            let hint = Suggest.closest(to: styleName, in: BuiltinStyles.names).map { "; did you mean '\($0)'?" } ?? ""
            throw CLIError.usage("--style: unknown style '\(ValueParsers.printable(styleName))'\(hint) (see 'ripplegen styles')")
        }
        let format = try parseFormat(parsed.value("--format"))
        let styleOptions = try makeOptions(parsed)
        let idPrefix = try parsed.value("--id-prefix").map { (text) throws(CLIError) in try ValueParsers.idPrefix(text) }

        let animation: RippleAnimation
        do {
            animation = try template.resolve(styleOptions)
        } catch {
            throw CLIError(.dataError, ["ripplegen: error: \(error)"])
        }
        let options = RenderOptions(format: format, idPrefix: idPrefix, layout: parsed.has("--compact") ? .compact : .pretty)
        let document = DocumentRenderer.render(animation, options: options)
        let output = parsed.value("--output")

        if !parsed.has("--no-validate") {
            let session = ValidationSession(environment: environment)
            try session.checkDTD(console: console)
            let problems = session.validate(document, file: output ?? "<stdout>")
            if problems.contains(where: { $0.severity == .error }) {
                throw CLIError(.software, ["ripplegen: error: the generated document is invalid; nothing was written"] + problems.map(\.description))
            }
        }
        if let output {
            try OutputWriter.write(document, to: output)
        } else {
            try console.out(document)
        }
    }

    private static func parseFormat(_ text: String?) throws(CLIError) -> OutputFormat {
        guard let text else { return .smil }
        guard let format = OutputFormat(rawValue: text) else {
            let hint = Suggest.closest(to: text, in: OutputFormat.allCases.map(\.rawValue)).map { "; did you mean '\($0)'?" } ?? ""
            throw CLIError.usage("--format: unknown format '\(ValueParsers.printable(text))'\(hint) (smil or css)")
        }
        return format
    }

    private static func makeOptions(_ parsed: ParsedArguments) throws(CLIError) -> StyleOptions {
        var options = StyleOptions()
        if let text = parsed.value("--size") { options.size = try ValueParsers.size(text) }
        if let text = parsed.value("--color") { options.color = try ValueParsers.color(text, flag: "--color") }
        if let text = parsed.value("--background") { options.background = try ValueParsers.color(text, flag: "--background") }
        if let text = parsed.value("--stroke-width") { options.strokeWidth = try ValueParsers.length(text, flag: "--stroke-width") }
        if let text = parsed.value("--duration") {
            options.duration = try ValueParsers.seconds(text, flag: "--duration", allowNegative: false)
        }
        if let text = parsed.value("--delay") { options.delay = try ValueParsers.seconds(text, flag: "--delay", allowNegative: true) }
        if let text = parsed.value("--repeat") { options.repeatCount = try ValueParsers.repeatCount(text) }
        if let text = parsed.value("--easing") { options.easing = try ValueParsers.easing(text) }
        if let text = parsed.value("--title") { options.title = try ValueParsers.title(text) }
        return options
    }

    private static func unexpectedWord(_ word: String) -> CLIError {
        let commands = ["styles", "validate", "help"]
        if BuiltinStyles.names.contains(word) {
            return .usage("unexpected argument '\(word)'; did you mean '--style \(word)'?")
        }
        if let suggestion = Suggest.closest(to: word, in: commands) {
            return .usage("unknown command '\(ValueParsers.printable(word))'; did you mean '\(suggestion)'?")
        }
        if let style = Suggest.closest(to: word, in: BuiltinStyles.names) {
            return .usage("unexpected argument '\(ValueParsers.printable(word))'; did you mean '--style \(style)'?")
        }
        return .usage("unexpected argument '\(ValueParsers.printable(word))'")
    }
}
