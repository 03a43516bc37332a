import Foundation
import RippleTestSupport
import Testing

/// Values that parse but would break the output are usage errors with the range; out of range says out of
/// range; values get "did you mean"; every message names the flag or file the user wrote. Nothing is written.
struct ValueRangeTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let arguments: [String]
        let status: Int32
        let stderr: String
        var testDescription: String { arguments.joined(separator: " ") }
    }

    static let cases: [Case] = [
        Case(arguments: ["--duration", "0.00001"], status: 64, stderr: "--duration: 0.00001 is too short: --duration takes from 0.001 to 86400 s"),
        Case(arguments: ["--duration", "0.01ms"], status: 64, stderr: "--duration: 0.01ms is too short"),
        Case(arguments: ["--duration", "1e5"], status: 64, stderr: "--duration: 1e5 is out of range"),
        Case(arguments: ["--delay", "1e12"], status: 64, stderr: "--delay: 1e12 is out of range: --delay takes from -86400 to 86400 s"),
        Case(arguments: ["--stroke-width", "1e6"], status: 64, stderr: "--stroke-width: 1e6 is out of range"),
        Case(arguments: ["--repeat", "1e9"], status: 64, stderr: "--repeat: 1e9 is out of range"),
        Case(arguments: ["--size", "1e5x10"], status: 64, stderr: "--size: 1e5x10 is out of range"),
        Case(arguments: ["--opacity", "2"], status: 64, stderr: "--opacity: 2 is out of range: --opacity takes a number from 0 to 1"),
        Case(arguments: ["--style", "material", "--hold", "1e9"], status: 64, stderr: "--hold: 1e9 is out of range: --hold takes 0 to 3600"),
        Case(arguments: ["--color", "reed"], status: 64, stderr: "--color: 'reed' is not a colour; did you mean 'red'?"),
        Case(arguments: ["--easing", "easeout"], status: 64, stderr: "--easing: unknown easing 'easeout'; did you mean 'ease-out'?"),
        Case(arguments: ["--profile", "svg3"], status: 64, stderr: "--profile: 'svg3' is not svg11 or svg2; did you mean 'svg2'?"),
        Case(arguments: ["--format", "css", "--reduced-motion", "statc"], status: 64, stderr: "did you mean 'static'?"),
        Case(arguments: ["--repeat", "indefinit"], status: 64, stderr: "--repeat: 'indefinit' is not a number or 'indefinite'; did you mean 'indefinite'?"),
        Case(arguments: ["--shape", "hart"], status: 64, stderr: "did you mean 'heart'?"),
        Case(arguments: ["--format", "smill"], status: 64, stderr: "did you mean 'smil'?"),
        Case(arguments: ["--title", ""], status: 64, stderr: "--title: an empty title leaves the asset without an accessible name; for an asset that only decorates, use --decorative"),
        Case(arguments: ["--size", "10000x10000", "--filmstrip", "120", "-o", "x.png"], status: 64, stderr: "--filmstrip: the filmstrip would be"),
        Case(arguments: ["--style", "pulse", "--delay", "86400"], status: 64, stderr: "--delay: with the style's own layer timing, delay must be"),
        Case(arguments: ["styles", "--show", "nope"], status: 64, stderr: "ripplegen: error: --show: unknown style 'nope'"),
    ]

    @Test(arguments: cases)
    func valuesThatWouldBreakTheOutputAreUsageErrors(_ item: Case) throws {
        let directory = try BinaryRunner.temporaryDirectory()
        let result = try BinaryRunner.run(item.arguments, in: directory)
        #expect(result.status == item.status, "\(result.stderr)")
        #expect(result.stderr.contains(item.stderr), "\(result.stderr)")
        #expect(result.stdout.isEmpty)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty, "nothing is written")
    }

    @Test(arguments: [(1e308, "the timeline is out of range: it must last from 0.001 to 86400 s"), (0.00001, "the timeline is out of range")])
    func aSpecTimelineOutOfRangeSaysSo(_ duration: Double, _ message: String) throws {
        let directory = try BinaryRunner.temporaryDirectory()
        let text = try String(contentsOf: Golden.root.appendingPathComponent("Fixtures/specs/double-ring.json"), encoding: .utf8)
        let spec = directory.appendingPathComponent("s.json")
        let changed = text.replacingOccurrences(of: #""duration": 1.2"#, with: "\"duration\": \(duration)")
        #expect(changed != text, "the fixture's duration was found")
        try changed.write(to: spec, atomically: true, encoding: .utf8)
        let result = try BinaryRunner.run(["--spec", spec.path])
        #expect(result.status == 65)
        #expect(result.stderr.contains("defaults.duration: \(message)"), "\(result.stderr)")
    }

    @Test func aUTF16ManifestOrSpecIsNamedAsUTF16() throws {
        let directory = try BinaryRunner.temporaryDirectory()
        let file = directory.appendingPathComponent("m.json")
        try #require(#"{ "assets": [] }"#.data(using: .utf16)).write(to: file)
        for arguments in [["batch", file.path, "-o", directory.appendingPathComponent("out").path], ["--spec", file.path]] {
            let result = try BinaryRunner.run(arguments)
            #expect(result.status == 65)
            #expect(result.stderr.contains("\(file.path):1:1: error: the file is UTF-16; JSON files must be UTF-8"), "\(result.stderr)")
            #expect(!result.stderr.contains("spec files"))
        }
    }

    @Test(arguments: [
        (#""strokeWidth": 2"#, #""strokeWidth": 1e9"#, "defaults.strokeWidth: must be more than 0 and at most 10000"),
        (#""opacity": 1"#, #""opacity": 5"#, "defaults.opacity: must be from 0 to 1"),
        (#""duration": 1.2"#, #""duration": 1.2, "delay": 1e9"#, "defaults.delay: delay must be a number of seconds between -86400 and 86400"),
    ])
    func specFieldsOutOfRangeAreLocated(_ original: String, _ replacement: String, _ message: String) throws {
        let directory = try BinaryRunner.temporaryDirectory()
        let text = try String(contentsOf: Golden.root.appendingPathComponent("Fixtures/specs/double-ring.json"), encoding: .utf8)
        #expect(text.contains(original))
        let spec = directory.appendingPathComponent("s.json")
        try text.replacingOccurrences(of: original, with: replacement).write(to: spec, atomically: true, encoding: .utf8)
        let result = try BinaryRunner.run(["--spec", spec.path])
        #expect(result.status == 65)
        #expect(result.stderr.hasPrefix("\(spec.path):"), "\(result.stderr)")
        #expect(result.stderr.split(separator: ":").count > 3, "with line and column: \(result.stderr)")
        #expect(result.stderr.contains(message), "\(result.stderr)")
    }
}
