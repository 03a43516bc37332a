import Foundation
import RippleCLI
import RippleTestSupport
import RippleValidation
import Testing

/// The command line's reference cases: one folder per case under `Fixtures/cases/`, holding `command` (the
/// arguments after `ripplegen`, shell-quoted, with `-o NAME`) and exactly the files that command writes. Each
/// case runs in memory through `RippleGen.run` (no process), writing into a temporary folder; the files must
/// be the folder's, byte for byte and no more, and each is also checked by its own rules (`ripplegen validate`
/// for SVG and Lottie, `WebLint` for the web files, the signature for raster images, a parse for JSON frames).
/// `RIPPLEGEN_RECORD=1` rewrites a case's files from what the command wrote, and still fails.
struct ReferenceCaseTests {
    /// One case folder.
    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let arguments: [String]
        var testDescription: String { name }
        var folder: URL { ReferenceCaseTests.root.appendingPathComponent(name) }
        /// Whether it writes a raster image, which needs the raster libraries.
        var raster: Bool {
            arguments.contains("--filmstrip") || ["png", "apng", "webp", "gif"].contains { arguments.contains($0) }
        }
        /// Whether it writes a dotLottie archive, which needs libzip.
        var archive: Bool { arguments.contains("dotlottie") }
    }

    static let root = Golden.fixtures.appendingPathComponent("cases")

    static let cases: [Case] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
        return names.sorted().compactMap { name in
            guard let line = try? String(contentsOf: root.appendingPathComponent(name + "/command"), encoding: .utf8) else { return nil }
            return Case(name: name, arguments: ShellWords.split(line))
        }
    }()

    @Test func everyFormatHasACase() {
        let formats = Set(Self.cases.map { item in
            item.arguments.contains("--filmstrip") ? "filmstrip" : item.arguments.contains("--evaluate") ? "evaluate"
                : item.arguments.contains("--at") && !item.arguments.contains("--format") ? "still"
                : item.arguments.firstIndex(of: "--format").map { item.arguments[$0 + 1] } ?? "smil"
        })
        #expect(formats == ["smil", "css", "web", "lottie", "dotlottie", "still", "png", "filmstrip", "apng", "webp", "gif", "evaluate"])
    }

    @Test(arguments: cases.filter { !$0.raster && !$0.archive })
    func vectorCase(_ item: Case) throws { try Self.check(item) }

    @Test(Requirement.zip.trait, arguments: cases.filter(\.archive))
    func archiveCase(_ item: Case) throws { try Self.check(item) }

    @Test(Requirement.raster.trait, arguments: cases.filter(\.raster))
    func rasterCase(_ item: Case) throws { try Self.check(item) }

    /// Runs the case in memory and compares what it wrote with its folder.
    static func check(_ item: Case) throws {
        let output = try BinaryRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: output) }
        let console = BufferConsole()
        let status = RippleGen.run(resolved(item.arguments, output: output), environment: ProcessInfo.processInfo.environment,
                                   console: console)
        #expect(status == 0, "\(item.name): exit \(status): \(console.stderr)")
        let written = try FileManager.default.contentsOfDirectory(atPath: output.path).sorted()
        let expected = try FileManager.default.contentsOfDirectory(atPath: item.folder.path).filter { $0 != "command" }.sorted()
        if Golden.recording {
            for name in expected { try FileManager.default.removeItem(at: item.folder.appendingPathComponent(name)) }
            for name in written { try FileManager.default.copyItem(at: output.appendingPathComponent(name), to: item.folder.appendingPathComponent(name)) }
            Issue.record("RIPPLEGEN_RECORD=1: re-recorded Fixtures/cases/\(item.name); review the diff and rerun without RIPPLEGEN_RECORD")
            return
        }
        #expect(written == expected, "\(item.name): wrote \(written), the case holds \(expected)")
        for name in written where expected.contains(name) {
            let made = try Data(contentsOf: output.appendingPathComponent(name))
            let kept = try Data(contentsOf: item.folder.appendingPathComponent(name))
            if made != kept {
                let diff = Golden.lineDiff(String(decoding: kept, as: UTF8.self), String(decoding: made, as: UTF8.self))
                Issue.record("Fixtures/cases/\(item.name)/\(name) differs (re-record with RIPPLEGEN_RECORD=1 swift test):\n\(diff)")
            }
            try checkFile(item.folder.appendingPathComponent(name), evaluate: item.arguments.contains("--evaluate"))
        }
    }

    /// The arguments with `-o NAME` in `output` and paths into `Fixtures/` made absolute (tests share the process's
    /// working directory, so a case never depends on it).
    static func resolved(_ arguments: [String], output: URL) -> [String] {
        var words = arguments
        for index in words.indices where words[index].hasPrefix("Fixtures/") {
            words[index] = Golden.root.appendingPathComponent(words[index]).path
        }
        if let flag = words.firstIndex(of: "-o"), flag + 1 < words.count {
            words[flag + 1] = output.appendingPathComponent(words[flag + 1]).path
        }
        return words
    }

    /// A kept file checked by its own rules.
    static func checkFile(_ file: URL, evaluate: Bool) throws {
        let bytes = [UInt8](try Data(contentsOf: file))
        switch file.pathExtension {
        case "svg", "json", "lottie":
            if evaluate {  // the frames of --evaluate: JSON, not a document to validate
                #expect((try? JSONSerialization.jsonObject(with: Data(bytes))) != nil, "\(file.lastPathComponent) is not JSON")
                return
            }
            let console = BufferConsole()
            #expect(RippleGen.run(["validate", file.path], environment: ProcessInfo.processInfo.environment, console: console) == 0,
                    "\(file.lastPathComponent): \(console.stdout)\(console.stderr)")
        case "css":
            #expect(WebLint.problems(styleSheet: bytes, file: file.path).isEmpty, "\(file.lastPathComponent) fails WebLint")
        case "js", "mjs":
            #expect(WebLint.problems(script: bytes, file: file.path).isEmpty, "\(file.lastPathComponent) fails WebLint")
        case "mts":  // FILE.d.mts: the declarations as written (tsc --strict checks them in the engine's node tests)
            let text = String(decoding: bytes, as: UTF8.self)
            #expect(text.utf8.elementsEqual(bytes) && text.hasPrefix("/* ripplegen ") && text.contains("export declare function attach("),
                    "\(file.lastPathComponent) is not the module's declarations")
        case "webp":
            #expect(bytes.starts(with: Array("RIFF".utf8)) && bytes[8..<12].elementsEqual("WEBP".utf8), "not a WebP file")
        case "gif":
            #expect(bytes.starts(with: Array("GIF89a".utf8)), "not a GIF file")
        default:
            #expect(bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]), "\(file.lastPathComponent): not a PNG file")
        }
    }
}

/// A command line split as a POSIX shell splits a line of plain words: white space separates words; single
/// quotes keep everything up to the next single quote; a backslash keeps the next character. (What
/// `shlex.quote` and hand-written case files use; no variables, globs or double-quote escapes.)
enum ShellWords {
    static func split(_ line: String) -> [String] {
        var words: [String] = []
        var word: String?
        var quoted = false
        var escaped = false
        for character in line {
            if escaped {
                word = (word ?? "") + String(character)
                escaped = false
            } else if quoted {
                if character == "'" { quoted = false } else { word = (word ?? "") + String(character) }
            } else if character == "'" {
                quoted = true
                word = word ?? ""
            } else if character == "\\" {
                escaped = true
            } else if character.isWhitespace {
                if let finished = word { words.append(finished) }
                word = nil
            } else {
                word = (word ?? "") + String(character)
            }
        }
        if let finished = word { words.append(finished) }
        return words
    }
}
