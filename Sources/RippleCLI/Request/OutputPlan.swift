import RippleKit
import RippleRaster
import RippleSerializers

/// What a request makes, with every setting of that kind typed: the renderers take this and nothing else
/// (no flag is read past `GenerateRequest`).
enum OutputPlan: Equatable, Sendable {
    /// `--evaluate T[,T…]`: the model's values at these times, as JSON.
    case evaluate(times: [Double])
    /// `--filmstrip N`: a PNG of N frames of one cycle.
    case filmstrip(frames: Int)
    /// `--format smil|css` (a still frame with `--at`): an SVG document.
    case document(RenderOptions)
    /// `--format web`: the style sheet, the script and the module.
    case web(WebRenderer.Options)
    /// `--format lottie`: `--fps` (`nil`: the serializer's choice) and `--minify`.
    case lottie(fps: Double?, minified: Bool)
    /// `--format dotlottie`: as `lottie`, and `--theme`'s themes.
    case dotLottie(fps: Double?, minified: Bool, themes: [ThemeOption])
    /// `--format png --at T`: one still frame.
    case still(time: Double, scale: Int)
    /// `--format apng|webp|gif`: an animated image.
    case animated(RasterFormat, fps: Int, scale: Int)

    /// The plan of a parsed command line in `mode`, every value checked here, in the order their errors
    /// are reported.
    ///
    /// - Parameters:
    ///   - idPrefix: `--id-prefix`, checked.
    ///   - style: the style's name (the web format's default class).
    static func make(_ parsed: ParsedArguments, mode: Mode, format: Format, idPrefix: String?, style: String) throws(CLIError) -> OutputPlan {
        let output = parsed.value("--output")
        switch (mode, format) {
        case (.evaluate, _):
            return .evaluate(times: try ValueParsers.times(parsed.value("--evaluate") ?? ""))
        case (.filmstrip, _):
            let frames = try ValueParsers.whole(parsed.option("--filmstrip") ?? .text(""), flag: "--filmstrip", in: 1...FlagBounds.filmstripFrames.limit, what: "a number of frames")
            guard output != nil else { throw CLIError.usage("--filmstrip writes a PNG: give -o FILE.png") }
            return .filmstrip(frames: frames)
        case (_, .svg(let svg)):
            return .document(try renderOptions(parsed, format: svg, idPrefix: idPrefix))
        case (_, .web):
            guard let output else {
                throw CLIError.usage("--format web writes four files: give -o DIR/FILE.css (FILE.js, FILE.mjs and FILE.d.mts go next to it)")
            }
            _ = try WebOutput.paths(for: output)
            let className = idPrefix ?? WebRenderer.defaultClassName(style: style)
            let render = try renderOptions(parsed, format: .css, idPrefix: className)
            return .web(WebRenderer.Options(className: className, reducedMotion: render.reducedMotion, forcedColors: render.forcedColors))
        case (_, .lottie):
            if parsed.value("--theme") != nil { throw CLIError.usage("--theme: a Lottie JSON file has no themes; --format dotlottie (-o FILE.lottie) writes them") }
            let fps = try parsed.option("--fps").map { (value) throws(CLIError) in try ValueParsers.frameRate(value, for: .lottie) }
            return .lottie(fps: fps, minified: parsed.has("--minify"))
        case (_, .dotLottie):
            let fps = try parsed.option("--fps").map { (value) throws(CLIError) in try ValueParsers.frameRate(value, for: .lottie) }
            let themes = try parsed.value("--theme").map { (text) throws(CLIError) in try ThemeOption.parse(text) } ?? []
            // Standard output is text to the console: an archive's bytes go to a file (or -o /dev/stdout).
            guard let output else { throw CLIError.usage("--format dotlottie writes a ZIP archive: give -o FILE.lottie") }
            guard output.lowercased().hasSuffix(".lottie") || WriteRule.namesAStream(output) else {
                throw CLIError.usage("--format dotlottie: -o must end in .lottie (got '\(ValueParsers.printable(output))')")
            }
            return .dotLottie(fps: fps, minified: parsed.has("--minify"), themes: themes)
        case (_, .raster(let raster)):
            try RasterOutput.checkOutput(output, format: raster)
            guard raster.animated else {
                let scale = try scale(parsed)
                return .still(time: try ValueParsers.time(parsed.option("--at") ?? .text("0"), flag: "--at"), scale: scale)
            }
            let fps = try parsed.option("--fps").map { (value) throws(CLIError) in Int(try ValueParsers.frameRate(value, for: .raster)) } ?? 30
            // The one GIF rate check, before any frame is rendered.
            if raster == .gif, fps > GIFEncoder.maximumFPS { throw RasterOutput.gifRate(fps) }
            return .animated(raster, fps: fps, scale: try scale(parsed))
        }
    }

    /// `--scale`, default 1.
    private static func scale(_ parsed: ParsedArguments) throws(CLIError) -> Int {
        try parsed.option("--scale").map { (value) throws(CLIError) in try ValueParsers.scale(value) } ?? 1
    }

    /// The SVG render options: layout, profile, accessibility and motion preferences.
    private static func renderOptions(_ parsed: ParsedArguments, format: OutputFormat, idPrefix: String?) throws(CLIError) -> RenderOptions {
        var options = RenderOptions(format: format, idPrefix: idPrefix, layout: parsed.has("--minify") ? .compact : .pretty)
        options.frameTime = try parsed.option("--at").map { (value) throws(CLIError) in try ValueParsers.time(value, flag: "--at") }
        options.decorative = parsed.has("--decorative")
        if let text = parsed.value("--profile") { options.profile = try ValueParsers.profile(text) }
        let at = try parsed.option("--reduced-motion-at").map { (value) throws(CLIError) in
            try ValueParsers.time(value, flag: "--reduced-motion-at")
        }
        switch parsed.value("--reduced-motion") ?? "static" {
        case "static": options.reducedMotion = .still(at: at)
        case "slow": options.reducedMotion = .slow(factor: 4)
        case "none": options.reducedMotion = .none
        case let other:
            throw CLIError.badValue("--reduced-motion", "'\(ValueParsers.printable(other))' is not static, slow or none\(ValueParsers.hint(other, ["static", "slow", "none"]))")
        }
        if at != nil, parsed.value("--reduced-motion").map({ $0 != "static" }) == true {
            throw CLIError.usage("--reduced-motion-at goes with --reduced-motion static")
        }
        return options
    }
}
