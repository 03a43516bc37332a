import Foundation
import RippleJSON
import RipplePipeline

/// `serve --manifest FILE`: the batch's files, planned by batch's own plan (`BatchPlan`) and made by the same
/// request and renderer, one at a time as the page asks for them.
///
/// The manifest is planned once per version of the served files (its text and the specs it names), not once
/// per request: the page asks for the list, then for each of its N files, and planning the whole manifest
/// for each of them made the gallery's work grow with N². Every request works on one plan, taken once, so a
/// manifest that gets shorter meanwhile cannot move an index out of the plan it was checked against.
final class ServeGallery: @unchecked Sendable {
    /// The manifest's path, as given.
    let file: String
    private let lock = NSLock()
    private var cached: (version: Int, plan: Plan)?
    /// How many times a manifest text was planned (a test counts them: once per version, not per request).
    private(set) var plannings = 0

    /// One version's plan: its jobs and the styles they use, or why the manifest cannot be planned.
    struct Plan: Sendable {
        let jobs: Result<[BatchJob], CLIError>
        let styles: BatchStyles
    }

    init(file: String) {
        self.file = file
    }

    /// The plan of `text`, the manifest's text at `version` (made when that version is first asked for).
    func plan(_ text: String?, version: Int) -> Plan {
        lock.lock()
        defer { lock.unlock() }
        if let cached, cached.version == version { return cached.plan }
        let jobs = Result { () throws(CLIError) in try Self.jobs(text ?? "", file: file) }
        let plan = Plan(jobs: jobs, styles: BatchStyles(for: (try? jobs.get()) ?? []))
        plannings += 1
        cached = (version, plan)
        return plan
    }

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
        var seen: Set<String> = []
        for job in jobs {
            if case .success(let recipe) = job.plan, case .spec(let path) = recipe.source, seen.insert(path).inserted { paths.append(path) }
        }
        return paths
    }

    /// The gallery's list as JSON: each file's label, name and media type; why it cannot be made (`error`, the
    /// CLI's message, else null); and what opens it in the editor (`open`: its style, format and flags as the
    /// page's state holds them; null for a spec file's entry or a failed one). Or the manifest's error.
    static func list(_ plan: Plan) -> (status: UInt32, body: String) {
        do {
            let items = try plan.jobs.get().enumerated().map { index, job in
                let (error, open) = outcome(job, plan: plan)
                return "{\"index\":\(index),\"label\":\(JSONText.quoted(job.label)),\"file\":\(JSONText.quoted(job.file)),"
                    + "\"type\":\(JSONText.quoted(OutputKind.mediaType(ofName: job.file))),\"error\":\(error),\"open\":\(open)}"
            }
            return (200, "[" + items.joined(separator: ",") + "]\n")
        } catch {
            return (422, error.lines.joined(separator: "\n") + "\n")
        }
    }

    /// A job's `error` (the CLI's message, JSON) and `open` (`editorState`, or null when it cannot be made).
    static func outcome(_ job: BatchJob, plan: Plan) -> (error: String, open: String) {
        do throws(CLIError) {
            let recipe = try job.plan.get()
            // A style the manifest misnames fails only when its file is made: it is listed as a failure too.
            _ = try plan.styles.style(recipe.source)
            return ("null", editorState(recipe))
        } catch {
            return (JSONText.quoted(error.lines.joined(separator: "\n")), "null")
        }
    }

    /// A recipe as the editor's state (`{"style", "format", "values": {"--flag": "text" | true}}`), or `null`
    /// for a spec file's entry (the editor edits only the spec it serves).
    static func editorState(_ recipe: BatchJob.Recipe) -> String {
        guard case .style(let style) = recipe.source else { return "null" }
        let values = recipe.arguments.compactMap { member -> String? in
            let flag = JSONText.quoted(member.key.hasPrefix("--") ? member.key : "--" + member.key)
            switch member.value {
            case .bool(let on): return on ? flag + ":true" : nil
            default: return flag + ":" + JSONText.quoted(member.value.text)
            }
        }
        return "{\"style\":\(JSONText.quoted(style)),\"format\":\(JSONText.quoted(recipe.format.name)),\"values\":{\(values.joined(separator: ","))}}"
    }

    /// Job `index`'s file of `plan`, made in memory (nothing is written): its name and media type, and its bytes.
    static func make(_ plan: Plan, index: Int, sessions: SessionPool, holding _: ServeRender.Slot) throws(CLIError) -> (name: String, type: String, bytes: [UInt8]) {
        let jobs = try plan.jobs.get()
        guard jobs.indices.contains(index) else { throw CLIError.usage("the manifest has no file \(index)") }
        let job = jobs[index]
        let recipe: BatchJob.Recipe
        switch job.plan {
        case .failure(let error): throw error
        case .success(let value): recipe = value
        }
        let style = try plan.styles.style(recipe.source)
        let request = try GenerateRequest(recipe.arguments(parser: style.parser, output: nil), source: style.source, toFiles: false)
        let labels = request.request.files.map { "gallery/" + String(job.file.dropLast(recipe.part.fileExtension.count)) + $0.endings[0] }
        let files = try ServeRender.render(request.request, labels: labels, sessions: sessions)
        guard let made = files.first(where: { $0.part == recipe.part }) else { throw CLIError(.software, "\(job.label): \(job.file) was not made") }
        return (job.file, made.mediaType, made.bytes)
    }
}
