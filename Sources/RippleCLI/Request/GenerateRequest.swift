import Foundation
import RippleJSON
import RippleKit
import RippleTemplates

/// One generate command line, typed once right after parsing: the style, its options, what to make and
/// with which settings (`OutputPlan`), and how to deliver it. Nothing after this reads a flag's text;
/// `batch` builds the same request from a manifest entry's typed values.
struct GenerateRequest: Sendable {
    /// The style.
    let source: StyleSource
    /// `--format`.
    let format: Format
    /// What the command line makes, the flag table's column.
    let mode: Mode
    /// The style's options (the web format resolves the style for presses with them too).
    let style: StyleOptions
    /// What is made, with its settings.
    var plan: OutputPlan
    /// `-o` (for the web format, the style sheet; the scripts go beside it), or `nil` for standard output.
    let output: String?
    /// `--check`: compare with the file at `output` instead of writing it.
    let check: Bool
    /// `--force`: the web scripts may replace files ripplegen did not write.
    let force: Bool
    /// Whether the files are validated (not `--no-validate`).
    let validate: Bool

    /// The template.
    var template: StyleTemplate { source.template }

    /// Types and checks a parsed command line, in the order its errors are reported.
    init(_ parsed: ParsedArguments, source: StyleSource) throws(CLIError) {
        let template = source.template
        if let extra = parsed.positionals.first { throw Self.unexpectedWord(extra) }
        // Without --format, a `.lottie` output is a dotLottie file (the one ending no other format shares).
        let inferred: Format = parsed.value("--output")?.lowercased().hasSuffix(".lottie") == true ? .dotLottie : .standard
        let format = try parsed.value("--format").map { (text) throws(CLIError) in try Format(parsing: text) } ?? inferred
        // The web format's mode is the style's own kind, never the options' (a refused --repeat would pick it).
        let mode = try FlagRules.mode(of: parsed, format: format, pressKind: template.pressKind())
        // The web format reports a bad option value before a refused flag, as it always has (its options were
        // once typed to decide its mode); the other formats report the refusal first.
        let early = Mode.web.contains(mode) ? try GenerateOptions.styleOptions(parsed, template: template) : nil
        try FlagRules.check(parsed, mode: mode, format: format, style: template.name)
        let style = if let early { early } else { try GenerateOptions.styleOptions(parsed, template: template) }
        let idPrefix = try parsed.value("--id-prefix").map { (text) throws(CLIError) in try ValueParsers.idPrefix(text) }
        let output = parsed.value("--output")
        if let output, let spec = source.specPath, Self.sameFile(output, spec) {
            // --check writes nothing: what it cannot do is compare the document with the spec it is made from.
            let refusal = parsed.has("--check") ? "--check would compare the document with the spec" : "refusing to overwrite it"
            throw CLIError.usage("--output \(output) is the spec file itself; \(refusal)")
        }
        try OutputExtension.check(output, mode: mode, format: format, defaulted: parsed.value("--format") == nil)
        self.source = source
        self.format = format
        self.mode = mode
        self.style = style
        plan = try OutputPlan.make(parsed, mode: mode, format: format, idPrefix: idPrefix, style: template.name)
        self.output = output
        check = parsed.has("--check")
        force = parsed.has("--force")
        validate = !parsed.has("--no-validate")
    }

    /// Whether two paths name the same file (after `.`, `..` and symlinks).
    static func sameFile(_ a: String, _ b: String) -> Bool {
        FileSystem.canonical(a) == FileSystem.canonical(b)
    }

    private static func unexpectedWord(_ word: String) -> CLIError {
        // A command word after an option (`ripplegen --no-validate validate x.svg`): the options before it were
        // read as the generate command's, so the word is in the wrong place, not misspelt.
        if RippleGen.words.contains(word) {
            return .usage("'\(word)' is a command and must come first: 'ripplegen \(word) …', its options after it",
                          command: word == "help" ? nil : word)
        }
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
