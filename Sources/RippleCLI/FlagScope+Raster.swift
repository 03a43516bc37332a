import RippleRaster

/// The raster formats' part of `FlagScope`: `--format png` is a still (`--at` required), the animated
/// formats refuse `--at`, and flags that only mean something in an SVG document are refused by name.
extension FlagScope {
    /// Flags that mean nothing in a raster image, and why (checked before the general rules, whose reasons
    /// are written for the SVG and web formats).
    static let refusedInRaster: [(flag: String, why: String)] = [
        ("--title", "a raster image has no accessible text (give alt text where the image is used)"),
        ("--desc", "a raster image has no accessible text (give alt text where the image is used)"),
        ("--decorative", "a raster image has no accessible text (mark it decorative where it is used)"),
        ("--id-prefix", "a raster image has no ids or classes"),
        ("--no-validate", "no document is written: the frames are rasterized from the model"),
        ("--filmstrip", "it writes a PNG of several frames; the raster formats write one image"),
        ("--evaluate", "it prints the model's values as JSON"),
    ]

    /// The mode of a command line with `--format png|apng|webp|gif`, after refusing what contradicts it.
    static func rasterMode(of parsed: ParsedArguments, format: RasterFormat) throws(CLIError) -> Mode {
        let name = "--format \(format.rawValue)"
        try refuse(refusedInRaster, in: parsed, with: name)
        if format == .png {
            guard parsed.value("--at") != nil else {
                throw CLIError.usage("--format png writes one still frame: give --at SECONDS (--format apng, webp or gif animate)")
            }
            if parsed.value("--fps") != nil {
                throw CLIError.usage("--fps and --format png cannot be used together: one still frame has no frame rate")
            }
        } else if parsed.value("--at") != nil {
            throw CLIError.usage("--at and \(name) cannot be used together: --at writes one still frame (--format png --at T)")
        }
        for rule in rules where parsed.has(rule.flag) || parsed.value(rule.flag) != nil {
            guard !rule.applies.contains(.raster), !rule.ignored.contains(.raster) else { continue }
            throw CLIError.usage("\(rule.flag) and \(name) cannot be used together: \(rule.why)")
        }
        return .raster
    }
}
