import Foundation
import RippleTestSupport
import Testing

/// `batch` never writes over its own inputs or the user's files and leaves no litter: an asset named like the
/// manifest or a spec file is refused before anything is written, a user's own script beside a web asset stops
/// that asset as it stops the single run, and OUTDIR is made only when a file is written.
struct BatchInputSafetyTests {
    @Test(arguments: ["manifest", "spec"])
    func anOutputNamedLikeAnInputIsRefusedBeforeAnyWork(_ input: String) throws {
        let directory = try BinaryRunner.temporaryDirectory()
        let spec = directory.appendingPathComponent("ring.svg")
        try Data(try Data(contentsOf: Golden.root.appendingPathComponent("Fixtures/specs/double-ring.json"))).write(to: spec)
        let manifest = directory.appendingPathComponent("m.svg")
        let colliding = input == "manifest" ? "m" : "ring"
        let text = #"{ "assets": [ { "name": "first", "style": "fill" }, { "name": "\#(colliding)", "spec": "ring.svg" } ] }"#
        try Data(text.utf8).write(to: manifest)
        let before = try Data(contentsOf: input == "manifest" ? manifest : spec)
        let result = try CLI.run(["batch", manifest.path, "-o", directory.path])
        #expect(result.status == 65, "\(result.stderr)")
        #expect(result.stderr.contains("is the \(input == "manifest" ? "manifest" : "spec file")"), "\(result.stderr)")
        #expect(result.stderr.contains("refusing to overwrite it"))
        #expect(try Data(contentsOf: input == "manifest" ? manifest : spec) == before, "the input is untouched")
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("first.svg").path), "nothing was written")
    }

    @Test func aBatchWhoseEveryEntryFailsLeavesNoOutputDirectory() throws {
        let directory = try BinaryRunner.temporaryDirectory()
        let manifest = directory.appendingPathComponent("m.json")
        try Data(#"{ "assets": [ { "name": "a", "style": "ring", "args": { "repeat": 0 } } ] }"#.utf8).write(to: manifest)
        let out = directory.appendingPathComponent("out")
        let result = try CLI.run(["batch", manifest.path, "-o", out.path])
        #expect(result.status != 0)
        #expect(!FileManager.default.fileExists(atPath: out.path), "OUTDIR is made only when something is written")
        let good = directory.appendingPathComponent("good.json")
        try Data(#"{ "assets": [ { "name": "a", "style": "ring" } ] }"#.utf8).write(to: good)
        #expect(try CLI.run(["batch", good.path, "-o", out.path]).status == 0)
        #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("a.svg").path))
    }

    /// A user's `NAME.js` or `NAME.mjs` (mode 444 too) beside a web asset: batch refuses it with 73 as
    /// `ripplegen --format web -o OUTDIR/NAME.css` does, writes none of the asset's four files, reports them
    /// failed naming the script, and still makes the other entries; `"force": true` replaces it, as `--force` does.
    @Test(arguments: ["w.js", "w.mjs", "w.d.mts"], [0o644, 0o444])
    func aUsersScriptIsKeptAsInASingleRun(_ script: String, _ mode: Int) throws {
        let directory = try BinaryRunner.temporaryDirectory()
        let out = directory.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: false)
        let mine = out.appendingPathComponent(script)
        try Data("mine()\n".utf8).write(to: mine)
        try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: mine.path)
        let single = try CLI.run(["--style", "material", "--format", "web", "-o", "out/w.css"], in: directory)
        #expect(single.status == 73, "\(single.stderr)")
        let manifest = directory.appendingPathComponent("m.json")
        try Data(#"{ "assets": [ { "name": "w", "style": "material", "format": "web" }, { "name": "r", "style": "ring" } ] }"#.utf8).write(to: manifest)
        let batch = try CLI.run(["batch", manifest.path, "-o", "out"], in: directory)
        #expect(batch.status == 73, "\(batch.stderr)")
        #expect(batch.stderr.contains("assets[0] (w): out/\(script) exists and ripplegen did not write it"), "\(batch.stderr)")
        for file in ["w.css", "w.js", "w.mjs", "w.d.mts"] {
            #expect(batch.stdout.contains(try Regex("\\n\(file) +- +- +- +failed\\n")), "\(file) is reported failed: \(batch.stdout)")
        }
        #expect(batch.stdout.contains("r.svg"))
        #expect(try String(contentsOf: mine, encoding: .utf8) == "mine()\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: out.path).sorted() == ["r.svg", script], "none of the asset's files")
        try Data(#"{ "assets": [ { "name": "w", "style": "material", "format": "web", "args": { "force": true } } ] }"#.utf8).write(to: manifest)
        let forced = try CLI.run(["batch", manifest.path, "-o", "out"], in: directory)
        #expect(forced.status == 0, "\(forced.stderr)")
        #expect(try String(contentsOf: mine, encoding: .utf8).hasPrefix("/* ripplegen rg-material: press ripple, docs/web.md */\n"))
    }
}
