import RippleDiagnostics

/// One asset of the expanded manifest: an entry, or one combination of an entry's matrix, with its
/// name, style, formats and merged arguments, or the problem that keeps it from being made.
struct BatchEntry: Sendable {
    /// A problem found while reading an entry, with the key path it belongs to (for a line and column).
    struct Problem: Error, Sendable {
        /// Where in the manifest: `assets[2].args`.
        let path: String
        /// A lower-case sentence.
        let message: String
    }

    /// The index in `assets`.
    let index: Int
    /// The name with the matrix values filled in (the template when that failed).
    let name: String
    /// The output files by format, in the entry's format order (`web` gives two, the style sheet first).
    let files: [(format: Format, part: BatchJob.Part, file: String)]
    /// The style.
    let source: BatchSource
    /// The merged `args`.
    let arguments: [BatchTable<BatchValue>.Member]
    /// Why the entry cannot be made, if it cannot.
    var problem: Problem?

    /// `assets[2] (ring-25)`.
    var label: String { "assets[\(index)] (\(ValueParsers.printable(name)))" }

    /// Keys of `args` that have an entry-level key or no meaning in a batch, with what to do instead.
    static let reservedKeys: [String: String] = [
        "style": "set 'style' on the entry, in defaults or as a matrix axis, not in args",
        "spec": "set 'spec' on the entry, in defaults or as a matrix axis, not in args",
        "format": "set 'format' on the entry, in defaults or as a matrix axis, not in args",
        "output": "batch names its files OUTDIR/NAME.svg (NAME.css, NAME.js, NAME.mjs and NAME.d.mts for web); an entry has no output flag",
        "o": "batch names its files OUTDIR/NAME.svg (NAME.css, NAME.js, NAME.mjs and NAME.d.mts for web); an entry has no output flag",
        "check": "use 'ripplegen batch --check' to compare the whole set",
        "evaluate": "--evaluate makes no SVG document; batch makes documents only",
        "filmstrip": "--filmstrip makes no SVG document; batch makes documents only",
        "help": "--help has no place in a manifest",
        "h": "--help has no place in a manifest",
    ]

    /// The axes that choose the style or format rather than giving a flag.
    static let entryAxes: Set<String> = ["style", "spec", "format"]

    /// Builds the asset for one combination of `asset`'s matrix (empty without a matrix).
    ///
    /// - Parameter directory: the manifest's directory (`""` for the working directory); spec paths are relative to it.
    static func make(
        index: Int, asset: BatchManifest.Asset, combination: [(key: String, value: BatchValue)],
        defaults: BatchManifest.Defaults?, directory: String
    ) -> BatchEntry {
        let path = "assets[\(index)]"
        var name = asset.name
        do {
            name = try BatchName.expand(asset.name, with: combination)
            try BatchName.check(name)
            let source = try source(asset, combination, defaults, directory: directory, path: path)
            let formats = try formats(asset, combination, defaults, path: path)
            let arguments = try arguments(asset, combination, defaults, path: path)
            let files = formats.flatMap { format in
                format.parts.map { part in
                    (format: format, part: part, file: (formats.count > 1 ? "\(name)-\(format.name)" : name) + part.fileExtension)
                }
            }
            return BatchEntry(index: index, name: name, files: files, source: source, arguments: arguments)
        } catch let failure as BatchName.Failure {
            return failed(index, name, Problem(path: path + ".name", message: failure.message))
        } catch let problem as Problem {
            return failed(index, name, problem)
        } catch {
            return failed(index, name, Problem(path: path, message: "\(error)"))
        }
    }

    /// An entry that makes nothing, listed as `NAME.svg`.
    static func failed(_ index: Int, _ name: String, _ problem: Problem) -> BatchEntry {
        BatchEntry(index: index, name: name, files: [(format: .standard, part: .document, file: "\(name).svg")], source: .style(""), arguments: [],
                   problem: problem)
    }

    private static func source(
        _ asset: BatchManifest.Asset, _ combination: [(key: String, value: BatchValue)],
        _ defaults: BatchManifest.Defaults?, directory: String, path: String
    ) throws(Problem) -> BatchSource {
        let style = combination.first { $0.key == "style" }?.value.text ?? asset.style
        let spec = combination.first { $0.key == "spec" }?.value.text ?? asset.spec
        let chosen: (style: String?, spec: String?, path: String)
        if style != nil || spec != nil {
            chosen = (style, spec, path)
        } else {
            chosen = (defaults?.style, defaults?.spec, "defaults")
        }
        if chosen.style != nil, chosen.spec != nil {
            throw Problem(path: chosen.path, message: "'style' and 'spec' cannot be used together")
        }
        if let text = chosen.spec {
            // The manifest's text names the file by its UTF-8 bytes: in the lossless form a path has
            // (`ArgumentBytes`), a private-use character such as U+10FF41 stays itself.
            let spec = ArgumentBytes.decode(Array(text.utf8))
            return .spec(spec.hasPrefix("/") || directory.isEmpty ? spec : directory + "/" + spec)
        }
        return .style(chosen.style ?? "ring")
    }

    private static func formats(
        _ asset: BatchManifest.Asset, _ combination: [(key: String, value: BatchValue)],
        _ defaults: BatchManifest.Defaults?, path: String
    ) throws(Problem) -> [Format] {
        let names = combination.first { $0.key == "format" }.map { [$0.value.text] }
            ?? asset.format?.names ?? defaults?.format?.names ?? ["smil"]
        let location = asset.format != nil ? path + ".format" : combination.contains { $0.key == "format" } ? path + ".matrix" : "defaults.format"
        guard !names.isEmpty else { throw Problem(path: location, message: "format: the list is empty, so the entry makes no file") }
        var formats: [Format] = []
        for name in names {
            do {
                formats.append(try Format(parsing: name))
            } catch {
                throw Problem(path: location, message: Self.message(of: error))
            }
            guard formats.dropLast().allSatisfy({ $0 != formats.last }) else {
                throw Problem(path: location, message: "format '\(name)' is listed twice")
            }
        }
        return formats
    }

    private static func arguments(
        _ asset: BatchManifest.Asset, _ combination: [(key: String, value: BatchValue)],
        _ defaults: BatchManifest.Defaults?, path: String
    ) throws(Problem) -> [BatchTable<BatchValue>.Member] {
        let own = asset.args ?? BatchTable()
        for member in own.members { try checkKey(member.key, path: path + ".args", axis: false) }
        var axes = BatchTable<BatchValue>()
        for (key, value) in combination {
            try checkKey(key, path: path + ".matrix", axis: true)
            if entryAxes.contains(key) { continue }
            if own[key] != nil {
                throw Problem(path: path + ".matrix", message: "matrix axis '\(key)' is also set in args; set it in one place")
            }
            axes.members.append(.init(key: key, value: value))
        }
        if let inherited = defaults?.args {
            for member in inherited.members { try checkKey(member.key, path: "defaults.args", axis: false) }
        }
        return (defaults?.args ?? BatchTable()).overridden(by: own).overridden(by: axes).members
    }

    /// A key must be a long flag's name without `--`; the generate parser judges whether it exists.
    private static func checkKey(_ key: String, path: String, axis: Bool) throws(Problem) {
        let shown = ValueParsers.printable(key)
        if key.hasPrefix("-") {
            let bare = String(key.drop { $0 == "-" })
            throw Problem(path: path, message: "'\(shown)': write flag names without dashes ('\(ValueParsers.printable(bare))')")
        }
        if key.isEmpty || key.contains("=") || key.contains(where: \.isWhitespace) {
            throw Problem(path: path, message: "'\(shown)' is not a flag name")
        }
        if axis, entryAxes.contains(key) { return }
        if let advice = reservedKeys[key] { throw Problem(path: path, message: "'\(shown)': \(advice)") }
    }

    /// The message of a CLI error's first problem.
    static func message(of error: CLIError) -> String {
        error.problems.first?.message ?? ""
    }
}
