import RippleDiagnostics
import RippleKit
import RippleSerializers

/// Request in, files out: the one path from a typed request to its files. It resolves the style, renders
/// (the request's plan renders its kind's files), and checks each file by its kind's validator. It touches no file: the
/// command line, `batch`, `serve` and the gallery call it and differ only in where the files go.
///
/// ```swift
/// let material = try BuiltinStyles.template(named: "material")!
/// let files = try Pipeline.render(OutputRequest(style: material, kind: .named("web")!))
/// // files[0].ending == ".css", files[1].ending == ".js", files[2].ending == ".mjs"
/// ```
public enum Pipeline {
    /// The files of `request`, in its kind's order, each checked (unless the request says not to).
    ///
    /// - Throws: `PipelineError` naming its subject: an option the style refuses, a value past a kind's limit,
    ///   or a file its check found invalid (a bug in ripplegen).
    public static func render(_ request: OutputRequest) throws(PipelineError) -> [OutputFile] {
        var session: ValidationSession?
        let files = try render(request, labels: request.files.map { request.template.name + $0.endings[0] }) { () throws(PipelineError) in
            if let session { return session }
            let made = ValidationSession(environment: [:])
            session = made
            return made
        }
        try requireValid(files)
        return files
    }

    /// `render`, with the caller's tools: how the checks name the files, the validator, a progress report for
    /// a long raster export, a batch worker's memo. Invalid files are returned with their problems; the caller
    /// refuses them (`requireValid`) where it reports them.
    ///
    /// - Parameters:
    ///   - labels: the files' names in the checks' diagnostics (the command line's paths), in order.
    ///   - session: the validator, asked for only when a document needs libxml2.
    ///   - progress: told of each frame of an animated image (`done`, `total`).
    ///   - memo: a batch worker's memo: an asset's style is resolved, and its frames rendered, once for all its formats.
    package static func render(
        _ request: OutputRequest, labels: [String], session: () throws(PipelineError) -> ValidationSession,
        progress: ((Int, Int) -> Void)? = nil, memo: ThreadMemo? = nil
    ) throws(PipelineError) -> [OutputFile] {
        var files = try request.plan.render(ResolvedRequest(request, memo: memo), progress: progress, memo: memo)
        guard request.validate else { return files }
        for index in files.indices where files[index].isChecked {
            files[index].diagnostics = try files[index].problems(file: labels[index], session: session)
            files[index].validated = true
        }
        return files
    }

    /// Refuses files whose check found an error: ripplegen's bug (exit 70), and nothing is written.
    package static func requireValid(_ files: [OutputFile]) throws(PipelineError) {
        let problems = files.flatMap { $0.diagnostics.filter { $0.severity == .error } }
        guard !problems.isEmpty, let kind = files.first?.kind else { return }
        let what = files.count > 1 ? kind + "s are" : kind + " is"
        throw PipelineError(.software, problems: [Diagnostic(.error, "the generated \(what) invalid; nothing was written", children: problems)])
    }
}
