import Foundation
import RippleDiagnostics
import RippleKit
import RippleRaster

/// `--format png|apng|webp|gif -o FILE`: the model rasterized by librsvg and encoded (`RasterExport`).
///
/// Limits are usage errors (exit 64, naming the limit), a missing library or a failed encode exits 70; in
/// every failure nothing is written (`OutputWriter` renames a complete file into place, and encoding happens
/// before it).
package enum RasterOutput {

    /// An animated image of a resolved request, telling `progress` of each frame (a long export shows a line).
    ///
    /// - Parameter memo: a batch worker's memo: an asset's animated formats render their frames once.
    package static func image(_ resolved: ResolvedRequest, format: RasterFormat, fps: Int, scale: Int,
                              progress: ((Int, Int) -> Void)?, memo: ThreadMemo?) throws(PipelineError) -> [UInt8] {
        if let memo {
            let key = ThreadMemo.FramesKey(resolved, fps: fps, scale: scale)
            return try encode(try memo.frames(for: key) { () throws(PipelineError) in try frames(resolved, fps: fps, scale: scale) }, as: format)
        }
        return try encode(frames(resolved, fps: fps, scale: scale, progress: progress), as: format)
    }

    /// The frames of one command line's animated image and the settings they were made with: rendered once,
    /// encoded into any number of formats (`batch` keeps them for an asset's other raster formats).
    package struct Frames: Sendable {
        package let sequence: FrameSequence
        package let settings: RasterSettings
    }

    /// `--format png --at T`: one still frame.
    package static func still(_ resolved: ResolvedRequest, at time: Double, scale: Int) throws(PipelineError) -> [UInt8] {
        do {
            return try RasterExport.still(resolved.animation, at: time, scale: scale)
        } catch {
            throw cliError(error, format: "png", resolved: resolved, scale: scale)
        }
    }

    /// Renders the frames of one run (see `oneRun`), telling `progress` of each frame.
    package static func frames(
        _ resolved: ResolvedRequest, fps: Int, scale: Int, progress: ((Int, Int) -> Void)? = nil
    ) throws(PipelineError) -> Frames {
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
    package static func encode(_ frames: Frames, as format: RasterFormat) throws(PipelineError) -> [UInt8] {
        do {
            return try RasterExport.encode(frames.sequence, as: format, settings: frames.settings)
        } catch {
            throw cliError(.raster(error), format: format.rawValue)
        }
    }

    package static func gifRate(_ fps: Int) -> PipelineError {
        PipelineError.badValue("--fps", "'\(fps)' is more than \(GIFEncoder.maximumFPS) for --format gif: GIF delays are whole centiseconds and browsers play delays under 2 cs as 10 cs")
    }

    /// The loop count, from the request (`--repeat`, else the style's own), and the model of the one run the
    /// file holds: for `--repeat N`, every layer playing once (the file plays N times, so its last frame is the
    /// end state, not iteration 2's start). The model is the request's, not the style resolved again.
    package static func oneRun(_ resolved: ResolvedRequest) throws(PipelineError) -> (plays: Int, animation: RippleAnimation) {
        guard case .count(let count) = resolved.request.style.repeatCount ?? resolved.template.defaults.repeat.value else {
            return (0, resolved.animation)
        }
        let plays = Timing.rounded(count)
        guard RepeatLimit.plays.admits(plays) else {
            throw PipelineError.badValue("--repeat", "the raster formats play whole runs: a whole number from 1 to \(Int(RepeatLimit.plays.maximum)) or indefinite")
        }
        guard plays > 1 else { return (1, resolved.animation) }
        var once = resolved.animation
        for index in once.layers.indices { once.layers[index].group.timing = once.layers[index].group.timing.once }
        return (Int(plays), once)
    }

    /// `failure` as the CLI reports it, a frame too large blaming its cause (`blame`).
    private static func cliError(_ failure: RasterFailure, format: String, resolved: ResolvedRequest, scale: Int) -> PipelineError {
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

    private static func cliError(_ failure: RasterFailure, format: String) -> PipelineError {
        switch failure {
        case .limit(let limit): PipelineError.usage("--format \(format): \(limit)")
        case .raster(let error): PipelineError(.software, "--format \(format): \(error); nothing was written")
        }
    }
}
