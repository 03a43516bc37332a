import RipplePipeline
import RippleRaster

/// Where a command line's files may go: the checks of `-o` for the kinds that insist on their own name
/// (the pipeline makes the files; their paths are the command line's).
extension WebOutput {
    /// `DIR/FILE.css`, `DIR/FILE.js`, `DIR/FILE.mjs` and `DIR/FILE.d.mts`.
    static func paths(for output: String) throws(CLIError) -> (css: String, js: String, mjs: String, types: String) {
        guard output.hasSuffix(".css"), output.count > 4, !output.hasSuffix("/.css") else {
            throw CLIError.usage("--format web: -o must name the style sheet, DIR/FILE.css (got '\(ValueParsers.printable(output))')")
        }
        let stem = String(output.dropLast(4))
        return (output, stem + ".js", stem + ".mjs", stem + ".d.mts")
    }
}

extension RasterOutput {
    /// The file name endings a format accepts (the registry's).
    static func extensions(_ format: RasterFormat) -> [String] {
        Format.raster(format).kind.files[0].endings
    }

    /// Refuses a raster format without `-o`, or with a name of another format's ending (before any work).
    static func checkOutput(_ output: String?, format: RasterFormat) throws(CLIError) {
        guard let output else { throw CLIError.usage("--format \(format.rawValue) writes an image: give -o FILE\(extensions(format)[0])") }
        try checkExtension(output, format: format)
    }

    private static func checkExtension(_ output: String, format: RasterFormat) throws(CLIError) {
        let endings = extensions(format)
        // A device or a FIFO (`-o /dev/stdout`) takes the image whatever its name.
        guard !WriteRule.namesAStream(output), !endings.contains(where: output.lowercased().hasSuffix) else { return }
        throw CLIError.usage("--format \(format.rawValue): -o must end in \(endings.joined(separator: " or ")) (got '\(ValueParsers.printable(output))')")
    }
}
