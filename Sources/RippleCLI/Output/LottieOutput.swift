import RippleKit
import RippleSerializers

/// `--format lottie [-o FILE.json]`: the animation as one Lottie JSON document (linted by `OutputPipeline`).
enum LottieOutput {
    /// The document of a resolved command line (`batch` calls this too), not yet linted.
    static func render(_ resolved: GenerateCommand.Resolved) throws(CLIError) -> [UInt8] {
        let parsed = resolved.parsed
        let fps = try parsed.value("--fps").map { (text) throws(CLIError) in try ValueParsers.frameRate(text, for: .lottie) }
        do {
            return try LottieSerializer.render(resolved.animation, fps: fps, minified: parsed.has("--minify"))
        } catch {
            switch error {
            case .tooManyIterations, .tooManyKeyframes: throw CLIError.badValue("--repeat", "\(error)")
            case .incommensurablePeriods: throw CLIError(.dataError, "--format lottie: \(error)")
            }
        }
    }

    /// The layers the document must have: one per ripple, plus one for a background.
    static func layerCount(of resolved: GenerateCommand.Resolved) -> Int {
        resolved.animation.layers.count + (resolved.animation.canvas.background == nil ? 0 : 1)
    }
}
