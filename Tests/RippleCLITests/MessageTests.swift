#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import RippleTestSupport
import Testing

/// Messages give the real cause and cannot harm the terminal: user text is quoted with its control
/// characters escaped (ESC, BEL, C1) and cut after 80 characters, wherever it is echoed.
struct MessageTests {
    /// A command line and the whole of its standard error (here compared exactly).
    typealias Case = UsageErrorTests.Case

    static let easings = "(expected linear, ease, ease-in, ease-out, ease-in-out, standard or cubic-bezier(x1,y1,x2,y2))"
    static let long = String(repeating: "a", count: 40_000)
    static let shown = String(repeating: "a", count: 80) + "…"
    static let help = "see 'ripplegen --help'\n"

    static let cases: [Case] = [
        Case(id: "--easing ESC BEL", arguments: ["--easing", "a\u{1b}[31mb\u{07}"],
             stderr: "ripplegen: error: --easing: unknown easing 'a\\u{1b}[31mb\\u{7}' \(easings)\n"),
        Case(id: "--easing CSI", arguments: ["--easing", "x\u{9b}31m"], stderr: "ripplegen: error: --easing: unknown easing 'x\\u{9b}31m' \(easings)\n"),
        Case(id: "--easing 40 KB", arguments: ["--easing", long], stderr: "ripplegen: error: --easing: unknown easing '\(shown)' \(easings)\n"),
        Case(id: "--state ESC", arguments: ["--style", "material", "--state", "a\u{1b}[31m"],
             stderr: "ripplegen: error: --state: unknown value 'a\\u{1b}[31m' (one of normal, highlighted, selected, selected-highlighted, "
                 + "dragged, dragged-highlighted, selected-dragged)\n"),
        Case(id: "--state 40 KB", arguments: ["--style", "material", "--state", long],
             stderr: "ripplegen: error: --state: unknown value '\(shown)' (one of normal, highlighted, selected, selected-highlighted, "
                 + "dragged, dragged-highlighted, selected-dragged)\n"),
        Case(id: "--shape ESC", arguments: ["--shape", "x\u{1b}"], stderr: "ripplegen: error: --shape: unknown shape 'x\\u{1b}' (circle, ellipse, heart or path:D)\n"),
        Case(id: "--shape 40 KB", arguments: ["--shape", long], stderr: "ripplegen: error: --shape: unknown shape '\(shown)' (circle, ellipse, heart or path:D)\n"),
        Case(id: "unknown option BEL", arguments: ["--bo\u{07}gus"], stderr: "ripplegen: error: unknown option '--bo\\u{7}gus'\n" + help),
        Case(id: "unknown option 40 KB", arguments: ["--" + long], stderr: "ripplegen: error: unknown option '--\(shown.dropLast(3))…'\n" + help),
        Case(id: "--color 100,000 characters", arguments: ["--color", String(repeating: "a", count: 100_000)],
             stderr: "ripplegen: error: --color: '\(shown)' is not a colour (use #rgb, #rrggbb, #rrggbbaa, rgb(), rgba(), a CSS colour name or "
                 + "currentColor)\n"),
        Case(id: "--delay -inf", arguments: ["--delay", "-inf"],
             stderr: "ripplegen: error: --delay: '-inf' is not a number of seconds (e.g. 0.7, 0.7s or 700ms)\n"),
        Case(id: "--repeat -nan", arguments: ["--repeat", "-nan"], stderr: "ripplegen: error: --repeat: '-nan' is not a number or 'indefinite'\n"),
        Case(id: "help nope", arguments: ["help", "nope"],
             stderr: "ripplegen: error: help: unknown command 'nope' (one of styles, preview, validate, batch, serve)\n" + help),
        Case(id: "help batc", arguments: ["help", "batc"],
             stderr: "ripplegen: error: help: unknown command 'batc'; did you mean 'batch'? (one of styles, preview, validate, batch, serve)\n" + help),
        Case(id: "-o ''", arguments: ["-o", ""], stderr: "ripplegen: error: --output: an empty FILE names no file\n" + help),
        Case(id: "--output=", arguments: ["--output="], stderr: "ripplegen: error: --output: an empty FILE names no file\n" + help),
        Case(id: "batch -o ''", arguments: ["batch", "m.json", "-o", ""],
             stderr: "ripplegen: error: --output: an empty OUTDIR names no file\nsee 'ripplegen batch --help'\n"),
    ]

    @Test(arguments: cases)
    func messagesAreExactAndInert(_ item: Case) throws {
        let directory = try BinaryRunner.temporaryDirectory()
        let result = try CLI.run(item.arguments, in: directory)
        #expect(result.status == item.status)
        #expect(result.stderr == item.stderr)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
    }

    @Test func helpWithAnOptionStillShowsTheGenerateHelp() throws {
        let result = try CLI.run(["help", "--style", "material"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("--state"))
    }

    /// A manifest's `args` go through the same parsers, so the same quoting.
    @Test func manifestArgsAreEscaped() throws {
        let directory = try BinaryRunner.temporaryDirectory()
        let manifest = #"{ "assets": [ { "name": "a", "style": "ring", "args": { "easing": "\u001b[31m\u0007" } } ] }"#
        try Data(manifest.utf8).write(to: directory.appendingPathComponent("m.json"))
        let result = try CLI.run(["batch", "m.json", "-o", "out"], in: directory)
        #expect(result.status == 65)
        #expect(result.stderr == "ripplegen: error: assets[0] (a): --easing: unknown easing '\\u{1b}[31m\\u{7}' \(Self.easings)\n")
    }

    /// Nine 100,000-character colours in a 900 KB manifest are refused in linear time ("did you mean" only
    /// compares names of about the value's length): 69 s before in a debug build, about 0.1 s now.
    @Test func aManifestOfLongColoursIsRefusedEachWithItsMessage() throws {
        let directory = try BinaryRunner.temporaryDirectory()
        let assets = (0..<9).map { #"{ "name": "a\#($0)", "style": "ring", "args": { "color": "\#(String(repeating: "a", count: 100_000))" } }"# }
        try Data(#"{ "assets": [\#(assets.joined(separator: ", "))] }"#.utf8).write(to: directory.appendingPathComponent("m.json"))
        let result = try CLI.run(["batch", "m.json", "-o", "out"], in: directory)
        #expect(result.status == 65)
        let lines = result.stderr.split(separator: "\n")
        #expect(lines.count == 9 && lines.allSatisfy { $0.contains("--color: '\(Self.shown)' is not a colour") }, "\(result.stderr.prefix(2000))")
    }

    /// A spec's `summary` is printed by `--help`: control characters are refused at it.
    @Test func aSpecSummaryWithControlsIsRefused() throws {
        let directory = try BinaryRunner.temporaryDirectory()
        let spec = try String(contentsOf: Golden.fixtures.appendingPathComponent("specs/double-ring.json"), encoding: .utf8)
        let edited = spec.replacingOccurrences(of: "two stroke rings, half a period apart", with: #"two stroke rings\u001b[2J"#)
        #expect(edited != spec)
        try edited.write(to: directory.appendingPathComponent("s.json"), atomically: true, encoding: .utf8)
        let result = try CLI.run(["--spec", "s.json", "--help"], in: directory)
        #expect(result.status == 65)
        #expect(result.stderr == "s.json:3:14: error: summary: must not contain control characters (it is printed by --help)\n")
        #expect(result.stdout.isEmpty)
    }

    /// `--check` writes nothing, so it never says it refuses to overwrite.
    @Test func checkNeverRefusesToOverwrite() throws {
        let directory = try BinaryRunner.temporaryDirectory()
        try FileManager.default.copyItem(at: Golden.fixtures.appendingPathComponent("specs/double-ring.json"),
                                         to: directory.appendingPathComponent("s.json"))
        let own = try CLI.run(["--spec", "s.json", "-o", "s.json", "--check"], in: directory)
        #expect(own.status == 64)
        #expect(own.stderr == "ripplegen: error: --output s.json is the spec file itself; --check would compare the document with the spec\n" + Self.help)
        let missing = try CLI.run(["-o", "none.svg", "--check"], in: directory)
        #expect(missing.stderr == "none.svg: missing; generate it without --check\n")
        try Data("other".utf8).write(to: directory.appendingPathComponent("m.svg"))
        let different = try CLI.run(["-o", "m.svg", "--check"], in: directory)
        #expect(different.status == 1)
        #expect(different.stderr.hasPrefix("m.svg: out of date; regenerate it without --check\n--- m.svg\n+++ m.svg (generated)\n"))
        #expect(!different.stderr.contains("refusing"))
        try Data(#"{ "assets": [ { "name": "m", "style": "ring" } ] }"#.utf8).write(to: directory.appendingPathComponent("m.svg"))
        let manifest = try CLI.run(["batch", "m.svg", "-o", ".", "--check"], in: directory)
        #expect(manifest.status == 65)
        #expect(manifest.stderr.hasSuffix("m.svg is the manifest; --check would compare it with that file\n"), "\(manifest.stderr)")
    }

    /// A folder whose parent exists but refuses it (no permission) is reported in the system's words, not
    /// as a missing parent. Root runs the binary as nobody, whom the mode 555 folder refuses.
    @Test(Requirement.onPath("setpriv").trait) func aFolderThatCannotBeMadeSaysWhy() throws {
        let directory = try BinaryRunner.temporaryDirectory()
        let locked = directory.appendingPathComponent("locked")
        try FileManager.default.createDirectory(at: locked, withIntermediateDirectories: false)
        chmod(directory.path, 0o755)
        chmod(locked.path, 0o555)
        defer { chmod(locked.path, 0o755) }
        let target = locked.path + "/sub/ring.svg"
        let arguments = ["-o", target]
        let result = getuid() == 0
            ? try BinaryRunner.run(["--reuid=65534", "--regid=65534", "--clear-groups", BinaryRunner.binary.path] + arguments,
                                   executable: URL(fileURLWithPath: "/usr/bin/setpriv"))
            : try CLI.run(arguments)
        #expect(result.status == 73)
        #expect(result.stderr == "ripplegen: error: cannot write \(target): cannot create directory \(locked.path)/sub: permission denied\n")
    }

    /// `/proc/version` is there, but no file can be made beside it: the system's reason, not "no free
    /// temporary file name" after a hundred tries.
    @Test(Requirement.procfs.trait) func aFileInProcSaysWhy() throws {
        let result = try CLI.run(["-o", "/proc/version"])
        #expect(result.status == 73)
        #expect(result.stderr == "ripplegen: error: cannot write /proc/version: cannot create a file in /proc: no such file or directory\n")
    }

    /// The README's figure for the minified default ring is what the binary writes.
    @Test func theReadmesLottieRingSizeIsTrue() throws {
        let result = try CLI.run(["--style", "ring", "--format", "lottie", "--minify"])
        #expect(result.status == 0)
        let readme = try String(contentsOf: Golden.root.appendingPathComponent("README.md"), encoding: .utf8)
        #expect(readme.contains("The default ring is\n\(result.stdout.utf8.count) bytes minified."))
    }
}
