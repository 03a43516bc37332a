import Foundation
import RippleCLI
import RippleTestSupport
import Testing

/// Random valid command lines (every style and format; fractional repeats, some a sliver past a whole
/// number; delays, durations, sizes, clips, frame rates) run through the CLI in memory: none is an internal
/// error (exit 70), and each one written is a valid file. The seed is fixed (so `swift test` and CI reproduce),
/// unless `RIPPLEGEN_PROPERTY_SEED` gives another: `Scripts/fuzz.sh --property-seed random` draws one, prints
/// it and runs this test with it. Every message names the seed and the failing command line.
struct RandomFlagsPropertyTests {
    /// `RIPPLEGEN_PROPERTY_SEED` as a whole number, else 0: the fixed seed.
    static let seed: UInt64 = ProcessInfo.processInfo.environment["RIPPLEGEN_PROPERTY_SEED"].flatMap { UInt64($0) } ?? 0

    /// The built-in styles (what `ripplegen styles` lists).
    static let styles = ["ring", "fill", "material", "splash", "pulse"]

    /// The formats a run of this machine can write: the raster ones only where their libraries load.
    static var formats: [String] {
        let raster = Requirement.raster.runs ? ["apng", "webp", "gif"] : []
        return ["smil", "css", "lottie", "web"] + (Requirement.rasterizer.runs ? ["png", "filmstrip"] + raster : [])
    }

    /// Rounds per style and format: vector formats are cheap, raster ones render frames.
    static func rounds(_ format: String) -> Int {
        ["smil", "css", "lottie", "web"].contains(format) ? 30 : 3
    }

    /// A number written with up to seven decimals, as a user might type it.
    static func decimal(_ value: Double) -> String {
        String(format: "%.7f", locale: Locale(identifier: "en_US_POSIX"), value)
    }

    /// A repeat count: whole, fractional, a sliver past a whole number (`2.0000001`, `2.0001`), or forever.
    static func repeatCount(whole: Bool, using rng: inout SplitMix) -> String {
        let base = Int.random(in: 1...5, using: &rng)
        if whole { return Bool.random(using: &rng) ? String(base) : "indefinite" }
        switch Int.random(in: 0..<5, using: &rng) {
        case 0: return "indefinite"
        case 1: return String(base)
        case 2: return decimal(Double(base) + 0.0000001)
        case 3: return decimal(Double(base) + [0.0001, 0.00005, 0.00015].randomElement(using: &rng)!)
        default: return decimal(Double(base) + Double.random(in: 0..<1, using: &rng))
        }
    }

    /// One random command line for `style` in `format`, writing into `directory`.
    static func arguments(style: String, format: String, directory: URL, using rng: inout SplitMix) -> [String] {
        let raster = !["smil", "css", "lottie", "web"].contains(format)
        var arguments = ["--style", style]
        switch format {
        case "png": arguments += ["--format", "png", "--at", decimal(Double.random(in: 0...2, using: &rng))]
        case "filmstrip": arguments += ["--filmstrip", String(Int.random(in: 1...4, using: &rng))]
        default: arguments += ["--format", format]
        }
        if Bool.random(using: &rng) { arguments += ["--repeat", repeatCount(whole: raster, using: &rng)] }
        if Bool.random(using: &rng) { arguments += ["--delay", decimal(Double.random(in: -2...2, using: &rng))] }
        if Bool.random(using: &rng) {
            let duration = Bool.random(using: &rng) ? Double.random(in: 0.001...0.05, using: &rng) : Double.random(in: 0.05...3, using: &rng)
            arguments += ["--duration", decimal(duration)]
        }
        let side = raster ? 60 : 600
        if Bool.random(using: &rng) {
            arguments += ["--size", "\(Int.random(in: 1...side, using: &rng))x\(Int.random(in: 1...side, using: &rng))"]
        }
        if Bool.random(using: &rng) {
            arguments += ["--clip", ["none", "bounds", "circle", "rounded:\(Int.random(in: 0...30, using: &rng))"].randomElement(using: &rng)!]
        }
        if format == "lottie", Bool.random(using: &rng) { arguments += ["--fps", String(Int.random(in: 1...240, using: &rng))] }
        if ["apng", "webp", "gif"].contains(format) { arguments += ["--fps", String(Int.random(in: 1...8, using: &rng))] }
        if !raster, Bool.random(using: &rng) { arguments.append("--minify") }
        let name = ["lottie": "out.json", "web": "out.css", "smil": "out.svg", "css": "out.svg", "webp": "out.webp", "gif": "out.gif"]
        return arguments + ["-o", directory.appendingPathComponent(name[format] ?? "out.png").path]
    }

    @Test(arguments: styles)
    func randomValidFlagsNeverFailInternally(_ style: String) throws {
        var rng = SplitMix(state: UInt64(style.utf8.reduce(30) { $0 &* 131 &+ UInt64($1) }) ^ (Self.seed &* 0x9E37_79B9_7F4A_7C15))
        var written = 0, runs = 0
        for format in Self.formats {
            for _ in 0..<Self.rounds(format) {
                let directory = try BinaryRunner.temporaryDirectory()
                defer { try? FileManager.default.removeItem(at: directory) }
                let arguments = Self.arguments(style: style, format: format, directory: directory, using: &rng)
                let console = BufferConsole()
                let status = RippleGen.run(arguments, environment: [:], console: console)
                runs += 1
                let line = "seed \(Self.seed): ripplegen " + arguments.joined(separator: " ")
                // A refusal is allowed (a combination the style rejects on purpose) when it says why; 70 never is.
                #expect([0, 64, 65].contains(status), "\(line): exit \(status): \(console.stderr)")
                if status != 0 {
                    #expect(!console.stderr.isEmpty, "\(line): exit \(status) without a message")
                    continue
                }
                try Self.checkWritten(format: format, arguments: arguments, line: line)
                written += 1
            }
        }
        // Most of them are written: a test that only saw refusals would prove nothing.
        #expect(written * 4 >= runs * 3, "\(style): \(written) of \(runs) written")
    }

    /// What a successful run wrote is a valid file: `validate` passes the SVG and Lottie documents, the web
    /// pair is both there, a raster file starts with its signature.
    static func checkWritten(format: String, arguments: [String], line: String) throws {
        let path = try #require(arguments.last)
        let bytes = try #require(FileManager.default.contents(atPath: path), "\(line): nothing written")
        switch format {
        case "smil", "css", "lottie":
            let console = BufferConsole()
            #expect(RippleGen.run(["validate", path], environment: [:], console: console) == 0, "\(line): \(console.stdout)\(console.stderr)")
        case "web":
            let script = String(path.dropLast(4)) + ".js"
            #expect(!bytes.isEmpty && FileManager.default.fileExists(atPath: script), "\(line): the pair is not whole")
        case "webp":
            #expect(bytes.starts(with: Array("RIFF".utf8)), "\(line): not a WebP file")
        case "gif":
            #expect(bytes.starts(with: Array("GIF89a".utf8)), "\(line): not a GIF file")
        default:
            #expect(bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]), "\(line): not a PNG file")
        }
    }
}
