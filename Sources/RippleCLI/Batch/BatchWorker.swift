import Foundation
import RipplePipeline
import RippleSerializers

/// Makes the files of one format of one entry on a worker thread (the web format's three, or one): the generate
/// command's own parse and make steps (`OutputPipeline`, which renders and checks through `Pipeline`), then the gzip sizes, then the
/// write (the single run's, all or nothing) or, with `--check`, the comparison.
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

    /// Makes `jobs`, the files of one format of one entry (`BatchRunner.sets`), with the calling thread's own
    /// validator and resolve memo.
    ///
    /// - Returns: one result per job, in order.
    func make(_ jobs: ArraySlice<BatchJob>, thread: BatchThread) -> [BatchResult] {
        guard let first = jobs.first, case .success(let recipe) = first.plan else {
            return jobs.map { job in
                if case .failure(let error) = job.plan { return .failed(job, error) }
                return .failed(job, CLIError(.software, "\(job.label): not made"))
            }
        }
        let files: [MadeFile]
        // The shared engine's files are replaced only when ripplegen wrote them, and always checked.
        var force = false
        do {
            if recipe.part.isEngine {
                let shared = WebRenderer.sharedEngine
                let engine = try recipe.bundle.map { members throws(CLIError) in try bundle(members, thread: thread) }
                    ?? (styleSheet: [], script: shared.script, module: shared.module, types: shared.types)
                files = try jobs.map { job throws(CLIError) in
                    let css = job.file.hasSuffix(".css")
                    let bytes = job.file.hasSuffix(".d.mts") ? engine.types : job.file.hasSuffix(".mjs") ? engine.module
                        : css ? engine.styleSheet : engine.script
                    var file = OutputFile(part: .engine(String(job.file.dropFirst("ripplegen".count))), bytes: bytes, check: css ? .styleSheet : .script)
                    file.diagnostics = try file.problems(file: path(of: job.file)) { () throws(CLIError) in thread.validator() }
                    file.validated = true
                    return MadeFile(file: file, path: path(of: job.file))
                }
            } else {
                let style = try styles.style(recipe.source)
                // The first job's file is the one `-o` names (the web format's style sheet); the others go beside it.
                var request = try GenerateRequest(recipe.arguments(parser: style.parser, output: path(of: first.file)), source: style.source)
                if recipe.sharedEngine, var web = request.plan as? WebOutput.Plan {
                    web.options.sharedEngine = true
                    request.request.plan = web
                }
                force = request.force
                let made = try OutputPipeline.make(request, session: { () throws(CLIError) in thread.validator() }, memo: thread.memo)
                files = try jobs.map { job throws(CLIError) in
                    guard let file = made.first(where: { $0.path == path(of: job.file) }) else {
                        throw CLIError(.software, "\(job.label): \(job.file) was not made")
                    }
                    return file
                }
            }
            if !check { try OutputPipeline.preflight(files, force: force, batch: true) }
        } catch {
            return jobs.map { .failed($0, $0.labelled(error)) }
        }
        // Every file of the set is valid, or none is written.
        let validity = files.map { file -> BatchResult.Validity in file.file.validated ? .yes : .skipped }
        var invalid: [Int: CLIError] = [:]
        for (index, file) in files.enumerated() where validity[index] == .yes {
            do {
                try OutputPipeline.validate([file])
            } catch {
                invalid[index] = error
            }
        }
        if let error = invalid.keys.sorted().first.flatMap({ invalid[$0] }) {
            return zip(jobs, validity).enumerated().map { index, pair in
                .failed(pair.0, pair.0.labelled(invalid[index] ?? error), validity: invalid[index] == nil ? pair.1 : .no)
            }
        }
        var results = zip(jobs, files).enumerated().map { index, pair in
            var result = BatchResult(label: pair.0.label, file: pair.0.file, validity: validity[index], status: .failed)
            pair.1.bytes.withUnsafeBytes { bytes in
                result.bytes = bytes.count
                result.gzipBytes = Gzip.size(of: bytes)
            }
            return result
        }
        let jobs = Array(jobs)
        if check {
            for (index, file) in files.enumerated() {
                do {
                    results[index].status = try compare(file)
                } catch {
                    results[index].error = jobs[index].labelled(error)
                }
            }
            return results
        }
        do {
            let written = try OutputPipeline.write(files, force: force, batch: true)
            for index in results.indices { results[index].status = written[index] ? .written : .unchanged }
        } catch {
            for index in results.indices { results[index].error = jobs[index].labelled(error) }
        }
        return results
    }

    /// The style bundle's files (`"engine": "bundle"`): each web entry made again as beside the shared engine, in
    /// memory, and composed (`WebBundle`). Two styles with one class would be one style on the page: refused.
    private func bundle(_ members: [(label: String, recipe: BatchJob.Recipe)], thread: BatchThread) throws(CLIError)
        -> (styleSheet: [UInt8], script: [UInt8], module: [UInt8], types: [UInt8]) {
        var parts: [WebBundle.Member] = []
        var classes: [String: String] = [:]
        for (label, recipe) in members {
            do throws(CLIError) {
                let style = try styles.style(recipe.source)
                var request = try GenerateRequest(recipe.arguments(parser: style.parser, output: path(of: "ripplegen.css")), source: style.source)
                guard var web = request.plan as? WebOutput.Plan else { throw CLIError(.software, "not the web format") }
                if let other = classes[web.options.className] {
                    throw CLIError(.dataError, "class '\(web.options.className)' is \(other)'s too: two styles of one class on a page are one; "
                                       + "give one of them its own --id-prefix (\"args\": { \"id-prefix\": \"NAME\" })")
                }
                classes[web.options.className] = label
                web.options.sharedEngine = true
                request.request.plan = web
                let made = try OutputPipeline.make(request, session: { () throws(CLIError) in thread.validator() }, memo: thread.memo)
                guard let sheet = made.first(where: { $0.file.part == .styleSheet }), let script = made.first(where: { $0.file.part == .script }) else {
                    throw CLIError(.software, "the web format's files were not made")
                }
                parts.append(WebBundle.Member(styleSheet: sheet.bytes, script: script.bytes))
            } catch {
                // The member's first problem, with its flag, under the member's label (the row's is `bundle`).
                let problem = error.problems.first.map { ($0.location.flag.map { $0 + ": " } ?? "") + $0.message }
                throw CLIError(error.code, "\(label): " + (problem ?? "not made"))
            }
        }
        let asset = WebBundle.make(parts)
        return (asset.styleSheet, asset.script, asset.module, asset.types)
    }

    /// `--check`: the state of the committed file; a file that is not a regular one (a FIFO, a directory) is
    /// never opened to be read, and is said to be what it is rather than out of date.
    private func compare(_ file: MadeFile) throws(CLIError) -> BatchResult.Status {
        let path = file.path ?? ""
        switch file.bytes.withUnsafeBytes({ OutputWriter.existing(path, comparedWith: $0) }) {
        case .missing: return .missing
        case .same: return .upToDate
        case .different: return .outOfDate
        case .other(let mode): throw CLIError(.noInput, "\(path): is \(WriteRule.kind(mode)), not a regular file; nothing to compare it with")
        }
    }
}
