import RippleKit

/// What a generate command line makes, as far as the flag table (`FlagRules`) is concerned: the table's
/// columns. A `Format` says which file is written; a mode also tells `--at`, `--filmstrip` and `--evaluate`
/// apart, the web format's press styles from its looping decorations, and a PNG still from an animation.
package enum Mode: String, CaseIterable, Sendable {
    case smil, css, press, decoration, lottie, still, filmstrip, evaluate, png, animated

    /// The flags that choose a mode instead of a format, and what each makes.
    package static let choosers: [(flag: String, mode: Mode, what: String)] = [
        ("--evaluate", .evaluate, "prints the model's values as JSON"),
        ("--filmstrip", .filmstrip, "writes a PNG of several frames"),
        ("--at", .still, "writes one still frame"),
    ]

    /// The mode of a format with no chooser (`--style material --format web` is `press`).
    ///
    /// - Parameter pressKind: the style's own kind (`StyleTemplate.pressKind()`, from its defaults), which
    ///   decides the web format's mode. Never the user's options: the flags the mode refuses (`--repeat`)
    ///   would otherwise pick the mode, and the refusal would give the other mode's reason.
    package init(_ format: Format, pressKind: PressProgram.Kind) {
        self = format.kind.column(pressKind)
    }

    /// How messages name the mode: the flag that chose it (`--format gif`, `--at`).
    package func name(_ format: Format) -> String {
        switch self {
        case .still: "--at"
        case .filmstrip: "--filmstrip"
        case .evaluate: "--evaluate"
        default: "--format \(format.name)"
        }
    }

    /// How the generated table in docs/cli.md names the mode: the kinds whose column it is (from the registry),
    /// the web format's two by the style's kind, or the flag that chooses it.
    package var label: String {
        switch self {
        case .press: "`web` (press styles)"
        case .decoration: "`web` (ring, pulse)"
        case .still: "`--at`"
        case .filmstrip: "`--filmstrip`"
        case .evaluate: "`--evaluate`"
        default: OutputKind.all.filter { $0.column(.held) == self }.map { "`\($0.name)`" }.joined(separator: ", ")
        }
    }

    /// The modes that write a raster image.
    package static let raster: Set<Mode> = [.png, .animated]
    /// The web format's two modes.
    package static let web: Set<Mode> = [.press, .decoration]
}
