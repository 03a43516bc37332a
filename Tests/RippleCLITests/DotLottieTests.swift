import Foundation
import RippleArchive
import RippleCLI
import RippleTestSupport
import RippleValidation
import Testing

/// `--format dotlottie`: the archive's entries (each a golden under `Fixtures/golden/dotlottie-STYLE/`, the
/// archive itself a reference case, `Fixtures/cases/dotlottie-STYLE`), their order and fixed ZIP fields, the
/// markers and machine of each kind of style, and the animation being `--format lottie`'s model.
@Suite(Requirement.zip.trait)
struct DotLottieTests {
    static let styles = ["material", "splash", "fill", "ring", "pulse"]
    /// Material's `--state` choices, a theme each after light and dark.
    static let states = ["normal", "highlighted", "selected", "selected-highlighted", "dragged", "dragged-highlighted", "selected-dragged"]

    /// The archive `arguments` write (in memory, through `RippleGen.run`).
    static func archive(_ arguments: [String]) throws -> [UInt8] {
        let folder = try BinaryRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("out.lottie")
        let console = BufferConsole()
        let status = RippleGen.run(arguments + ["-o", file.path], environment: ProcessInfo.processInfo.environment, console: console)
        #expect(status == 0, "\(arguments): \(console.stderr)")
        return [UInt8](try Data(contentsOf: file))
    }

    static func entries(_ bytes: [UInt8]) throws -> [ZipArchive.Entry] {
        try ZipArchive.shared.get().entries(of: bytes, limits: DotLottieLint.limits)
    }

    static func json(_ bytes: [UInt8]) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])
    }

    @Test(arguments: styles)
    func entriesMatchTheirGoldens(_ style: String) throws {
        let entries = try Self.entries(try Self.archive(["--style", style, "--format", "dotlottie"]))
        let press = ["material", "splash", "fill"].contains(style)
        let themes = ["light", "dark"] + (style == "material" ? Self.states : [])
        #expect(entries.map(\.name) == ["manifest.json", "a/ripple.json"] + themes.map { "t/\($0).json" } + (press ? ["s/press.json"] : []))
        for entry in entries {
            if let failure = Golden.compare(String(decoding: entry.bytes, as: UTF8.self), to: "golden/dotlottie-\(style)/\(entry.name)") {
                Issue.record("\(failure)")
            }
        }
    }

    /// Two runs write the same bytes; every local header carries the fixed time (00:00) and date (1980-01-01)
    /// and deflate (method 8).
    @Test(arguments: styles)
    func archiveIsByteStable(_ style: String) throws {
        let first = try Self.archive(["--style", style, "--format", "dotlottie"])
        #expect(first == (try Self.archive(["--style", style, "--format", "dotlottie"])))
        var offset = 0, headers = 0
        while offset + 30 <= first.count, first[offset..<offset + 4].elementsEqual([0x50, 0x4B, 0x03, 0x04]) {
            func word(_ at: Int) -> Int { Int(first[offset + at]) | Int(first[offset + at + 1]) << 8 }
            #expect(word(8) == 8, "deflate")
            #expect(word(10) == 0 && word(12) == 0x21, "1980-01-01 00:00")
            let compressed = word(18) | word(20) << 16
            offset += 30 + word(26) + word(28) + compressed
            headers += 1
        }
        #expect(headers == (["material", "splash", "fill"].contains(style) ? 5 : 4) + (style == "material" ? Self.states.count : 0))
    }

    /// Markers: a held press's touch-down and release, a tap's whole tap and an empty release, none for a loop;
    /// the manifest starts the machine only where there is one.
    @Test func markersAndMachines() throws {
        let cases: [(style: String, markers: [[Double]])] = [
            ("material", [[0, 18], [18, 12]]), ("splash", [[0, 24], [24, 30]]), ("fill", [[0, 27], [27, 0]]), ("ring", []),
        ]
        for (style, expected) in cases {
            let entries = try Self.entries(try Self.archive(["--style", style, "--format", "dotlottie"]))
            let entry = try #require(entries.first { $0.name == "a/ripple.json" })
            let animation = try Self.json(entry.bytes)
            let markers = try #require(animation["markers"] as? [[String: Any]])
            #expect(markers.map { [$0["tm"] as? Double ?? -1, $0["dr"] as? Double ?? -1] } == expected, "\(style)")
            #expect(markers.map { $0["cm"] as? String ?? "" } == (expected.isEmpty ? [] : ["press", "release"]), "\(style)")
            let first = try #require(entries.first)
            let manifest = try Self.json(first.bytes)
            #expect((manifest["initial"] as? [String: String])?["stateMachine"] == (expected.isEmpty ? nil : "press"), "\(style)")
            #expect(manifest["version"] as? String == "2" && manifest["generator"] as? String == "ripplegen")
        }
    }

    /// The animation is `--format lottie`'s document with slot ids, `markers` and `slots` added (the styles
    /// whose opacity is their paint's; fill's opacity track moves into the slot, checked by the Lottie harness).
    @Test(arguments: ["material", "splash", "ring", "pulse"])
    func animationIsTheLottieModel(_ style: String) throws {
        let entries = try Self.entries(try Self.archive(["--style", style, "--format", "dotlottie"]))
        let entry = try #require(entries.first { $0.name == "a/ripple.json" })
        var animation = String(decoding: entry.bytes, as: UTF8.self)
        let console = BufferConsole()
        #expect(RippleGen.run(["--style", style, "--format", "lottie"], environment: [:], console: console) == 0)
        animation = animation.replacingOccurrences(of: #",\n *"sid": "[a-z_]+""#, with: "", options: .regularExpression)
        let cut = try #require(animation.range(of: ",\n  \"markers\""))
        #expect(String(animation[..<cut.lowerBound]) + "\n}\n" == console.stdout)
    }

    @Test func holdIsRefused() throws {
        let console = BufferConsole()
        #expect(RippleGen.run(["--style", "material", "--hold", "1", "--format", "dotlottie", "-o", "/tmp/never.lottie"], environment: [:], console: console) == 64)
        #expect(console.stderr.contains("--hold") && console.stderr.contains("PointerUp"), "\(console.stderr)")
        #expect(!FileManager.default.fileExists(atPath: "/tmp/never.lottie"))
    }

    /// `--theme`: a theme of the same id replaces the standard one, others follow it; an alpha multiplies the
    /// opacity, a missing opacity is the style's.
    @Test func themeOptionReplacesAndAdds() throws {
        let entries = try Self.entries(try Self.archive(["--style", "material", "--format", "dotlottie",
                                                         "--theme", "dark=#ffffff@0.24 brand=#6200ee80"]))
        let themes = ["light", "dark"] + Self.states + ["brand"]
        #expect(entries.map(\.name) == ["manifest.json", "a/ripple.json"] + themes.map { "t/\($0).json" } + ["s/press.json"])
        func text(_ name: String) throws -> String {
            String(decoding: try #require(entries.first { $0.name == name }).bytes, as: UTF8.self)
        }
        #expect(try text("t/dark.json").contains(#""value": [1,1,1]"#) && text("t/dark.json").contains(#""value": 24"#))
        // #6200ee80 at the style's 0.12: 0.12 × 128/255.
        #expect(try text("t/brand.json").contains(#""value": [0.3843,0,0.9333]"#) && text("t/brand.json").contains(#""value": 6.0235"#))
        let manifest = try Self.json(entries[0].bytes)
        #expect((manifest["themes"] as? [[String: String]])?.map { $0["id"] ?? "" } == themes)
    }

    @Test(arguments: [("dark", "is not NAME=COLOR"), ("Dark=#fff", "is not a theme name"), ("dark=#ffff0", "is not a colour"),
                      ("dark=#fff@2", "out of range"), ("a=#fff a=#000", "named twice")])
    func badThemesAreRefused(_ value: String, _ message: String) throws {
        let console = BufferConsole()
        #expect(RippleGen.run(["--style", "fill", "--format", "dotlottie", "--theme", value], environment: [:], console: console) == 64)
        #expect(console.stderr.contains("--theme") && console.stderr.contains(message), "\(console.stderr)")
    }

    /// `batch` with `format: dotlottie` writes what the single command writes.
    @Test func batchWritesTheSameArchive() throws {
        let folder = try BinaryRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let manifest = folder.appendingPathComponent("assets.json")
        try #"{"assets": [{"name": "press", "style": "splash", "format": "dotlottie", "args": {"theme": "night=#222"}}]}"#
            .write(to: manifest, atomically: true, encoding: .utf8)
        let console = BufferConsole()
        let out = folder.appendingPathComponent("out")
        #expect(RippleGen.run(["batch", manifest.path, "-o", out.path], environment: ProcessInfo.processInfo.environment, console: console) == 0,
                "\(console.stderr)")
        let written = [UInt8](try Data(contentsOf: out.appendingPathComponent("press.lottie")))
        #expect(written == (try Self.archive(["--style", "splash", "--format", "dotlottie", "--theme", "night=#222"])))
    }

    /// The slots' defaults are the style's colour and opacity with every option applied (material's selected
    /// state: #6200ee at 0.08), and a style the web format refuses (a stroke-width track) still has its file.
    @Test func slotsFollowTheOptions() throws {
        let selected = try Self.entries(try Self.archive(["--style", "material", "--state", "selected", "--format", "dotlottie"]))
        for name in ["t/light.json", "t/selected.json"] {
            let theme = String(decoding: try #require(selected.first { $0.name == name }).bytes, as: UTF8.self)
            #expect(theme.contains(#""value": [0.3843,0,0.9333]"#) && theme.contains(#""value": 8"#), "\(name): \(theme)")
        }
        // --color sets every state alike: no state themes then.
        let colored = try Self.entries(try Self.archive(["--style", "material", "--color", "#ff0000", "--format", "dotlottie"]))
        #expect(!colored.contains { $0.name == "t/selected.json" })
        let spec = Golden.fixtures.appendingPathComponent("specs/thinning-ring.json").path
        let thinning = try Self.entries(try Self.archive(["--spec", spec, "--format", "dotlottie"]))
        #expect(thinning.map(\.name) == ["manifest.json", "a/ripple.json", "t/light.json", "t/dark.json"])
    }

    /// An archive is bytes, not text: without -o it is refused rather than printed.
    @Test func needsAnOutputFile() {
        let console = BufferConsole()
        #expect(RippleGen.run(["--style", "ring", "--format", "dotlottie"], environment: [:], console: console) == 64)
        #expect(console.stdout.isEmpty && console.stderr.contains("give -o FILE.lottie"), "\(console.stderr)")
        let named = BufferConsole()
        #expect(RippleGen.run(["--style", "ring", "--format", "dotlottie", "-o", "/tmp/ring.zip"], environment: [:], console: named) == 64)
        #expect(named.stderr.contains("-o must end in .lottie"), "\(named.stderr)")
    }
}
