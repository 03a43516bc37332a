import Foundation
import RippleSerializers

/// Makes one file of a batch on a worker thread: the generate command's own parse, resolve, render and
/// validate steps, then the gzip size, then the write (or, with `--check`, the comparison).
struct BatchWorker {
    /// The output directory, without a trailing slash.
    let directory: String
    /// `--check`: compare instead of writing.
    let check: Bool
    /// The styles, loaded beforehand.
    let styles: BatchStyles
    /// Serializes writes: `OutputWriter` registers its temporary file for removal on SIGINT in one
    /// process-wide slot, so only one write may be in flight at a time.
    let writeLock: NSLock

    /// The path of a file in OUTDIR.
    func path(of file: String) -> String {
        directory == "/" ? "/" + file : directory + "/" + file
    }

    /// Makes `job`, validating with `session` (this thread's own validator).
    func make(_ job: BatchJob, session: () -> ValidationSession) -> BatchResult {
        let recipe: BatchJob.Recipe
        switch job.plan {
        case .failure(let error): return .failed(job, error)
        case .success(let value): recipe = value
        }
        let path = path(of: job.file)
        let document: String
        let validate: Bool
        let options: RenderOptions
        do {
            let style = try styles.style(recipe.source)
            let parsed = try style.parser.parse(recipe.commandLine(options: style.parser.options))
            let resolved = try GenerateCommand.resolve(parsed, source: style.source)
            (document, options) = try GenerateCommand.render(resolved)
            validate = !parsed.has("--no-validate")
        } catch {
            return .failed(job, job.labelled(error))
        }
        var result = BatchResult(label: job.label, file: job.file, status: .failed)
        let bytes = Data(document.utf8)
        result.bytes = bytes.count
        result.gzipBytes = Gzip.size(of: bytes)
        result.validity = .skipped
        if validate {
            do {
                try GenerateCommand.validate(document, options: options, file: path, session: session())
            } catch {
                return .failed(job, job.labelled(error), validity: .no)
            }
            result.validity = .yes
        }
        do {
            result.status = check ? compare(bytes, with: path) : try write(bytes, to: path)
        } catch {
            result.error = job.labelled(error)
        }
        return result
    }

    /// `--check`: the state of the committed file.
    private func compare(_ bytes: Data, with path: String) -> BatchResult.Status {
        guard FileManager.default.fileExists(atPath: path) else { return .missing }
        return FileManager.default.contents(atPath: path) == bytes ? .upToDate : .outOfDate
    }

    /// Writes atomically unless the file already holds these bytes.
    private func write(_ bytes: Data, to path: String) throws(CLIError) -> BatchResult.Status {
        // Compared here (outside the lock) as well as inside `OutputWriter`, to tell "unchanged" apart.
        if FileManager.default.contents(atPath: path) == bytes { return .unchanged }
        writeLock.lock()
        defer { writeLock.unlock() }
        try OutputWriter.write(bytes, to: path)
        return .written
    }
}
