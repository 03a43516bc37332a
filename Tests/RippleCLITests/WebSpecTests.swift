import Foundation
import RippleTestSupport
import Testing

/// A user's spec with press semantics (`press.release`) through `--format web`, and the specs the web format
/// cannot leave open: errors at the file's line and column, exit 65, no file written.
struct WebSpecTests {
    static let spec = Golden.root.appendingPathComponent("Fixtures/specs/press-disc.json")

    @Test func aSpecWithPressSemanticsWritesBothFiles() throws {
        let run = try WebFormatTests.web(["--spec", Self.spec.path])
        #expect(run.result.status == 0, "\(run.result.stderr)")
        let script = try String(contentsOf: run.js, encoding: .utf8)
        let sheet = try String(contentsOf: run.css, encoding: .utf8)
        #expect(script.contains("rg-press-disc"))
        #expect(script.contains("Math.hypot(Math.max(x,W-x),Math.max(y,H-y))"),
                "the spec's own radius expression is in the compiled program, over the press inputs")
        #expect(sheet.contains("rg-press-disc-c"))
        #expect(try WebFormatTests.lint(run.js).isEmpty)
        #expect(try WebFormatTests.lint(run.css).isEmpty)
    }

    @Test(arguments: [
        ("\"dur\": 0.3, \"from\": 0.2", "\"dur\": \"W/1000\", \"from\": 0.2", "a touch-down segment's at and dur must not depend"),
        ("\"press\": { \"release\": \"hold\" }", "\"press\": { \"release\": \"letGo\" }", "no seconds parameter is named 'letGo'"),
        ("\"dur\": 0.1, \"from\": 0, \"to\": \"alpha\" }", "\"dur\": 0.1, \"from\": 0, \"to\": \"alpha\", \"when\": \"W - 50\" }", "when must not depend"),
        ("\"paint\": \"fill\"", "\"paint\": \"fill\", \"shape\": \"circle\", \"delay\": \"px/100\"", "a layer's delay must not depend"),
        ("\"size\": [\"R\"]", "\"size\": [\"R*settle(W/1000)\"]", "settle() needs a value known before the press"),
    ])
    func whatAPressCannotLeaveOpenIsAnErrorInTheFile(_ original: String, _ replacement: String, _ message: String) throws {
        let text = try String(contentsOf: Self.spec, encoding: .utf8)
        #expect(text.contains(original))
        let directory = try BinaryRunner.temporaryDirectory()
        let spec = directory.appendingPathComponent("spec.json")
        try text.replacingOccurrences(of: original, with: replacement).write(to: spec, atomically: true, encoding: .utf8)
        let run = try WebFormatTests.web(["--spec", spec.path], in: directory)
        #expect(run.result.status == 65, "\(run.result.stderr)")
        #expect(run.result.stderr.contains(message), "\(run.result.stderr)")
        #expect(run.result.stderr.contains("\(spec.path):"), "the error is located in the spec: \(run.result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: run.css.path))
        #expect(!FileManager.default.fileExists(atPath: run.js.path))
        #expect(!FileManager.default.fileExists(atPath: run.mjs.path))
    }
}

/// A hostile expression in a spec is an error at its line and column (exit 65), never a crash.
struct HostileExpressionTests {
    @Test(arguments: ["crash-expression-nesting.json", "crash-expression-flat.json"])
    func aHostileExpressionIsAnErrorInTheFile(_ name: String) throws {
        let spec = Golden.root.appendingPathComponent("Fixtures/fuzz/spec/" + name)
        let result = try CLI.run(["--spec", spec.path])
        #expect(result.status == 65, "\(result.stderr.prefix(300))")
        #expect(result.stderr.hasPrefix("\(spec.path):1:"), "\(result.stderr.prefix(300))")
        #expect(result.stderr.contains("variables[0].value"))
        #expect(result.stderr.count < 400, "the expression is quoted briefly, not echoed whole")
    }
}
