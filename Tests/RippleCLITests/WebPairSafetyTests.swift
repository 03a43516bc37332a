#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import RippleSerializers
import RippleTestSupport
import Testing

/// The web format's files: `-o d/x.css` also writes `d/x.js` and `d/x.mjs`, files the user did not name. It
/// replaces only a script ripplegen wrote (its first line exactly the header ripplegen writes) unless `--force`,
/// never an input of the run, and the files change together or not at all.
@Suite(.serialized)
struct WebPairSafetyTests {
    /// An existing script beside the style sheet, and whether a run may replace it.
    struct ExistingScript: Sendable, CustomTestStringConvertible {
        let file: String
        let content: String
        var mode = 0o644
        var flags: [String] = []
        let replaced: Bool
        var testDescription: String { "\(file) \(String(content.prefix(40)).debugDescription) \(String(mode, radix: 8)) \(flags)" }
    }

    static let existingScripts: [ExistingScript] = [
        ExistingScript(file: "x.js", content: "console.log('hand-written')\n", replaced: false),
        ExistingScript(file: "x.js", content: "console.log('hand-written')\n", mode: 0o444, replaced: false),
        ExistingScript(file: "x.js", content: "", replaced: false),
        ExistingScript(file: "x.js", content: "/*", replaced: false),
        ExistingScript(file: "x.js", content: "// ripplegen\n", replaced: false),
        ExistingScript(file: "x.js", content: "/* ripplegen rg-old: press ripple, docs/web.md */\nold()\n", replaced: true),
        ExistingScript(file: "x.js", content: "/* ripplegen rg-old: tap ripple, docs/web.md */\n", mode: 0o600, replaced: true),
        ExistingScript(file: "x.mjs", content: "/* ripplegen rg-old: looping decoration, docs/web.md */\nexport{}\n", replaced: true),
        // A prefix is not the header: a user's file that only starts like one is theirs.
        ExistingScript(file: "x.js", content: "/* ripplegen */", mode: 0o600, replaced: false),
        ExistingScript(file: "x.js", content: "/* ripplegenX */\nmine()\n", replaced: false),
        ExistingScript(file: "x.js", content: "/* ripplegen rg-old: press ripple, docs/web.md */ mine()\n", replaced: false),
        ExistingScript(file: "x.js", content: "/* ripplegen 1x: press ripple, docs/web.md */\n", replaced: false),
        ExistingScript(file: "x.js", content: "/* ripplegen rg-old: my ripple, docs/web.md */\n", replaced: false),
        ExistingScript(file: "x.js", content: "/* ripplegen rg-old: press ripple, docs/web.md */", replaced: false),
        ExistingScript(file: "x.mjs", content: "export const mine = 1\n", replaced: false),
        ExistingScript(file: "x.mjs", content: "/* ripplegenX */\n", replaced: false),
        ExistingScript(file: "x.js", content: "console.log('hand-written')\n", flags: ["--force"], replaced: true),
        ExistingScript(file: "x.js", content: "console.log('hand-written')\n", mode: 0o444, flags: ["--force"], replaced: true),
        ExistingScript(file: "x.mjs", content: "/* ripplegenX */\n", flags: ["--force"], replaced: true),
    ]

    @Test(arguments: existingScripts)
    func aScriptRipplegenDidNotWriteIsKept(_ existing: ExistingScript) throws {
        let directory = try BinaryRunner.temporaryDirectory()
        let script = directory.appendingPathComponent(existing.file)
        try Data(existing.content.utf8).write(to: script)
        try FileManager.default.setAttributes([.posixPermissions: existing.mode], ofItemAtPath: script.path)
        let result = try CLI.run(["--style", "material", "--format", "web", "-o", "x.css"] + existing.flags, in: directory)
        let now = try String(contentsOf: script, encoding: .utf8)
        if existing.replaced {
            #expect(result.status == 0, "\(result.stderr)")
            #expect(now.hasPrefix("/* ripplegen rg-material: press ripple, docs/web.md */\n"))
        } else {
            #expect(result.status == 73)
            #expect(result.stderr.contains("\(existing.file) exists and ripplegen did not write it (its first line is not the header ripplegen writes"), "\(result.stderr)")
            #expect(result.stderr.contains("--force"))
            #expect(now == existing.content)
            #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("x.css").path), "all or nothing")
        }
        let attributes = try FileManager.default.attributesOfItem(atPath: script.path)
        #expect((attributes[.posixPermissions] as? Int) == existing.mode, "the script keeps its mode")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).allSatisfy { !$0.hasSuffix(".tmp") })
    }

    /// The header of every script ripplegen writes is recognised, by the function that makes it.
    @Test(arguments: ["material", "fill", "ring", "pulse", "splash"])
    func everyWebScriptHeaderIsRecognised(_ style: String) throws {
        let directory = try BinaryRunner.temporaryDirectory()
        #expect(try CLI.run(["--style", style, "--format", "web", "--id-prefix", "my_class-2", "-o", "a.css"], in: directory).status == 0)
        for name in ["a.js", "a.mjs", "a.d.mts"] {
            let line = try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8).prefix { $0 != "\n" }
            #expect(WebScriptHeader.matches(Array(line.utf8)), "\(style) \(name): \(line)")
        }
        // A second run replaces them: they are ripplegen's.
        #expect(try CLI.run(["--style", style, "--format", "web", "-o", "a.css"], in: directory).status == 0)
    }

    /// A FIFO or a device among the web files is refused before anything is opened or locked (a FIFO would
    /// block until a reader came, 605 s in the report), and nothing is written. A process of its own, with no
    /// reader ever: a run that opened the FIFO would block until `BinaryRunner`'s limit killed it, and fail here.
    @Test(arguments: ["p.css", "p.js", "p.mjs", "p.d.mts"])
    func aFIFOAmongTheWebFilesIsRefusedWithoutBlocking(_ fifo: String) throws {
        let directory = try BinaryRunner.temporaryDirectory()
        #expect(mkfifo(directory.appendingPathComponent(fifo).path, 0o600) == 0)
        let result = try BinaryRunner.run(["--style", "material", "--format", "web", "-o", "p.css"], in: directory)
        #expect(!result.timedOut, "the run waited for a reader of \(fifo)")
        #expect(result.status == 73, "\(result.stderr)")
        #expect(result.stderr.contains("cannot write \(fifo): is a FIFO; the web format writes its files together"), "\(result.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == [fifo])
    }

    /// The run's own inputs, named as the script by the style sheet's path (directly or through a link).
    @Test(arguments: ["s.css", "./s.css", "link.css"])
    func theSpecFileIsNeverTheScript(_ output: String) throws {
        let directory = try BinaryRunner.temporaryDirectory()
        let spec = try CLI.run(["styles", "--show", "material"]).stdout
        try Data(spec.utf8).write(to: directory.appendingPathComponent("s.js"))
        try FileManager.default.createSymbolicLink(atPath: directory.appendingPathComponent("link.js").path, withDestinationPath: "s.js")
        let result = try CLI.run(["--spec", "s.js", "--format", "web", "-o", output], in: directory)
        #expect(result.status == 64, "\(result.stderr)")
        #expect(result.stderr.contains("is the spec file; refusing to overwrite it"), "\(result.stderr)")
        #expect(try String(contentsOf: directory.appendingPathComponent("s.js"), encoding: .utf8) == spec)
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent(output).path))
    }

    /// One of the two targets cannot be replaced: neither changes, whichever it is.
    @Test(arguments: ["w.css", "w.js"])
    func aTargetThatCannotBeWrittenLeavesBothAsTheyWere(_ blocked: String) throws {
        let directory = try BinaryRunner.temporaryDirectory()
        let other = blocked == "w.css" ? "w.js" : "w.css"
        try FileManager.default.createDirectory(at: directory.appendingPathComponent(blocked), withIntermediateDirectories: false)
        let old = other == "w.js" ? "/* ripplegen rg-old: press ripple, docs/web.md */\n" : ".old{}\n"
        try Data(old.utf8).write(to: directory.appendingPathComponent(other))
        let result = try CLI.run(["--style", "material", "--format", "web", "-o", "w.css"], in: directory)
        #expect(result.status == 73)
        #expect(result.stderr.contains("cannot write \(blocked): is a directory"), "\(result.stderr)")
        #expect(try String(contentsOf: directory.appendingPathComponent(other), encoding: .utf8) == old)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() == [blocked, other].sorted())
    }

    /// Two runs writing the same pair with different class names at once: every pair left is one run's.
    @Test func concurrentRunsNeverMixTheirPairs() throws {
        let directory = try BinaryRunner.temporaryDirectory()
        for round in 0..<12 {
            let runs = ["rg-one", "rg-two"].map { prefix -> Process in
                let process = Process()
                process.executableURL = BinaryRunner.binary
                process.arguments = ["--style", "material", "--format", "web", "--id-prefix", prefix, "-o", directory.appendingPathComponent("p.css").path]
                process.standardError = FileHandle.nullDevice
                return process
            }
            for run in runs { try run.run() }
            for run in runs { run.waitUntilExit() }
            let css = try String(contentsOf: directory.appendingPathComponent("p.css"), encoding: .utf8)
            let js = try String(contentsOf: directory.appendingPathComponent("p.js"), encoding: .utf8)
            let winner = css.contains(".rg-one") ? "rg-one" : "rg-two"
            #expect(js.hasPrefix("/* ripplegen \(winner)"), "round \(round): the script is the other run's")
        }
    }
}
