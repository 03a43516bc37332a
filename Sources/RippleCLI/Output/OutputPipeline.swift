import RippleDiagnostics
import RippleKit
import RipplePipeline
import RippleSerializers
import RippleValidation

/// A command line's files and where they go: made by the library's one entry point (`Pipeline.render`, which
/// renders and checks them), then refused where the write rule would not write them, and delivered (written,
/// printed or compared). `batch` makes and checks its files through the same functions and delivers into
/// OUTDIR itself.
enum OutputPipeline {
    /// The files of `request`, checked (not yet refused: `requireValid`), each with its path.
    ///
    /// - Parameters:
    ///   - session: the validator, asked for only when a document needs libxml2.
    ///   - console: a terminal's console shows a long raster export's progress.
    ///   - memo: a batch worker's memo: an asset's style and frames are made once for all its formats.
    static func make(_ request: GenerateRequest, session: () throws(CLIError) -> ValidationSession,
                     console: Console? = nil, memo: ThreadMemo? = nil) throws(CLIError) -> [MadeFile] {
        var line: ProgressLine?
        defer { line?.finish() }
        let progress: ((Int, Int) -> Void)? = console.map(ProgressLine.wanted(for:)) == true ? { _, total in
            if line == nil { line = ProgressLine("ripplegen: frames", total: total, enabled: true) }
            line?.advance()
        } : nil
        let paths = request.paths
        let files = try Pipeline.render(request.request, labels: paths.map { $0 ?? "<stdout>" }, session: session, progress: progress, memo: memo)
        return zip(files, paths).map { MadeFile(file: $0, path: $1) }
    }

    /// Refuses the files if a check found an error: ripplegen's bug (exit 70), and nothing is written.
    static func validate(_ files: [MadeFile]) throws(CLIError) {
        try Pipeline.requireValid(files.map(\.file))
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
