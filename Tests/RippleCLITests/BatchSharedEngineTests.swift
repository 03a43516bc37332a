import Foundation
import RippleTestSupport
import Testing

/// `batch` with `"engine": "shared"`: the shared engine (`ripplegen.js`, `.mjs`, `.d.mts`) once in OUTDIR, each
/// web press style's scripts its program alone, its sheet and declarations as a single run writes them.
struct BatchSharedEngineTests {
    static let manifest = #"""
    { "engine": "shared", "defaults": { "format": "web" },
      "assets": [ { "name": "material", "style": "material" }, { "name": "splash", "style": "splash" },
                  { "name": "fill", "style": "fill" }, { "name": "ring", "style": "ring" },
                  { "name": "button", "style": "material", "format": "smil" } ] }
    """#

    /// material, splash and fill on one page beside the shared engine: its classic script and each style's
    /// sheet and script, each file gzipped alone, within the ceiling measured as it is (issue 36's budget is
    /// 3,600 B; 8,663 B before the shared engine, 5,136 before programs became JavaScript, 4,870 before terser
    /// minified the engine again after esbuild; raised from 8,847 and 4,730 when a release past the press's
    /// animations' end ended the ripple at once, which WebKit sent no finish event for; lowered from 8,863
    /// and 4,744 when material's release left out two keyframes that changed nothing, tracks that end together
    /// ended in one keyframe and the engine wrote its development check out in place; 2 B more gzipped when the
    /// sheets hid the pseudo-elements with `display:none`, 0.5 ms less style work per press in Chromium; lowered
    /// from 8,764 and 4,732 when the engine stopped writing its animations' `startTime`).
    static let threeStylesCeiling = (written: 8_750, gzipped: 4_725)

    static func run(_ manifest: String = manifest, _ extra: [String] = []) throws -> (out: URL, result: BinaryRunner.Result) {
        let base = try BinaryRunner.temporaryDirectory()
        let file = base.appendingPathComponent("m.json")
        try Data(manifest.utf8).write(to: file)
        let out = base.appendingPathComponent("out")
        return (out, try CLI.run(["batch", file.path, "-o", out.path] + extra))
    }

    @Test func theEngineOnceAndEachStyleItsProgram() throws {
        let (out, result) = try Self.run()
        #expect(result.status == 0, "\(result.stderr)")
        let files = try FileManager.default.contentsOfDirectory(atPath: out.path).sorted()
        let styles = ["material", "splash", "fill", "ring"].flatMap { ["\($0).css", "\($0).js", "\($0).mjs", "\($0).d.mts"] }
        #expect(files == (styles + ["button.svg", "ripplegen.js", "ripplegen.mjs", "ripplegen.d.mts"]).sorted())
        let read = { (name: String) in try String(contentsOf: out.appendingPathComponent(name), encoding: .utf8) }
        // A press style's scripts: the program and the way to the engine, nothing of the engine (splash's program
        // carries the release function its early cut needs, 941 B).
        for style in ["material", "splash", "fill"] {
            let script = try read("\(style).js"), module = try read("\(style).mjs")
            let limit = style == "splash" ? 2_000 : 1_000
            #expect(script.hasPrefix("/* ripplegen rg-\(style): ") && script.contains("self.ripplegen") && script.utf8.count < limit, "\(script)")
            #expect(module.contains(#"from"./ripplegen.mjs""#) && module.utf8.count < limit + 200, "\(module)")
            #expect(!script.contains("getBoundingClientRect") && !module.contains("getBoundingClientRect"))
        }
        #expect(try read("ripplegen.js").hasPrefix("/* ripplegen ripplegen: shared engine, docs/web.md */\n"))
        #expect(try read("ripplegen.mjs").contains("attachStyle"))
        #expect(try read("ripplegen.d.mts").contains("export declare function attachStyle"))
        // The sheets and declarations as a single run writes them; a decoration's scripts are its own engine.
        let single = try BinaryRunner.temporaryDirectory()
        for style in ["material", "ring"] {
            #expect(try CLI.run(["--style", style, "--format", "web", "-o", single.appendingPathComponent("\(style).css").path]).status == 0)
            let same = style == "ring" ? [".css", ".js", ".mjs", ".d.mts"] : [".css", ".d.mts"]
            for ending in same {
                #expect(try Data(contentsOf: out.appendingPathComponent(style + ending)) == Data(contentsOf: single.appendingPathComponent(style + ending)),
                        "\(style)\(ending)")
            }
        }
        // --check agrees; the engine's files are no strays.
        let check = try CLI.run(["batch", out.deletingLastPathComponent().appendingPathComponent("m.json").path, "-o", out.path, "--check"])
        #expect(check.status == 0, "\(check.stderr)")
        #expect(check.stdout.contains("ripplegen.mjs") && !check.stderr.contains("stray"), "\(check.stdout)\(check.stderr)")
    }

    @Test func threeStylesOnOnePageStayWithinTheirCeiling() throws {
        let (out, result) = try Self.run()
        #expect(result.status == 0, "\(result.stderr)")
        let files = ["ripplegen.js"] + ["material", "splash", "fill"].flatMap { ["\($0).css", "\($0).js"] }
        let urls = files.map { out.appendingPathComponent($0) }
        let size = try urls.map { try Data(contentsOf: $0).count }.reduce(0, +)
        let gzipped = try urls.map { try WebFormatTests.gzipSize($0) }.reduce(0, +)
        #expect(size <= Self.threeStylesCeiling.written, "\(size) B")
        #expect(gzipped <= Self.threeStylesCeiling.gzipped, "\(gzipped) B gzipped")
    }

    @Test func anEntryThatWouldWriteTheEngineFailsAndAnUnknownEngineIsRefused() throws {
        let clash = #"{ "engine": "shared", "assets": [ { "name": "ripplegen", "style": "material", "format": "web" }, { "name": "a", "style": "fill", "format": "web" } ] }"#
        let (out, result) = try Self.run(clash)
        #expect(result.status != 0)
        #expect(result.stderr.contains("assets[0] (ripplegen): file 'ripplegen.js' is the shared engine's"), "\(result.stderr)")
        #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("a.js").path), "the other entries are made")
        let bogus = try Self.run(#"{ "engine": "yes", "assets": [ { "name": "a" } ] }"#)
        #expect(bogus.result.status == 65, "\(bogus.result.stderr)")
        #expect(bogus.result.stderr.contains("engine"), "\(bogus.result.stderr)")
    }
}
