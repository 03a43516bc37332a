import Foundation
import RippleTestSupport
import Testing

/// Every `ripplegen` command the documentation shows works as written, run in a fresh folder: the lines of
/// fenced code blocks and the inline code spans of README.md and docs/*.md, read at test time (so commands other
/// people add to the docs are checked too), in document order, one empty folder per document (a later example
/// may use an earlier one's file). A fenced block whose info string names a file after its language
/// (```` ```json assets.json ````) is a file the reader saves: it is written into the folder at that point. A command passes when it exits 0 without an error line; a `--check` may also
/// exit 1 (it reports drift, which is what it is for). A command the docs show being refused ends with the
/// shell comment `# exit N`: it must exit N with an error line.
struct DocExampleTests {
    /// One command and where it is.
    struct Command: CustomTestStringConvertible, Sendable {
        let file: String
        let line: Int
        var text: String
        /// For a file block: the name it is saved as (`text` is then its content).
        var saves: String?
        var testDescription: String { "\(file):\(line): \(saves.map { "save \($0)" } ?? text)" }
    }

    /// Why a command is not run, decided from its text alone; anything else is run.
    static let skipped: [(reason: String, matches: @Sendable (String) -> Bool)] = [
        ("a synopsis with placeholders (FILE, NAME, […], a|b), not a command",
         { text in text.contains("[") || text.contains("…") || text.contains("...") || placeholder(in: text) }),
        ("ripplegen's own output quoted in the text (an error message), not a command", { $0.hasPrefix("ripplegen:") }),
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
    /// a trailing `\` joins the next line), inline code spans of three words or more starting `ripplegen `
    /// (shorter spans name a command or a flag in a sentence: `ripplegen batch`), and file blocks.
    static func commands(in file: String) throws -> [Command] {
        let text = try String(contentsOf: Golden.root.appendingPathComponent(file), encoding: .utf8)
        var commands: [Command] = []
        var fenced = false
        var pending: (line: Int, text: String)?
        var saving: Command?
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("```") {
                fenced.toggle()
                if !fenced, let block = saving { commands.append(block) }
                let info = line.dropFirst(3).split(separator: " ")
                saving = fenced && info.count == 2 ? Command(file: file, line: index + 1, text: "", saves: String(info[1])) : nil
                continue
            }
            if saving != nil {
                saving?.text += raw + "\n"
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
        #expect(all.contains { $0.file == "docs/batch.md" && $0.saves == "assets.json" && $0.text.contains("\"my-ring.json\"") })
    }

    @Test(arguments: documents)
    func everyCommandWorksAsWritten(_ file: String) throws {
        let directory = try BinaryRunner.temporaryDirectory()
        let path = BinaryRunner.binary.deletingLastPathComponent().path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
        for command in try Self.commands(in: file) {
            if let name = command.saves {
                try Data(command.text.utf8).write(to: directory.appendingPathComponent(name))
                continue
            }
            // Not commands a user can run as written, for the reason `skipped` states.
            guard !Self.skipped.contains(where: { $0.matches(command.text) }) else { continue }
            if command.text.hasPrefix("ripplegen serve") {
                try Self.checkServer(command, path: path, in: directory)
                continue
            }
            let result = try BinaryRunner.run(["-c", command.text], environment: ["PATH": path], in: directory,
                                              executable: URL(fileURLWithPath: "/bin/sh"))
            if let refused = command.text.range(of: "# exit "), let status = Int32(command.text[refused.upperBound...]) {
                #expect(result.status == status, "\(command.testDescription): exit \(result.status)\n\(result.stderr.prefix(600))")
                #expect(result.stderr.contains("error:"), "\(command.testDescription): refused without an error line")
                continue
            }
            #expect(!result.timedOut, "\(command.testDescription): still running after \(BinaryRunner.timeLimit) s")
            let allowed: Set<Int32> = command.text.contains("--check") ? [0, 1] : [0]
            #expect(allowed.contains(result.status), "\(command.testDescription): exit \(result.status)\n\(result.stderr.prefix(600))")
            #expect(!result.stderr.contains("error:"), "\(command.testDescription):\n\(result.stderr.prefix(600))")
        }
    }

    /// A `ripplegen serve` line runs until it is stopped, as in a terminal: it must print the page's address with
    /// a secret first, stop with exit 0 on SIGTERM without an error line, and with `--open` hand the address
    /// to the browser (`$BROWSER`, here a script that records what it was given).
    static func checkServer(_ command: Command, path: String, in directory: URL) throws {
        let opened = directory.appendingPathComponent("opened.txt")
        try? FileManager.default.removeItem(at: opened)
        let browser = directory.appendingPathComponent("record-browser")
        try Data("#!/bin/sh\nprintf '%s\\n' \"$1\" > opened.txt\n".utf8).write(to: browser)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: browser.path)
        let result = try BinaryRunner.runServer(["-c", "exec " + command.text], environment: ["PATH": path, "BROWSER": browser.path],
                                                in: directory, executable: URL(fileURLWithPath: "/bin/sh"))
        let first = result.stdout.split(separator: "\n").first.map(String.init) ?? ""
        #expect(first.wholeMatch(of: /http:\/\/127\.0\.0\.1:\d+\/\?token=[0-9a-f]{64}/) != nil,
                "\(command.testDescription): first line \(first)\n\(result.stderr.prefix(600))")
        #expect(!result.timedOut && result.status == 0, "\(command.testDescription): exit \(result.status)\n\(result.stderr.prefix(600))")
        #expect(!result.stderr.contains("error:"), "\(command.testDescription):\n\(result.stderr.prefix(600))")
        guard command.text.contains("--open") else { return }
        // The opener runs beside the server, which may have been stopped first: give it a moment.
        var handed = ""
        for _ in 0..<50 {
            handed = (try? String(contentsOf: opened, encoding: .utf8)) ?? ""
            if handed.hasSuffix("\n") { break }
            Thread.sleep(forTimeInterval: 0.1)
        }
        #expect(handed == first + "\n", "\(command.testDescription): the browser was handed \(handed)")
    }
}
