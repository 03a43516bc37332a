import Foundation
import RippleTestSupport
import Testing

/// `batch` never writes over its own inputs and leaves no litter: an asset named like the manifest or a spec
/// file is refused before anything is written, and OUTDIR is made only when a file is written.
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
        let result = try BinaryRunner.run(["batch", manifest.path, "-o", directory.path])
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
        let result = try BinaryRunner.run(["batch", manifest.path, "-o", out.path])
        #expect(result.status != 0)
        #expect(!FileManager.default.fileExists(atPath: out.path), "OUTDIR is made only when something is written")
        let good = directory.appendingPathComponent("good.json")
        try Data(#"{ "assets": [ { "name": "a", "style": "ring" } ] }"#.utf8).write(to: good)
        #expect(try BinaryRunner.run(["batch", good.path, "-o", out.path]).status == 0)
        #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("a.svg").path))
    }
}
