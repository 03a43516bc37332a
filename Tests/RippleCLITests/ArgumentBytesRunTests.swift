#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import RippleCLI
import RippleDiagnostics
import RippleTestSupport
import Testing

/// Arguments kept byte for byte, end to end (issue 30, finding 4): a path that is not UTF-8 names exactly
/// the file it names, messages show its bytes as `\xff`, and a text flag that is not UTF-8 is refused (64).
///
/// `Process` passes a `String` argument as UTF-8, so the binary is run through `/bin/sh`, whose `printf`
/// makes each argument from its bytes; and the folders are read with `readdir`, since `FileManager` would
/// replace the very bytes under test.
@Suite(.serialized)
struct ArgumentBytesRunTests {
    /// Runs the binary in `directory` with `arguments` as raw bytes.
    static func run(_ arguments: [[UInt8]], in directory: URL) throws -> BinaryRunner.Result {
        try BinaryRunner.run(shell(arguments), in: directory, executable: shellURL)
    }

    static let shellURL = URL(fileURLWithPath: "/bin/sh")

    /// `sh`'s arguments for running the binary with `arguments`: each made by `printf` from its bytes in octal.
    static func shell(_ arguments: [[UInt8]]) -> [String] {
        let words = arguments.map { bytes in "\"$(printf '" + bytes.map { "\\" + String($0, radix: 8) }.joined() + "')\"" }
        return ["-c", "exec \"$0\" " + words.joined(separator: " "), BinaryRunner.binary.path]
    }

    /// The names in `folder`, as bytes.
    static func names(in folder: [UInt8]) -> Set<[UInt8]> {
        guard let handle = opendir(cString(folder)) else { return [] }
        defer { closedir(handle) }
        var names: Set<[UInt8]> = []
        while let entry = readdir(handle) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { Array($0.prefix { $0 != 0 }) }
            if name != Array(".".utf8), name != Array("..".utf8) { names.insert(name) }
        }
        return names
    }

    /// What the file at `path` holds, or `nil`.
    static func contents(_ path: [UInt8]) -> [UInt8]? {
        let descriptor = open(cString(path), O_RDONLY)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while case let count = buffer.withUnsafeMutableBytes({ read(descriptor, $0.baseAddress, $0.count) }), count > 0 {
            bytes += buffer[0..<count]
        }
        return bytes
    }

    /// Creates the file `path` holding `bytes`.
    static func create(_ path: [UInt8], _ bytes: [UInt8]) {
        let descriptor = open(cString(path), O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        _ = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        close(descriptor)
    }

    static func cString(_ bytes: [UInt8]) -> [CChar] {
        bytes.map { CChar(bitPattern: $0) } + [0]
    }

    static func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    /// The folder as bytes, for the helpers (the temporary folder's own name is ASCII).
    static func folder(_ url: URL, _ name: [UInt8] = []) -> [UInt8] {
        bytes(url.path) + (name.isEmpty ? [] : [0x2F] + name)
    }

    static let badSVG: [UInt8] = bytes("bad") + [0xFF] + bytes(".svg")

    @Test func outputWritesExactlyTheNameGiven() throws {
        let directory = try BinaryRunner.temporaryDirectory()
        let result = try Self.run([Self.bytes("--style"), Self.bytes("ring"), Self.bytes("-o"), Self.badSVG], in: directory)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(Self.names(in: Self.folder(directory)) == [Self.badSVG])
        #expect(Self.contents(Self.folder(directory, Self.badSVG)).map { String(decoding: $0, as: UTF8.self).contains("<svg") } == true)
    }

    struct WriterCase: Sendable, CustomTestStringConvertible {
        let id: String
        let arguments: [String]
        /// `-o`'s value as bytes, and every name the run must leave in its folder.
        let output: [UInt8]
        let made: Set<[UInt8]>
        var testDescription: String { id }
    }

    static let writerCases: [WriterCase] = [
        WriterCase(id: "preview", arguments: ["preview"], output: bytes("p") + [0xFF] + bytes(".html"), made: [bytes("p") + [0xFF] + bytes(".html")]),
        // The scripts' names are made from the style sheet's: its byte is kept in each.
        WriterCase(id: "web pair", arguments: ["--style", "material", "--format", "web"], output: bytes("w") + [0xE9] + bytes(".css"),
                   made: [bytes("w") + [0xE9] + bytes(".css"), bytes("w") + [0xE9] + bytes(".js"), bytes("w") + [0xE9] + bytes(".mjs"),
                          bytes("w") + [0xE9] + bytes(".d.mts")]),
        WriterCase(id: "lottie", arguments: ["--format", "lottie"], output: [0xC0, 0xAF] + bytes(".json"), made: [[0xC0, 0xAF] + bytes(".json")]),
    ]

    /// Every command that writes a file writes exactly the name given.
    @Test(arguments: writerCases)
    func writersKeepTheBytes(_ item: WriterCase) throws {
        let directory = try BinaryRunner.temporaryDirectory()
        let result = try Self.run(item.arguments.map(Self.bytes) + [Self.bytes("-o"), item.output], in: directory)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(Self.names(in: Self.folder(directory)) == item.made)
    }

    /// `serve --spec` opens the file named (it refused with "no such file" before the server started).
    @Test func serveOpensTheSpecNamed() throws {
        let directory = try BinaryRunner.temporaryDirectory()
        let spec = try CLI.run(["styles", "--show", "ring"])
        let name: [UInt8] = Self.bytes("e") + [0xFF] + Self.bytes(".json")
        Self.create(Self.folder(directory, name), Self.bytes(spec.stdout))
        let result = try BinaryRunner.runServer(Self.shell([Self.bytes("serve"), Self.bytes("--spec"), name]), in: directory,
                                                executable: Self.shellURL)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("http://"), "\(result.stdout)")
    }

    /// In memory too (as tests and the fuzzer run the CLI): `RippleGen.run` takes the decoded form, and the
    /// write reaches the system with the bytes, not with the escape's own UTF-8.
    @Test func inMemoryRunsKeepTheBytes() throws {
        let directory = try BinaryRunner.temporaryDirectory()
        let console = BufferConsole()
        let path = directory.path + "/" + ArgumentBytes.decode(Self.badSVG)
        let status = RippleGen.run(["--style", "ring", "-o", path], environment: [:], console: console)
        #expect(status == 0, "\(console.stderr)")
        #expect(Self.names(in: Self.folder(directory)) == [Self.badSVG])
        let refused = RippleGen.run(["--title", ArgumentBytes.decode([0x61, 0xFF])], environment: [:], console: BufferConsole())
        #expect(refused == 64)
    }

    @Test func outputGoesIntoTheExistingFolder() throws {
        let directory = try BinaryRunner.temporaryDirectory()
        let folder: [UInt8] = [0x64, 0xFE]
        #expect(mkdir(Self.cString(Self.folder(directory, folder)), 0o755) == 0)
        let result = try Self.run([Self.bytes("-o"), folder + Self.bytes("/x.svg")], in: directory)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(Self.names(in: Self.folder(directory)) == [folder], "no second folder beside it")
        #expect(Self.names(in: Self.folder(directory, folder)) == [Self.bytes("x.svg")])
    }

    @Test func specReadsTheFileNamed() throws {
        let directory = try BinaryRunner.temporaryDirectory()
        let spec = try CLI.run(["styles", "--show", "ring"])
        try #require(spec.status == 0)
        let name: [UInt8] = Self.bytes("s") + [0xFF] + Self.bytes(".json")
        Self.create(Self.folder(directory, name), Self.bytes(spec.stdout))
        let result = try Self.run([Self.bytes("--spec"), name], in: directory)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("<svg"))
    }

    @Test func validateChecksTheFileNamed() throws {
        let directory = try BinaryRunner.temporaryDirectory()
        let document = try CLI.run(["--style", "ring"])
        try #require(document.status == 0)
        let good: [UInt8] = Self.bytes("v") + [0xFF] + Self.bytes(".svg")
        let bad: [UInt8] = Self.bytes("w") + [0xFF] + Self.bytes(".svg")
        Self.create(Self.folder(directory, good), Self.bytes(document.stdout))
        Self.create(Self.folder(directory, bad), Self.bytes("<svg xmlns=\"http://www.w3.org/2000/svg\"><nonsense/></svg>\n"))
        let valid = try Self.run([Self.bytes("validate"), good], in: directory)
        #expect(valid.status == 0, "\(valid.stderr)")
        let invalid = try Self.run([Self.bytes("validate"), bad], in: directory)
        #expect(invalid.status != 0)
        #expect(invalid.stderr.contains("w\\xff.svg"), "\(invalid.stderr)")
    }

    struct TextCase: Sendable, CustomTestStringConvertible {
        let flag: String
        let value: [UInt8]
        let message: String
        var testDescription: String { flag }
    }

    static let textCases: [TextCase] = [
        TextCase(flag: "--title", value: [0x61, 0xFF, 0x62], message: "--title: not UTF-8 text (byte \\xff at 2)"),
        TextCase(flag: "--desc", value: Array("é".utf8) + [0xC3], message: "--desc: not UTF-8 text (byte \\xc3 at 3)"),
        TextCase(flag: "--color", value: [0x72, 0x65, 0x64, 0x80], message: "--color: not UTF-8 text (byte \\x80 at 4)"),
        TextCase(flag: "--id-prefix", value: [0xFE], message: "--id-prefix: not UTF-8 text (byte \\xfe at 1)"),
    ]

    /// A text value that is not UTF-8 is refused naming the flag (it was changed to U+FFFD without a word);
    /// nothing is written.
    @Test(arguments: textCases)
    func textFlagsRefuseBytes(_ item: TextCase) throws {
        let directory = try BinaryRunner.temporaryDirectory()
        let result = try Self.run([Self.bytes(item.flag), item.value, Self.bytes("-o"), Self.bytes("t.svg")], in: directory)
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix("ripplegen: error: \(item.message)\n"), "\(result.stderr)")
        #expect(Self.names(in: Self.folder(directory)).isEmpty)
    }

    /// Messages name the file as typed: a missing spec, and a write into a missing folder's missing parent.
    @Test func messagesShowTheBytes() throws {
        let directory = try BinaryRunner.temporaryDirectory()
        let missing = try Self.run([Self.bytes("--spec"), Self.bytes("m") + [0xFF] + Self.bytes(".json")], in: directory)
        #expect(missing.status == 66)
        #expect(missing.stderr.contains("m\\xff.json: no such file"), "\(missing.stderr)")
        let nested = try Self.run([Self.bytes("-o"), Self.bytes("n") + [0xF4, 0x8F, 0xBD, 0x81] + Self.bytes("/m/x.svg")], in: directory)
        #expect(nested.status == 73)
        #expect(nested.stderr.contains("cannot write n\\xf4\\x8f\\xbd\\x81/m/x.svg"), "\(nested.stderr)")
    }

    /// batch: a manifest in a folder whose name is not UTF-8, its spec beside it, OUTDIR not UTF-8 either, and
    /// `--prune` deleting a stray whose name is not UTF-8 (listed by its bytes, shown escaped).
    @Test func batchKeepsEveryPath() throws {
        let directory = try BinaryRunner.temporaryDirectory()
        let input: [UInt8] = [0x71, 0xFF]
        let output: [UInt8] = [0x6F, 0xFE]
        let stray: [UInt8] = Self.bytes("old") + [0x80] + Self.bytes(".svg")
        #expect(mkdir(Self.cString(Self.folder(directory, input)), 0o755) == 0)
        #expect(mkdir(Self.cString(Self.folder(directory, output)), 0o755) == 0)
        let spec = try CLI.run(["styles", "--show", "ring"])
        Self.create(Self.folder(directory, input + Self.bytes("/s.json")), Self.bytes(spec.stdout))
        Self.create(Self.folder(directory, input + Self.bytes("/m.json")), Self.bytes(#"{"assets": [{"name": "a", "spec": "s.json"}]}"#))
        Self.create(Self.folder(directory, output + [0x2F] + stray), Self.bytes("<svg/>\n"))
        let result = try Self.run([Self.bytes("batch"), input + Self.bytes("/m.json"), Self.bytes("-o"), output, Self.bytes("--prune")],
                                  in: directory)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(Self.names(in: Self.folder(directory, output)) == [Self.bytes("a.svg")])
        #expect(result.stdout.contains("old\\x80.svg") || result.stderr.contains("old\\x80.svg"), "\(result.stdout)\(result.stderr)")
    }
}
