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
}
