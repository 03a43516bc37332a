import Foundation
@testable import RippleCLI
import RippleTestSupport
import Testing

/// The spec drafts the previews that load by GET name (issue 37: a preview and its download from one text).
struct ServeDraftTests {
    /// Routes serving a spec file (ring) in a fresh folder.
    static func routes() throws -> ServeRoutes {
        let folder = try BinaryRunner.temporaryDirectory()
        let spec = folder.appendingPathComponent("mine.json")
        try Data(ringSpec("#00aa00").utf8).write(to: spec)
        let renderer = ServeRender(specName: spec.path, sessions: SessionPool(environment: [:]), slots: DispatchSemaphore(value: 2))
        return ServeRoutes(port: ServeRoutesTests.port, token: ServeRoutesTests.token, renderer: renderer, files: ServeFiles(paths: [spec.path]),
                           schema: "{}", manifest: nil)
    }

    static func ringSpec(_ colour: String) -> String {
        (try? String(contentsOf: Golden.root.appendingPathComponent("Templates/styles/ring.json"), encoding: .utf8))?
            .replacingOccurrences(of: "\"color\": \"#ffff00\"", with: "\"color\": \"\(colour)\"") ?? ""
    }

    static let svg = "args=" + (#"["--format","smil"]"#.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "")

    /// Each draft's frame shows its own text after a newer draft arrived; no draft is the file; a draft no
    /// longer held is 410.
    @Test func aPreviewShowsTheDraftItNames() throws {
        let routes = try Self.routes()
        let first = routes.handle(ServeRoutesTests.request("PUT", "/draft", body: Self.ringSpec("#aa0000")))
        let second = routes.handle(ServeRoutesTests.request("PUT", "/draft", body: Self.ringSpec("#0000bb")))
        #expect(String(decoding: first.body, as: UTF8.self) == "{\"draft\":1}\n" && String(decoding: second.body, as: UTF8.self) == "{\"draft\":2}\n")
        let shown = { (query: String) in String(decoding: routes.handle(ServeRoutesTests.request("GET", "/file?" + Self.svg + query)).body, as: UTF8.self) }
        #expect(shown("&draft=1").contains("#aa0000"))
        #expect(shown("&draft=2").contains("#0000bb"))
        #expect(shown("").contains("#00aa00"), "no draft named: the file")
        for _ in 0..<ServeDrafts.kept { _ = routes.handle(ServeRoutesTests.request("PUT", "/draft", body: "{}")) }
        #expect(routes.handle(ServeRoutesTests.request("GET", "/file?" + Self.svg + "&draft=1")).status == 410)
        #expect(routes.handle(ServeRoutesTests.request("GET", "/file?" + Self.svg + "&draft=x")).status == 410)
    }

    /// The web preview's frame shows its draft: the draft's style sheet and script are written into it (the
    /// ones `/web.css` and `/web.js` answer for that draft), not the file's. (A sheet or script loaded from the
    /// server instead names the draft: EditorPageTests.)
    @Test func theWebFrameShowsItsDraft() throws {
        let routes = try Self.routes()
        _ = routes.handle(ServeRoutesTests.request("PUT", "/draft", body: Self.ringSpec("#aa0000")))
        let web = "args=" + (#"["--format","web"]"#.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "")
        let answer = { (path: String) in String(decoding: routes.handle(ServeRoutesTests.request("GET", path + "?" + web + "&draft=1")).body, as: UTF8.self) }
        let page = answer("/frame"), sheet = answer("/web.css"), script = answer("/web.js")
        #expect(sheet.contains("#a00") && page.contains(sheet + "</style>") && page.contains(script + "</script>"), "\(page)")
        #expect(!page.contains("#00aa00") && !page.contains("#0a0"), "the file's colour")
    }
}
