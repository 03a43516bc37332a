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
            throw cliError(error, format: "lottie")
        }
    }

    /// Why `--format NAME` (lottie or dotlottie) cannot write the animation: the error's subject decides whom it
    /// blames, the repeat where it multiplied the keyframes, else the style.
    static func cliError(_ error: LottieError, format: String) -> CLIError {
        switch error {
        case .tooManyIterations, .tooManyKeyframes(_, repeated: true): CLIError.badValue("--repeat", "\(error)")
        case .incommensurablePeriods, .tooManyKeyframes(_, repeated: false): CLIError(.dataError, "--format \(format): \(error)")
        }
    }

    /// The layers the document must have: one per ripple, plus one for a background.
    static func layerCount(of animation: RippleAnimation) -> Int {
        animation.layers.count + (animation.canvas.background == nil ? 0 : 1)
    }
}
