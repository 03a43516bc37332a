import Foundation

/// Makes one file of a batch on a worker thread: the generate command's own parse, resolve, render and
/// validate steps (`OutputPipeline`), then the gzip size, then the write (or, with `--check`, the comparison).
struct BatchWorker {
    /// The output directory, without a trailing slash.
    let directory: String
    /// `--check`: compare instead of writing.
    let check: Bool
    /// The styles, loaded beforehand.
    let styles: BatchStyles

    /// The path of a file in OUTDIR.
    func path(of file: String) -> String {
        directory == "/" ? "/" + file : directory + "/" + file
    }

    /// Makes `job` with the calling thread's own validator and resolve memo.
    func make(_ job: BatchJob, thread: BatchThread) -> BatchResult {
        let recipe: BatchJob.Recipe
        switch job.plan {
        case .failure(let error): return .failed(job, error)
        case .success(let value): recipe = value
        }
        let path = path(of: job.file)
        let made: MadeFile
        let rule: WriteRule
        let validated: Bool
        do {
            let style = try styles.style(recipe.source)
            // The web format's three jobs render the set at the style sheet's path and take their own file.
            let output = recipe.part.isScript ? String(path.dropLast(recipe.part.fileExtension.count)) + ".css" : path
            let request = try GenerateRequest(recipe.arguments(parser: style.parser, output: output), source: style.source)
            let files = try OutputPipeline.render(try GenerateCommand.resolve(request, memo: thread.memo), memo: thread.memo)
            made = files[recipe.part == .script ? 1 : recipe.part == .module ? 2 : 0]
            // Each of the web format's three jobs asks the rule about all three files, as the single run does
            // before writing them together: a user's NAME.js stops the style sheet and the module too.
            if !check { try OutputPipeline.preflight(files, force: request.force) }
            rule = made.rule(together: files.count > 1, force: request.force)
            validated = request.validate && made.isChecked
            if validated {
                do {
                    try OutputPipeline.validate([made]) { () throws(CLIError) in thread.validator() }
                } catch {
                    return .failed(job, job.labelled(error), validity: .no)
                }
            }
        } catch {
            return .failed(job, job.labelled(error))
        }
        var result = BatchResult(label: job.label, file: job.file, status: .failed)
        result.validity = validated ? .yes : .skipped
        made.bytes.withUnsafeBytes { bytes in
            result.bytes = bytes.count
            result.gzipBytes = Gzip.size(of: bytes)
            do throws(CLIError) {
                result.status = check ? compare(bytes, with: path) : try write(bytes, to: path, rule: rule)
            } catch {
                result.status = .failed
                result.error = job.labelled(error)
            }
        }
        return result
    }

    /// `--check`: the state of the committed file.
    private func compare(_ bytes: UnsafeRawBufferPointer, with path: String) -> BatchResult.Status {
        switch OutputWriter.existing(path, comparedWith: bytes) {
        case .missing: .missing
        case .same: .upToDate
        case .different, .directory: .outOfDate
        }
    }

    /// Writes atomically unless the file already holds these bytes (`OutputWriter` compares first). OUTDIR is
    /// created by the first write, not before (a batch whose entries all fail leaves none): `OutputWriter`
    /// creates a missing output folder whose parent exists, and workers racing there all succeed.
    private func write(_ bytes: UnsafeRawBufferPointer, to path: String, rule: WriteRule) throws(CLIError) -> BatchResult.Status {
        try OutputWriter.write(bytes, to: path, rule: rule) ? .written : .unchanged
    }
}
