import RipplePipeline
import RippleRaster

/// Where an entry's style comes from: a built-in style, or a spec file (its path already resolved against
/// the manifest's directory).
enum BatchSource: Hashable, Sendable {
    /// `--style NAME`.
    case style(String)
    /// `--spec PATH`.
    case spec(String)
}

/// One output file of a batch: an expanded manifest entry in one format, or the reason it cannot be made.
///
/// The `web` format makes two files, so an entry in that format gives two jobs with the same recipe but
/// for the part: the style sheet and the script.
struct BatchJob: Sendable {
    /// Which file of its format a job makes.
    typealias Part = OutputPart

    /// What to run through the generate command's pipeline.
    struct Recipe: Sendable {
        /// The style.
        let source: BatchSource
        /// The entry's format (parsed when the manifest was read).
        let format: Format
        /// The file of the format this job makes.
        var part: Part = .document
        /// The merged `args` (defaults, entry, matrix values) in order.
        let arguments: [BatchTable<BatchValue>.Member]
        /// A web press style's scripts beside the shared engine (`"engine": "shared"`): its program alone.
        var sharedEngine = false
        /// The style bundle's files (`"engine": "bundle"`, parts `.engine`): every web entry's label and recipe,
        /// in manifest order; `nil` for the shared engine's files.
        var bundle: [(label: String, recipe: Recipe)]?

        /// The arguments this file stands for, typed as the manifest holds them (no command-line text in
        /// between): `ripplegen` with the same options (plus `-o`) makes the same bytes.
        ///
        /// - Parameters:
        ///   - parser: the style's generate parser, which checks every name and value as on a command line.
        ///   - output: the file's path in OUTDIR (the web format's style sheet for all three of its files); `nil`
        ///     for the gallery, which keeps the files in memory.
        func arguments(parser: ArgumentParser, output: String?) throws(CLIError) -> ParsedArguments {
            var parsed = try parser.parse(members: arguments.map { member in
                switch member.value {
                case .bool(let flag): (member.key, nil, flag)
                case .string(let text): (member.key, .text(text), true)
                case .number(let number): (member.key, .number(number), true)
                }
            })
            parsed.values["--format"] = .text(format.name)
            if let output { parsed.values["--output"] = .text(output) }
            return parsed
        }
    }

    /// `assets[2] (pulse-48x48-1e88e5)`: how messages name the entry.
    let label: String
    /// The file name inside OUTDIR (as the name gave it, when the entry failed before its name was checked).
    let file: String
    /// The recipe, or the error found while reading the manifest (already labelled).
    let plan: Result<Recipe, CLIError>

    /// An error of this job's entry, for the summary: its first problem names the entry, the "see --help"
    /// hint is dropped, and the exit code is the batch's (see `BatchResult.batchCode`).
    func labelled(_ error: CLIError) -> CLIError {
        var problems = error.problems
        if !problems.isEmpty {
            // The entry comes first, then the flag it is about: `assets[0] (a): --easing: unknown easing …`.
            let flag = problems[0].location.flag.map { $0 + ": " } ?? ""
            problems[0].location.flag = nil
            problems[0].message = label + ": " + flag + problems[0].message
        }
        return CLIError(BatchResult.batchCode(for: error.code), problems: problems)
    }
}
