import Foundation
import RippleArchive
@testable import RippleCLI
import RippleLibraries
import RippleRaster
import RippleServe
import RippleTestSupport
import RippleValidation
import Testing

/// `serve`'s hand-off (issue 37, items 3, 4 and 6) in memory: the export archive holds the CLI's bytes for each
/// command line, with a README listing them, byte-stable; the Lottie preview is rlottie's drawing, or a clear
/// message without rlottie; the gallery lists every entry, a failure with its message, each style entry with
/// the state that opens it in the editor.
@Suite(Requirement.zip.trait, Requirement.raster.trait)
struct ServeHandoffTests {
    /// Every format the page offers, as the page asks for it: (arguments, the name its command line writes).
    static let jobs: [(args: [String], name: String)] = [
        (["--style", "ring", "--color", "#1e88e5", "--format", "smil"], "ripple.svg"),
        (["--style", "ring", "--color", "#1e88e5", "--format", "css"], "ripple-css.svg"),
        (["--style", "ring", "--color", "#1e88e5", "--format", "web"], "ripple.css"),
        (["--style", "ring", "--color", "#1e88e5", "--format", "lottie"], "ripple.json"),
        (["--style", "ring", "--color", "#1e88e5", "--format", "dotlottie"], "ripple.lottie"),
        (["--style", "ring", "--color", "#1e88e5", "--format", "apng", "--fps", "25"], "ripple-animated.png"),
        (["--style", "ring", "--color", "#1e88e5", "--format", "webp", "--fps", "25"], "ripple.webp"),
        (["--style", "ring", "--color", "#1e88e5", "--format", "gif", "--fps", "25"], "ripple.gif"),
        (["--style", "ring", "--color", "#1e88e5", "--format", "png", "--at", "0.3"], "ripple.png"),
    ]

    static func exportBody(_ jobs: [(args: [String], name: String)]) -> String {
        let files = jobs.map { job in
            "{\"args\":[" + job.args.map { "\"\($0)\"" }.joined(separator: ",") + "],\"name\":\"\(job.name)\"}"
        }
        return "{\"files\":[" + files.joined(separator: ",") + "]}"
    }

    /// The files the CLI writes for `arguments -o name`, by name.
    static func cli(_ arguments: [String], name: String) throws -> [String: [UInt8]] {
        let folder = try BinaryRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let console = BufferConsole()
        let status = RippleGen.run(arguments + ["-o", folder.appendingPathComponent(name).path],
                                   environment: ProcessInfo.processInfo.environment, console: console)
        #expect(status == 0, "\(arguments): \(console.stderr)")
        var files: [String: [UInt8]] = [:]
        for file in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
            files[file] = [UInt8](try Data(contentsOf: folder.appendingPathComponent(file)))
        }
        return files
    }

    @Test func theExportHoldsTheCLIsBytesForEachCommandLine() throws {
        let (routes, _, _) = try ServeRoutesTests.routes()
        let answer = routes.handle(ServeRoutesTests.request("POST", "/export", body: Self.exportBody(Self.jobs)))
        #expect(answer.status == 200, "\(String(decoding: answer.body, as: UTF8.self))")
        #expect(answer.headers.first?.1 == "application/zip")
        let entries = try ZipArchive.shared.get().entries(of: answer.body, limits: ZipLimits(entries: 50, entryBytes: 1 << 24, totalBytes: 1 << 26))
        // The README first, then each format's files in the menu's order (web: its four, named after the sheet).
        #expect(entries.map(\.name) == ["README.md", "ripple.svg", "ripple-css.svg", "ripple.css", "ripple.js", "ripple.mjs", "ripple.d.mts", "ripple.json",
                                        "ripple.lottie", "ripple-animated.png", "ripple.webp", "ripple.gif", "ripple.png"])
        var expected: [String: [UInt8]] = [:]
        for job in Self.jobs { expected.merge(try Self.cli(job.args, name: job.name)) { $1 } }
        for entry in entries.dropFirst() {
            #expect(entry.bytes == expected[entry.name], "\(entry.name) differs from the CLI's file")
        }
        let readme = String(decoding: entries[0].bytes, as: UTF8.self)
        for job in Self.jobs {
            let line = (["ripplegen"] + job.args.map(ServeExport.shellWord) + ["-o", job.name]).joined(separator: " ")
            #expect(readme.contains("\n" + line + "\n"), "README lacks \(line)")
        }
        #expect(readme.contains("'#1e88e5'"), "the colour is quoted for the shell")
        // Byte-stable: the same request, the same archive.
        let again = routes.handle(ServeRoutesTests.request("POST", "/export", body: Self.exportBody(Self.jobs)))
        #expect(again.body == answer.body)
    }

    /// A bad value is the CLI's refusal naming its flag; names that would reach a folder or a shell are refused.
    @Test(arguments: [
        (##"{"files":[{"args":["--style","ring","--color","#1e"],"name":"ripple.svg"}]}"##, UInt32(400), "--color"),
        (#"{"files":[{"args":["--style","ring"],"name":"../ripple.svg"}]}"#, 400, "is not a file name"),
        (#"{"files":[{"args":["--style","ring"],"name":"ripple"}]}"#, 400, "is not a file name"),
        (#"{"files":[]}"#, 400, "1 to 16 files"),
        (#"{"files":[{"args":["--style","ring"],"name":"a.svg"},{"args":["--style","fill"],"name":"a.svg"}]}"#, 400, "names a.svg twice"),
        (#"["--style","ring"]"#, 400, "the body must be"),
    ])
    func aBadExportIsRefused(_ body: String, _ status: UInt32, _ message: String) throws {
        let (routes, _, _) = try ServeRoutesTests.routes()
        let answer = routes.handle(ServeRoutesTests.request("POST", "/export", body: body))
        let text = String(decoding: answer.body, as: UTF8.self)
        #expect(answer.status == status && text.contains(message), "\(answer.status) \(text)")
    }

    static let lottie = #"["--style","fill","--format","lottie"]"#

    @Test(.enabled(if: Requirement.rlottie.runs), arguments: [#"["--style","fill","--format","lottie"]"#, #"["--style","fill","--format","dotlottie"]"#])
    func theLottiePreviewIsRlottiesDrawing(_ body: String) throws {
        let (routes, _, _) = try ServeRoutesTests.routes()
        let answer = routes.handle(ServeRoutesTests.request("POST", "/preview/lottie", body: body))
        #expect(answer.status == 200 && answer.headers.first?.1 == "image/apng", "\(String(decoding: answer.body, as: UTF8.self))")
        // The same bytes the library makes of the CLI's Lottie JSON (a dotLottie's: its animation, a/ID.json).
        let dot = body.contains("dotlottie")
        let made = try #require(try Self.cli(["--style", "fill", "--format", dot ? "dotlottie" : "lottie"], name: dot ? "f.lottie" : "f.json").values.first)
        let json = dot ? try #require(try ZipArchive.shared.get().entries(of: made, limits: DotLottieLint.limits).first { $0.name.hasPrefix("a/") }).bytes : made
        #expect(answer.body == (try LottiePreview.apng(json)))
    }

    /// Without rlottie the preview says so, naming the package (501); the render and its download still work.
    @Test func withoutRlottieThePreviewSaysSo() throws {
        let (routes, _, _) = try ServeRoutesTests.routes()
        var preview = ServeLottiePreview(renderer: routes.renderer)
        preview.player = { _ throws(RasterFailure) in
            throw .raster(.libraryMissing(LibraryMissing(library: "librlottie.so.0-1", package: "librlottie0-1")))
        }
        let answer = preview.answer(["--style", "fill", "--format", "lottie"], spec: nil)
        let text = String(decoding: answer.body, as: UTF8.self)
        #expect(answer.status == 501 && text.contains("apt-get install librlottie0-1") && text.contains("the downloads do not"), "\(text)")
        #expect(routes.handle(ServeRoutesTests.request("POST", "/render", body: Self.lottie)).status == 200)
        // Another format has no Lottie preview: the CLI's kind of refusal.
        #expect(preview.answer(["--style", "fill"], spec: nil).status == 400)
    }

    /// Every entry is listed: a failure with the CLI's message, each style entry with the state the editor opens.
    @Test func theGalleryListsEveryEntryAndHowToOpenIt() throws {
        let (routes, files, manifest) = try ServeRoutesTests.routes()
        try Data(#"{"assets":[{"name":"a","style":"ring","format":"css","args":{"repeat":3,"minify":true,"color":"red"}},{"name":"b","style":"rign"}]}"#.utf8)
            .write(to: manifest)
        files.reload()
        let answer = routes.handle(ServeRoutesTests.request("GET", "/gallery"))
        let list = try #require(try JSONSerialization.jsonObject(with: Data(answer.body)) as? [[String: Any]])
        #expect(list.count == 2)
        let open = try #require(list[0]["open"] as? [String: Any])
        #expect(open["style"] as? String == "ring" && open["format"] as? String == "css")
        let values = try #require(open["values"] as? [String: Any])
        #expect(values["--repeat"] as? String == "3" && values["--minify"] as? Bool == true && values["--color"] as? String == "red")
        #expect(list[0]["error"] is NSNull)
        #expect((list[1]["error"] as? String)?.contains("rign") == true, "\(list[1])")
        #expect(list[1]["open"] is NSNull)
    }
}
