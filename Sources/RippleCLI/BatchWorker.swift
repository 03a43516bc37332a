import Foundation
import RippleSerializers
import RippleValidation

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

    /// Makes `job` with the calling thread's own validator and resolve memo.
    func make(_ job: BatchJob, thread: BatchThread) -> BatchResult {
        let recipe: BatchJob.Recipe
        switch job.plan {
        case .failure(let error): return .failed(job, error)
        case .success(let value): recipe = value
        }
        let path = path(of: job.file)
        let made: Made
        let validate: Bool
        do {
            let style = try styles.style(recipe.source)
            let parsed = try style.parser.parse(recipe.commandLine(options: style.parser.options))
            let resolved = try GenerateCommand.resolve(parsed, source: style.source, memo: thread.memo)
            made = try render(resolved, source: style.source, recipe: recipe, thread: thread)
            validate = !parsed.has("--no-validate") && resolved.raster == nil
        } catch {
            return .failed(job, job.labelled(error))
        }
        let document = made.bytes
        var result = BatchResult(label: job.label, file: job.file, status: .failed)
        result.validity = .skipped
        if validate {
            do {
                try made.validate(file: path, thread: thread)
            } catch {
                return .failed(job, job.labelled(error), validity: .no)
            }
            result.validity = .yes
        }
        document.withUnsafeBytes { bytes in
            result.bytes = bytes.count
            result.gzipBytes = Gzip.size(of: bytes)
            do throws(CLIError) {
                result.status = check ? compare(bytes, with: path) : try write(bytes, to: path)
            } catch {
                result.status = .failed
                result.error = job.labelled(error)
            }
        }
        return result
    }

    /// A job's file, not yet validated: an SVG document with the options it was rendered with, or one of
    /// the web format's two files.
    enum Made {
        /// `smil` or `css`.
        case document([UInt8], RenderOptions)
        /// A part of `web`: `.styleSheet` or `.script`.
        case web([UInt8], BatchJob.Part)
        /// A Lottie document and the number of layers it must have (one per ripple, plus a background).
        case lottie([UInt8], layers: Int)
        /// A raster image (nothing to validate: no document is written).
        case image([UInt8])

        /// The file's bytes.
        var bytes: [UInt8] {
            switch self {
            case .document(let bytes, _), .web(let bytes, _), .lottie(let bytes, _), .image(let bytes): bytes
            }
        }

        /// The generate command's checks: libxml2 and the profile lint for a document, `WebLint` for a web file.
        ///
        /// - Throws: `CLIError` (70) with the problems.
        func validate(file: String, thread: BatchThread) throws(CLIError) {
            switch self {
            case .document(let bytes, let options):
                try GenerateCommand.validate(bytes, options: options, file: file, session: thread.validator())
            case .image:
                return
            case .web(let bytes, let part):
                let problems = part == .script ? WebLint.problems(script: bytes, file: file) : WebLint.problems(styleSheet: bytes, file: file)
                if !problems.isEmpty {
                    throw CLIError(.software, "the generated web file is invalid; nothing was written", details: problems)
                }
            case .lottie(let bytes, let layers):
                try LottieCommand.validate(bytes, layers: layers, file: file)
            }
        }
    }

    /// Renders the job's file of a resolved command line: the document, or the style sheet or script of
    /// the web files (`WebCommand.render`, once for both parts of an asset).
    private func render(
        _ resolved: GenerateCommand.Resolved, source: StyleSource, recipe: BatchJob.Recipe, thread: BatchThread
    ) throws(CLIError) -> Made {
        if recipe.format == LottieCommand.formatName {
            return .lottie(try LottieCommand.render(resolved), layers: LottieCommand.layerCount(of: resolved))
        }
        if let raster = resolved.raster {
            return .image(try RasterCommand.batchImage(resolved, format: raster, source: source, recipe: recipe))
        }
        guard resolved.web else {
            let (document, options) = try GenerateCommand.render(resolved)
            return .document(document, options)
        }
        let asset = try thread.webAsset(for: recipe) { () throws(CLIError) in try WebCommand.render(resolved, source: source) }
        return .web(recipe.part == .script ? asset.script : asset.styleSheet, recipe.part)
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
    private func write(_ bytes: UnsafeRawBufferPointer, to path: String) throws(CLIError) -> BatchResult.Status {
        try OutputWriter.write(bytes, to: path) ? .written : .unchanged
    }
}
