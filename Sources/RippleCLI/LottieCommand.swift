import RippleKit
import RippleSerializers
import RippleValidation

/// `--format lottie [-o FILE.json]`: the animation as one Lottie JSON document, linted before it is written.
enum LottieCommand {
    /// The `--format` value.
    static let formatName = "lottie"

    /// Flags that mean nothing in a Lottie file, and what to do instead.
    static let refused: [(flag: String, why: String)] = [
        ("--title", "a Lottie file has no accessible name; label the player's view in the app (accessibilityLabel, contentDescription, aria-label)"),
        ("--desc", "a Lottie file has no accessible text; describe the player's view in the app"),
        ("--decorative", "a Lottie file has no accessible name to leave out; hide the player's view from assistive technology in the app"),
        ("--profile", "it selects an SVG profile"),
        ("--id-prefix", "a Lottie file has no ids, classes or keyframe names"),
        ("--reduced-motion", "a Lottie file cannot read preferences; the app checks the platform's reduce-motion setting and pauses the player or shows a still frame (--at)"),
        ("--reduced-motion-at", "a Lottie file cannot read preferences; show a still frame (--at) in the app instead"),
    ]

    static func run(_ resolved: GenerateCommand.Resolved, output: String?, console: Console) throws(CLIError) {
        let parsed = resolved.parsed
        let bytes = try render(resolved)
        if !parsed.has("--no-validate") {
            try validate(bytes, layers: layerCount(of: resolved), file: output ?? "<stdout>")
        }
        try SnapshotCheck.deliver(bytes, to: output, check: parsed.has("--check"), console: console)
    }

    /// The document of a resolved command line (`batch` calls this too), not yet linted.
    static func render(_ resolved: GenerateCommand.Resolved) throws(CLIError) -> [UInt8] {
        let parsed = resolved.parsed
        let fps = try parsed.value("--fps").map { (text) throws(CLIError) in try frameRate(text) }
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

    /// Runs the structural lint; a problem is ripplegen's bug (exit 70) and nothing is written.
    static func validate(_ bytes: [UInt8], layers: Int, file: String) throws(CLIError) {
        let problems = LottieLint.problems(bytes, file: file, layers: layers)
        if !problems.isEmpty {
            throw CLIError(.software, "the generated Lottie document is invalid; nothing was written", details: problems)
        }
    }

    /// `--fps N`: frames per second, 1…240 (fractions such as 29.97 allowed).
    static func frameRate(_ text: String) throws(CLIError) -> Double {
        guard let value = Double(text), value.isFinite, (1...240).contains(value) else {
            throw CLIError.badValue("--fps", "'\(ValueParsers.printable(text))' is not a frame rate from 1 to 240")
        }
        return value
    }
}
