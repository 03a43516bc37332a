import RippleKit
import RippleSerializers
import RippleValidation

/// `--format web -o DIR/FILE.css`: the style sheet and, next to it, `DIR/FILE.js` (the classic script) and
/// `DIR/FILE.mjs` (the same engine as an ES module) with its types, `DIR/FILE.d.mts`. Which flags a press
/// or a looping decoration refuses is the flag table's (`FlagRules`); this renders and names the files.
enum WebOutput {
    /// The four files of a resolved request, not yet linted: the style sheet at `-o`, the scripts beside it.
    static func files(_ resolved: GenerateCommand.Resolved, options: WebRenderer.Options) throws(CLIError) -> [MadeFile] {
        let files = try paths(for: resolved.request.output ?? "")
        let asset = try render(resolved, options: options)
        return [MadeFile(bytes: asset.styleSheet, path: files.css, check: .styleSheet),
                MadeFile(bytes: asset.script, path: files.js, check: .script, guarded: true),
                MadeFile(bytes: asset.module, path: files.mjs, check: .script, guarded: true),
                MadeFile(bytes: asset.types, path: files.types, check: .script, guarded: true)]
    }

    /// `DIR/FILE.css`, `DIR/FILE.js`, `DIR/FILE.mjs` and `DIR/FILE.d.mts`.
    static func paths(for output: String) throws(CLIError) -> (css: String, js: String, mjs: String, types: String) {
        guard output.hasSuffix(".css"), output.count > 4, !output.hasSuffix("/.css") else {
            throw CLIError.usage("--format web: -o must name the style sheet, DIR/FILE.css (got '\(ValueParsers.printable(output))')")
        }
        let stem = String(output.dropLast(4))
        return (output, stem + ".js", stem + ".mjs", stem + ".d.mts")
    }

    /// The files of a resolved request.
    static func render(_ resolved: GenerateCommand.Resolved, options webOptions: WebRenderer.Options) throws(CLIError) -> WebAsset {
        let template = resolved.template
        let options = resolved.request.style
        let source = resolved.request.source
        if case .path = resolved.animation.clip {
            throw shapeError(options.clip != nil, "--clip", "the web format clips to the element (bounds, rounded:R, circle) or not at all (none)")
        }
        let program = try resolve { () throws(StyleError) in try template.pressProgram(options) }
        for layer in program.layers {
            if case .path = layer.shape {
                throw shapeError(options.shape != nil, "--shape", "the web format draws circles and ellipses; path shapes need an SVG format")
            }
            // The engine draws a press's layer as a disc placed and sized by transforms alone; a stroke would
            // scale with the element's size (and unevenly on an ellipse).
            if program.kind != .loop, layer.strokeWidth != nil {
                throw shapeError(options.strokeWidth != nil, "--stroke-width",
                                 "the web format draws a press's layers filled; a stroked layer (a ring) is drawn only by a looping decoration")
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

    private static func shapeError(_ fromFlag: Bool, _ flag: String, _ message: String) -> CLIError {
        fromFlag ? CLIError.usage("\(flag): \(message)") : CLIError(.dataError, "\(message)")
    }
}
