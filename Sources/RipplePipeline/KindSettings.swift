import RippleDiagnostics
import RippleSerializers

/// The flags a kind's descriptor reads to build its plan, typed by the command line's one parser per flag
/// and not yet held to any kind's limits: the descriptor checks them (`OutputKind.plan`), when the request is
/// built, with errors that name the flag. Empty, it is every kind's defaults (`OutputRequest(style:kind:)`).
package struct KindSettings: Sendable {
    /// A number as given: its text (for the message) and its value by the one grammar, `nil` when it is no
    /// number at all.
    package struct Number: Sendable {
        package let text: String
        package let value: Double?

        package init(text: String, value: Double?) {
            self.text = text
            self.value = value
        }

        /// The number when it is whole and in `range`, else the refusal naming `flag`.
        ///
        /// - Parameter what: what the flag takes, for the message (`a whole number`).
        package func whole(_ flag: String, in range: ClosedRange<Int>, what: String = "a whole number") throws(PipelineError) -> Int {
            guard let value, value == value.rounded(), value >= Double(range.lowerBound), value <= Double(range.upperBound) else {
                throw .badValue(flag, "'\(Printable.text(text))' is not \(what) from \(range.lowerBound) to \(range.upperBound)")
            }
            return Int(value)
        }

        /// The number when it is in `range` (fractions too), else the refusal naming `flag`.
        package func within(_ flag: String, _ range: ClosedRange<Int>, what: String) throws(PipelineError) -> Double {
            guard let value, value >= Double(range.lowerBound), value <= Double(range.upperBound) else {
                throw .badValue(flag, "'\(Printable.text(text))' is not \(what) from \(range.lowerBound) to \(range.upperBound)")
            }
            return value
        }
    }

    /// The style's name (the web format's default class is `rg-STYLE`).
    package var style: String
    /// The SVG options (`--minify`, `--at`, `--profile`, `--decorative`, `--reduced-motion`…); the web format
    /// reads its media queries from them. Their format is the kind's.
    package var render = RenderOptions()
    /// `--id-prefix`, checked.
    package var idPrefix: String?
    /// `--fps`.
    package var fps: Number?
    /// `--scale`.
    package var scale: Number?
    /// `--theme`'s themes, or why they cannot be read; `nil` when it is not given (a kind that has no themes
    /// refuses the flag before its value).
    package var themes: Result<[ThemeOption], PipelineError>?

    /// No flag given: the kind's defaults for `style`.
    package init(style: String) {
        self.style = style
    }

    /// `--minify`.
    package var minified: Bool { render.layout == .compact }
}
