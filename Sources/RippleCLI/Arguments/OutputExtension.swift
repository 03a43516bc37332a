import RippleRaster

/// A file name must not say one format while holding another: `-o` ending in an extension that belongs to a
/// different format's file (`--style ring -o ring.png`, `--format lottie -o a.svg`) is refused (exit 64,
/// naming `--format`). Names with an extension of no ripplegen format (or none) are the user's choice.
enum OutputExtension {
    /// The extensions of every file ripplegen writes, and what writes them.
    static let known: [(ending: String, writer: String)] = [
        (".svg", "--format smil|css (an SVG document)"),
        (".css", "--format web (a style sheet)"),
        (".js", "--format web (a script, written next to FILE.css)"),
        (".mjs", "--format web (an ES module, written next to FILE.css)"),
        (".json", "--format lottie (Lottie JSON) or --evaluate"),
        (".png", "--format png|apng or --filmstrip (an image)"),
        (".apng", "--format apng (an image)"),
        (".webp", "--format webp (an image)"),
        (".gif", "--format gif (an image)"),
        (".html", "ripplegen preview (a page)"),
    ]

    /// The extensions each mode's file may have; `nil` for the web and raster formats, which insist on theirs
    /// (`WebOutput.paths`, `RasterOutput`).
    static func endings(of mode: Mode) -> [String]? {
        switch mode {
        case .smil, .css, .still: [".svg"]
        case .lottie, .evaluate: [".json"]
        case .filmstrip: [".png"]
        case .press, .decoration, .png, .animated: nil
        }
    }

    /// Refuses `output` when its extension is another format's, and for `--filmstrip` any name but `.png`.
    /// A device or a FIFO (`-o /dev/stdout`) takes any format whatever its name.
    ///
    /// - Parameter defaulted: no `--format` was given (the message says smil is the default).
    static func check(_ output: String?, mode: Mode, format: Format, defaulted: Bool) throws(CLIError) {
        guard let own = endings(of: mode) else { return }
        if mode == .filmstrip, let output, !output.lowercased().hasSuffix(".png"), !WriteRule.namesAStream(output) {
            throw CLIError.usage("--filmstrip writes a PNG: -o must end in .png (got '\(ValueParsers.printable(output))')")
        }
        try check(output, own: own, writer: mode == .smil && defaulted ? "--format smil (the default)" : mode.name(format))
    }

    /// Refuses `output` when it ends in a known extension other than `own`, which `writer` (a flag or a
    /// command) writes.
    static func check(_ output: String?, own: [String], writer: String) throws(CLIError) {
        guard let output else { return }
        let name = output.lowercased()
        guard !own.contains(where: name.hasSuffix), let other = known.first(where: { name.hasSuffix($0.ending) }),
              !WriteRule.namesAStream(output) else { return }
        throw CLIError.usage("-o \(ValueParsers.printable(output)): \(other.ending) is the file of \(other.writer), but \(writer) writes a \(own.joined(separator: " or ")) file; \(writer.hasPrefix("-") ? "choose the --format or " : "")name the file \(own[0])")
    }
}
