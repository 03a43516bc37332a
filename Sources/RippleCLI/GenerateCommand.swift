import RippleJSON
import Foundation
import RippleKit
import RippleRaster
import RippleSerializers
import RippleTemplates

/// `ripplegen [options]`: resolve a style, serialize it, validate it, write it.
enum GenerateCommand {
    static func run(_ arguments: [String], environment: [String: String], console: Console) throws(CLIError) {
        let wantsHelp = arguments.contains("--help") || arguments.contains("-h")
        let source: StyleSource
        do {
            source = try StyleSource.load(from: arguments)
        } catch where wantsHelp && error.code == .usage {
            try console.out(HelpText.generate(style: nil))
            return
        }
        let parsed = try parser(for: source.template).parse(arguments)
        if parsed.has("--help") {
            try console.out(HelpText.generate(style: source.template))
            return
        }
        let resolved = try resolve(parsed, source: source)
        let output = parsed.value("--output")
        // What is made is the mode `FlagScope` decided when it checked the command line.
        switch resolved.mode {
        case .web:
            try WebCommand.run(resolved, source: source, output: output, console: console)
        case .lottie:
            try LottieCommand.run(resolved, output: output, console: console)
        case .raster:
            guard let raster = resolved.raster else { preconditionFailure("the raster mode comes from a raster --format") }
            try RasterCommand.run(resolved, format: raster, source: source, output: output, console: console)
        case .evaluate:
            let report = EvaluationReport.json(resolved.animation, times: try ValueParsers.times(parsed.value("--evaluate") ?? ""))
            if let output { try OutputWriter.write(report, to: output) } else { try console.out(report) }
        case .filmstrip:
            try writeFilmstrip(resolved.animation, count: parsed.value("--filmstrip") ?? "", output: output, check: parsed.has("--check"), console: console)
        case .smil, .css, .still:
            try writeDocument(resolved, output: output, environment: environment, console: console)
        }
    }

    /// Renders, validates and writes (or with `--check` compares) the SVG document of a command line.
    private static func writeDocument(
        _ resolved: Resolved, output: String?, environment: [String: String], console: Console
    ) throws(CLIError) {
        let parsed = resolved.parsed
        let (document, options) = try render(resolved)
        if !parsed.has("--no-validate") {
            let session = ValidationSession(environment: environment)
            try session.checkDTD(console: console)
            try validate(document, options: options, file: output ?? "<stdout>", session: session)
        }
        try SnapshotCheck.deliver(document, to: output, check: parsed.has("--check"), console: console)
    }

    /// A command line parsed, checked and resolved into an animation: everything before rendering.
    ///
    /// `batch` runs its entries through the same steps, so a flag behaves and fails the same way in both.
    struct Resolved: Sendable {
        /// The parsed arguments.
        let parsed: ParsedArguments
        /// `--format` (`css` when `web`).
        let format: OutputFormat
        /// `--format web`: a style sheet and a script instead of a document.
        let web: Bool
        /// What the command line makes, as `FlagScope` decided.
        let mode: FlagScope.Mode
        /// The style and the options it was resolved with (the web format resolves it for presses too).
        let template: StyleTemplate
        let styleOptions: StyleOptions
        /// `--id-prefix`, checked.
        let idPrefix: String?
        /// The style resolved with the command line's options.
        let animation: RippleAnimation
    }

    /// The parser for a command line using `template`: the common options, the style's parameters, and
    /// the other built-in styles' flags so that a misplaced one gets a precise message.
    static func parser(for template: StyleTemplate) throws(CLIError) -> ArgumentParser {
        let name = template.name
        return ArgumentParser(command: nil, options: GenerateOptions.common + GenerateOptions.parameters(of: template),
                              otherStyles: { otherStyleFlags(excluding: name) })
    }

    /// Checks the parsed arguments (in the order their errors are reported) and resolves the style.
    ///
    /// - Parameter memo: `batch` passes its worker's memo, so the formats of one asset resolve the style once.
    static func resolve(_ parsed: ParsedArguments, source: StyleSource, memo: ResolveMemo? = nil) throws(CLIError) -> Resolved {
        let template = source.template
        if let extra = parsed.positionals.first {
            throw unexpectedWord(extra)
        }
        let (format, web) = try GenerateOptions.target(parsed.value("--format"))
        let mode = try FlagScope.mode(of: parsed, web: web, format: format)
        let styleOptions = try GenerateOptions.styleOptions(parsed, template: template)
        let idPrefix = try parsed.value("--id-prefix").map { (text) throws(CLIError) in try ValueParsers.idPrefix(text) }
        if let output = parsed.value("--output"), let spec = source.specPath, sameFile(output, spec) {
            throw CLIError.usage("--output \(output) is the spec file itself; refusing to overwrite it")
        }
        try OutputExtension.check(parsed.value("--output"), mode: mode, defaulted: parsed.value("--format") == nil)
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
        return Resolved(parsed: parsed, format: format, web: web, mode: mode, template: template, styleOptions: styleOptions,
                        idPrefix: idPrefix, animation: animation)
    }

    /// The document of a resolved command line as UTF-8 bytes (validated and written as they are), not yet
    /// validated, and the options it was rendered with.
    static func render(_ resolved: Resolved) throws(CLIError) -> (document: [UInt8], options: RenderOptions) {
        let options = try GenerateOptions.renderOptions(resolved.parsed, format: resolved.format, idPrefix: resolved.idPrefix)
        return (DocumentRenderer.renderBytes(resolved.animation, options: options), options)
    }

    /// Validates a generated document.
    ///
    /// - Throws: `CLIError` (exit 70) with libxml2's messages when the document has an error.
    static func validate(_ document: [UInt8], options: RenderOptions, file: String, session: ValidationSession) throws(CLIError) {
        let problems = session.validate(document, file: file, allowing: options.profile.extraRootAttributes)
        if problems.contains(where: { $0.severity == .error }) {
            throw CLIError(.software, "the generated document is invalid; nothing was written", details: problems.map(\.description))
        }
    }

    /// `--filmstrip N -o FILE.png`: still frames rasterized side by side.
    private static func writeFilmstrip(
        _ animation: RippleAnimation, count text: String, output: String?, check: Bool, console: Console
    ) throws(CLIError) {
        guard let count = Int(text), (1...120).contains(count) else {
            throw CLIError.badValue("--filmstrip", "'\(ValueParsers.printable(text))' is not a number of frames from 1 to 120")
        }
        guard let output else { throw CLIError.usage("--filmstrip writes a PNG: give -o FILE.png") }
        let png: [UInt8]
        do {
            png = try Filmstrip.png(animation, count: count)
        } catch {
            // Too large is a usage error (the flags ask for it); anything else is ripplegen's or librsvg's.
            if case .tooLarge = error {
                throw CLIError.badValue("--filmstrip", "\(error) (--size and --filmstrip together decide it: fewer frames or a smaller --size)")
            }
            throw CLIError(.software, "--filmstrip: \(error)")
        }
        try SnapshotCheck.deliver(png, to: output, check: check, console: console)
    }

    /// Flags that belong to other built-in styles, so a misplaced one gets a precise message.
    /// A built-in template that does not decode is a build defect the tests catch; here it only loses
    /// the precise message.
    private static func otherStyleFlags(excluding name: String) -> [String: String] {
        var flags: [String: String] = [:]
        let all = (try? BuiltinStyles.all()) ?? []
        for other in all where other.name != name {
            for spec in GenerateOptions.parameters(of: other) where flags[spec.name] == nil { flags[spec.name] = other.name }
        }
        return flags
    }

    /// Whether two paths name the same file (after `.`, `..` and symlinks).
    static func sameFile(_ a: String, _ b: String) -> Bool {
        let first = URL(fileURLWithPath: a).standardizedFileURL.resolvingSymlinksInPath()
        let second = URL(fileURLWithPath: b).standardizedFileURL.resolvingSymlinksInPath()
        return first.path == second.path
    }

    private static func unexpectedWord(_ word: String) -> CLIError {
        let commands = RippleGen.commands
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
