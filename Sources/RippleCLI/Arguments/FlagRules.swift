import RippleKit
import RipplePipeline

/// One flag's row of the flag table: the modes it applies to, the modes that accept and ignore it (harmless,
/// documented), and for every other mode the reason it is refused.
struct FlagRule: Sendable {
    /// The flags the row is about (several when they share every cell).
    let flags: [String]
    let applies: Set<Mode>
    let ignored: Set<Mode>
    /// Refusals with their reasons; `otherwise` covers the modes no other cell names.
    let refused: [(modes: Set<Mode>, why: String)]
    /// Whether the last refusal is `otherwise` (the table in docs/cli.md says "everything else").
    let endsWithOtherwise: Bool

    init(_ flags: String..., applies: Set<Mode>, ignored: Set<Mode> = [], refused: [(modes: Set<Mode>, why: String)] = [],
         otherwise: String? = nil) {
        self.flags = flags
        self.applies = applies
        self.ignored = ignored
        let named = refused.reduce(applies.union(ignored)) { $0.union($1.modes) }
        let rest = Set(Mode.allCases).subtracting(named)
        self.refused = refused + (otherwise.map { rest.isEmpty ? [] : [(rest, $0)] } ?? [])
        endsWithOtherwise = otherwise != nil && !rest.isEmpty
    }

    /// Why the row's flags are refused in `mode`, or `nil` when they are accepted there.
    func refusal(in mode: Mode) -> String? {
        refused.first { $0.modes.contains(mode) }?.why
    }
}

/// Which generate flags go with which output: the one table of refusals (exit 64, naming the flag, the mode
/// and why) and of flags that are harmlessly ignored. docs/cli.md's table is generated from it
/// (`FlagRules.markdown`, checked by a test). Flags absent from it apply to every mode.
enum FlagRules {
    private static let svg: Set<Mode> = [.smil, .css, .still]
    private static let everything = Set(Mode.allCases)

    static let table: [FlagRule] = [
        FlagRule("--title", applies: everything.subtracting(Mode.raster).subtracting([.lottie]), refused: [
            ([.lottie], "a Lottie file has no accessible name; label the player's view in the app (accessibilityLabel, contentDescription, aria-label)"),
            (Mode.raster, "a raster image has no accessible text (give alt text where the image is used)"),
        ]),
        FlagRule("--id-prefix", applies: everything.subtracting(Mode.raster).subtracting([.lottie]), refused: [
            ([.lottie], "a Lottie file has no ids, classes or keyframe names"),
            (Mode.raster, "a raster image has no ids or classes"),
        ]),
        FlagRule("--desc", applies: svg, ignored: [.evaluate, .filmstrip], refused: [
            (Mode.web, "a press ripple is decoration: it has no accessible text"),
            ([.lottie], "a Lottie file has no accessible text; describe the player's view in the app"),
            (Mode.raster, "a raster image has no accessible text (give alt text where the image is used)"),
        ]),
        FlagRule("--decorative", applies: svg, ignored: [.evaluate, .filmstrip], refused: [
            (Mode.web, "a web ripple is always decorative (no text, no pointer events)"),
            ([.lottie], "a Lottie file has no accessible name to leave out; hide the player's view from assistive technology in the app"),
            (Mode.raster, "a raster image has no accessible text (mark it decorative where it is used)"),
        ]),
        FlagRule("--profile", applies: svg, ignored: [.evaluate], otherwise: "it selects an SVG profile"),
        FlagRule("--reduced-motion", applies: Mode.web.union([.css]), ignored: [.evaluate], refused: [
            ([.lottie], "a Lottie file cannot read preferences; the app checks the platform's reduce-motion setting and pauses the player or shows a still frame (--at)"),
        ], otherwise: "only the CSS and web formats have media queries"),
        FlagRule("--reduced-motion-at", applies: [.css], ignored: [.evaluate], refused: [
            ([.lottie], "a Lottie file cannot read preferences; show a still frame (--at) in the app instead"),
        ], otherwise: "only the CSS format writes a reduced-motion still frame"),
        FlagRule("--minify", applies: svg.union([.lottie]), ignored: Mode.web.union([.filmstrip, .evaluate]),
                 otherwise: "it shortens SVG markup"),
        FlagRule("--background", applies: everything.subtracting(Mode.web).subtracting([.evaluate]), ignored: [.evaluate],
                 otherwise: "the element paints its own background"),
        FlagRule("--fps", applies: [.lottie, .animated], ignored: [.evaluate], refused: [
            ([.png], "one still frame has no frame rate"),
        ], otherwise: "only the Lottie and animated raster formats have a frame rate"),
        FlagRule("--theme", applies: [.lottie], ignored: [.evaluate], otherwise: "only the dotLottie format has themes"),
        FlagRule("--scale", applies: Mode.raster, otherwise: "it sets the pixel density of the raster formats"),
        FlagRule("--force", applies: Mode.web, ignored: [.evaluate],
                 otherwise: "only the web format writes a file -o does not name (FILE.js), which --force lets it replace"),
        FlagRule("--check", applies: everything.subtracting([.evaluate]),
                 otherwise: "--evaluate prints the model; --check compares a committed file and never writes"),
        // Nothing is validated where no document is written, so there the flag has nothing to skip.
        FlagRule("--no-validate", applies: everything.subtracting(Mode.raster).subtracting([.filmstrip, .evaluate]),
                 ignored: Mode.raster.union([.filmstrip, .evaluate])),
        FlagRule("--size", applies: everything.subtracting(Mode.web), refused: [
            ([.press], "the element is measured at each press"), ([.decoration], "the decoration follows its element's size"),
        ]),
        FlagRule("--origin", applies: everything.subtracting(Mode.web), refused: [
            ([.press], "the press point is where the pointer goes down (the centre for a key)"),
            ([.decoration], "the decoration is centred on its element"),
        ]),
        FlagRule("--delay", applies: everything.subtracting(Mode.web), refused: [
            ([.press], "the ripple starts at the press"), ([.decoration], "the decoration starts with its element"),
        ]),
        FlagRule("--repeat", applies: everything.subtracting(Mode.web), refused: [
            ([.press], "a press plays once"), ([.decoration], "the decoration loops as long as its element is on the page"),
        ]),
    ]

    /// Refuses the first flag of `parsed` that `mode` refuses.
    ///
    /// - Parameters:
    ///   - format: names the mode in the message (`--format gif`).
    ///   - style: the style's name, which the web format's messages give (whether it is a press decides).
    static func check(_ parsed: ParsedArguments, mode: Mode, format: Format, style: String) throws(CLIError) {
        for rule in table {
            guard let flag = rule.flags.first(where: parsed.given), let why = rule.refusal(in: mode) else { continue }
            // Where a press and a decoration refuse a flag for different reasons, the style decides: name it.
            if Mode.web.contains(mode), rule.refusal(in: .press) != rule.refusal(in: .decoration) {
                throw CLIError.usage("\(flag) means nothing for --format web with style '\(style)': \(why)")
            }
            throw CLIError.usage("\(flag) and \(mode.name(format)) cannot be used together: \(why)")
        }
    }

    /// The mode of a command line, after refusing two modes at once.
    ///
    /// - Parameter pressKind: the style's own kind (`StyleTemplate.pressKind()`), for the web format.
    static func mode(of parsed: ParsedArguments, format: Format, pressKind: PressProgram.Kind) throws(CLIError) -> Mode {
        var given = Mode.choosers.filter { parsed.value($0.flag) != nil }
        // `--format png` is a still: `--at` gives its time instead of choosing a mode.
        if format == .raster(.png) {
            guard parsed.value("--at") != nil else {
                throw CLIError.usage("--format png writes one still frame: give --at SECONDS (--format apng, webp or gif animate)")
            }
            given.removeAll { $0.mode == .still }
        }
        if given.count > 1 {
            throw CLIError.usage("\(given[0].flag) and \(given[1].flag) cannot be used together: \(given[0].flag) \(given[0].what), \(given[1].flag) \(given[1].what)")
        }
        if let first = given.first, let purpose = format.kind.purpose {
            throw CLIError.usage("--format \(format.name) and \(first.flag) cannot be used together: \(first.flag) \(first.what); \(purpose)")
        }
        if let chosen = given.first { return chosen.mode }
        return Mode(format, pressKind: pressKind)
    }

}
