import RippleKit
import RippleSerializers
import RippleValidation

/// `--format web -o DIR/FILE.css`: the style sheet and, next to it, `DIR/FILE.js`.
enum WebCommand {
    /// Flags that a press ripple takes from the press instead.
    static let refusedOnPress: [(flag: String, why: String)] = [
        ("--size", "the element is measured at each press"),
        ("--origin", "the press point is where the pointer goes down (the centre for a key)"),
        ("--delay", "the ripple starts at the press"),
        ("--repeat", "a press plays once"),
    ]
    /// The same flags for a looping decoration (ring, pulse), which has no press.
    static let refusedOnLoop: [(flag: String, why: String)] = [
        ("--size", "the decoration follows its element's size"),
        ("--origin", "the decoration is centred on its element"),
        ("--delay", "the decoration starts with its element"),
        ("--repeat", "the decoration loops as long as its element is on the page"),
    ]

    static func run(_ resolved: GenerateCommand.Resolved, source: StyleSource, output: String?, console: Console) throws(CLIError) {
        guard let output else { throw CLIError.usage("--format web writes two files: give -o DIR/FILE.css (FILE.js goes next to it)") }
        let files = try paths(for: output)
        if !resolved.parsed.has("--check") {
            try ScriptGuard.check(files.js, spec: source.specPath, force: resolved.parsed.has("--force"))
        }
        let asset = try render(resolved, source: source)
        if !resolved.parsed.has("--no-validate") {
            try validate(asset, files: files)
        }
        if resolved.parsed.has("--check") {
            var stale: [CLIError.Problem] = []
            for (bytes, path) in [(asset.styleSheet, files.css), (asset.script, files.js)] {
                do {
                    try SnapshotCheck.compare(bytes, with: path, console: console)
                } catch {
                    stale += error.problems
                }
            }
            if !stale.isEmpty { throw CLIError(.invalid, problems: stale) }
            return
        }
        try OutputWriter.write(asset.styleSheet, to: files.css, and: asset.script, to: files.js)
    }

    /// `DIR/FILE.css` and `DIR/FILE.js`.
    static func paths(for output: String) throws(CLIError) -> (css: String, js: String) {
        guard output.hasSuffix(".css"), output.count > 4, !output.hasSuffix("/.css") else {
            throw CLIError.usage("--format web: -o must name the style sheet, DIR/FILE.css (got '\(ValueParsers.printable(output))')")
        }
        return (output, String(output.dropLast(4)) + ".js")
    }

    /// The two files of a resolved command line (`batch` calls this too).
    static func render(_ resolved: GenerateCommand.Resolved, source: StyleSource) throws(CLIError) -> WebAsset {
        let parsed = resolved.parsed
        let template = resolved.template
        let options = resolved.styleOptions
        let refused = template.pressKind(options) == .loop ? refusedOnLoop : refusedOnPress
        for (flag, why) in refused where parsed.has(flag) || parsed.value(flag) != nil {
            throw CLIError.usage("\(flag) means nothing for --format web with style '\(template.name)': \(why)")
        }
        let className = resolved.idPrefix ?? WebRenderer.defaultClassName(style: template.name)
        let render = try GenerateOptions.renderOptions(parsed, format: .css, idPrefix: className)
        let webOptions = WebRenderer.Options(className: className, reducedMotion: render.reducedMotion, forcedColors: render.forcedColors)
        if case .path = resolved.animation.clip {
            throw shapeError(options.clip != nil, "--clip", "the web format clips to the element (bounds, rounded:R, circle) or not at all (none)")
        }
        let program = try resolve { () throws(StyleError) in try template.pressProgram(options) }
        for layer in program.layers {
            if case .path = layer.shape {
                throw shapeError(options.shape != nil, "--shape", "the web format draws circles and ellipses; path shapes need an SVG format")
            }
        }
        return WebRenderer.press(program, animation: resolved.animation, options: webOptions)

        func resolve<T>(_ body: () throws(StyleError) -> T) throws(CLIError) -> T {
            do {
                return try body()
            } catch {
                throw source.cliError(for: error)
            }
        }
    }

    /// Checks both files with the web format's lint.
    static func validate(_ asset: WebAsset, files: (css: String, js: String)) throws(CLIError) {
        let problems = WebLint.problems(styleSheet: asset.styleSheet, file: files.css) + WebLint.problems(script: asset.script, file: files.js)
        if !problems.isEmpty {
            throw CLIError(.software, "the generated web files are invalid; nothing was written", details: problems)
        }
    }

    private static func shapeError(_ fromFlag: Bool, _ flag: String, _ message: String) -> CLIError {
        fromFlag ? CLIError.usage("\(flag): \(message)") : CLIError(.dataError, "\(message)")
    }
}
