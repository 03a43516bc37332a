import RippleJSON
import RipplePipeline

extension Format {
    /// Parses a `--format` value.
    ///
    /// - Throws: `CLIError` (64) naming the format, with "did you mean" for a near miss.
    init(parsing text: String) throws(CLIError) {
        guard let format = Format.allCases.first(where: { $0.name == text }) else {
            let names = Format.allCases.map(\.name)
            let hint = Suggest.closest(to: text, in: names).map { "; did you mean '\($0)'?" } ?? ""
            throw CLIError.usage("--format: unknown format '\(ValueParsers.printable(text))'\(hint) (\(OutputKind.list(names)))")
        }
        self = format
    }
}
