import RippleDiagnostics
import RippleKit
import RippleSerializers
import RippleValidation

/// `--format lottie [-o FILE.json]`: the animation as one Lottie JSON document (linted by `OutputPipeline`).
package enum LottieOutput {
    /// The descriptor.
    static let kind = OutputKind(
        name: "lottie", help: "Lottie JSON", files: [OutputKind.File(part: part, endings: [".json"], what: "Lottie JSON", mediaType: "application/json")],
        purpose: "the Lottie format writes the animation"
    ) { _ in .lottie } plan: { settings throws(PipelineError) in
        if settings.themes != nil { throw .usage("--theme: a Lottie JSON file has no themes; --format dotlottie (-o FILE.lottie) writes them") }
        return Plan(fps: try frameRate(settings), minified: settings.minified)
    }

    /// The Lottie JSON file.
    static let part = OutputPart("lottie")

    /// `--fps` of Lottie, whose `fr` players honour as written (fractions too: 29.97).
    package static let maximumFPS = Bound(240, "frames per second of a Lottie file (--fps)")

    /// `--fps` within its bound, or `nil` for the serializer's choice (Lottie and dotLottie alike).
    static func frameRate(_ settings: KindSettings) throws(PipelineError) -> Double? {
        try settings.fps.map { (fps) throws(PipelineError) in try fps.within("--fps", 1...maximumFPS.limit, what: "a frame rate") }
    }

    /// The document's settings: `--fps` (`nil`: the serializer's choice) and `--minify`.
    package struct Plan: OutputPlan, Equatable {
        package let fps: Double?
        package let minified: Bool

        package func render(_ resolved: ResolvedRequest, progress: ((Int, Int) -> Void)?, memo: ThreadMemo?) throws(PipelineError) -> [OutputFile] {
            [OutputFile(part: part, bytes: try LottieOutput.render(resolved.animation, fps: fps, minified: minified),
                        check: .lottie(layers: layerCount(of: resolved.animation)))]
        }
    }

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

extension OutputFile.Check {
    /// The Lottie lint, with the number of layers the document must have.
    package static func lottie(layers: Int) -> Self {
        Self("Lottie document") { bytes, file, _ in LottieLint.problems(bytes, file: file, layers: layers) }
    }
}
