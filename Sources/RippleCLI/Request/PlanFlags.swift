import RippleKit
import RipplePipeline
import RippleSerializers

/// The plan of a parsed command line: the mode flags' own plans (`--evaluate`, `--filmstrip`), else the kind's,
/// built by its descriptor from the flags typed here (their defaults and limits are the descriptor's).
enum PlanFlags {
    /// The plan of a parsed command line in `mode`, every value checked, in the order their errors are
    /// reported; `-o` is checked after the kind's flags where files go to a path (the plan itself has none).
    ///
    /// - Parameters:
    ///   - idPrefix: `--id-prefix`, checked.
    ///   - style: the style's name (the web format's default class).
    ///   - toFiles: the files go where `-o` says (the command line, batch); `serve` and the gallery keep them
    ///     in memory, so `-o` is neither needed nor read.
    static func plan(_ parsed: ParsedArguments, mode: Mode, format: Format, idPrefix: String?, style: String,
                     toFiles: Bool = true) throws(CLIError) -> any OutputPlan {
        let output = parsed.value("--output")
        switch mode {
        case .evaluate:
            return EvaluationPlan(times: try ValueParsers.times(parsed.value("--evaluate") ?? ""))
        case .filmstrip:
            let frames = try ValueParsers.whole(parsed.option("--filmstrip") ?? .text(""), flag: "--filmstrip", in: 1...FlagBounds.filmstripFrames.limit, what: "a number of frames")
            guard output != nil || !toFiles else { throw CLIError.usage("--filmstrip writes a PNG: give -o FILE.png") }
            return FilmstripPlan(frames: frames)
        default:
            let plan = try format.kind.plan(settings(parsed, idPrefix: idPrefix, style: style))
            if toFiles { try OutputPaths.check(output, kind: format.kind) }
            return plan
        }
    }

    /// The flags a kind reads, typed by their one parser each (their limits are the kind's).
    private static func settings(_ parsed: ParsedArguments, idPrefix: String?, style: String) throws(CLIError) -> KindSettings {
        var settings = KindSettings(style: style)
        settings.idPrefix = idPrefix
        settings.render = try renderOptions(parsed)
        settings.fps = try number(parsed, "--fps")
        settings.scale = try number(parsed, "--scale")
        settings.themes = parsed.value("--theme").map { text in Result { () throws(CLIError) in try ThemeOption.parse(text) } }
        return settings
    }

    /// A number flag as given, by the one grammar (`StrictNumber`).
    private static func number(_ parsed: ParsedArguments, _ flag: String) throws(CLIError) -> KindSettings.Number? {
        try parsed.option(flag).map { (value) throws(CLIError) in
            KindSettings.Number(text: value.text, value: try ValueParsers.number(value, flag: flag))
        }
    }

    /// The SVG render options: layout, profile, accessibility and motion preferences.
    private static func renderOptions(_ parsed: ParsedArguments) throws(CLIError) -> RenderOptions {
        var options = RenderOptions(layout: parsed.has("--minify") ? .compact : .pretty)
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
