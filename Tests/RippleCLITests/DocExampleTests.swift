import Foundation
import RippleTestSupport
import Testing

/// Every `ripplegen` command the documentation shows works as written, run in a fresh folder: the lines of
/// fenced code blocks and the inline code spans of README.md and docs/*.md, read at test time (so commands other
/// people add to the docs are checked too), in document order, one folder per document (a later example may
/// use an earlier one's file). A command passes when it exits 0 without an error line; a `--check` may also
/// exit 1 (it reports drift, which is what it is for). A command the docs show being refused ends with the
/// shell comment `# exit N`: it must exit N with an error line.
struct DocExampleTests {
    /// One command and where it is.
    struct Command: CustomTestStringConvertible, Sendable {
        let file: String
        let line: Int
        let text: String
        var testDescription: String { "\(file):\(line): \(text)" }
    }

    /// Why a command is not run, decided from its text alone; anything else is run.
    static let skipped: [(reason: String, matches: @Sendable (String) -> Bool)] = [
        ("a synopsis with placeholders (FILE, NAME, […], a|b), not a command",
         { text in text.contains("[") || text.contains("…") || text.contains("...") || placeholder(in: text) }),
        ("ripplegen's own output quoted in the text (an error message), not a command", { $0.hasPrefix("ripplegen:") }),
    ]

    /// Inputs the docs describe only in part, put in each folder before its commands run: a manifest for
    /// `ripplegen batch assets.json` (docs/batch.md shows one whose spec file is not in the docs).
    static let inputs: [String: String] = [
        "assets.json": #"""
        { "defaults": { "format": ["smil", "css"], "args": { "repeat": "indefinite" } },
          "assets": [ { "name": "ring-25", "style": "ring", "args": { "repeat": 25 } },
                      { "name": "press", "style": "material", "format": "css", "args": { "origin": "20,30", "unbounded": true } },
                      { "name": "{style}-{size}", "format": "css", "matrix": { "style": ["ring", "pulse"], "size": ["48x48", "96x96"] } } ] }
        """#,
        // docs/lottie.md's `ripplegen validate broken.json`: a Lottie document whose layer lacks what players read.
        "broken.json": #"{ "v": "5.7.0", "fr": 30, "ip": 0, "op": 30, "w": 10, "h": 10, "layers": [ { "ty": 4 } ] }"#,
    ]

    /// The documents: README.md and every docs/*.md.
    static let documents: [String] = {
        let docs = (try? FileManager.default.contentsOfDirectory(atPath: Golden.root.appendingPathComponent("docs").path)) ?? []
        return ["README.md"] + docs.filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
    }()

    /// An all-capitals word of two or more letters (`FILE`, `OUTDIR`) outside quotes: a placeholder.
    static func placeholder(in text: String) -> Bool {
        var quoted = false
        var word = ""
        for character in text + " " {
            if character == "'" { quoted.toggle() }
            if !quoted, character.isLetter || character == "_" {
                word.append(character)
                continue
            }
            if word.count >= 2, word.allSatisfy({ $0.isUppercase || $0 == "_" }) { return true }
            word = ""
        }
        return false
    }

    /// The commands of one document, in order: fenced-block lines starting `ripplegen` (or `$ ripplegen`;
    /// a trailing `\` joins the next line) and inline code spans of three words or more starting `ripplegen `
    /// (shorter spans name a command or a flag in a sentence: `ripplegen batch`).
    static func commands(in file: String) throws -> [Command] {
        let text = try String(contentsOf: Golden.root.appendingPathComponent(file), encoding: .utf8)
        var commands: [Command] = []
        var fenced = false
        var pending: (line: Int, text: String)?
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("```") {
                fenced.toggle()
                continue
            }
            if fenced {
                var body = line.hasPrefix("$ ") ? String(line.dropFirst(2)) : line
                if let open = pending {
                    body = open.text + " " + body
                    pending = nil
                    if body.hasSuffix("\\") { pending = (open.line, String(body.dropLast())) } else { commands.append(Command(file: file, line: open.line, text: body)) }
                } else if body.hasPrefix("ripplegen ") || body == "ripplegen" {
                    if body.hasSuffix("\\") { pending = (index + 1, String(body.dropLast())) } else { commands.append(Command(file: file, line: index + 1, text: body)) }
                }
                continue
            }
            for span in line.split(separator: "`", omittingEmptySubsequences: false).enumerated() where span.offset % 2 == 1 {
                let code = String(span.element)
                if code.hasPrefix("ripplegen "), code.split(separator: " ").count >= 3 { commands.append(Command(file: file, line: index + 1, text: code)) }
            }
        }
        return commands
    }

    @Test func theDocumentsHaveCommands() throws {
        let all = try Self.documents.flatMap(Self.commands(in:))
        #expect(all.count >= 20, "found only \(all.map(\.testDescription))")
        #expect(all.contains { $0.text.hasPrefix("ripplegen --style material --format web -o web/material.css") })
    }

    @Test(arguments: documents)
    func everyCommandWorksAsWritten(_ file: String) throws {
        let directory = try BinaryRunner.temporaryDirectory()
        for (name, content) in Self.inputs { try Data(content.utf8).write(to: directory.appendingPathComponent(name)) }
        let path = BinaryRunner.binary.deletingLastPathComponent().path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
        for command in try Self.commands(in: file) {
            // Not commands a user can run as written, for the reason `skipped` states.
            guard !Self.skipped.contains(where: { $0.matches(command.text) }) else { continue }
            let result = try BinaryRunner.run(["-c", command.text], environment: ["PATH": path], in: directory,
                                              executable: URL(fileURLWithPath: "/bin/sh"))
            if let refused = command.text.range(of: "# exit "), let status = Int32(command.text[refused.upperBound...]) {
                #expect(result.status == status, "\(command.testDescription): exit \(result.status)\n\(result.stderr.prefix(600))")
                #expect(result.stderr.contains("error:"), "\(command.testDescription): refused without an error line")
                continue
            }
            let allowed: Set<Int32> = command.text.contains("--check") ? [0, 1] : [0]
            #expect(allowed.contains(result.status), "\(command.testDescription): exit \(result.status)\n\(result.stderr.prefix(600))")
            #expect(!result.stderr.contains("error:"), "\(command.testDescription):\n\(result.stderr.prefix(600))")
        }
    }
}
