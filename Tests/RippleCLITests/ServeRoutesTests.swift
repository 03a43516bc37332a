import Foundation
@testable import RippleCLI
import RippleServe
import RippleTestSupport
import Testing

/// `serve`'s routes in memory (no server, no socket): the render limit on every render path, the gallery's
/// plan taken once per version and once per request (issue 40, findings 2, 9 and 10).
struct ServeRoutesTests {
    static let port: UInt16 = 8123
    static let token = String(repeating: "ab", count: 32)

    /// Routes over a manifest of `count` SVG files in a fresh folder, with `free` render slots that are waited
    /// for `wait`.
    static func routes(count: Int = 3, free: Int = 2, wait: DispatchTimeInterval = .seconds(5)) throws -> (ServeRoutes, ServeFiles, URL) {
        let folder = try BinaryRunner.temporaryDirectory()
        let manifest = folder.appendingPathComponent("assets.json")
        try Data(manifestText(count).utf8).write(to: manifest)
        let files = ServeFiles(paths: [manifest.path])
        var renderer = ServeRender(specName: nil, sessions: SessionPool(environment: [:]), slots: DispatchSemaphore(value: free))
        renderer.wait = wait
        let routes = ServeRoutes(port: port, token: token, renderer: renderer, files: files, schema: "{}", manifest: manifest.path)
        return (routes, files, manifest)
    }

    /// A manifest of `count` ring assets, one SVG each.
    static func manifestText(_ count: Int) -> String {
        let assets = (0..<count).map { "{\"name\": \"r\($0)\", \"style\": \"ring\", \"args\": {\"repeat\": \($0 + 1)}}" }
        return "{\"assets\": [" + assets.joined(separator: ", ") + "]}\n"
    }

    /// A request with the right Host and the secret.
    static func request(_ method: String, _ target: String, body: String = "") -> HTTPRequest {
        let path = String(target.prefix { $0 != "?" })
        var query: [String: String] = [:]
        if let mark = target.firstIndex(of: "?") {
            for pair in target[target.index(after: mark)...].split(separator: "&") {
                let parts = pair.split(separator: "=", maxSplits: 1).map(String.init)
                query[parts[0]] = parts.count > 1 ? parts[1].removingPercentEncoding : ""
            }
        }
        let headers = ["host": "127.0.0.1:\(port)", "authorization": "Bearer " + token]
        return HTTPRequest(method: method, path: path, header: { headers[$0.lowercased()] }, query: { [query] in query[$0] },
                           body: Array(body.utf8))
    }

    static let web = "args=" + (#"["--style","ring","--format","web"]"#.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "")
    static let svg = "args=" + (#"["--style","ring"]"#.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "")

    /// Every path that renders, as the page asks for it.
    static let renderPaths: [(method: String, target: String, body: String)] = [
        ("POST", "/render", #"["--style","ring"]"#),
        ("POST", "/render?file=js", #"["--style","ring","--format","web"]"#),
        ("POST", "/render?files=css,js", #"["--style","ring","--format","web"]"#),
        ("GET", "/frame?" + web, ""),
        ("GET", "/web.css?" + web, ""),
        ("GET", "/web.js?" + web, ""),
        ("GET", "/file?" + svg, ""),
        ("GET", "/gallery/0", ""),
        ("POST", "/preview/lottie", #"["--style","fill","--format","lottie"]"#),
        ("POST", "/export", #"{"files":[{"args":["--style","ring"],"name":"ripple.svg"}]}"#),
    ]

    /// With every slot taken, each render path answers 503 with a Retry-After (`/frame` and `/gallery/N`
    /// rendered without a slot: four renders at once, 1.45 GB).
    @Test(arguments: renderPaths.indices)
    func everyRenderPathTakesASlot(_ index: Int) throws {
        let (method, target, body) = Self.renderPaths[index]
        let (routes, _, _) = try Self.routes(free: 0, wait: .milliseconds(1))
        let answer = routes.handle(Self.request(method, target, body: body))
        #expect(answer.status == 503, "\(method) \(target): \(answer.status) \(String(decoding: answer.body, as: UTF8.self))")
        #expect(answer.headers.contains { $0.0 == "Retry-After" && Int($0.1) != nil }, "\(method) \(target): \(answer.headers)")
    }

    /// The same paths with a slot free render (the refusal above is the limit, not a broken route).
    @Test(arguments: renderPaths.indices)
    func everyRenderPathRendersWithASlotFree(_ index: Int) throws {
        let (method, target, body) = Self.renderPaths[index]
        let (routes, _, _) = try Self.routes()
        let answer = routes.handle(Self.request(method, target, body: body))
        #expect(answer.status == 200, "\(method) \(target): \(answer.status) \(String(decoding: answer.body, as: UTF8.self))")
    }

    /// The web format's files in one answer (`?files=`, the page's downloads in one request): each file's bytes
    /// one after another, as the one-file answers give them, their lengths and media types in X-Ripplegen-Files;
    /// a name that is no file of the web format, or a render of another format, refused (400).
    @Test func theWebFilesInOneAnswerAreTheOneFileAnswers() throws {
        let (routes, _, _) = try Self.routes()
        let body = #"["--style","ring","--format","web"]"#
        let names = ["d.mts", "css", "js", "mjs"]
        let singles = names.map { routes.handle(Self.request("POST", "/render?file=" + $0, body: body)) }
        let all = routes.handle(Self.request("POST", "/render?files=" + names.joined(separator: ","), body: body))
        #expect(all.status == 200 && singles.allSatisfy { $0.status == 200 })
        #expect(all.body == singles.flatMap(\.body))
        let listed = singles.map { "[\($0.body.count),\"\($0.headers[0].1)\"]" }.joined(separator: ",")
        #expect(all.headers.first { $0.0 == ServeRender.filesHeader }?.1 == "[" + listed + "]")
        #expect(Set(singles.map(\.body)).count == 4, "four different files")
        let unknown = routes.handle(Self.request("POST", "/render?files=css,html", body: body))
        #expect(unknown.status == 400 && String(decoding: unknown.body, as: UTF8.self).contains("'html' is not a file of --format web"))
        let svg = routes.handle(Self.request("POST", "/render?files=css", body: #"["--style","ring"]"#))
        #expect(svg.status == 400, "\(svg.status)")
        let refused = routes.handle(Self.request("POST", "/render?files=css,js", body: #"["--style","ring","--format","web","--opacity","2"]"#))
        #expect(refused.status == 400 && refused.headers.contains { $0 == (ServeRender.flagHeader, "--opacity") }, "\(refused.headers)")
    }

    /// The page asks for the list, then for each of the N files: the manifest is planned once, not once per
    /// file (the gallery's work grew with N²: each file planned the whole manifest again, twice).
    @Test func theGalleryPlansTheManifestOncePerVersion() throws {
        let count = 40
        let (routes, files, manifest) = try Self.routes(count: count)
        let list = routes.handle(Self.request("GET", "/gallery"))
        #expect(list.status == 200)
        for index in 0..<count {
            let file = routes.handle(Self.request("GET", "/gallery/\(index)"))
            #expect(file.status == 200 && String(decoding: file.body, as: UTF8.self).contains("<svg"), "file \(index): \(file.status)")
        }
        #expect(routes.gallery?.plannings == 1)
        // A new version of the manifest is planned once more.
        try Data(Self.manifestText(2).utf8).write(to: manifest)
        files.reload()
        #expect(routes.handle(Self.request("GET", "/gallery/1")).status == 200)
        #expect(routes.handle(Self.request("GET", "/gallery/2")).status == 400)
        #expect(routes.gallery?.plannings == 2)
    }

    /// A file is made from the plan its request took: the manifest getting shorter meanwhile changes nothing
    /// for it (the route read the manifest twice, and indexed the second, shorter one: a crash).
    @Test func aFileIsMadeFromThePlanItsRequestTook() throws {
        let (routes, files, manifest) = try Self.routes(count: 3)
        let gallery = try #require(routes.gallery)
        let snapshot = files.snapshot()
        let plan = gallery.plan(snapshot.file?.text, version: snapshot.version)
        try Data(Self.manifestText(1).utf8).write(to: manifest)
        files.reload()
        let made = routes.renderer.withSlot { slot in
            do throws(CLIError) {
                let file = try ServeGallery.make(plan, index: 2, sessions: routes.renderer.sessions, holding: slot)
                return HTTPResponse(200, type: file.name, body: file.bytes)
            } catch {
                return .text(422, error.lines.joined(separator: "\n"))
            }
        }
        #expect(made.status == 200 && made.headers.first?.1 == "r2.svg", "\(made.status) \(String(decoding: made.body, as: UTF8.self))")
        #expect(routes.handle(Self.request("GET", "/gallery/2")).status == 400, "the new, shorter manifest has no file 2")
    }
}
