import RippleKit
import RippleSerializers

/// `--format lottie [-o FILE.json]`: the animation as one Lottie JSON document (linted by `OutputPipeline`).
package enum LottieOutput {
    /// The document (`batch` calls this too), not yet linted.
    ///
    /// - Parameters:
    ///   - fps: `--fps`, or `nil` for the serializer's choice.
    ///   - minified: `--minify`.
    package static func render(_ animation: RippleAnimation, fps: Double?, minified: Bool) throws(PipelineError) -> [UInt8] {
        do {
            return try LottieSerializer.render(animation, fps: fps, minified: minified)
        } catch {
            throw cliError(error, format: "lottie")
        }
    }

    /// Why `--format NAME` (lottie or dotlottie) cannot write the animation: the error's subject decides whom it
    /// blames, the repeat where it multiplied the keyframes, else the style.
    package static func cliError(_ error: LottieError, format: String) -> PipelineError {
        switch error {
        case .tooManyIterations, .tooManyKeyframes(_, repeated: true): PipelineError.badValue("--repeat", "\(error)")
        case .incommensurablePeriods, .tooManyKeyframes(_, repeated: false): PipelineError(.dataError, "--format \(format): \(error)")
        }
    }

    /// The layers the document must have: one per ripple, plus one for a background.
    package static func layerCount(of animation: RippleAnimation) -> Int {
        animation.layers.count + (animation.canvas.background == nil ? 0 : 1)
    }
}
