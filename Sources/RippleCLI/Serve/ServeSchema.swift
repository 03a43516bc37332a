import RippleJSON
import RippleKit
import RippleMarkup
import RipplePipeline
import RippleTemplates

/// What the editor page builds its controls from, as JSON: the same flag table, parameter definitions and
/// output-kind registry the help and the checks use, so a control exists exactly where the CLI takes the flag.
enum ServeSchema {
    /// The common options the page offers (those that name files, pick the style or print help are not
    /// controls; `--at`, `--filmstrip` and `--evaluate` are the previews' own).
    static let hidden: Set<String> = ["--style", "--spec", "--format", "--output", "--check", "--force", "--help", "--no-validate",
                                      "--at", "--filmstrip", "--evaluate"]

    /// The schema for the served styles (`spec`: the served spec's template, first).
    static func json(styles: [StyleTemplate]) -> String {
        let options = GenerateOptions.common.filter { !hidden.contains($0.name) }.map { option in
            var fields = [("flag", quoted(option.name)), ("value", option.value.map(quoted) ?? "null"), ("help", quoted(option.help))]
            if let range = ranges.first(where: { $0.flag == option.name })?.range { fields.append(("range", json(range))) }
            return object(fields)
        }
        let formats = OutputKind.all.map { kind in
            object([("name", quoted(kind.name)), ("help", quoted(kind.help)),
                    ("endings", array(kind.files.map { quoted($0.endings[0]) })),
                    ("modes", object([PressProgram.Kind.held, .tap, .loop].map { ($0.rawValue, quoted(kind.column($0).rawValue)) }))])
        }
        let refused = Mode.allCases.map { mode in
            (mode.rawValue, array(FlagRules.table.filter { $0.refusal(in: mode) != nil }.flatMap(\.flags).map(quoted)))
        }
        return object([
            ("styles", array(styles.map(style))),
            ("options", array(options)),
            ("formats", array(formats)),
            ("refused", object(refused)),
            ("easings", easings),
            ("springRange", json(springResponse)),
        ]) + "\n"
    }

    private static func style(_ template: StyleTemplate) -> String {
        let parameters = (template.parameters ?? []).map { parameter in
            var fields = [("flag", quoted(parameter.flag)), ("kind", quoted(parameter.kind.rawValue)), ("help", quoted(parameter.help))]
            if let min = parameter.min { fields.append(("min", NumberFormat.format(min))) }
            if let max = parameter.max { fields.append(("max", NumberFormat.format(max))) }
            if let choice = parameter.default.choice { fields.append(("default", quoted(choice))) }
            if case .number(let number)? = parameter.default.quantity?.expression { fields.append(("default", NumberFormat.format(number))) }
            if let choices = parameter.choices { fields.append(("choices", array(choices.map { quoted($0.name) }))) }
            return object(fields)
        }
        return object([("name", quoted(template.name)), ("summary", quoted(template.summary)),
                       ("kind", quoted(template.pressKind().rawValue)), ("color", quoted(template.defaults.color)),
                       ("size", array(template.defaults.size.map(NumberFormat.format))), ("easing", quoted(template.defaults.easing)),
                       ("springs", springs(template)),
                       ("parameters", array(parameters)),
                       ("refused", object([("web", array(webRefusals(template).map(quoted)))]))])
    }

    /// The flags `--format web` refuses for this style beyond the flag table's column: a held press's release
    /// parameter and `--duration` (the press's end ends its timeline; `StyleTemplate.pressProgram`), and a
    /// press's `--stroke-width` (its layers are drawn filled; `WebOutput.render`). ServeSchemaTests renders
    /// each built-in style with each of them, and with the flags not listed.
    static func webRefusals(_ template: StyleTemplate) -> [String] {
        let kind = template.pressKind()
        var flags: [String] = []
        if kind == .held {
            flags += (template.parameters ?? []).filter { $0.name == template.press?.release }.map(\.flag)
            flags.append("--duration")
        }
        if kind != .loop { flags.append("--stroke-width") }
        return flags
    }

    static func quoted(_ text: String) -> String { JSONText.quoted(text) }
    static func array(_ items: [String]) -> String { "[" + items.joined(separator: ",") + "]" }
    static func object(_ fields: [(String, String)]) -> String {
        "{" + fields.map { quoted($0.0) + ":" + $0.1 }.joined(separator: ",") + "}"
    }
}
