import Foundation
import RippleTestSupport
import Testing

/// `batch` with `"engine": "bundle"`: one style bundle per folder (`ripplegen.css`, every style's sheet;
/// `ripplegen.js`, `.mjs`, `.d.mts`, the engine with every press style's program) beside each style's own files
/// as the default layout writes them.
struct BatchBundleTests {
    /// The shared engine's manifest (three press styles, a decoration, a SMIL asset) with the bundle layout.
    static let manifest = BatchSharedEngineTests.manifest.replacingOccurrences(of: #""engine": "shared""#, with: #""engine": "bundle""#)

    /// The three press styles alone, as a page with material, splash and fill loads them.
    static let threeStyles = #"""
    { "engine": "ENGINE", "defaults": { "format": "web" },
      "assets": [ { "name": "material", "style": "material" }, { "name": "splash", "style": "splash" }, { "name": "fill", "style": "fill" } ] }
    """#

    /// Issue 36's budget for material + splash + fill on one page, every file gzipped alone (`gzip -9 -n`), and
    /// a ceiling near where the bundle landed (3,387 B: the sheets 625, the script 2,762), which the test holds,
    /// with some room for the engine's own changes (a fix of tens of bytes).
    static let budget = 3_600, landed = 3_450

    static func read(_ out: URL, _ name: String) throws -> Data { try Data(contentsOf: out.appendingPathComponent(name)) }

    @Test func theBundleOnceAndEachStyleItsOwnFiles() throws {
        let (out, result) = try BatchSharedEngineTests.run(Self.manifest)
        #expect(result.status == 0, "\(result.stderr)")
        let files = try FileManager.default.contentsOfDirectory(atPath: out.path).sorted()
        let styles = ["material", "splash", "fill", "ring"].flatMap { ["\($0).css", "\($0).js", "\($0).mjs", "\($0).d.mts"] }
        #expect(files == (styles + ["button.svg", "ripplegen.css", "ripplegen.js", "ripplegen.mjs", "ripplegen.d.mts"]).sorted())
        // The bundle's files are linted as every web file is (the summary's valid column).
        for name in ["ripplegen.css", "ripplegen.js", "ripplegen.mjs", "ripplegen.d.mts"] {
            let row = result.stdout.split(separator: "\n").first { $0.hasPrefix(name + " ") }.map(String.init) ?? ""
            #expect(row.contains(" yes ") && row.hasSuffix("written"), "\(name): \(row)")
        }
        // Each style's files are the single run's: usable alone, with no build step.
        let single = try BinaryRunner.temporaryDirectory()
        var sheets = ""
        for style in ["material", "splash", "fill", "ring"] {
            #expect(try CLI.run(["--style", style, "--format", "web", "-o", single.appendingPathComponent("\(style).css").path]).status == 0)
            for ending in [".css", ".js", ".mjs", ".d.mts"] {
                #expect(try Self.read(out, style + ending) == Self.read(single, style + ending), "\(style)\(ending)")
            }
            sheets += try String(decoding: Self.read(single, style + ".css"), as: UTF8.self)
        }
        // The bundle's sheet: every style's (the decoration's too), as they are, in the manifest's order.
        let text = { (name: String) in String(decoding: try Self.read(out, name), as: UTF8.self) }
        #expect(try text("ripplegen.css") == "/* ripplegen: style bundle, docs/web.md */\n" + sheets)
        // The classic script: the shared engine, then each press style's program (not the decoration's engine).
        let script = try text("ripplegen.js"), module = try text("ripplegen.mjs")
        #expect(script.hasPrefix("/* ripplegen ripplegen: style bundle, docs/web.md */\n"))
        #expect(script.components(separatedBy: "getBoundingClientRect").count == 2, "the engine once")
        #expect(script.components(separatedBy: "self.ripplegen").count > 3)
        for style in ["material", "splash", "fill"] {
            #expect(script.contains("c:\"rg-\(style)\"") && module.contains("c:\"rg-\(style)\""), "\(style)")
        }
        #expect(!script.contains("rg-ring") && !module.contains("rg-ring"), "a decoration's script stays its own")
        #expect(module.components(separatedBy: "getBoundingClientRect").count == 2 && module.contains(" as styles}"))
        #expect(!module.contains("__RIPPLE__") && !module.contains("import"), "one file, nothing to fetch")
        #expect(try text("ripplegen.d.mts").contains("export declare function styles(): string[];"))
        // --check agrees; the bundle's files are no strays; a second run writes nothing (and may replace them:
        // their header line is one ripplegen writes).
        let manifest = out.deletingLastPathComponent().appendingPathComponent("m.json").path
        let check = try CLI.run(["batch", manifest, "-o", out.path, "--check"])
        #expect(check.status == 0 && !check.stderr.contains("stray"), "\(check.stdout)\(check.stderr)")
        let again = try CLI.run(["batch", manifest, "-o", out.path])
        #expect(again.status == 0 && again.stdout.contains("ripplegen.css") && !again.stdout.contains(" written"), "\(again.stdout)")
    }

    /// material + splash + fill on one page from the bundle: its sheet and its classic script, within issue 36's
    /// budget and below both other layouts' files for the same page (computed here from what batch writes).
    @Test func threeStylesOnOnePageWithinTheBudget() throws {
        func gzipped(_ engine: String, _ files: [String]) throws -> Int {
            let (out, result) = try BatchSharedEngineTests.run(Self.threeStyles.replacingOccurrences(of: "ENGINE", with: engine))
            #expect(result.status == 0, "\(result.stderr)")
            return try files.map { try WebFormatTests.gzipSize(out.appendingPathComponent($0)) }.reduce(0, +)
        }
        let styles = ["material", "splash", "fill"]
        let bundle = try gzipped("bundle", ["ripplegen.css", "ripplegen.js"])
        let shared = try gzipped("shared", ["ripplegen.js"] + styles.flatMap { ["\($0).css", "\($0).js"] })
        let inline = try gzipped("inline", styles.flatMap { ["\($0).css", "\($0).js"] })
        #expect(bundle <= Self.budget, "\(bundle) B gzipped, budget \(Self.budget)")
        #expect(bundle <= Self.landed, "\(bundle) B gzipped")
        #expect(bundle < shared && shared < inline, "bundle \(bundle), shared \(shared), inline \(inline)")
    }

    @Test func twoStylesOfOneClassAndAFailedEntryStopTheBundleAlone() throws {
        let same = #"{ "engine": "bundle", "defaults": { "format": "web" }, "assets": [ { "name": "a", "style": "material" }, "#
            + ##"{ "name": "b", "style": "material", "args": { "color": "#1e88e5" } } ] }"##
        let (out, result) = try BatchSharedEngineTests.run(same)
        #expect(result.status == 65, "\(result.stderr)")
        #expect(result.stderr.contains("error: bundle: assets[1] (b): class 'rg-material' is assets[0] (a)'s too"), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: out.appendingPathComponent("ripplegen.css").path), "no bundle file")
        #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("b.js").path), "the styles' own files are made")
        let prefixed = same.replacingOccurrences(of: ##""color": "#1e88e5""##, with: ##""color": "#1e88e5", "id-prefix": "rg-blue""##)
        #expect(try BatchSharedEngineTests.run(prefixed).result.status == 0)
        // An entry that fails (its own files, then the bundle, which would be a page without it); an entry whose
        // file would be the bundle's fails, and the bundle is not made.
        for (extra, message) in [(#"{ "name": "b", "style": "fill", "args": { "bogus": 1 } }"#, "error: bundle: assets[1] (b): unknown option '--bogus'"),
                                 (#"{ "name": "ripplegen", "style": "splash" }"#, "bundle: not made, as assets[1] (ripplegen) failed")] {
            let bad = #"{ "engine": "bundle", "defaults": { "format": "web" }, "assets": [ { "name": "a", "style": "material" }, "# + extra + "] }"
            let failed = try BatchSharedEngineTests.run(bad)
            #expect(failed.result.status == 65, "\(failed.result.stderr)")
            #expect(failed.result.stderr.contains(message), "\(failed.result.stderr)")
            #expect(FileManager.default.fileExists(atPath: failed.out.appendingPathComponent("a.js").path))
            #expect(!FileManager.default.fileExists(atPath: failed.out.appendingPathComponent("ripplegen.css").path))
        }
        let clash = try BatchSharedEngineTests.run(#"{ "engine": "bundle", "assets": [ { "name": "ripplegen", "style": "splash", "format": "web" } ] }"#)
        #expect(clash.result.stderr.contains("assets[0] (ripplegen): file 'ripplegen.css' is the style bundle's"), "\(clash.result.stderr)")
    }

    /// A `ripplegen.js` the user wrote is never replaced (the bundle's and the shared engine's scripts are
    /// guarded as a style's are): none of the bundle's files is written, exit 73.
    @Test(arguments: ["bundle", "shared"]) func aUsersRipplegenScriptIsKept(engine: String) throws {
        let base = try BinaryRunner.temporaryDirectory()
        let out = base.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        try Data("my own\n".utf8).write(to: out.appendingPathComponent("ripplegen.js"))
        let manifest = base.appendingPathComponent("m.json")
        try Data(Self.threeStyles.replacingOccurrences(of: "ENGINE", with: engine).utf8).write(to: manifest)
        let result = try CLI.run(["batch", manifest.path, "-o", out.path])
        #expect(result.status == 73, "\(result.stderr)")
        #expect(result.stderr.contains("ripplegen.js exists and ripplegen did not write it"), "\(result.stderr)")
        #expect(try String(contentsOf: out.appendingPathComponent("ripplegen.js"), encoding: .utf8) == "my own\n")
        #expect(!FileManager.default.fileExists(atPath: out.appendingPathComponent("ripplegen.mjs").path))
    }
}
