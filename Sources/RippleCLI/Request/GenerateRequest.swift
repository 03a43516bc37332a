import Foundation
import RippleJSON
import RippleKit
import RipplePipeline
import RippleTemplates

/// One generate command line, typed once right after parsing: what to make (the pipeline's `OutputRequest`:
/// the style, its options, the kind and its settings) and how to deliver it. Nothing after this reads a flag's
/// text; `batch` builds the same request from a manifest entry's typed values.
struct GenerateRequest: Sendable {
    /// What is made, with its settings: `Pipeline.render` takes it.
    var request: OutputRequest
    /// `-o` (for the web format, the style sheet; the scripts go beside it), or `nil` for standard output.
    let output: String?
    /// `--check`: compare with the file at `output` instead of writing it.
    let check: Bool
    /// `--force`: the web scripts may replace files ripplegen did not write.
    let force: Bool

    /// The style.
    var source: StyleSource { request.source }
    /// `--format`.
    var format: Format { request.format }
    /// What the command line makes, the flag table's column.
    var mode: Mode { request.mode }
    /// The style's options.
    var style: StyleOptions { request.style }
    /// What is made, with its settings.
    var plan: any OutputPlan { request.plan }
    /// Whether the files are validated (not `--no-validate`).
    var validate: Bool { request.validate }
    /// The template.
    var template: StyleTemplate { source.template }

    /// Where the files go: `paths[i]` is file `i`'s (`nil`: standard output).
    var paths: [String?] { MadeFile.paths(output, of: request.files) }

    /// Types and checks a parsed command line, in the order its errors are reported.
    ///
    /// - Parameter toFiles: the files go where `-o` says; `serve` and the gallery keep them in memory, so no
    ///   `-o` is needed for the kinds that insist on a name.
    init(_ parsed: ParsedArguments, source: StyleSource, toFiles: Bool = true) throws(CLIError) {
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
        let plan = try PlanFlags.plan(parsed, mode: mode, format: format, idPrefix: idPrefix, style: template.name, toFiles: toFiles)
        request = OutputRequest(source: source, format: format, mode: mode, style: style, plan: plan, validate: !parsed.has("--no-validate"))
        self.output = output
        check = parsed.has("--check")
        force = parsed.has("--force")
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
