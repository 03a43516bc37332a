import RippleDiagnostics
import RippleKit
import RippleSerializers
import RippleValidation

/// The one path from a resolved command line to its files: render (one switch over what is made), validate
/// (one check per kind of file, one error), deliver (write, print or compare). `batch` renders and validates
/// through the same functions and delivers into OUTDIR itself.
enum OutputPipeline {
    /// Renders the files of a resolved request, not yet validated: one case per plan.
    ///
    /// - Parameter memo: a batch worker's memo: an asset's frames are rendered once for all its animated formats.
    static func render(_ resolved: GenerateCommand.Resolved, console: Console? = nil, memo: ThreadMemo? = nil) throws(CLIError) -> [MadeFile] {
        let output = resolved.request.output
        switch resolved.request.plan {
        case .evaluate(let times):
            return [MadeFile(bytes: Array(EvaluationReport.json(resolved.animation, times: times).utf8), path: output, check: .none)]
        case .filmstrip(let frames):
            return [MadeFile(bytes: try RasterOutput.filmstrip(resolved, count: frames), path: output, check: .none)]
        case .document(let options):
            return [MadeFile(bytes: DocumentRenderer.renderBytes(resolved.animation, options: options), path: output, check: .document(options))]
        case .web(let options):
            return try WebOutput.files(resolved, options: options)
        case .lottie(let fps, let minified):
            return [MadeFile(bytes: try LottieOutput.render(resolved.animation, fps: fps, minified: minified), path: output,
                             check: .lottie(layers: LottieOutput.layerCount(of: resolved.animation)))]
        case .dotLottie(let fps, let minified, let themes):
            return [MadeFile(bytes: try DotLottieOutput.render(resolved, fps: fps, minified: minified, themes: themes), path: output,
                             check: .dotLottie(layers: LottieOutput.layerCount(of: resolved.animation)))]
        case .still(let time, let scale):
            return [MadeFile(bytes: try RasterOutput.still(resolved, at: time, scale: scale), path: output, check: .none)]
        case .animated(let format, let fps, let scale):
            return [MadeFile(bytes: try RasterOutput.image(resolved, format: format, fps: fps, scale: scale, console: console, memo: memo),
                             path: output, check: .none)]
        }
    }

    /// Checks every file; a problem is ripplegen's bug (exit 70) and nothing is written.
    ///
    /// - Parameter session: the validator, asked for only when a document needs libxml2.
    static func validate(_ files: [MadeFile], session: () throws(CLIError) -> ValidationSession) throws(CLIError) {
        var problems: [Diagnostic] = []
        for file in files { problems += try file.problems(session: session).filter { $0.severity == .error } }
        guard !problems.isEmpty, let kind = files.first?.kind else { return }
        let what = files.count > 1 ? kind + "s are" : kind + " is"
        throw CLIError(.software, problems: [Diagnostic(.error, "the generated \(what) invalid; nothing was written", children: problems)])
    }

    /// Refuses, before any work on them, files that `WriteRule` would not write (a link, a script the user
    /// wrote, a FIFO among the web files or in a batch's OUTDIR): the same rule the write applies again.
    ///
    /// - Parameters:
    ///   - force: `--force`, which lets the web scripts replace a file ripplegen did not write.
    ///   - batch: the files go into a batch's OUTDIR.
    static func preflight(_ files: [MadeFile], force: Bool, batch: Bool = false) throws(CLIError) {
        for file in files {
            guard let path = file.path else { continue }
            _ = try file.rule(use(files, batch: batch), force: force).target(of: path)
        }
    }

    /// Writes files that all have a path, all or nothing: several (the web format's three) under one directory
    /// lock, so no reader and no concurrent run, single or batch, ever sees one run's file beside another's.
    /// The single run and `batch` both write here.
    ///
    /// - Returns: for each file, whether it was written (`false`: it already held these bytes).
    @discardableResult
    static func write(_ files: [MadeFile], force: Bool, batch: Bool = false) throws(CLIError) -> [Bool] {
        let use = use(files, batch: batch)
        return try OutputWriter.write(together: files.map { (bytes: $0.bytes, path: $0.path ?? "", rule: $0.rule(use, force: force)) })
    }

    /// How `files` are written: alone, together, or into a batch's OUTDIR.
    private static func use(_ files: [MadeFile], batch: Bool) -> WriteRule.Use {
        batch ? .batch : files.count > 1 ? .together : .alone
    }

    /// Hands the files over: compared with the committed files (`--check`), written to their paths (all or
    /// nothing), or printed on stdout.
    ///
    /// - Parameter force: `--force` (see `preflight`).
    static func deliver(_ files: [MadeFile], check: Bool, force: Bool, console: Console) throws(CLIError) {
        if check {
            var errors: [CLIError] = []
            for file in files {
                guard let path = file.path else { throw CLIError.usage("--check needs -o FILE, the committed asset to compare with") }
                do {
                    try SnapshotCheck.compare(file.bytes, with: path, console: console)
                } catch {
                    errors.append(error)
                }
            }
            guard let first = errors.first else { return }
            throw errors.count == 1 ? first : CLIError(errors.map(\.code).max() ?? first.code, problems: errors.flatMap(\.problems))
        }
        if files.allSatisfy({ $0.path != nil }) {
            try write(files, force: force)
        } else {
            for file in files { try console.out(String(decoding: file.bytes, as: UTF8.self)) }
        }
    }
}
