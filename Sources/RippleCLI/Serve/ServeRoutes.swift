import Foundation
import RippleDiagnostics
import RippleJSON
import RipplePipeline
import RippleServe

/// What `serve` answers: every request is first checked (the Host, the origin of a request with a body, the
/// secret), then routed. Only the files named on the command line are read or written (`ServeFiles`).
final class ServeRoutes: Sendable {
    let port: UInt16
    let token: String
    let renderer: ServeRender
    /// The spec or the manifest and its specs; `nil` for `--style`.
    let files: ServeFiles?
    /// The schema, made once.
    let schema: String
    /// `--manifest FILE`: its gallery.
    let gallery: ServeGallery?
    /// The spec texts the page is editing, for the previews that load by GET.
    let drafts = ServeDrafts()

    init(port: UInt16, token: String, renderer: ServeRender, files: ServeFiles?, schema: String, manifest: String?) {
        gallery = manifest.map(ServeGallery.init(file:))
        self.port = port
        self.token = token
        self.renderer = renderer
        self.files = files
        self.schema = schema
    }

    /// The origins of the page itself.
    private var origins: [String] { ["http://127.0.0.1:\(port)", "http://localhost:\(port)"] }

    func handle(_ request: HTTPRequest) -> HTTPResponse {
        // DNS rebinding: a page of another name resolved to 127.0.0.1 sends its own Host.
        guard let host = request.header("Host")?.lowercased(), ["127.0.0.1:\(port)", "localhost:\(port)"].contains(host) else {
            return .text(421, "this server answers only http://127.0.0.1:\(port) and http://localhost:\(port)")
        }
        let hasBody = !["GET", "HEAD"].contains(request.method)
        if hasBody {
            if let origin = request.header("Origin"), !origins.contains(origin) { return .text(403, "cross-origin request refused") }
            if let site = request.header("Sec-Fetch-Site"), !["same-origin", "none"].contains(site) { return .text(403, "cross-origin request refused") }
        }
        guard Self.same(secret(of: request), token) else {
            return .text(403, "the address needs the secret serve printed (?token=… or Authorization: Bearer …)")
        }
        switch (request.method, request.path) {
        case ("GET", "/"): return HTTPResponse(200, type: "text/html; charset=utf-8", body: Array(EditorPage.html(token: token).utf8), headers: EditorPage.headers)
        case ("GET", let path) where path.hasPrefix(Self.pagePrefix + token + "/"):
            return EditorPage.file(String(path.dropFirst(Self.pagePrefix.count + token.count + 1)))
        case ("GET", "/schema"): return HTTPResponse(200, type: "application/json", body: Array(schema.utf8))
        case ("GET", "/files"): return HTTPResponse(200, type: "application/json", body: Array(filesJSON().utf8))
        case ("GET", "/version"): return HTTPResponse(200, type: "application/json", body: Array("{\"version\":\(files?.version ?? 1)}\n".utf8))
        case ("POST", "/render"): return render(request)
        case ("PUT", "/draft"):
            let number = drafts.add(String(decoding: request.body, as: UTF8.self))
            return HTTPResponse(200, type: "application/json", body: Array("{\"draft\":\(number)}\n".utf8))
        case ("PUT", "/spec"): return save(request)
        case ("POST", "/preview/lottie"): return lottiePreview(request)
        case ("POST", "/export"): return ServeExport(renderer: renderer).answer(request.body, specText: files?.file()?.text)
        case ("GET", "/frame"): return frame(request)
        case ("GET", "/web.css"), ("GET", "/web.js"): return webFile(request)
        case ("GET", "/file"):
            // A rendered SVG shown in a frame of the page, under a policy of its own.
            var answer = webFile(request)
            if answer.status == 200 { answer.headers += EditorPage.documentHeaders }
            return answer
        case ("GET", "/gallery"):
            guard let plan = galleryPlan() else { return .text(404, "serve was not started with --manifest FILE") }
            let list = ServeGallery.list(plan)
            return HTTPResponse(list.status, type: list.status == 200 ? "application/json" : "text/plain; charset=utf-8", body: Array(list.body.utf8))
        case ("GET", let path) where path.hasPrefix("/gallery/"):
            guard let index = Int(path.dropFirst(9)), let plan = galleryPlan() else { return .text(404, "no such page") }
            return renderer.withSlot { slot in
                do throws(CLIError) {
                    let made = try ServeGallery.make(plan, index: index, sessions: renderer.sessions, holding: slot)
                    return HTTPResponse(200, type: made.type, body: made.bytes)
                } catch {
                    return .text(error.code == .usage ? 400 : 422, error.lines.joined(separator: "\n"))
                }
            }
        case (_, "/"), (_, "/render"), (_, "/spec"), (_, "/draft"), (_, "/schema"), (_, "/files"), (_, "/version"), (_, "/preview/lottie"), (_, "/export"):
            return .text(405, "\(request.method) is not answered at \(request.path)")
        default: return .text(404, "no such page")
        }
    }

    /// The manifest's plan at the files' current version: taken once per request (`ServeGallery`).
    private func galleryPlan() -> ServeGallery.Plan? {
        guard let gallery, let files else { return nil }
        let snapshot = files.snapshot()
        return gallery.plan(snapshot.file?.text, version: snapshot.version)
    }

    /// The page's own files are at `/page/TOKEN/NAME`: the secret is the path's second segment.
    static let pagePrefix = "/page/"

    private func secret(of request: HTTPRequest) -> String? {
        if request.path.hasPrefix(Self.pagePrefix) {
            return request.path.dropFirst(Self.pagePrefix.count).split(separator: "/", omittingEmptySubsequences: false).first.map(String.init)
        }
        if let bearer = request.header("Authorization"), bearer.hasPrefix("Bearer ") { return String(bearer.dropFirst(7)) }
        return request.query("token")
    }

    /// Compares in time that depends on the length only.
    static func same(_ given: String?, _ token: String) -> Bool {
        guard let given else { return false }
        let a = Array(given.utf8), b = Array(token.utf8)
        guard a.count == b.count else { return false }
        return zip(a, b).reduce(0) { $0 | ($1.0 ^ $1.1) } == 0
    }

    private func render(_ request: HTTPRequest) -> HTTPResponse {
        do {
            let body = try ServeBody.render(request.body)
            let spec = body.spec ?? renderer.specName.flatMap { _ in files?.file()?.text }
            if let names = request.query("files") {
                return renderer.render(body.arguments, spec: spec, files: try ServeBody.webFiles(names))
            }
            let file = request.query("file").flatMap(ServeRender.WebFile.init(rawValue:))
            return renderer.render(body.arguments, spec: spec, file: file)
        } catch {
            return .text(400, "ripplegen: error: " + error.message)
        }
    }

    /// The Lottie preview (`ServeLottiePreview`) of a render's body.
    private func lottiePreview(_ request: HTTPRequest) -> HTTPResponse {
        do {
            let body = try ServeBody.render(request.body)
            return ServeLottiePreview(renderer: renderer).answer(body.arguments, spec: body.spec ?? renderer.specName.flatMap { _ in files?.file()?.text })
        } catch {
            return .text(400, "ripplegen: error: " + error.message)
        }
    }

    /// A GET preview's spec text: its draft (`&draft=N`), else the file as on disk; nil without a served spec.
    /// A draft no longer held is a 410.
    private func servedSpec(_ request: HTTPRequest) throws(ServeBody.Problem) -> String? {
        guard renderer.specName != nil else { return nil }
        guard let field = request.query("draft") else { return files?.file()?.text }
        guard let number = Int(field), let text = drafts.text(number) else {
            throw ServeBody.Problem(message: "draft \(Printable.text(field)) is no longer held (the page sends its text again)", status: 410)
        }
        return text
    }

    private func save(_ request: HTTPRequest) -> HTTPResponse {
        guard let files, renderer.specName != nil else { return .text(409, "ripplegen: error: serve was not started with --spec FILE") }
        do {
            let body = try ServeBody.save(request.body)
            do {
                let version = try files.save(body.text, base: body.version)
                return HTTPResponse(200, type: "application/json", body: Array("{\"version\":\(version)}\n".utf8))
            } catch {
                return .text(error.status, error.error.lines.joined(separator: "\n"))
            }
        } catch {
            return .text(400, "ripplegen: error: " + error.message)
        }
    }

    /// The web preview: a page with the element, its style sheet and its script, loaded from this server (the
    /// render the page's download just made, from the cache).
    private func frame(_ request: HTTPRequest) -> HTTPResponse {
        let query = request.query("args") ?? "[]"
        let arguments: [String], spec: String?
        do {
            arguments = try ServeBody.arguments(query)
            spec = try servedSpec(request)
        } catch {
            return .text(error.status, "ripplegen: error: " + error.message)
        }
        guard let made = renderer.made(arguments, spec: spec) else { return ServeRender.busy }
        switch made {
        case .success(let (files, plan)):
            guard let options = (plan as? WebOutput.Plan)?.options else { return .text(400, "ripplegen: error: the frame shows --format web") }
            return EditorPage.frame(className: options.className, sheet: ServeRender.file(.css, of: files, plan: plan).bytes,
                                    script: ServeRender.file(.js, of: files, plan: plan).bytes, query: query, draft: request.query("draft"), token: token)
        case .failure(let error):
            return ServeRender.refused(error)
        }
    }

    private func webFile(_ request: HTTPRequest) -> HTTPResponse {
        do {
            let arguments = try ServeBody.arguments(request.query("args"))
            return renderer.render(arguments, spec: try servedSpec(request), file: request.path == "/web.js" ? .js : request.path == "/web.css" ? .css : nil)
        } catch {
            return .text(error.status, "ripplegen: error: " + error.message)
        }
    }

    private func filesJSON() -> String {
        let list = (files?.all ?? []).map { file in
            "{\"path\":\(JSONText.quoted(file.path)),\"text\":\(file.text.map(JSONText.quoted) ?? "null"),\"problem\":\(file.problem.map(JSONText.quoted) ?? "null")}"
        }
        let spec = renderer.specName.map(JSONText.quoted) ?? "null"
        let manifest = gallery.map { JSONText.quoted($0.file) } ?? "null"
        return "{\"version\":\(files?.version ?? 1),\"spec\":\(spec),\"manifest\":\(manifest),\"files\":[\(list.joined(separator: ","))]}\n"
    }
}
