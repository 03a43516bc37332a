import RippleKit
import RippleSerializers
import RippleValidation

/// `--format web`: the style sheet, the classic script, the same engine as an ES module and its types. Which flags a
/// press or a looping decoration refuses is the flag table's (`FlagRules`); this renders them.
package enum WebOutput {
    /// The descriptor: the style sheet `-o` names, and the scripts beside it.
    static let kind = OutputKind(
        name: "web", help: "FILE.css + FILE.js + FILE.mjs (+ its types, FILE.d.mts) for HTML elements that ripple on press",
        files: [OutputKind.File(part: .styleSheet, endings: [".css"], what: "a style sheet", mediaType: "text/css; charset=utf-8"),
                OutputKind.File(part: .script, endings: [".js"], what: "a script, written next to FILE.css", mediaType: script),
                OutputKind.File(part: .module, endings: [".mjs"], what: "an ES module, written next to FILE.css", mediaType: script),
                OutputKind.File(part: .types, endings: [".d.mts"], what: "the ES module's TypeScript declarations, written next to FILE.css",
                                mediaType: "application/typescript; charset=utf-8")],
        needs: "writes four files: give -o DIR/FILE.css (FILE.js, FILE.mjs and FILE.d.mts go next to it)",
        purpose: "the web format answers presses"
    ) { $0 == .loop ? .decoration : .press } plan: { settings in
        let render = settings.render
        return Plan(options: WebRenderer.Options(className: settings.idPrefix ?? WebRenderer.defaultClassName(style: settings.style),
                                                 reducedMotion: render.reducedMotion, forcedColors: render.forcedColors))
    }

    private static let script = "text/javascript; charset=utf-8"

    /// The web format's settings (batch sets its shared engine).
    package struct Plan: OutputPlan, Equatable {
        package var options: WebRenderer.Options

        package var resolvesPress: Bool { true }

        package func render(_ resolved: ResolvedRequest, progress: ((Int, Int) -> Void)?, memo: ThreadMemo?) throws(PipelineError) -> [OutputFile] {
            let asset = try WebOutput.render(resolved, options: options)
            return [OutputFile(part: .styleSheet, bytes: asset.styleSheet, check: .styleSheet),
                    OutputFile(part: .script, bytes: asset.script, check: .script),
                    OutputFile(part: .module, bytes: asset.module, check: .script),
                    OutputFile(part: .types, bytes: asset.types, check: .script)]
        }
    }

    /// The files of a resolved request.
    package static func render(_ resolved: ResolvedRequest, options webOptions: WebRenderer.Options) throws(PipelineError) -> WebAsset {
        let options = resolved.request.style
        let source = resolved.request.source
        if case .path = resolved.animation.clip {
            throw shapeError(options.clip != nil, "--clip", "the web format clips to the element (bounds, rounded:R, circle) or not at all (none)")
        }
        let pressed = try resolve { () throws(StyleError) in try resolved.resolution.pressed() }
        let program = pressed.program
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
        return WebRenderer.press(pressed, options: webOptions)

        func resolve<T>(_ body: () throws(StyleError) -> T) throws(PipelineError) -> T {
            do {
                return try body()
            } catch {
                throw source.cliError(for: error)
            }
        }
    }

    private static func shapeError(_ fromFlag: Bool, _ flag: String, _ message: String) -> PipelineError {
        fromFlag ? PipelineError.usage("\(flag): \(message)") : PipelineError(.dataError, "\(message)")
    }
}

extension OutputFile.Check {
    /// The web lint of a style sheet.
    package static let styleSheet = Self("web file") { bytes, file, _ in WebLint.problems(styleSheet: bytes, file: file) }
    /// The web lint of a script (the shared engine's too).
    package static let script = Self("web file") { bytes, file, _ in WebLint.problems(script: bytes, file: file) }
}
