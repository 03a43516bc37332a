import Foundation
import RippleKit
import RippleRaster

/// `--format png|apng|webp|gif -o FILE`: the model rasterized by librsvg and encoded (`RasterExport`).
///
/// Limits are usage errors (exit 64, naming the limit), a missing library or a failed encode exits 70; in
/// every failure nothing is written (`OutputWriter` renames a complete file into place, and encoding happens
/// before it).
enum RasterOutput {
    /// The file name endings each format accepts (an APNG is a PNG to every tool that does not animate it).
    static let extensions: [RasterFormat: [String]] = [.png: [".png"], .apng: [".png", ".apng"], .webp: [".webp"], .gif: [".gif"]]
    /// The largest finite `--repeat`: WebP's `loop_count` and GIF's NETSCAPE count are 16-bit.
    static let maximumPlays = 65_535

    /// The image of a resolved command line: a still for `png`, else the frames encoded, with a progress
    /// line on a terminal (`console`) for a long export.
    ///
    /// - Parameter memo: a batch worker's memo: an asset's animated formats render their frames once.
    static func image(_ resolved: GenerateCommand.Resolved, format: RasterFormat, source: StyleSource, output: String?,
                      console: Console?, memo: ThreadMemo?) throws(CLIError) -> [UInt8] {
        guard let output else { throw CLIError.usage("--format \(format.rawValue) writes an image: give -o FILE\(extensions[format]![0])") }
        try checkExtension(output, format: format)
        guard format.animated else { return try still(resolved) }
        // The one GIF rate check, before any frame is rendered.
        let fps = try frameRate(resolved.parsed)
        if format == .gif, fps > GIFEncoder.maximumFPS { throw gifRate(fps) }
        if let memo {
            return try encode(try memo.frames(for: resolved) { () throws(CLIError) in try frames(resolved, source: source) }, as: format)
        }
        var line: ProgressLine?
        defer { line?.finish() }
        let progress: ((Int, Int) -> Void)? = console.map(ProgressLine.wanted(for:)) == true ? { _, total in
            if line == nil { line = ProgressLine("ripplegen: frames", total: total, enabled: true) }
            line?.advance()
        } : nil
        return try encode(frames(resolved, source: source, progress: progress), as: format)
    }

    /// The frames of one command line's animated image and the settings they were made with: rendered once,
    /// encoded into any number of formats (`batch` keeps them for an asset's other raster formats).
    struct Frames: Sendable {
        let sequence: FrameSequence
        let settings: RasterSettings
    }

    /// `--format png --at T`: one still frame.
    static func still(_ resolved: GenerateCommand.Resolved) throws(CLIError) -> [UInt8] {
        let scale = try scale(resolved.parsed)
        let time = try ValueParsers.time(resolved.parsed.value("--at") ?? "0", flag: "--at")
        do {
            return try RasterExport.still(resolved.animation, at: time, scale: scale)
        } catch {
            throw cliError(error, format: "png")
        }
    }

    /// Renders the frames of one run (see `oneRun`), telling `progress` of each frame.
    static func frames(
        _ resolved: GenerateCommand.Resolved, source: StyleSource, progress: ((Int, Int) -> Void)? = nil
    ) throws(CLIError) -> Frames {
        let parsed = resolved.parsed
        var settings = RasterSettings()
        settings.scale = try scale(parsed)
        settings.fps = try frameRate(parsed)
        if let background = resolved.animation.canvas.background {
            settings.matte = UInt32((background.red * 255).rounded()) << 16 | UInt32((background.green * 255).rounded()) << 8
                | UInt32((background.blue * 255).rounded())
        }
        let (plays, animation) = try oneRun(resolved, source: source)
        settings.plays = plays
        do {
            return Frames(sequence: try RasterExport.frames(animation, settings: settings, progress: progress), settings: settings)
        } catch {
            throw cliError(error, format: resolved.format.name)
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

    private static func gifRate(_ fps: Int) -> CLIError {
        CLIError.badValue("--fps", "'\(fps)' is more than \(GIFEncoder.maximumFPS) for --format gif: GIF delays are whole centiseconds and browsers play delays under 2 cs as 10 cs")
    }

    /// The loop count, and the model of the one run the file holds: for `--repeat N`, the style resolved
    /// with one iteration (the file plays N times, so its last frame is the end state, not iteration 2's start).
    static func oneRun(_ resolved: GenerateCommand.Resolved, source: StyleSource) throws(CLIError) -> (plays: Int, animation: RippleAnimation) {
        let counts = resolved.animation.layers.map(\.group.timing.repeatCount)
        if counts.contains(.indefinite) { return (0, resolved.animation) }
        let plays = counts.compactMap { if case .count(let count) = $0 { count } else { nil } }.max() ?? 1
        guard plays == plays.rounded(), plays <= Double(maximumPlays) else {
            throw CLIError.badValue("--repeat", "the raster formats play whole runs: a whole number from 1 to \(maximumPlays) or indefinite")
        }
        guard plays > 1 else { return (1, resolved.animation) }
        var options = resolved.styleOptions
        options.repeatCount = .count(1)
        do {
            return (Int(plays), try resolved.template.resolve(options))
        } catch {
            throw source.cliError(for: error)
        }
    }

    private static func checkExtension(_ output: String, format: RasterFormat) throws(CLIError) {
        let endings = extensions[format]!
        // A device or a FIFO (`-o /dev/stdout`) takes the image whatever its name.
        guard !WriteRule.namesAStream(output), !endings.contains(where: output.lowercased().hasSuffix) else { return }
        throw CLIError.usage("--format \(format.rawValue): -o must end in \(endings.joined(separator: " or ")) (got '\(ValueParsers.printable(output))')")
    }

    /// `--scale`, default 1 (`ValueParsers.scale`).
    private static func scale(_ parsed: ParsedArguments) throws(CLIError) -> Int {
        try parsed.value("--scale").map { (text) throws(CLIError) in try ValueParsers.scale(text) } ?? 1
    }

    /// `--fps`, default 30 (`ValueParsers.frameRate`, whole for the raster formats).
    private static func frameRate(_ parsed: ParsedArguments) throws(CLIError) -> Int {
        try parsed.value("--fps").map { (text) throws(CLIError) in Int(try ValueParsers.frameRate(text, for: .raster)) } ?? 30
    }

    private static func cliError(_ failure: RasterFailure, format: String) -> CLIError {
        switch failure {
        case .limit(let limit): CLIError.usage("--format \(format): \(limit)")
        case .raster(let error): CLIError(.software, "--format \(format): \(error); nothing was written")
        }
    }
}
