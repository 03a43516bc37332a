import Foundation
import RippleDiagnostics
import RippleJSON
import RipplePipeline
import RippleServe

/// One render of `serve`: a generate command line without `-o`, through the same request, renderer and
/// validation as the CLI, in memory. The answer holds exactly the bytes the CLI writes for those arguments,
/// or its diagnostic text (400 for a usage error, 422 for bad data). No path from a request reaches the
/// file system: the options that name or write a file are refused, a spec is the text `serve` holds.
struct ServeRender: Sendable {
    /// The served spec's name (its path as given), whose text a render may use instead of `--style`.
    let specName: String?
    /// Libxml2 sessions, one per render at a time.
    let sessions: SessionPool
    /// Renders at once: every render of serve (`/render`, the previews' frames and files, the gallery's files)
    /// takes one for its whole work.
    let slots: DispatchSemaphore
    /// How long a render waits for a slot before it is answered 503 (well under libmicrohttpd's idle timeout,
    /// so a client is answered rather than dropped).
    var wait: DispatchTimeInterval = .seconds(5)
    /// The renders just made, by their arguments and spec text: the requests of one change that ask for the
    /// same render (a download and its framed preview, the web format's files) are answered from one.
    var cache = ServeRenderCache()

    /// The answer of a render that found no slot in time: 503, and when to try again.
    static let busy: HTTPResponse = {
        var answer = HTTPResponse.text(503, "ripplegen: error: too many renders at once; try again in a second")
        answer.headers.append(("Retry-After", "1"))
        return answer
    }()

    /// The options a render may not have: they read or write files, or print help.
    static let refused = ["--output", "--spec", "--check", "--force", "--help"]

    /// Which file of the web format to answer with.
    enum WebFile: String {
        case css, js, mjs, types = "d.mts"

        /// The file's part.
        var part: OutputPart {
            switch self {
            case .css: .styleSheet
            case .js: .script
            case .mjs: .module
            case .types: .types
            }
        }
    }

    /// Renders `arguments` (with `spec`, the text of the served spec, unless they name a `--style`).
    func render(_ arguments: [String], spec: String?, file: WebFile? = nil) -> HTTPResponse {
        answer(arguments, spec: spec) { files, plan in
            // The web format answers with the file asked for (the style sheet by default), the others with their one.
            let chosen = Self.file(file ?? .css, of: files, plan: plan)
            return HTTPResponse(200, type: chosen.mediaType, body: chosen.bytes)
        }
    }

    /// Several files of one web render in one answer (the page's four downloads: one request instead of four,
    /// each holding one of the browser's six connections to the server while a change's previews load): their
    /// bytes one after another in `files`' order, and `X-Ripplegen-Files` giving each one's length and media
    /// type, a JSON array of `[length, "type"]`. A render of another format is refused (400).
    func render(_ arguments: [String], spec: String?, files: [WebFile]) -> HTTPResponse {
        answer(arguments, spec: spec) { outputs, plan in
            guard plan is WebOutput.Plan else { return .text(400, "ripplegen: error: ?files= names files of --format web") }
            let chosen = files.map { Self.file($0, of: outputs, plan: plan) }
            let list = chosen.map { "[\($0.bytes.count),\(JSONText.quoted($0.mediaType))]" }.joined(separator: ",")
            return HTTPResponse(200, type: "application/octet-stream", body: chosen.flatMap(\.bytes), headers: [(Self.filesHeader, "[" + list + "]")])
        }
    }

    /// The answer of a render of `arguments` with `spec`: `body`'s of its files and plan, or `busy` when no
    /// slot freed up in time, or the CLI's refusal.
    private func answer(_ arguments: [String], spec: String?, _ body: ([OutputFile], any OutputPlan) -> HTTPResponse) -> HTTPResponse {
        switch made(arguments, spec: spec) {
        case .success(let (files, plan))?: body(files, plan)
        case .failure(let error)?: Self.refused(error)
        case nil: Self.busy
        }
    }

    /// The header of several files in one answer: each one's length and media type.
    static let filesHeader = "X-Ripplegen-Files"

    /// The web format's file `file` of a render (another format has one file: that one).
    static func file(_ file: WebFile, of files: [OutputFile], plan: any OutputPlan) -> OutputFile {
        plan is WebOutput.Plan ? files.first { $0.part == file.part } ?? files[0] : files[0]
    }

    /// The files and plan of `arguments` with `spec`, or the CLI's refusal: the render just made for them, or
    /// one made now holding a render slot (nil when none is free within `wait`).
    func made(_ arguments: [String], spec: String?) -> ServeRenderCache.Made? {
        cache.outcome(.init(arguments: arguments, spec: spec)) {
            guard slots.wait(timeout: .now() + wait) == .success else { return nil }
            defer { slots.signal() }
            return Result { () throws(CLIError) in try make(arguments, spec: spec, holding: Slot()) }
        }
    }

    /// The same for a caller that holds a slot for several renders (the export).
    func made(_ arguments: [String], spec: String?, holding slot: Slot) throws(CLIError) -> (files: [OutputFile], plan: any OutputPlan) {
        let made = cache.outcome(.init(arguments: arguments, spec: spec)) {
            Result { () throws(CLIError) in try make(arguments, spec: spec, holding: slot) }
        }
        return try (made ?? .failure(CLIError(.software, "the render was not made"))).get()
    }

    /// Runs `body` holding a render slot, or answers `busy` when none frees up within `wait`.
    func withSlot(_ body: (Slot) -> HTTPResponse) -> HTTPResponse {
        guard slots.wait(timeout: .now() + wait) == .success else { return Self.busy }
        defer { slots.signal() }
        return body(Slot())
    }

    /// Proof of a slot held: `make` and every render take one, so no render path can skip the limit.
    struct Slot {
        fileprivate init() {}
    }

    /// The answer of a refused render: 400 (usage) or 422 (bad data) with the CLI's diagnostic text, and the
    /// flag whose value is wrong, when it is one.
    static func refused(_ error: CLIError) -> HTTPResponse {
        let status: UInt32 = switch error.code {
        case .usage: 400
        case .dataError, .noInput: 422
        default: 500
        }
        var answer = HTTPResponse.text(status, error.lines.joined(separator: "\n"))
        if let flag = error.problems.lazy.compactMap(\.location.flag).first { answer.headers.append((Self.flagHeader, flag)) }
        return answer
    }

    /// The header of a refused render that names the flag whose value is wrong (the page marks that control).
    static let flagHeader = "X-Ripplegen-Flag"

    /// The validated files of `arguments` and the plan they were made by.
    func make(_ arguments: [String], spec: String?, holding _: Slot) throws(CLIError) -> ([OutputFile], any OutputPlan) {
        if let word = arguments.first, RippleGen.words.contains(word) || word == "--version" {
            throw CLIError.usage("serve renders one generate command line; '\(Printable.text(word))' is another command")
        }
        let source: StyleSource
        if arguments.contains(where: { $0 == "--style" || $0.hasPrefix("--style=") }) || spec == nil {
            source = try StyleSource.load(from: arguments.filter { !$0.hasPrefix("--spec") })
        } else {
            source = try StyleSource.parse(Array((spec ?? "").utf8), file: specName ?? "spec.json")
        }
        let parsed = try GenerateCommand.parser(for: source.template).parse(arguments)
        if let flag = Self.refused.first(where: parsed.given) {
            throw CLIError.usage("\(flag) is not for serve: a render reads and writes no file (the page downloads what it shows)")
        }
        let request = try GenerateRequest(parsed, source: source, toFiles: false)
        let files = try Self.render(request.request, labels: request.request.files.map { _ in "<stdout>" }, sessions: sessions)
        return (files, request.plan)
    }

    /// The checked files of `request` (a libxml2 session of `sessions` taken only when the files are checked),
    /// refused when a check found an error.
    static func render(_ request: OutputRequest, labels: [String], sessions: SessionPool) throws(CLIError) -> [OutputFile] {
        let files = request.validate
            ? try sessions.with { (session) throws(CLIError) in try Pipeline.render(request, labels: labels) { () throws(CLIError) in session } }
            : try Pipeline.render(request, labels: labels) { () throws(CLIError) in ValidationSession(environment: [:]) }
        try Pipeline.requireValid(files)
        return files
    }
}

/// Libxml2 validation sessions for concurrent renders: each render takes one of its own and gives it back.
final class SessionPool: @unchecked Sendable {
    private let lock = NSLock()
    private var idle: [ValidationSession] = []
    private let environment: [String: String]

    init(environment: [String: String]) {
        self.environment = environment
    }

    /// Runs `body` with a session nobody else uses meanwhile (made, DTD checked, on first need).
    func with<T>(_ body: (ValidationSession) throws(CLIError) -> T) throws(CLIError) -> T {
        lock.lock()
        let taken = idle.popLast()
        lock.unlock()
        let session: ValidationSession
        if let taken {
            session = taken
        } else {
            session = ValidationSession(environment: environment)
            try session.checkDTD(console: StandardConsole())
        }
        defer {
            lock.lock()
            idle.append(session)
            lock.unlock()
        }
        return try body(session)
    }
}
