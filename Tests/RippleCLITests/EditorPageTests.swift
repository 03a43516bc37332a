import Foundation
@testable import RippleCLI
import RippleServe
import RippleTestSupport
import Testing

/// The editor page's own files (`Templates/editor/`), answered at `/page/TOKEN/NAME`: every module and style
/// sheet of the folder is served (a module missing from `EditorPage.files` breaks the page's imports), under
/// the secret, and nothing else.
struct EditorPageTests {
    /// The folder's page files: its `.js`, `.css` and `.svg` (not its tests, notes or package.json).
    static let folder: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: Golden.root.appendingPathComponent("Templates/editor").path)) ?? []
        return names.filter { $0.hasSuffix(".js") || $0.hasSuffix(".css") || $0.hasSuffix(".svg") }.sorted()
    }()

    @Test func everyFileOfTheFolderIsServedAndNothingElse() {
        #expect(!Self.folder.isEmpty)
        #expect(EditorPage.files.keys.sorted() == Self.folder)
    }

    @Test(arguments: folder)
    func aFileIsAnsweredAsItIsInTheFolder(_ name: String) throws {
        let (routes, _, _) = try ServeRoutesTests.routes()
        let answer = routes.handle(ServeRoutesTests.request("GET", "/page/\(ServeRoutesTests.token)/\(name)"))
        let bytes = try Data(contentsOf: Golden.root.appendingPathComponent("Templates/editor/\(name)"))
        #expect(answer.status == 200)
        #expect(answer.body == Array(bytes))
        let type = name.hasSuffix(".css") ? "text/css" : name.hasSuffix(".svg") ? "image/svg+xml" : "text/javascript"
        #expect(answer.headers.first?.1.hasPrefix(type) == true, "\(answer.headers)")
    }

    /// Paths that are not a page file under the secret, and their answers.
    static let refusedPaths: [(path: String, status: UInt32)] = [
        ("/page/\(String(repeating: "cd", count: 32))/editor.js", 403), ("/page//editor.js", 403), ("/editor.js", 403),
        ("/page/\(ServeRoutesTests.token)/nope.js", 404), ("/page/\(ServeRoutesTests.token)/../editor.js", 404),
        ("/page/\(ServeRoutesTests.token)/test/spec.test.js", 404), ("/page/\(ServeRoutesTests.token)/package.json", 404),
    ]

    /// The secret is the path's second segment (no other secret is sent here): another one is 403, another
    /// name 404.
    @Test(arguments: refusedPaths.indices)
    func otherPathsAreRefused(_ index: Int) throws {
        let (path, status) = Self.refusedPaths[index]
        let (routes, _, _) = try ServeRoutesTests.routes()
        let request = HTTPRequest(method: "GET", path: path, header: { $0.lowercased() == "host" ? "127.0.0.1:\(ServeRoutesTests.port)" : nil },
                                  query: { _ in nil }, body: [])
        #expect(routes.handle(request).status == status, "\(path)")
    }

    /// The web preview's frame is one request: the render's sheet and script and the page's sheet written into
    /// it, each allowed by the answer's own nonce (a new one per answer) in the page's policy; a script or sheet
    /// that could end its element early is loaded from the server instead.
    @Test func theWebFrameHoldsItsSheetAndScriptUnderANonce() throws {
        let (routes, _, _) = try ServeRoutesTests.routes()
        let frames = (0..<2).map { _ in routes.handle(ServeRoutesTests.request("GET", "/frame?" + ServeRoutesTests.web)) }
        let css = routes.handle(ServeRoutesTests.request("GET", "/web.css?" + ServeRoutesTests.web)).body
        let js = routes.handle(ServeRoutesTests.request("GET", "/web.js?" + ServeRoutesTests.web)).body
        var nonces: [String] = []
        for frame in frames {
            let page = String(decoding: frame.body, as: UTF8.self)
            let policy = try #require(frame.headers.first { $0.0 == "Content-Security-Policy" }?.1)
            let nonce = try #require(policy.firstRange(of: "'nonce-").map { String(policy[$0.upperBound...].prefix { $0 != "'" }) })
            nonces.append(nonce)
            #expect(policy.contains("script-src 'self' 'nonce-\(nonce)'") && policy.contains("style-src 'self' 'nonce-\(nonce)'"), "\(policy)")
            #expect(page.contains("<style nonce=\"\(nonce)\">" + String(decoding: css, as: UTF8.self) + "</style>"))
            #expect(page.contains("<script nonce=\"\(nonce)\">" + String(decoding: js, as: UTF8.self) + "</script>"))
            #expect(page.contains("<style nonce=\"\(nonce)\">" + String(decoding: PackageResources.editor_css, as: UTF8.self)))
            #expect(!page.contains("src=\"/web.js") && !page.contains("href=\"/web.css"))
        }
        #expect(nonces.count == 2 && nonces[0] != nonces[1] && nonces[0].count >= 16, "\(nonces)")
        let early = EditorPage.frame(className: "rg-ring", sheet: Array("a{}</STYLE><script>".utf8), script: Array("x='</script>'".utf8),
                                     query: "[]", draft: "3", token: ServeRoutesTests.token)
        let page = String(decoding: early.body, as: UTF8.self)
        #expect(!page.contains("</STYLE>") && !page.contains("x='"))
        #expect(page.contains("<link rel=\"stylesheet\" href=\"/web.css?token=\(ServeRoutesTests.token)&amp;args=%5B%5D&amp;draft=3\">"), "\(page)")
        #expect(page.contains("<script src=\"/web.js?token=\(ServeRoutesTests.token)&amp;args=%5B%5D&amp;draft=3\"></script>"), "\(page)")
    }
}
