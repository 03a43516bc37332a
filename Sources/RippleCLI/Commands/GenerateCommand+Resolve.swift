import Foundation
import RippleJSON
import RippleKit
import RippleTemplates

extension GenerateCommand {
    /// A command line parsed, checked and resolved into an animation: everything before rendering.
    ///
    /// `batch` runs its entries through the same steps, so a flag behaves and fails the same way in both.
    struct Resolved: Sendable {
        /// The parsed arguments.
        let parsed: ParsedArguments
        /// `--format`.
        let format: Format
        /// What the command line makes, the flag table's column.
        let mode: Mode
        /// The style and the options it was resolved with (the web format resolves it for presses too).
        let template: StyleTemplate
        let styleOptions: StyleOptions
        /// `--id-prefix`, checked.
        let idPrefix: String?
        /// The style resolved with the command line's options.
        let animation: RippleAnimation
    }

    /// Checks the parsed arguments (in the order their errors are reported) and resolves the style.
    ///
    /// - Parameter memo: `batch` passes its worker's memo, so the formats of one asset resolve the style once.
    static func resolve(_ parsed: ParsedArguments, source: StyleSource, memo: ThreadMemo? = nil) throws(CLIError) -> Resolved {
        let template = source.template
        if let extra = parsed.positionals.first {
            throw unexpectedWord(extra)
        }
        let format = try parsed.value("--format").map { (text) throws(CLIError) in try Format(parsing: text) } ?? .standard
        // The web format's mode is the style's own kind, never the options' (a refused --repeat would pick it).
        let mode = try FlagRules.mode(of: parsed, format: format, pressKind: template.pressKind())
        // The web format reports a bad option value before a refused flag, as it always has (its options were
        // once typed to decide its mode); the other formats report the refusal first.
        let early = Mode.web.contains(mode) ? try GenerateOptions.styleOptions(parsed, template: template) : nil
        try FlagRules.check(parsed, mode: mode, format: format, style: template.name)
        let styleOptions = if let early { early } else { try GenerateOptions.styleOptions(parsed, template: template) }
        let idPrefix = try parsed.value("--id-prefix").map { (text) throws(CLIError) in try ValueParsers.idPrefix(text) }
        if let output = parsed.value("--output"), let spec = source.specPath, sameFile(output, spec) {
            // --check writes nothing: what it cannot do is compare the document with the spec it is made from.
            let refusal = parsed.has("--check") ? "--check would compare the document with the spec" : "refusing to overwrite it"
            throw CLIError.usage("--output \(output) is the spec file itself; \(refusal)")
        }
        try OutputExtension.check(parsed.value("--output"), mode: mode, format: format, defaulted: parsed.value("--format") == nil)
        let animation: RippleAnimation
        do {
            if let memo {
                animation = try memo.animation(style: source.specPath ?? template.name, options: styleOptions) { () throws(StyleError) in
                    try template.resolve(styleOptions)
                }
            } else {
                animation = try template.resolve(styleOptions)
            }
        } catch {
            throw source.cliError(for: error)
        }
        return Resolved(parsed: parsed, format: format, mode: mode, template: template, styleOptions: styleOptions,
                        idPrefix: idPrefix, animation: animation)
    }

    /// Whether two paths name the same file (after `.`, `..` and symlinks).
    static func sameFile(_ a: String, _ b: String) -> Bool {
        let first = URL(fileURLWithPath: a).standardizedFileURL.resolvingSymlinksInPath()
        let second = URL(fileURLWithPath: b).standardizedFileURL.resolvingSymlinksInPath()
        return first.path == second.path
    }

    private static func unexpectedWord(_ word: String) -> CLIError {
        if BuiltinStyles.names.contains(word) {
            return .usage("unexpected argument '\(word)'; did you mean '--style \(word)'?")
        }
        if let suggestion = Suggest.closest(to: word, in: RippleGen.words) {
            return .usage("unknown command '\(ValueParsers.printable(word))'; did you mean '\(suggestion)'?")
        }
        if let style = Suggest.closest(to: word, in: BuiltinStyles.names) {
            return .usage("unexpected argument '\(ValueParsers.printable(word))'; did you mean '--style \(style)'?")
        }
        return .usage("unexpected argument '\(ValueParsers.printable(word))'")
    }
}
