import Foundation
import RippleTestSupport
import Testing

/// Flags that contradict each other are refused with exit 64 naming both, before anything is written
/// (FlagRules is the one table); flags that are harmless to ignore in a mode are accepted there.
struct ModeConflictTests {
    static let refused: [([String], String)] = [
        (["--evaluate", "0.3", "-o", "ev.json", "--check"], "--check and --evaluate cannot be used together"),
        (["--filmstrip", "8", "-o", "pulse.svg"], "--filmstrip writes a PNG: -o must end in .png"),
        (["--filmstrip", "8", "--evaluate", "0.1", "-o", "x.png"], "--evaluate and --filmstrip cannot be used together"),
        (["--filmstrip", "8", "--at", "0.1", "-o", "x.png"], "--filmstrip and --at cannot be used together"),
        (["--evaluate", "0.1", "--at", "0.1"], "--evaluate and --at cannot be used together"),
        (["--reduced-motion", "slow", "-o", "a.svg"], "--reduced-motion and --format smil cannot be used together"),
        (["--reduced-motion-at", "0.2", "--at", "0.1", "-o", "a.svg"], "--reduced-motion-at and --at cannot be used together"),
        (["--format", "css", "--reduced-motion", "none", "--filmstrip", "2", "-o", "a.png"], "--reduced-motion and --filmstrip cannot be used together"),
        (["--profile", "svg2", "--filmstrip", "2", "-o", "a.png"], "--profile and --filmstrip cannot be used together"),
        (["--style", "material", "--format", "web", "--at", "0.1", "-o", "a.css"], "--format web and --at cannot be used together"),
        (["--style", "material", "--format", "web", "--background", "red", "-o", "a.css"], "--background and --format web cannot be used together"),
    ]

    @Test(arguments: refused)
    func contradictionsAreUsageErrors(_ arguments: [String], _ message: String) throws {
        let directory = try BinaryRunner.temporaryDirectory()
        let existing = directory.appendingPathComponent("ev.json")
        try Data("keep".utf8).write(to: existing)
        let result = try CLI.run(arguments, in: directory)
        #expect(result.status == 64, "\(result.stderr)")
        #expect(result.stderr.contains("ripplegen: error: \(message)"), "\(result.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["ev.json"], "nothing is written")
        #expect(try String(contentsOf: existing, encoding: .utf8) == "keep")
    }

    static let accepted: [[String]] = [
        ["--evaluate", "0.1", "--format", "css", "--minify", "--reduced-motion-at", "0.2", "--title", "x"],
        ["--at", "0.1", "--minify", "--profile", "svg2", "--decorative"],
        ["--filmstrip", "2", "--title", "strip", "--minify", "-o", "s.png"],
        ["--style", "material", "--format", "web", "--minify", "--title", "Press", "-o", "w.css"],
        ["--format", "css", "--reduced-motion", "slow", "-o", "c.svg"],
    ]

    @Test(arguments: accepted)
    func flagsThatAreHarmlessToIgnoreAreAccepted(_ arguments: [String]) throws {
        let directory = try BinaryRunner.temporaryDirectory()
        let result = try CLI.run(arguments, in: directory)
        #expect(result.status == 0, "\(result.stderr)")
    }
}
