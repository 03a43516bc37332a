import Foundation
import RippleTestSupport
import Testing

/// `--format png|apng|webp|gif`, run as a user runs it: every built-in style in every format, the headers and
/// loop fields the contract fixes, `--scale`, `--check`, and `batch` (Tests/Raster/check.py decodes the files
/// with Pillow and compares every frame; CI runs it).
struct RasterFormatTests {
    static let styles = ["ring", "fill", "material", "splash", "pulse"]
    static let formats = ["apng", "webp", "gif"]

    struct Output: Sendable, CustomTestStringConvertible {
        let style: String
        let format: String
        var testDescription: String { "\(style) as \(format)" }
        var fileName: String { "\(style)." + (format == "apng" ? "png" : format) }
    }

    static let outputs = styles.flatMap { style in formats.map { Output(style: style, format: $0) } }

    /// Runs ripplegen with `-o NAME` in a fresh directory; the file's bytes when it exited 0.
    static func make(_ arguments: [String], _ name: String) throws -> (result: BinaryRunner.Result, bytes: [UInt8]) {
        let directory = try BinaryRunner.temporaryDirectory()
        let result = try CLI.run(arguments + ["-o", name], in: directory)
        let bytes = (try? Data(contentsOf: directory.appendingPathComponent(name))).map { [UInt8]($0) } ?? []
        return (result, bytes)
    }

    static func uint32(_ bytes: [UInt8], at offset: Int, bigEndian: Bool = true) -> Int {
        let slice = bytes[offset..<(offset + 4)]
        return (bigEndian ? Array(slice) : slice.reversed()).reduce(0) { $0 << 8 | Int($1) }
    }

    /// The loop field as the format stores it: APNG acTL num_plays, WebP ANIM loop count, GIF NETSCAPE count.
    static func loopField(_ bytes: [UInt8], format: String) -> Int? {
        let pattern: [UInt8]
        switch format {
        case "apng": pattern = Array("acTL".utf8)
        case "webp": pattern = Array("ANIM".utf8)
        default: pattern = Array("NETSCAPE2.0".utf8)
        }
        guard let at = (0...(bytes.count - pattern.count)).first(where: { Array(bytes[$0..<($0 + pattern.count)]) == pattern }) else { return nil }
        switch format {
        case "apng": return uint32(bytes, at: at + 8)
        case "webp": return Int(bytes[at + 12]) | Int(bytes[at + 13]) << 8
        default: return Int(bytes[at + 13]) | Int(bytes[at + 14]) << 8
        }
    }

    @Test(Requirement.raster.trait, arguments: outputs)
    func everyStyleInEveryFormat(_ output: Output) throws {
        let (result, bytes) = try Self.make(["--style", output.style, "--format", output.format], output.fileName)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.isEmpty && result.stdout.isEmpty)
        let magic: [UInt8] = switch output.format {
        case "apng": [0x89, 0x50, 0x4E, 0x47]
        case "webp": Array("RIFF".utf8)
        default: Array("GIF89a".utf8)
        }
        #expect(Array(bytes.prefix(magic.count)) == magic)
        // A loop plays forever (0); the finite styles play once: no NETSCAPE block for GIF.
        let loops = ["ring", "pulse"].contains(output.style)
        let expected: Int? = loops ? 0 : (output.format == "gif" ? nil : 1)
        #expect(Self.loopField(bytes, format: output.format) == expected)
    }

    struct RepeatCase: Sendable, CustomTestStringConvertible {
        let format: String
        let loop: Int?
        var testDescription: String { format }
    }

    @Test(Requirement.raster.trait, arguments: [
        RepeatCase(format: "apng", loop: 4), RepeatCase(format: "webp", loop: 4), RepeatCase(format: "gif", loop: 3),
    ])
    func repeatNPlaysNTimes(_ testCase: RepeatCase) throws {
        let name = "ring." + (testCase.format == "apng" ? "png" : testCase.format)
        let (result, bytes) = try Self.make(["--style", "ring", "--repeat", "4", "--fps", "10", "--format", testCase.format], name)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(Self.loopField(bytes, format: testCase.format) == testCase.loop)
    }

    @Test(Requirement.raster.trait, arguments: [1, 2, 3])
    func scaleMultipliesTheDocumentSize(_ scale: Int) throws {
        let (animated, apng) = try Self.make(["--style", "ring", "--fps", "5", "--scale", "\(scale)", "--format", "apng"], "a.png")
        let (still, png) = try Self.make(["--style", "ring", "--scale", "\(scale)", "--format", "png", "--at", "0.3"], "s.png")
        #expect(animated.status == 0 && still.status == 0, "\(animated.stderr) \(still.stderr)")
        // IHDR width and height at bytes 16…23; the ring's document is 208×208.
        for bytes in [apng, png] {
            #expect(Self.uint32(bytes, at: 16) == 208 * scale && Self.uint32(bytes, at: 20) == 208 * scale)
        }
        #expect(!png.contains(subsequence: Array("acTL".utf8)))
    }

    @Test(Requirement.raster.trait, arguments: formats + ["png"])
    func checkComparesBytes(_ format: String) throws {
        let directory = try BinaryRunner.temporaryDirectory()
        let file = "r." + (format == "apng" ? "png" : format)
        let arguments = ["--style", "fill", "--format", format] + (format == "png" ? ["--at", "0.2"] : ["--fps", "10"]) + ["-o", file]
        #expect(try CLI.run(arguments + ["--check"], in: directory).status == 1)
        #expect(try CLI.run(arguments, in: directory).status == 0)
        let upToDate = try CLI.run(arguments + ["--check"], in: directory)
        #expect(upToDate.status == 0 && upToDate.stderr.contains("up to date"), "\(upToDate.stderr)")
        let url = directory.appendingPathComponent(file)
        var bytes = try Data(contentsOf: url)
        bytes[bytes.count / 2] ^= 1
        try bytes.write(to: url)
        let stale = try CLI.run(arguments + ["--check"], in: directory)
        #expect(stale.status == 1 && stale.stderr.contains("out of date"), "\(stale.stderr)")
    }

    @Test(Requirement.raster.trait)
    func batchMakesTheSameBytesAsTheCommandLine() throws {
        let directory = try BinaryRunner.temporaryDirectory()
        let manifest = #"{ "assets": [ { "name": "ring", "style": "ring", "format": ["apng", "webp", "gif"], "args": { "fps": 10 } },"#
            + #" { "name": "still", "style": "fill", "format": "png", "args": { "at": 0.2 } } ] }"#
        try manifest.write(to: directory.appendingPathComponent("m.json"), atomically: true, encoding: .utf8)
        let result = try CLI.run(["batch", "m.json", "-o", "out"], in: directory)
        #expect(result.status == 0, "\(result.stderr)")
        let expectations: [(file: String, arguments: [String])] = [
            ("ring-apng.png", ["--style", "ring", "--fps", "10", "--format", "apng"]),
            ("ring-webp.webp", ["--style", "ring", "--fps", "10", "--format", "webp"]),
            ("ring-gif.gif", ["--style", "ring", "--fps", "10", "--format", "gif"]),
            ("still.png", ["--style", "fill", "--format", "png", "--at", "0.2"]),
        ]
        for (file, arguments) in expectations {
            let made = try Data(contentsOf: directory.appendingPathComponent("out/\(file)"))
            let (single, bytes) = try Self.make(arguments, file)
            #expect(single.status == 0)
            #expect([UInt8](made) == bytes, "\(file) differs between batch and the command line")
        }
        #expect(result.stdout.contains("ring-apng.png") && result.stdout.contains("skipped"))
    }
}

extension Array where Element == UInt8 {
    func contains(subsequence: [UInt8]) -> Bool {
        count >= subsequence.count && (0...(count - subsequence.count)).contains { Array(self[$0..<($0 + subsequence.count)]) == subsequence }
    }
}
