import RippleKit
import RippleSerializers

/// `--format lottie [-o FILE.json]`: the animation as one Lottie JSON document (linted by `OutputPipeline`).
enum LottieOutput {
    /// The document (`batch` calls this too), not yet linted.
    ///
    /// - Parameters:
    ///   - fps: `--fps`, or `nil` for the serializer's choice.
    ///   - minified: `--minify`.
    static func render(_ animation: RippleAnimation, fps: Double?, minified: Bool) throws(CLIError) -> [UInt8] {
        do {
            return try LottieSerializer.render(animation, fps: fps, minified: minified)
        } catch {
            switch error {
            // The error's subject decides whom it blames: the repeat where it multiplied the keyframes, else the style.
            case .tooManyIterations, .tooManyKeyframes(_, repeated: true): throw CLIError.badValue("--repeat", "\(error)")
            case .incommensurablePeriods, .tooManyKeyframes(_, repeated: false): throw CLIError(.dataError, "--format lottie: \(error)")
            }
        }
    }

    /// The layers the document must have: one per ripple, plus one for a background.
    static func layerCount(of animation: RippleAnimation) -> Int {
        animation.layers.count + (animation.canvas.background == nil ? 0 : 1)
    }
}
