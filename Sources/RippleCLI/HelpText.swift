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
        return fit(text)
    }

    static var styles: String {
        fit("""
        USAGE: ripplegen styles [--show NAME]

        Lists the built-in styles with one line each; --show NAME prints a style's spec file, a starting
        point for your own (ripplegen --spec my.json).

        OPTIONS:
        \(table(StylesCommand.options))
        """)
    }

    static var preview: String {
        fit("""
        USAGE: ripplegen preview [--format smil|css|both] [--raster] [-o FILE]

        Writes one self-contained HTML page (no network, no external files) showing every built-in style as
        <img>, inline and as a CSS background, with its size and the command that makes it, and a live section
        of buttons that ripple when pressed (the --format web files of each press style, inlined). With --raster,
        each style's APNG, WebP and GIF (looping, 30 fps) stand beside its SVG.

        OPTIONS:
        \(table(PreviewCommand.options))
        """)
    }

    static var validate: String {
        fit("""
        USAGE: ripplegen validate FILE... (- for standard input)

        Validates SVG files against the official W3C SVG 1.1 DTD (offline, through the XML catalog of
        Debian's w3c-sgml-lib) and ripplegen's profile lint (keyTimes, keySplines, clock values,
        repeatCount, ids and references). Prints 'file:line:col: error: message' for each problem.
        Files beyond the limits (16 MiB, 200,000 elements, 256 attributes on one
        element) are refused before they are parsed.

        EXIT CODES: 0 every file valid, 1 a file invalid, 65 a file beyond the limits, 66 a file not readable

        OPTIONS:
        \(table(ValidateCommand.options))
        """)
    }

    static var batch: String {
        fit("""
        USAGE: ripplegen batch MANIFEST.json -o OUTDIR [--jobs N] [--check]

        Makes every asset a manifest lists, in parallel, each validated and written atomically as
        OUTDIR/NAME.svg (NAME-FORMAT.svg when an entry has several formats); files whose bytes would not
        change are left untouched. Prints a summary (file, bytes, gzip bytes, valid, status) on stdout.
        Each file is byte-identical to 'ripplegen' run alone with the entry's flags.
        "format": "web" makes two files, NAME.css and NAME.js (NAME-web.css and NAME-web.js with several
        formats), as 'ripplegen --format web -o OUTDIR/NAME.css' does; both are checked with the web lint.
        "format": ["apng", "webp", "gif"] makes NAME-apng.png, NAME-webp.webp and NAME-gif.gif from frames
        rendered once; "format": "png" with "args": { "at": T } a still frame.

        MANIFEST:
          { "defaults": { "format": ["smil", "css"],
                          "args": { "repeat": "indefinite" } },
            "assets": [
              { "name": "ring-25", "style": "ring", "args": { "repeat": 25 } },
              { "name": "press", "spec": "specs/press.json", "format": "css",
                "args": { "origin": "20,30" } },
              { "name": "{style}-{size}",
                "matrix": { "style": ["ring", "pulse"], "size": ["48x48", "96x96"] } } ] }
          args are the generate flags without '--' (true for a flag without a value); spec paths are
          relative to the manifest; {axis} in a name is a matrix value (characters a name may not hold dropped).

        OPTIONS:
        \(table(BatchCommand.options))
        EXIT CODES: 0 all made (or --check: all up to date), 1 --check: files out of date or missing,
                    64 usage error, 65 bad manifest or an entry's bad data, 66 manifest not readable,
                    70 a generated document failed validation, 73 a file or OUTDIR cannot be written;
                    when entries fail differently the highest code wins, and the other entries are still made

        """)
    }

    /// `text` with every line longer than `width` broken at spaces. A continuation keeps the line's
    /// indentation, or hangs under a leading `LABEL: ` (`EXIT CODES: `), so prose written once in this file
    /// stays within the width whatever the option tables add.
    static func fit(_ text: String) -> String {
        var out: [String] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            guard line.count > width else {
                out.append(line)
                continue
            }
            let leading = line.prefix { $0 == " " }.count
            var hang = leading
            if leading == 0, let colon = line.range(of: ": "), line[..<colon.lowerBound].allSatisfy({ $0.isUppercase || $0 == " " }) {
                hang = line.distance(from: line.startIndex, to: colon.upperBound)
            } else if leading == 0, line.hasPrefix("STYLE ") {
                hang = 2
            }
            let pieces = wrap(String(line.dropFirst(leading)), width: width - leading)
            guard let first = pieces.first else { continue }
            out.append(String(repeating: " ", count: leading) + first)
            let rest = wrap(pieces.dropFirst().joined(separator: " "), width: width - hang)
            out += rest.map { String(repeating: " ", count: hang) + $0 }
        }
        return out.joined(separator: "\n")
    }

    /// Help lines are at most this wide (as swift-argument-parser's).
    static let width = 80
    /// Where an option's help starts; a longer label puts its help on the lines below.
    static let column = 30

    /// The options as `  LABEL  help…`, wrapped at `width`: help words continue under the help column, and a
    /// value list too long for a line (`--state normal|highlighted|…`) continues on indented lines.
    private static func table(_ options: [OptionSpec]) -> String {
        var out = ""
        for option in options {
            var label = option.short.map { "\($0), " } ?? ""
            label += option.name
            var labelLines = ["  " + label]
            if let value = option.value {
                for (index, part) in value.split(separator: "|", omittingEmptySubsequences: false).enumerated() {
                    let piece = (index == 0 ? " " : "|") + part
                    if labelLines[labelLines.count - 1].count + piece.count > width {
                        labelLines.append("      " + (index == 0 ? String(piece.dropFirst()) : String(part)))
                        if index > 0 { labelLines[labelLines.count - 2] += "|" }
                    } else {
                        labelLines[labelLines.count - 1] += piece
                    }
                }
            }
            let helpLines = wrap(option.help, width: width - column)
            let last = labelLines[labelLines.count - 1]
            if labelLines.count == 1, last.count + 2 <= column {
                out += last + String(repeating: " ", count: column - last.count) + (helpLines.first ?? "") + "\n"
                for line in helpLines.dropFirst() { out += String(repeating: " ", count: column) + line + "\n" }
            } else {
                for line in labelLines { out += line + "\n" }
                for line in helpLines { out += String(repeating: " ", count: column) + line + "\n" }
            }
        }
        return out
    }

    /// `text` in lines of at most `width` characters, broken at spaces (a longer word gets a line of its own).
    static func wrap(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if line.isEmpty {
                line = String(word)
            } else if line.count + 1 + word.count <= width {
                line += " " + word
            } else {
                lines.append(line)
                line = String(word)
            }
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }
}
