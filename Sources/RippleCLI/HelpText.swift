import RippleKit

/// The `--help` texts, built from the commands' option tables so they never drift from the parser.
enum HelpText {
    /// The tool's version, printed by `--version`.
    static let version = "0.1.0"

    static func generate(style: StyleTemplate?) -> String {
        var text = """
        ripplegen — web-ready ripple animations as standalone SVG (SMIL or CSS keyframes), validated with libxml2

        USAGE: ripplegen [options]
               ripplegen styles [--show NAME]
               ripplegen preview [-o FILE]
               ripplegen validate FILE...
               ripplegen batch MANIFEST.json -o OUTDIR [--jobs N] [--check]
               ripplegen --version

        OPTIONS:
        \(table(GenerateOptions.common))
        """
        if let style {
            let parameters = GenerateOptions.parameters(of: style)
            text += "\nSTYLE \(style.name): \(style.summary)\n"
            text += parameters.isEmpty ? "  (no options of its own)\n" : table(parameters)
        } else {
            text += "\nEach style has options of its own: ripplegen --style NAME --help\n"
        }
        text += """

        EXAMPLES:
          ripplegen --style ring --repeat 25 -o ring.svg
          ripplegen --style material --origin 20,30 --hold 0.6 --format css -o press.svg
          ripplegen --style pulse --rings 4 --color '#1e88e5' -o pulse.svg

        EXIT CODES: 0 ok, 1 invalid (validate), 64 usage error, 65 bad input data, 66 input not readable,
                    70 internal error (a generated document failed validation), 73 cannot write output

        """
        return text
    }

    static var styles: String {
        """
        USAGE: ripplegen styles [--show NAME]

        Lists the built-in styles with one line each; --show NAME prints a style's spec file, a starting
        point for your own (ripplegen --spec my.json).

        OPTIONS:
        \(table(StylesCommand.options))
        """
    }

    static var preview: String {
        """
        USAGE: ripplegen preview [--format smil|css|both] [-o FILE]

        Writes one self-contained HTML page (no network, no external files) showing every built-in style as
        <img>, inline and as a CSS background, with its size and the command that makes it, and a live section
        of buttons that ripple when pressed (the --format web files of each press style, inlined).

        OPTIONS:
        \(table(PreviewCommand.options))
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

    static var batch: String {
        """
        USAGE: ripplegen batch MANIFEST.json -o OUTDIR [--jobs N] [--check]

        Makes every asset a manifest lists, in parallel, each validated and written atomically as
        OUTDIR/NAME.svg (NAME-FORMAT.svg when an entry has several formats); files whose bytes would not
        change are left untouched. Prints a summary (file, bytes, gzip bytes, valid, status) on stdout.
        Each file is byte-identical to 'ripplegen' run alone with the entry's flags.
        "format": "web" makes two files, NAME.css and NAME.js (NAME-web.css and NAME-web.js with several
        formats), as 'ripplegen --format web -o OUTDIR/NAME.css' does; both are checked with the web lint.

        MANIFEST:
          { "defaults": { "format": ["smil", "css"], "args": { "repeat": "indefinite" } },
            "assets": [
              { "name": "ring-25", "style": "ring", "args": { "repeat": 25 } },
              { "name": "press", "spec": "specs/press.json", "format": "css", "args": { "origin": "20,30" } },
              { "name": "{style}-{size}", "matrix": { "style": ["ring", "pulse"], "size": ["48x48", "96x96"] } } ] }
          args are the generate flags without '--' (true for a flag without a value); spec paths are
          relative to the manifest; {axis} in a name is a matrix value (characters a name may not hold dropped).

        OPTIONS:
        \(table(BatchCommand.options))
        EXIT CODES: 0 all made (or --check: all up to date), 1 --check: files out of date or missing,
                    64 usage error, 65 bad manifest or an entry's bad data, 66 manifest not readable,
                    70 a generated document failed validation, 73 a file or OUTDIR cannot be written;
                    when entries fail differently the highest code wins, and the other entries are still made

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
