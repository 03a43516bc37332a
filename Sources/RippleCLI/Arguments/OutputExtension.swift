import RipplePipeline
import RippleRaster

/// A file name must not say one format while holding another: `-o` ending in an extension that belongs to a
/// different format's file (`--style ring -o ring.png`, `--format lottie -o a.svg`) is refused (exit 64,
/// naming `--format`). Names with an extension of no ripplegen format (or none) are the user's choice.
enum OutputExtension {
    /// The files the mode flags write (the formats' are the registry's, `OutputKind`).
    static let chosen: [(ending: String, writer: String)] = [
        (EvaluationPlan.file.endings[0], "--evaluate"), (FilmstripPlan.file.endings[0], "--filmstrip"), (".html", "ripplegen preview (a page)"),
    ]

    /// The extensions of every file ripplegen writes, and what writes them (`--format lottie (Lottie JSON) or
    /// --evaluate`), from the registry of output kinds and the mode flags.
    static var known: [(ending: String, writer: String)] {
        var writers: [(ending: String, names: [String], what: String, others: [String])] = []
        for kind in OutputKind.all {
            for file in kind.files {
                for ending in file.endings {
                    if let index = writers.firstIndex(where: { $0.ending == ending }) {
                        writers[index].names.append(kind.name)
                    } else {
                        writers.append((ending, [kind.name], file.what, []))
                    }
                }
            }
        }
        for (ending, writer) in chosen {
            if let index = writers.firstIndex(where: { $0.ending == ending }) {
                writers[index].others.append(writer)
            } else {
                writers.append((ending, [], "", [writer]))
            }
        }
        return writers.map { entry in
            let format = entry.names.isEmpty ? [] : ["--format \(entry.names.joined(separator: "|")) (\(entry.what))"]
            return (entry.ending, (format + entry.others).joined(separator: " or "))
        }
    }

    /// The extensions a mode's file may have; `nil` for the formats that insist on theirs (web and raster,
    /// checked by `WebOutput.paths` and `RasterOutput`).
    static func endings(of mode: Mode, format: Format) -> [String]? {
        switch mode {
        case .evaluate: EvaluationPlan.file.endings
        case .filmstrip: FilmstripPlan.file.endings
        default: format.kind.insists ? nil : format.kind.files[0].endings
        }
    }

    /// Refuses `output` when its extension is another format's, and for `--filmstrip` any name but `.png`.
    /// A device or a FIFO (`-o /dev/stdout`) takes any format whatever its name.
    ///
    /// - Parameter defaulted: no `--format` was given (the message says smil is the default).
    static func check(_ output: String?, mode: Mode, format: Format, defaulted: Bool) throws(CLIError) {
        guard let own = endings(of: mode, format: format) else { return }
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
