/// The `--help` texts, built from the commands' option tables so they never drift from the parser.
enum HelpText {
    /// The tool's version, printed by `--version`.
    static let version = "0.1.0"

    static var generate: String {
        """
        ripplegen — web-ready ripple animations as standalone SVG (SMIL or CSS keyframes), validated with libxml2

        USAGE: ripplegen [options]
               ripplegen styles
               ripplegen validate FILE...
               ripplegen --version

        OPTIONS:
        \(table(GenerateCommand.options))
        EXAMPLES:
          ripplegen --style ring --repeat 25 -o ring.svg
          ripplegen --format css --color '#1e88e5' --size 48x48 --repeat indefinite -o ring.svg

        EXIT CODES: 0 ok, 1 invalid (validate), 64 usage error, 65 bad input data, 66 input not readable,
                    70 internal error (a generated document failed validation), 73 cannot write output

        """
    }

    static var styles: String {
        """
        USAGE: ripplegen styles

        Lists the built-in styles with one line each.

        OPTIONS:
        \(table(StylesCommand.options))
        """
    }

    static var validate: String {
        """
        USAGE: ripplegen validate FILE...

        Validates SVG files against the official W3C SVG 1.1 DTD (offline, through the XML catalog of
        Debian's w3c-sgml-lib) and ripplegen's profile lint (keyTimes, keySplines, clock values,
        repeatCount, ids and references). Prints 'file:line: error: message' for each problem.
        Exit 0 when every file is valid, 1 when one is invalid, 66 when a file cannot be read.

        OPTIONS:
        \(table(ValidateCommand.options))
        """
    }

    private static func table(_ options: [OptionSpec]) -> String {
        let labels = options.map { option -> String in
            var label = option.short.map { "\($0), " } ?? ""
            label += option.name
            if let value = option.value { label += " \(value)" }
            return label
        }
        let width = labels.map(\.count).max() ?? 0
        return zip(labels, options).map { label, option in
            "  " + label + String(repeating: " ", count: width - label.count + 2) + option.help + "\n"
        }.joined()
    }
}
