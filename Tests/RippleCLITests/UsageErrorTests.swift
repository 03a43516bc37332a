import Foundation
@testable import RippleCLI
import RippleTestSupport
import Testing

/// Bad command lines: a clear message naming the flag, exit 64 (or 65), and no output file.
struct UsageErrorTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let id: String
        let arguments: [String]
        let stderr: String
        var status: Int32 = 64
        var testDescription: String { id }
    }

    static let cases: [Case] = [
        Case(id: "unknown flag", arguments: ["--repaet", "2"], stderr: "unknown option '--repaet'; did you mean '--repeat'?"),
        Case(id: "unknown style", arguments: ["--style", "rign"], stderr: "--style: unknown style 'rign'; did you mean 'ring'?"),
        Case(id: "unknown command", arguments: ["stlyes"], stderr: "unknown command 'stlyes'; did you mean 'styles'?"),
        Case(id: "style as a word", arguments: ["ring"], stderr: "did you mean '--style ring'?"),
        Case(id: "command after an option", arguments: ["--no-validate", "validate", "x.svg"],
             stderr: "ripplegen: error: 'validate' is a command and must come first: 'ripplegen validate …', its options after it\n"
                + "see 'ripplegen validate --help'\n"),
        Case(id: "help after an option", arguments: ["--style", "ring", "help"],
             stderr: "ripplegen: error: 'help' is a command and must come first: 'ripplegen help …', its options after it\nsee 'ripplegen --help'\n"),
        Case(id: "missing value", arguments: ["--repeat"], stderr: "--repeat needs a value (N|indefinite)"),
        Case(id: "doubled flag", arguments: ["--repeat", "2", "--repeat", "3"], stderr: "--repeat given more than once"),
        Case(id: "repeat 0", arguments: ["--repeat", "0"], stderr: "--repeat: must be at least 1 (got 0)"),
        Case(id: "repeat -1", arguments: ["--repeat", "-1"], stderr: "--repeat: must be at least 1 (got -1)"),
        Case(id: "repeat 1e9", arguments: ["--repeat", "1e9"], stderr: "--repeat: '1e9' is not a decimal number (such as 60, 0.5 or -2)"),
        Case(id: "repeat 6e1 in range", arguments: ["--repeat", "6e1"], stderr: "--repeat: '6e1' is not a decimal number (such as 60, 0.5 or -2)"),
        Case(id: "repeat huge", arguments: ["--repeat", "1000000000"], stderr: "--repeat: must be at most 1000000"),
        Case(id: "repeat abc", arguments: ["--repeat", "abc"], stderr: "--repeat: 'abc' is not a number or 'indefinite'"),
        Case(id: "repeat nan", arguments: ["--repeat", "nan"], stderr: "--repeat: 'nan' is not a number or 'indefinite'"),
        Case(id: "duration 0", arguments: ["--duration", "0"], stderr: "--duration: must be greater than 0 (got 0)"),
        Case(id: "duration negative", arguments: ["--duration", "-1"], stderr: "--duration: must be greater than 0 (got -1)"),
        Case(id: "duration inf", arguments: ["--duration", "inf"], stderr: "--duration: 'inf' is not a number of seconds"),
        Case(id: "duration nan", arguments: ["--duration", "nan"], stderr: "--duration: 'nan' is not a number of seconds"),
        Case(id: "delay huge", arguments: ["--delay", "-99999999"], stderr: "--delay: -99999999 is out of range: --delay takes from -86400 to 86400 s"),
        Case(id: "duration huge", arguments: ["--duration", "100000"], stderr: "--duration: 100000 is out of range: --duration takes from 0.001 to 86400 s"),
        Case(id: "size 0x0", arguments: ["--size", "0x0"], stderr: "--size: width and height must be greater than 0 (got 0x0)"),
        Case(id: "size negative", arguments: ["--size", "-5x10"], stderr: "--size: width and height must be greater than 0"),
        Case(id: "size text", arguments: ["--size", "big"], stderr: "--size: 'big' is not WIDTHxHEIGHT"),
        Case(id: "size too big", arguments: ["--size", "20000x10"], stderr: "--size: each side must be at most 10000"),
        Case(id: "bad colour", arguments: ["--color", "#12345"], stderr: "--color: '#12345' is not a colour"),
        Case(id: "injected colour", arguments: ["--color", "red;}</style><script>alert(1)</script>"], stderr: "--color: 'red;}</style><script>alert(1)</script>' is not a colour"),
        Case(id: "bezier arity", arguments: ["--easing", "cubic-bezier(0,0,1)"], stderr: "--easing: cubic-bezier takes 4 values, got 3"),
        Case(id: "bezier range", arguments: ["--easing", "cubic-bezier(1.5,0,0.5,1)"], stderr: "--easing: cubic-bezier value 1.5 is outside 0…1"),
        Case(id: "unknown easing", arguments: ["--easing", "bouncy"], stderr: "--easing: unknown easing 'bouncy'"),
        Case(id: "bad prefix", arguments: ["--id-prefix", "9lives"], stderr: "--id-prefix: '9lives' must start with a letter"),
        Case(id: "injected prefix", arguments: ["--id-prefix", "a{}b"], stderr: "--id-prefix: 'a{}b' must start with a letter"),
        Case(id: "control title", arguments: ["--title", "bell\u{7}"], stderr: "--title: must not contain control characters"),
        Case(id: "bad format", arguments: ["--format", "csss"], stderr: "--format: unknown format 'csss'; did you mean 'css'?"),
        Case(id: "stroke zero", arguments: ["--stroke-width", "0"], stderr: "--stroke-width: must be greater than 0"),
        Case(id: "value for a flag", arguments: ["--no-validate=yes"], stderr: "--no-validate takes no value"),
    ]

    @Test(arguments: cases)
    func refuses(_ item: Case) throws {
        let directory = try BinaryRunner.temporaryDirectory()
        let result = try CLI.run(item.arguments + ["-o", "out.svg"], in: directory)
        #expect(result.status == item.status, "\(result.stderr)")
        #expect(result.stderr.contains(item.stderr), "stderr was: \(result.stderr)")
        #expect(result.stdout.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("out.svg").path))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty, "no temporary file may remain")
    }

    /// A command word after an option is said to be in the wrong place, never "did you mean" itself.
    @Test(arguments: RippleGen.words)
    func aCommandWordAfterAnOptionIsNotCalledUnknown(_ word: String) throws {
        let result = try CLI.run(["--repeat", "2", word])
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix("ripplegen: error: '\(word)' is a command and must come first"), "\(result.stderr)")
        #expect(!result.stderr.contains("did you mean"), "\(result.stderr)")
    }

    @Test func unwritableOutputIsExit73AndLeavesNothing() throws {
        let directory = try BinaryRunner.temporaryDirectory()
        let missingDirectory = try CLI.run(["-o", directory.appendingPathComponent("no/such/dir/ring.svg").path])
        #expect(missingDirectory.status == 73)
        #expect(missingDirectory.stderr.contains("does not exist"))
        let isDirectory = try CLI.run(["-o", directory.path])
        #expect(isDirectory.status == 73)
        #expect(isDirectory.stderr.contains("is a directory"))
    }

    @Test func anExistingFileIsReplacedWholeOrNotTouched() throws {
        let directory = try BinaryRunner.temporaryDirectory()
        let target = directory.appendingPathComponent("ring.svg")
        try "old".write(to: target, atomically: true, encoding: .utf8)
        let failed = try CLI.run(["--repeat", "0", "-o", target.path])
        #expect(failed.status == 64)
        #expect(try String(contentsOf: target, encoding: .utf8) == "old")
        let written = try CLI.run(["-o", target.path])
        #expect(written.status == 0)
        #expect(try String(contentsOf: target, encoding: .utf8).hasPrefix("<svg"))
        // A modification time in the past, so a rewrite would show without waiting for the clock to move.
        let past = Date(timeIntervalSince1970: 1_000_000_000)
        try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: target.path)
        #expect(try CLI.run(["-o", target.path]).status == 0)
        let unchanged = try FileManager.default.attributesOfItem(atPath: target.path)[.modificationDate] as? Date
        #expect(unchanged == past, "an identical document must not be rewritten")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["ring.svg"])
    }
}
