import RippleKit
import RippleSerializers
import RippleValidation

/// `--format web`: the style sheet, the classic script, the same engine as an ES module and its types. Which flags a
/// press or a looping decoration refuses is the flag table's (`FlagRules`); this renders them.
package enum WebOutput {
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
