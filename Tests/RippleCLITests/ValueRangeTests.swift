import Foundation
import RipplePipeline
import RippleTestSupport
import Testing
@testable import RippleCLI

/// Values that parse but would break the output are usage errors with the range; out of range says out of
/// range; a number written another way than decimal says so, in every flag alike; values get "did you mean";
/// every message names the flag or file the user wrote. Nothing is written.
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
        Case(arguments: ["--duration", "1e5"], status: 64, stderr: "--duration: '1e5' is not a decimal number (such as 60, 0.5 or -2)"),
        Case(arguments: ["--delay", "1e12"], status: 64, stderr: "--delay: '1e12' is not a decimal number (such as 60, 0.5 or -2)"),
        Case(arguments: ["--stroke-width", "1e6"], status: 64, stderr: "--stroke-width: '1e6' is not a decimal number (such as 60, 0.5 or -2)"),
        Case(arguments: ["--repeat", "1e9"], status: 64, stderr: "--repeat: '1e9' is not a decimal number (such as 60, 0.5 or -2)"),
        Case(arguments: ["--size", "1e5x10"], status: 64, stderr: "--size: '1e5' is not a decimal number (such as 60, 0.5 or -2)"),
        Case(arguments: ["--opacity", "2"], status: 64, stderr: "--opacity: 2 is out of range: --opacity takes a number from 0 to 1"),
        Case(arguments: ["--style", "material", "--hold", "1e9"], status: 64, stderr: "--hold: '1e9' is not a decimal number (such as 60, 0.5 or -2)"),
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
        let result = try CLI.run(item.arguments, in: directory)
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
        let result = try CLI.run(["--spec", spec.path])
        #expect(result.status == 65)
        #expect(result.stderr.contains("defaults.duration: \(message)"), "\(result.stderr)")
    }

    @Test func aUTF16ManifestOrSpecIsNamedAsUTF16() throws {
        let directory = try BinaryRunner.temporaryDirectory()
        let file = directory.appendingPathComponent("m.json")
        try #require(#"{ "assets": [] }"#.data(using: .utf16)).write(to: file)
        for arguments in [["batch", file.path, "-o", directory.appendingPathComponent("out").path], ["--spec", file.path]] {
            let result = try CLI.run(arguments)
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
        let result = try CLI.run(["--spec", spec.path])
        #expect(result.status == 65)
        #expect(result.stderr.hasPrefix("\(spec.path):"), "\(result.stderr)")
        #expect(result.stderr.split(separator: ":").count > 3, "with line and column: \(result.stderr)")
        #expect(result.stderr.contains(message), "\(result.stderr)")
    }
    /// A flag's command line with `N` where the number goes.
    struct NumberCase: Sendable, CustomTestStringConvertible {
        let flag: String
        let arguments: [String]
        /// Whether the flag takes hexadecimal at all (in `--size`, `x` is the separator).
        var hexadecimal = true
        var testDescription: String { arguments.joined(separator: " ") }

        init(_ flag: String, _ arguments: String..., hexadecimal: Bool = true) {
            self.flag = flag
            self.arguments = arguments
            self.hexadecimal = hexadecimal
        }

        func with(_ number: String, output: String) -> [String] {
            arguments.map { $0.replacingOccurrences(of: "N", with: number).replacingOccurrences(of: "OUT", with: output) }
        }
    }

    /// Every flag that takes a number, the style parameters' kinds and the batch command's `--jobs` included.
    static let numberFlags: [NumberCase] = [
        NumberCase("--repeat", "--repeat", "N"), NumberCase("--duration", "--duration", "N"), NumberCase("--delay", "--delay", "N"),
        NumberCase("--opacity", "--opacity", "N"), NumberCase("--stroke-width", "--stroke-width", "N"),
        NumberCase("--size", "--size", "Nx10", hexadecimal: false), NumberCase("--origin", "--origin", "N,2"),
        NumberCase("--clip", "--clip", "rounded:N"), NumberCase("--at", "--at", "N"), NumberCase("--evaluate", "--evaluate", "0.1,N"),
        NumberCase("--reduced-motion-at", "--format", "css", "--reduced-motion-at", "N"),
        NumberCase("--fps", "--format", "lottie", "--fps", "N"), NumberCase("--fps", "--format", "apng", "--fps", "N", "-o", "OUT/a.png"),
        NumberCase("--scale", "--format", "apng", "--scale", "N", "-o", "OUT/a.png"),
        NumberCase("--filmstrip", "--filmstrip", "N", "-o", "OUT/a.png"),
        NumberCase("--rings", "--style", "pulse", "--rings", "N"), NumberCase("--hold", "--style", "material", "--hold", "N"),
        NumberCase("--ripple-percent", "--style", "splash", "--ripple-percent", "N"),
        NumberCase("--jobs", "batch", "OUT/none.json", "-o", "OUT", "--jobs", "N"),
    ]

    /// `--fps 6e1` and `--repeat 6e1` alike: one message for a number in another notation, whatever the
    /// flag's range (60 is in --repeat's), run in memory.
    @Test(arguments: numberFlags)
    func everyFlagRefusesOtherNotationsAlike(_ item: NumberCase) throws {
        let directory = try BinaryRunner.temporaryDirectory()
        for number in ["6e1", "2.5E-1"] + (item.hexadecimal ? ["0x3C"] : []) {
            let console = BufferConsole()
            let status = RippleGen.run(item.with(number, output: directory.path), environment: [:], console: console)
            #expect(status == 64, "\(number): \(console.stderr)")
            #expect(console.stderr.hasPrefix("ripplegen: error: \(item.flag): '\(number)' is not a decimal number (such as 60, 0.5 or -2)\n"),
                    "\(number): \(console.stderr)")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty, "nothing is written")
    }

    /// The whole-number flags read the same grammar, so `2.0` and `+2` are 2 for them as for `--rings`;
    /// a fraction is still refused with what the flag takes.
    @Test(arguments: [("2", 2), ("+2", 2), ("2.0", 2), ("2.", 2), ("02", 2)])
    func wholeNumberFlagsReadTheOneGrammar(_ text: String, _ value: Int) throws {
        // --scale and --fps are read by the grammar here and held to the kind's limits by its descriptor.
        let gif = Format.raster(.gif).kind
        var settings = KindSettings(style: "ring")
        settings.scale = KindSettings.Number(text: text, value: try ValueParsers.number(text, flag: "--scale"))
        settings.fps = KindSettings.Number(text: text, value: try ValueParsers.number(text, flag: "--fps"))
        let plan = try #require(try gif.plan(settings) as? RasterOutput.AnimatedPlan)
        #expect(plan.scale == value)
        #expect(plan.fps == value)
        #expect(try ValueParsers.whole(.text(text), flag: "--filmstrip", in: 1...120, what: "a number of frames") == value)
        settings.scale = KindSettings.Number(text: text + "5", value: try ValueParsers.number(text + "5", flag: "--scale"))
        #expect(throws: CLIError.self) { try gif.plan(settings) }
    }
}
