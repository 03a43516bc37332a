import RippleJSON
import RippleKit
import RipplePipeline
import RippleRaster
import RippleSerializers

/// The generate command's options: the common ones, plus the parameters of the chosen style.
enum GenerateOptions {
    static let common: [OptionSpec] = [
        OptionSpec("--style", value: "NAME", "built-in style (default ring; see 'ripplegen styles')"),
        OptionSpec("--spec", value: "FILE", "a style spec file (JSON, the schema of Templates/README.md) instead of --style"),
        OptionSpec("--format", value: OutputKind.placeholder, OutputKind.helpText),
        OptionSpec("--repeat", value: "N|indefinite", "iterations: a number ≥ 1 (fractions allowed) or indefinite"),
        OptionSpec("--duration", value: "SECONDS", "the style's timeline length (scales every phase): 0.7, 0.7s, 700ms"),
        OptionSpec("--delay", value: "SECONDS", "start time; negative starts part-way into the loop"),
        OptionSpec("--easing", value: "CURVE", "the style's main curve: linear, ease, ease-in, ease-out, ease-in-out, standard or cubic-bezier(a,b,c,d)"),
        OptionSpec("--size", value: "WxH", "the view the ripple belongs to, in px (default from the style)"),
        OptionSpec("--origin", value: "X,Y|center", "the touch point in the view (default from the style)"),
        OptionSpec("--color", value: "COLOR", "#rgb, #rrggbb, #rrggbbaa, rgb(), rgba(), a CSS colour name or currentColor (the text colour where inline)"),
        OptionSpec("--opacity", value: "A", "the style's opacity 0…1 (colour alpha or peak layer opacity, as the style defines)"),
        OptionSpec("--background", value: "COLOR", "a colour behind the ripple over the view (default none)"),
        OptionSpec("--shape", value: "SHAPE", "circle, ellipse, heart or path:D (SVG path data, fitted to the ripple)"),
        OptionSpec("--clip", value: "CLIP", "none, bounds, rounded:R, circle or path:D (in view coordinates)"),
        OptionSpec("--stroke-width", value: "W", "stroke width in px; turns a filled ripple into a ring"),
        OptionSpec("--id-prefix", value: "ID", "prefix of ids, classes and keyframe names (default: style name + content hash)"),
        OptionSpec("--title", value: "TEXT", "the document's <title> (default: '<Style> ripple')"),
        OptionSpec("--desc", value: "TEXT", "a longer description (<desc>) for assistive technology"),
        OptionSpec("--decorative", "no accessible name: no <title>/<desc> (and aria-hidden with --profile svg2)"),
        OptionSpec("--profile", value: "svg11|svg2", "svg11 (default, strict DTD) or svg2 (adds role/aria-label/aria-hidden)"),
        OptionSpec("--reduced-motion", value: "static|slow|none", "CSS format under prefers-reduced-motion: a still frame (default), 4× slower, or unchanged"),
        OptionSpec("--reduced-motion-at", value: "SECONDS", "the still frame's time (default: a calm frame, where the ripple is most visible)"),
        OptionSpec("--at", value: "SECONDS", "write a still frame of that moment instead of an animation (poster, reduced-motion fallback)"),
        OptionSpec("--filmstrip", value: "N", "write a PNG of N still frames of one cycle side by side (needs -o; librsvg renders)"),
        OptionSpec("--fps", value: "N", "frame rate: apng|webp|gif 1–\(RasterOutput.maximumFPS.limit) (GIF: at most \(GIFEncoder.maximumFPS); default \(RasterSettings.defaultFPS)); lottie 1–\(LottieOutput.maximumFPS.limit) (default: 60, or the first rate up to 120 with every key time on a whole frame)"),
        OptionSpec("--theme", value: "NAME=COLOR[@OPACITY]…", "dotlottie: themes beside light and dark (or replacing them), space-separated, e.g. 'dark=#ffffff@0.24 brand=#6200ee'; OPACITY 0–1 (default: the style's)"),
        OptionSpec("--scale", value: "K", "pixels per px of the raster formats, 1–\(RasterOutput.maximumScale.limit) (2 for high-density screens; default 1)"),
        OptionSpec("--evaluate", value: "T[,T…]", "print the model's values at these times as JSON (for tests) instead of a document"),
        OptionSpec("--output", short: "-o", value: "FILE", "write to FILE (atomically; a missing folder is created when its parent exists) instead of standard output"),
        OptionSpec("--force", "--format web: replace FILE.js, FILE.mjs and FILE.d.mts even when ripplegen did not write them (their first line is not its header)"),
        OptionSpec("--check", "compare with the existing -o FILE instead of writing it: exit 0 if identical, 1 with a diff"),
        OptionSpec("--minify", "leave out insignificant whitespace (and the CDATA wrapper of the style sheet)"),
        OptionSpec("--no-validate", "skip libxml2 validation of the generated document"),
        OptionSpec("--help", short: "-h", "show this help (with --style NAME: that style's options too)"),
    ]

    /// The options of one style's parameters (value options, and value-less aliases of choices).
    static func parameters(of template: StyleTemplate) -> [OptionSpec] {
        var specs: [OptionSpec] = []
        for parameter in template.parameters ?? [] {
            let placeholder: String
            switch parameter.kind {
            case .choice: placeholder = (parameter.choices ?? []).map(\.name).joined(separator: "|")
            case .seconds: placeholder = "SECONDS"
            default: placeholder = "N"
            }
            var help = parameter.help
            if parameter.kind == .choice {
                let described = (parameter.choices ?? []).compactMap { choice in choice.help.map { "\(choice.name): \($0)" } }
                if !described.isEmpty { help += " (" + described.joined(separator: "; ") + ")" }
            }
            specs.append(OptionSpec(parameter.flag, value: placeholder, help))
            for alias in parameter.aliases ?? [] {
                specs.append(OptionSpec(alias.flag, "same as \(parameter.flag) \(alias.choice)"))
            }
        }
        return specs
    }

    /// The flag of one of the options every style has, for the model's errors about it.
    static func flag(for key: StyleOptions.Key) -> String {
        StyleSource.flag(for: key)
    }

    /// The style options from parsed arguments; every value is checked and typed here.
    static func styleOptions(_ parsed: ParsedArguments, template: StyleTemplate) throws(CLIError) -> StyleOptions {
        var options = StyleOptions()
        if let text = parsed.value("--size") { options.size = try ValueParsers.size(text) }
        if let text = parsed.value("--origin") { options.origin = try ValueParsers.origin(text) }
        if let text = parsed.value("--color") { options.color = try ValueParsers.color(text, flag: "--color") }
        if let value = parsed.option("--opacity") { options.opacity = try ValueParsers.fraction(value, flag: "--opacity") }
        if let text = parsed.value("--background") { options.background = try ValueParsers.color(text, flag: "--background") }
        if let value = parsed.option("--stroke-width") { options.strokeWidth = try ValueParsers.length(value, flag: "--stroke-width") }
        if let value = parsed.option("--duration") {
            options.duration = try ValueParsers.seconds(value, flag: "--duration", allowNegative: false)
        }
        if let value = parsed.option("--delay") { options.delay = try ValueParsers.seconds(value, flag: "--delay", allowNegative: true) }
        if let value = parsed.option("--repeat") { options.repeatCount = try ValueParsers.repeatCount(value) }
        if let text = parsed.value("--easing") { options.easing = try ValueParsers.easing(text) }
        if let text = parsed.value("--shape") { options.shape = try ValueParsers.shape(text) }
        if let text = parsed.value("--clip") { options.clip = try ValueParsers.clip(text) }
        if let text = parsed.value("--title") { options.title = try ValueParsers.title(text, flag: "--title") }
        if let text = parsed.value("--desc") { options.description = try ValueParsers.title(text, flag: "--desc") }
        for parameter in template.parameters ?? [] {
            var chosen: [(flag: String, value: String)] = []
            if let text = parsed.value(parameter.flag) { chosen.append((parameter.flag, text)) }
            for alias in parameter.aliases ?? [] where parsed.has(alias.flag) { chosen.append((alias.flag, alias.choice)) }
            if chosen.count > 1 {
                throw CLIError.usage("\(chosen.map(\.flag).joined(separator: " and ")) cannot be used together")
            }
            if let value = chosen.first?.value { options.parameters[parameter.name] = value }
        }
        return options
    }
}
