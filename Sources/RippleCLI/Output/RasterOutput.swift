import Foundation
import RippleDiagnostics
import RippleKit
import RippleRaster

/// `--format png|apng|webp|gif -o FILE`: the model rasterized by librsvg and encoded (`RasterExport`).
///
/// Limits are usage errors (exit 64, naming the limit), a missing library or a failed encode exits 70; in
/// every failure nothing is written (`OutputWriter` renames a complete file into place, and encoding happens
/// before it).
enum RasterOutput {
    /// The file name endings a format accepts (the registry's).
    static func extensions(_ format: RasterFormat) -> [String] {
        Format.raster(format).kind.files[0].endings
    }

    /// Refuses a raster format without `-o`, or with a name of another format's ending (before any work).
    static func checkOutput(_ output: String?, format: RasterFormat) throws(CLIError) {
        guard let output else { throw CLIError.usage("--format \(format.rawValue) writes an image: give -o FILE\(extensions(format)[0])") }
        try checkExtension(output, format: format)
    }

    /// An animated image of a resolved request, with a progress line on a terminal (`console`) for a long export.
    ///
    /// - Parameter memo: a batch worker's memo: an asset's animated formats render their frames once.
    static func image(_ resolved: GenerateCommand.Resolved, format: RasterFormat, fps: Int, scale: Int,
                      console: Console?, memo: ThreadMemo?) throws(CLIError) -> [UInt8] {
        if let memo {
            let key = ThreadMemo.FramesKey(resolved, fps: fps, scale: scale)
            return try encode(try memo.frames(for: key) { () throws(CLIError) in try frames(resolved, fps: fps, scale: scale) }, as: format)
        }
        var line: ProgressLine?
        defer { line?.finish() }
        let progress: ((Int, Int) -> Void)? = console.map(ProgressLine.wanted(for:)) == true ? { _, total in
            if line == nil { line = ProgressLine("ripplegen: frames", total: total, enabled: true) }
            line?.advance()
        } : nil
        return try encode(frames(resolved, fps: fps, scale: scale, progress: progress), as: format)
    }

    /// The frames of one command line's animated image and the settings they were made with: rendered once,
    /// encoded into any number of formats (`batch` keeps them for an asset's other raster formats).
    struct Frames: Sendable {
        let sequence: FrameSequence
        let settings: RasterSettings
    }

    /// `--format png --at T`: one still frame.
    static func still(_ resolved: GenerateCommand.Resolved, at time: Double, scale: Int) throws(CLIError) -> [UInt8] {
        do {
            return try RasterExport.still(resolved.animation, at: time, scale: scale)
        } catch {
            throw cliError(error, format: "png", resolved: resolved, scale: scale)
        }
    }

    /// Renders the frames of one run (see `oneRun`), telling `progress` of each frame.
    static func frames(
        _ resolved: GenerateCommand.Resolved, fps: Int, scale: Int, progress: ((Int, Int) -> Void)? = nil
    ) throws(CLIError) -> Frames {
        var settings = RasterSettings()
        settings.scale = scale
        settings.fps = fps
        if let background = resolved.animation.canvas.background {
            settings.matte = UInt32((background.red * 255).rounded()) << 16 | UInt32((background.green * 255).rounded()) << 8
                | UInt32((background.blue * 255).rounded())
        }
        let (plays, animation) = try oneRun(resolved)
        settings.plays = plays
        do {
            return Frames(sequence: try RasterExport.frames(animation, settings: settings, progress: progress), settings: settings)
        } catch {
            throw cliError(error, format: resolved.request.format.name, resolved: resolved, scale: scale)
        }
    }

    /// One animated file of `frames`.
    static func encode(_ frames: Frames, as format: RasterFormat) throws(CLIError) -> [UInt8] {
        do {
            return try RasterExport.encode(frames.sequence, as: format, settings: frames.settings)
        } catch {
            throw cliError(.raster(error), format: format.rawValue)
        }
    }

    static func gifRate(_ fps: Int) -> CLIError {
        CLIError.badValue("--fps", "'\(fps)' is more than \(GIFEncoder.maximumFPS) for --format gif: GIF delays are whole centiseconds and browsers play delays under 2 cs as 10 cs")
    }

    /// The loop count, from the request (`--repeat`, else the style's own), and the model of the one run the
    /// file holds: for `--repeat N`, every layer playing once (the file plays N times, so its last frame is the
    /// end state, not iteration 2's start). The model is the request's, not the style resolved again.
    static func oneRun(_ resolved: GenerateCommand.Resolved) throws(CLIError) -> (plays: Int, animation: RippleAnimation) {
        guard case .count(let count) = resolved.request.style.repeatCount ?? resolved.template.defaults.repeat.value else {
            return (0, resolved.animation)
        }
        let plays = Timing.rounded(count)
        guard RepeatLimit.plays.admits(plays) else {
            throw CLIError.badValue("--repeat", "the raster formats play whole runs: a whole number from 1 to \(Int(RepeatLimit.plays.maximum)) or indefinite")
        }
        guard plays > 1 else { return (1, resolved.animation) }
        var once = resolved.animation
        for index in once.layers.indices { once.layers[index].group.timing = once.layers[index].group.timing.once }
        return (Int(plays), once)
    }

    private static func checkExtension(_ output: String, format: RasterFormat) throws(CLIError) {
        let endings = extensions(format)
        // A device or a FIFO (`-o /dev/stdout`) takes the image whatever its name.
        guard !WriteRule.namesAStream(output), !endings.contains(where: output.lowercased().hasSuffix) else { return }
        throw CLIError.usage("--format \(format.rawValue): -o must end in \(endings.joined(separator: " or ")) (got '\(ValueParsers.printable(output))')")
    }

    /// `failure` as the CLI reports it, a frame too large blaming its cause (`blame`).
    private static func cliError(_ failure: RasterFailure, format: String, resolved: GenerateCommand.Resolved, scale: Int) -> CLIError {
        let usage = cliError(failure, format: format)
        let frames: Int
        switch failure {
        case .limit(.frameArea), .limit(.frameSide): frames = 1
        case .limit(.totalArea(let count, _, _)): frames = count
        case .limit(let limit): return blameWork(limit, usage: usage, resolved)
        default: return usage
        }
        let limits = "at most \(Bound.grouped(RasterLimit.maximumFrameArea)) px a frame, \(Bound.grouped(RasterLimit.maximumSide)) px a side "
            + "and \(RasterLimit.maximumTotalArea / 1_000_000) megapixels a file"
        return blame(usage, resolved, scale: scale, limits: limits) { RasterLimit.exceeded(width: $0, height: $1, frames: frames) == nil }
    }

    private static func cliError(_ failure: RasterFailure, format: String) -> CLIError {
        switch failure {
        case .limit(let limit): CLIError.usage("--format \(format): \(limit)")
        case .raster(let error): CLIError(.software, "--format \(format): \(error); nothing was written")
        }
    }
}
