import Foundation
import RippleTestSupport
import Testing

/// The web format's pair: `-o d/x.css` also writes `d/x.js`, a file the user did not name. It replaces only a
/// script ripplegen wrote (first line `/* ripplegen`) unless `--force`, never an input of the run, and the two
/// files change together or not at all.
@Suite(.serialized)
struct WebPairSafetyTests {
    /// An existing `x.js`, its mode, the extra flags, and whether the run may replace it.
    static let existingScripts: [(content: String, mode: Int, flags: [String], replaced: Bool)] = [
        ("console.log('hand-written')\n", 0o644, [], false),
        ("console.log('hand-written')\n", 0o444, [], false),
        ("", 0o644, [], false),
        ("/*", 0o644, [], false),
        ("// ripplegen\n", 0o644, [], false),
        ("/* ripplegen rg-old: press ripple, docs/web.md */\nold()\n", 0o644, [], true),
        ("/* ripplegen */", 0o600, [], true),
        ("console.log('hand-written')\n", 0o644, ["--force"], true),
        ("console.log('hand-written')\n", 0o444, ["--force"], true),
    ]

    @Test(arguments: existingScripts)
    func aScriptRipplegenDidNotWriteIsKept(_ content: String, _ mode: Int, _ flags: [String], _ replaced: Bool) throws {
        let directory = try BinaryRunner.temporaryDirectory()
        let script = directory.appendingPathComponent("x.js")
        try Data(content.utf8).write(to: script)
        try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: script.path)
        let result = try BinaryRunner.run(["--style", "material", "--format", "web", "-o", "x.css"] + flags, in: directory)
        let now = try String(contentsOf: script, encoding: .utf8)
        if replaced {
            #expect(result.status == 0, "\(result.stderr)")
            #expect(now.hasPrefix("/* ripplegen rg-material"))
        } else {
            #expect(result.status == 73)
            #expect(result.stderr.contains("x.js exists and ripplegen did not write it"), "\(result.stderr)")
            #expect(result.stderr.contains("--force"))
            #expect(now == content)
            #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("x.css").path), "all or nothing")
        }
        let attributes = try FileManager.default.attributesOfItem(atPath: script.path)
        #expect((attributes[.posixPermissions] as? Int) == mode, "the script keeps its mode")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).allSatisfy { !$0.hasSuffix(".tmp") })
    }

    /// The run's own inputs, named as the script by the style sheet's path (directly or through a link).
    @Test(arguments: ["s.css", "./s.css", "link.css"])
    func theSpecFileIsNeverTheScript(_ output: String) throws {
        let directory = try BinaryRunner.temporaryDirectory()
        let spec = try BinaryRunner.run(["styles", "--show", "material"]).stdout
        try Data(spec.utf8).write(to: directory.appendingPathComponent("s.js"))
        try FileManager.default.createSymbolicLink(atPath: directory.appendingPathComponent("link.js").path, withDestinationPath: "s.js")
        let result = try BinaryRunner.run(["--spec", "s.js", "--format", "web", "-o", output], in: directory)
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
        let old = other == "w.js" ? "/* ripplegen old */\n" : ".old{}\n"
        try Data(old.utf8).write(to: directory.appendingPathComponent(other))
        let result = try BinaryRunner.run(["--style", "material", "--format", "web", "-o", "w.css"], in: directory)
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
