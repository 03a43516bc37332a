import Foundation
import RippleTestSupport
import Testing

/// A raster run as a user sees it: a finite `--repeat` plays cycles of exactly the model's period (the play
/// count in the file, one cycle in the frames), and a long export shows its frames on a terminal only.
struct RasterRunTests {
    /// The APNG's play count and frame delays, read from its `acTL` and `fcTL` chunks.
    static func apngTiming(_ data: Data) -> (plays: UInt32, delays: [Double]) {
        let bytes = [UInt8](data)
        func uint32(_ at: Int) -> UInt32 { bytes[at..<at + 4].reduce(0) { $0 << 8 | UInt32($1) } }
        func uint16(_ at: Int) -> Double { Double(UInt16(bytes[at]) << 8 | UInt16(bytes[at + 1])) }
        var plays: UInt32 = 0
        var delays: [Double] = []
        var offset = 8
        while offset + 8 <= bytes.count {
            let length = Int(uint32(offset))
            let type = String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self)
            let body = offset + 8
            if type == "acTL" { plays = uint32(body + 4) }
            if type == "fcTL" {
                let denominator = uint16(body + 22)
                delays.append(uint16(body + 20) / (denominator == 0 ? 100 : denominator))
            }
            offset = body + length + 4
        }
        return (plays, delays)
    }

    /// (style, --repeat, --fps, the model's run in seconds: one iteration of every layer; pulse's staggered rings
    /// make its run 2.6 s, the last ring's delay plus the 2.3 s period).
    static let cycles: [(style: String, plays: Int, fps: Int, period: Double)] = [
        ("ring", 4, 25, 0.7),
        ("ring", 3, 12, 0.7),
        ("ring", 2, 10, 0.7),
        ("fill", 1, 30, 0.45),
        ("fill", 5, 7, 0.45),
        ("material", 2, 24, 0.375),
        ("pulse", 2, 30, 2.6),
    ]

    @Test(arguments: cycles)
    func aFiniteRepeatPlaysCyclesOfExactlyThePeriod(_ style: String, _ plays: Int, _ fps: Int, _ period: Double) throws {
        let directory = try BinaryRunner.temporaryDirectory()
        let result = try CLI.run(["--style", style, "--repeat", String(plays), "--format", "apng", "--fps", String(fps), "-o", "a.png"], in: directory)
        #expect(result.status == 0, "\(result.stderr)")
        let timing = Self.apngTiming(try Data(contentsOf: directory.appendingPathComponent("a.png")))
        #expect(timing.plays == UInt32(plays))
        let cycle = timing.delays.reduce(0, +)
        #expect(abs(cycle - period) < 1e-4, "one cycle lasts \(cycle) s, the model's period \(period) s")
        #expect(abs(cycle * Double(plays) - period * Double(plays)) < 1e-3)
        #expect(timing.delays.count <= Int((period * Double(fps)).rounded(.up)), "no frame beyond the period")
    }

    /// `script` gives the run a terminal as stderr; without one, stderr stays empty.
    @Test(Requirement.onPath("script").trait(because: "script(1) (bsdutils) gives the run a terminal"),
          arguments: ["apng", "webp", "gif"])
    func progressIsShownOnATerminalOnly(_ format: String) throws {
        let directory = try BinaryRunner.temporaryDirectory()
        let arguments = ["--style", "pulse", "--format", format, "--fps", "20", "-o", "p." + (format == "apng" ? "png" : format)]
        let command = ([BinaryRunner.binary.path] + arguments).joined(separator: " ")
        let terminal = try BinaryRunner.run(["-qec", command, "/dev/null"], in: directory, executable: BinaryRunner.onPath("script"))
        #expect(terminal.status == 0, "\(terminal.stdout)")
        #expect(terminal.stdout.contains("\rripplegen: frames 1/46"), "\(terminal.stdout.debugDescription)")
        #expect(terminal.stdout.contains("\rripplegen: frames 46/46"))
        #expect(terminal.stdout.hasSuffix("\r\u{1B}[K"), "the line is cleared at the end")
        let plain = try CLI.run(arguments, in: directory)
        #expect(plain.status == 0)
        #expect(plain.stderr.isEmpty, "no progress when stderr is not a terminal: \(plain.stderr)")
    }

    /// librsvg installed but one of its dependencies missing (a stand-in `librsvg-2.so.2` first on the loader's
    /// path, needing a library that is not there): the error names the dependency, in the loader's words.
    @Test(Requirement.onPath("cc").trait(because: "a C compiler builds the stand-in library"),
          arguments: [["--format", "png", "--at", "0.1", "-o", "a.png"], ["--format", "gif", "-o", "a.gif"], ["--filmstrip", "2", "-o", "f.png"]])
    func aMissingDependencyIsNamed(_ arguments: [String]) throws {
        let directory = try BinaryRunner.temporaryDirectory()
        let compiler = try #require(BinaryRunner.onPath("cc"))
        try Data("int ripplegen_absent(void) { return 1; }\n".utf8).write(to: directory.appendingPathComponent("absent.c"))
        try Data("int ripplegen_absent(void);\nint rsvg_stand_in(void) { return ripplegen_absent(); }\n".utf8).write(to: directory.appendingPathComponent("rsvg.c"))
        let steps = [
            ["-shared", "-fPIC", "-o", "libripplegen-absent.so.1", "-Wl,-soname,libripplegen-absent.so.1", "absent.c"],
            ["-shared", "-fPIC", "-o", "librsvg-2.so.2", "rsvg.c", "-L.", "-l:libripplegen-absent.so.1"],
        ]
        for step in steps {
            let built = try BinaryRunner.run(step, in: directory, executable: compiler)
            #expect(built.status == 0, "\(built.stderr)")
        }
        try FileManager.default.removeItem(at: directory.appendingPathComponent("libripplegen-absent.so.1"))
        let result = try CLI.run(["--style", "ring"] + arguments, environment: ["LD_LIBRARY_PATH": directory.path], in: directory)
        #expect(result.status == 70)
        #expect(result.stderr.contains("cannot load librsvg-2.so.2: the loader says 'libripplegen-absent.so.1: cannot open shared object file"), "\(result.stderr)")
        #expect(result.stderr.contains("apt-file search libripplegen-absent.so.1"))
        #expect(!result.stderr.contains("apt-get install librsvg2-2"), "librsvg is there: its package is not the answer")
    }
}
