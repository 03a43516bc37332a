import RippleJSON

/// `serve --manifest FILE`: the batch's files, planned by batch's own plan (`BatchPlan`) from the manifest's
/// current text and made by the same request and renderer, one at a time as the page asks for them.
enum ServeGallery {
    /// The jobs of the manifest text, or the error that keeps it from being planned.
    static func jobs(_ text: String, file: String) throws(CLIError) -> [BatchJob] {
        let root: JSONValue
        let manifest: BatchManifest
        do {
            root = try JSONParser.parse(Array(text.utf8), file: file)
            manifest = try BatchManifest(json: JSONNode(root: root, file: file))
        } catch {
            throw CLIError(error)
        }
        return try BatchPlan.jobs(for: manifest, file: file, root: root)
    }

    /// The spec files the manifest names (watched with it); none when it cannot be read or planned.
    static func specs(of file: String) throws(CLIError) -> [String] {
        let bytes = try InputFile.read(file, limit: JSONParser.maximumDocumentSize, what: "manifest")
        guard let jobs = try? jobs(String(decoding: bytes, as: UTF8.self), file: file) else { return [] }
        var paths: [String] = []
        for job in jobs {
            if case .success(let recipe) = job.plan, case .spec(let path) = recipe.source, !paths.contains(path) { paths.append(path) }
        }
        return paths
    }

    /// The gallery's list as JSON: each file's label, name and media type, or the manifest's error.
    static func list(_ text: String?, file: String) -> (status: UInt32, body: String) {
        do {
            let jobs = try jobs(text ?? "", file: file)
            let items = jobs.enumerated().map { index, job in
                "{\"index\":\(index),\"label\":\(JSONText.quoted(job.label)),\"file\":\(JSONText.quoted(job.file)),"
                    + "\"type\":\(JSONText.quoted(mediaType(job.file)))}"
            }
            return (200, "[" + items.joined(separator: ",") + "]\n")
        } catch {
            return (422, error.lines.joined(separator: "\n") + "\n")
        }
    }

    /// Job `index`'s file, made in memory (its name in OUTDIR picks its kind; nothing is written).
    static func make(_ text: String?, file: String, index: Int, sessions: SessionPool) throws(CLIError) -> [UInt8] {
        let jobs = try jobs(text ?? "", file: file)
        guard jobs.indices.contains(index) else { throw CLIError.usage("the manifest has no file \(index)") }
        let job = jobs[index]
        let recipe: BatchJob.Recipe
        switch job.plan {
        case .failure(let error): throw error
        case .success(let value): recipe = value
        }
        let style = try BatchStyles(for: [job]).style(recipe.source)
        let path = "gallery/" + job.file
        let output = recipe.part.isScript ? String(path.dropLast(recipe.part.fileExtension.count)) + ".css" : path
        let request = try GenerateRequest(recipe.arguments(parser: style.parser, output: output), source: style.source)
        let files = try OutputPipeline.render(try GenerateCommand.resolve(request))
        let made = files[recipe.part == .script ? 1 : recipe.part == .module ? 2 : 0]
        if request.validate {
            try sessions.with { (session) throws(CLIError) in try OutputPipeline.validate([made]) { () throws(CLIError) in session } }
        }
        return made.bytes
    }

    /// A file's media type by its name.
    static func mediaType(_ name: String) -> String {
        switch name.split(separator: ".").last.map(String.init) ?? "" {
        case "svg": "image/svg+xml"
        case "png": "image/png"
        case "webp": "image/webp"
        case "gif": "image/gif"
        case "css": "text/css; charset=utf-8"
        case "js", "mjs": "text/javascript; charset=utf-8"
        case "json": "application/json"
        default: "application/octet-stream"
        }
    }
}
