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

    /// The path of a file in OUTDIR.
    func path(of file: String) -> String {
        directory == "/" ? "/" + file : directory + "/" + file
    }

    /// Makes `job` with the calling thread's own validator, resolve memo and interrupt slot.
    func make(_ job: BatchJob, thread: BatchThread) -> BatchResult {
        let recipe: BatchJob.Recipe
        switch job.plan {
        case .failure(let error): return .failed(job, error)
        case .success(let value): recipe = value
        }
        let path = path(of: job.file)
        let document: [UInt8]
        let validate: Bool
        let options: RenderOptions
        do {
            let style = try styles.style(recipe.source)
            let parsed = try style.parser.parse(recipe.commandLine(options: style.parser.options))
            let resolved = try GenerateCommand.resolve(parsed, source: style.source, memo: thread.memo)
            (document, options) = try GenerateCommand.render(resolved)
            validate = !parsed.has("--no-validate")
        } catch {
            return .failed(job, job.labelled(error))
        }
        var result = BatchResult(label: job.label, file: job.file, status: .failed)
        result.validity = .skipped
        if validate {
            do {
                try GenerateCommand.validate(document, options: options, file: path, session: thread.validator())
            } catch {
                return .failed(job, job.labelled(error), validity: .no)
            }
            result.validity = .yes
        }
        document.withUnsafeBytes { bytes in
            result.bytes = bytes.count
            result.gzipBytes = Gzip.size(of: bytes)
            do throws(CLIError) {
                result.status = check ? compare(bytes, with: path) : try write(bytes, to: path, thread: thread)
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

    /// Writes atomically unless the file already holds these bytes (`OutputWriter` compares first).
    private func write(_ bytes: UnsafeRawBufferPointer, to path: String, thread: BatchThread) throws(CLIError) -> BatchResult.Status {
        try OutputWriter.write(bytes, to: path, lease: thread.lease()) ? .written : .unchanged
    }
}
