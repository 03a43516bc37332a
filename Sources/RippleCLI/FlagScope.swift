import RippleRaster
import RippleSerializers

/// Which generate flags apply to which output: the one place where contradictory combinations are
/// refused (exit 64, naming both), and where flags that are harmlessly ignored are listed.
enum FlagScope {
    /// What a generate command line makes.
    enum Mode: String, CaseIterable, Sendable {
        case smil = "--format smil"
        case css = "--format css"
        case web = "--format web"
        case lottie = "--format lottie"
        case still = "--at"
        case filmstrip = "--filmstrip"
        case evaluate = "--evaluate"
        case raster = "--format png|apng|webp|gif"
    }

    /// A flag's effect per mode: it applies where listed, is ignored (harmless, documented) where listed,
    /// and is refused everywhere else.
    struct Rule {
        let flag: String
        let applies: Set<Mode>
        let ignored: Set<Mode>
        /// Why it cannot be used in the other modes.
        let why: String
    }

    /// Flags absent from this table apply to every mode (the style's own options, --size, --color, …).
    static let rules: [Rule] = [
        Rule(flag: "--reduced-motion", applies: [.css, .web], ignored: [.evaluate],
             why: "only the CSS and web formats have media queries"),
        Rule(flag: "--reduced-motion-at", applies: [.css], ignored: [.evaluate],
             why: "only the CSS format writes a reduced-motion still frame"),
        Rule(flag: "--check", applies: [.smil, .css, .web, .lottie, .still, .filmstrip, .raster], ignored: [],
             why: "--evaluate prints the model; --check compares a committed file and never writes"),
        Rule(flag: "--minify", applies: [.smil, .css, .lottie, .still], ignored: [.web, .filmstrip, .evaluate],
             why: "it shortens SVG markup"),
        Rule(flag: "--profile", applies: [.smil, .css, .still], ignored: [.evaluate],
             why: "it selects an SVG profile"),
        Rule(flag: "--desc", applies: [.smil, .css, .still], ignored: [.evaluate, .filmstrip],
             why: "a press ripple is decoration: it has no accessible text"),
        Rule(flag: "--decorative", applies: [.smil, .css, .still], ignored: [.evaluate, .filmstrip],
             why: "a web ripple is always decorative (no text, no pointer events)"),
        Rule(flag: "--background", applies: [.smil, .css, .lottie, .still, .filmstrip, .raster], ignored: [.evaluate],
             why: "the element paints its own background"),
        Rule(flag: "--fps", applies: [.lottie, .raster], ignored: [.evaluate],
             why: "only the Lottie and animated raster formats have a frame rate"),
        Rule(flag: "--scale", applies: [.raster], ignored: [], why: "it sets the pixel density of the raster formats"),
        Rule(flag: "--force", applies: [.web], ignored: [.evaluate],
             why: "only the web format writes a file -o does not name (FILE.js), which --force lets it replace"),
    ]

    /// Flags that choose the mode; two of them contradict each other.
    static let modeFlags: [(flag: String, mode: Mode, what: String)] = [
        ("--evaluate", .evaluate, "prints the model's values as JSON"),
        ("--filmstrip", .filmstrip, "writes a PNG of several frames"),
        ("--at", .still, "writes one still frame"),
    ]

    /// Refuses the flags of a format's own list (exit 64, naming the flag, the format and why): its reasons
    /// are the format's, where the general rules' are written for the SVG and web formats.
    static func refuse(_ refused: [(flag: String, why: String)], in parsed: ParsedArguments, with format: String) throws(CLIError) {
        for (flag, why) in refused where parsed.has(flag) || parsed.value(flag) != nil {
            throw CLIError.usage("\(flag) and \(format) cannot be used together: \(why)")
        }
    }

    /// The mode of a command line, after refusing what contradicts it.
    static func mode(of parsed: ParsedArguments, web: Bool, format: OutputFormat) throws(CLIError) -> Mode {
        if let raster = parsed.value("--format").flatMap(RasterFormat.init(rawValue:)) {
            return try rasterMode(of: parsed, format: raster)
        }
        let given = modeFlags.filter { parsed.value($0.flag) != nil }
        if given.count > 1 {
            throw CLIError.usage("\(given[0].flag) and \(given[1].flag) cannot be used together: \(given[0].flag) \(given[0].what), \(given[1].flag) \(given[1].what)")
        }
        if web, let first = given.first {
            throw CLIError.usage("--format web and \(first.flag) cannot be used together: \(first.flag) \(first.what); the web format answers presses")
        }
        let lottie = parsed.value("--format") == LottieCommand.formatName
        if lottie, let first = given.first {
            throw CLIError.usage("--format lottie and \(first.flag) cannot be used together: \(first.flag) \(first.what); the Lottie format writes the animation")
        }
        if lottie { try refuse(LottieCommand.refused, in: parsed, with: "--format lottie") }
        let mode = given.first?.mode ?? (lottie ? .lottie : web ? .web : format == .css ? .css : .smil)
        for rule in rules where parsed.has(rule.flag) || parsed.value(rule.flag) != nil {
            guard !rule.applies.contains(mode), !rule.ignored.contains(mode) else { continue }
            throw CLIError.usage("\(rule.flag) and \(mode.rawValue) cannot be used together: \(rule.why)")
        }
        // A device or a FIFO (`-o /dev/stdout`) takes the PNG whatever its name.
        if mode == .filmstrip, let output = parsed.value("--output"), !output.lowercased().hasSuffix(".png"),
           case .file = (try? OutputWriter.target(of: output)) ?? .file(output) {
            throw CLIError.usage("--filmstrip writes a PNG: -o must end in .png (got '\(ValueParsers.printable(output))')")
        }
        return mode
    }
}
