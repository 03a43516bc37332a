import Foundation
import RippleTestSupport
import Testing

/// Every format's bounds (docs/cli.md, Bounds) are checked from the command line before any work: one past a
/// bound is refused naming the limit, and nothing is written.
struct BoundsTests {
    /// A command line one past a bound, its exit, and the words that name the limit.
    static let pastBounds: [(arguments: [String], code: Int32, limit: String)] = [
        (["--repeat", "1000001", "-o", "x.svg"], 64, "1000000"),
        (["--duration", "86401", "-o", "x.svg"], 64, "86400"),
        (["--size", "10001x10", "--format", "css", "-o", "x.svg"], 64, "10000"),
        (["--shape", "path:M0 0" + String(repeating: " L1 1", count: 10_000) + " Z", "-o", "x.svg"], 64, "10000 segments"),
        (["--shape", "path:M0 0 L" + String(repeating: "1", count: 70_000), "--format", "web", "-o", "x.css"], 64, "65536 characters"),
        (["--evaluate", Array(repeating: "0", count: 10_001).joined(separator: ","), "-o", "x.json"], 64, "at most 10000 times"),
        (["--filmstrip", "121", "-o", "x.png"], 64, "1 to 120"),
        (["--size", "9000x9000", "--filmstrip", "2", "-o", "x.png"], 64, "megapixels"),
        (["--style", "pulse", "--period", "3600", "--format", "apng", "--fps", "120", "-o", "x.png"], 64, "at most 10000"),
        (["--size", "5000x5000", "--format", "png", "--at", "0", "-o", "x.png"], 64, "at most 16777216 px"),
        (["--style", "pulse", "--scale", "4", "--format", "gif", "-o", "x.gif"], 64, "at most 64 megapixels"),
        (["--fps", "121", "--format", "webp", "-o", "x.webp"], 64, "1 to 120"),
        (["--scale", "5", "--format", "apng", "-o", "x.png"], 64, "1 to 4"),
    ]

    @Test(arguments: pastBounds)
    func onePastABoundIsRefusedNamingIt(_ arguments: [String], _ code: Int32, _ limit: String) throws {
        let directory = try BinaryRunner.temporaryDirectory()
        let result = try CLI.run(arguments, in: directory)
        #expect(result.status == code, "\(result.stderr.prefix(400))")
        #expect(result.stderr.contains(limit), "\(result.stderr.prefix(400))")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty, "nothing is written")
    }

    /// batch: more assets than the bound is refused from the matrix's product, before anything is expanded.
    @Test func aBatchPastItsBoundIsRefusedBeforeExpanding() throws {
        let directory = try BinaryRunner.temporaryDirectory()
        let axis = "[" + (1...1000).map(String.init).joined(separator: ",") + "]"
        let manifest = #"{ "assets": [ { "name": "{a}-{b}", "style": "ring", "matrix": { "a": \#(axis), "b": \#(axis) } } ] }"#
        try Data(manifest.utf8).write(to: directory.appendingPathComponent("m.json"))
        let result = try CLI.run(["batch", "m.json", "-o", "out"], in: directory)
        #expect(result.status == 65)
        #expect(result.stderr.contains("more than 100000 assets"), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("out").path))
    }
}
