#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import RippleTestSupport
import Testing

/// `-o` never destroys what is at the path: devices and FIFOs are written through, symbolic links are never
/// written through (73, but for a link to a stream, `/dev/stdout`), directories and sockets are refused (73);
/// the same in `preview` and `--filmstrip`, and in `batch` but that it refuses devices and FIFOs in OUTDIR too.
/// Special files given as input are refused without blocking.
@Suite(.serialized)
struct OutputTargetTests {
    /// `/dev/null`'s device number, read from the node itself: it is 1:3 on Linux and 3:2 on macOS, and
    /// neither libc's `makedev` macro is imported into Swift.
    static let nullDevice: dev_t = {
        var info = stat()
        return stat("/dev/null", &info) == 0 ? info.st_rdev : 0
    }()

    static func kind(_ path: String) -> mode_t {
        var info = stat()
        return lstat(path, &info) == 0 ? info.st_mode & S_IFMT : 0
    }

    /// A symbolic link at an output path, the command that meets it, and what it points to (`../important.txt`,
    /// or a file that does not exist; `../` leaves the output folder).
    struct LinkCase: Sendable, CustomTestStringConvertible {
        let id: String
        /// The command line, run in `out/`.
        let arguments: [String]
        /// The link, in `out/`.
        let link: String
        /// What it points to.
        let destination: String
        var testDescription: String { id }
    }

    static let linkCases: [LinkCase] = [
        LinkCase(id: "smil", arguments: ["--style", "ring", "-o", "a.svg"], link: "a.svg", destination: "../important.txt"),
        LinkCase(id: "smil, dangling", arguments: ["--style", "ring", "-o", "a.svg"], link: "a.svg", destination: "../made.svg"),
        LinkCase(id: "lottie", arguments: ["--style", "ring", "--format", "lottie", "-o", "a.json"], link: "a.json", destination: "../important.txt"),
        LinkCase(id: "web style sheet", arguments: ["--style", "material", "--format", "web", "-o", "a.css"], link: "a.css", destination: "../important.txt"),
        LinkCase(id: "web script", arguments: ["--style", "material", "--format", "web", "-o", "a.css"], link: "a.js", destination: "../important.txt"),
        LinkCase(id: "web script, dangling", arguments: ["--style", "material", "--format", "web", "-o", "a.css"], link: "a.js",
                 destination: "../made.js"),
        LinkCase(id: "web module, dangling into a missing folder", arguments: ["--style", "material", "--format", "web", "-o", "a.css"],
                 link: "a.mjs", destination: "../missing/a.mjs"),
        LinkCase(id: "web, --force", arguments: ["--style", "material", "--format", "web", "--force", "-o", "a.css"], link: "a.js",
                 destination: "../important.txt"),
        LinkCase(id: "preview", arguments: ["preview", "-o", "p.html"], link: "p.html", destination: "../important.txt"),
        LinkCase(id: "batch", arguments: ["batch", "../m.json", "-o", "."], link: "r.svg", destination: "../important.txt"),
        LinkCase(id: "batch, dangling", arguments: ["batch", "../m.json", "-o", "."], link: "r.svg", destination: "../made.svg"),
        LinkCase(id: "batch web script", arguments: ["batch", "../web.json", "-o", "."], link: "w.js", destination: "../important.txt"),
    ]

    /// No output is written through a symbolic link, nor replaces one: the run stops (73) naming the link, the
    /// link and what it points to stay as they were, and no file or folder appears outside the output folder.
    @Test(arguments: linkCases)
    func aSymlinkIsNeverWrittenThrough(_ item: LinkCase) throws {
        let directory = try BinaryRunner.temporaryDirectory()
        let out = directory.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: false)
        let important = directory.appendingPathComponent("important.txt")
        try Data("important".utf8).write(to: important)
        try Data(#"{ "assets": [{ "name": "r", "style": "ring" }] }"#.utf8).write(to: directory.appendingPathComponent("m.json"))
        try Data(#"{ "assets": [{ "name": "w", "style": "material", "format": "web" }] }"#.utf8).write(to: directory.appendingPathComponent("web.json"))
        let link = out.appendingPathComponent(item.link).path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: item.destination)
        let before = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
        let result = try CLI.run(item.arguments, in: out)
        #expect(result.status == 73, "\(result.stderr)")
        #expect(result.stderr.contains("\(item.link): is a symbolic link"), "\(result.stderr)")
        #expect(Self.kind(link) == S_IFLNK, "the link stays a link")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == item.destination)
        #expect(try String(contentsOf: important, encoding: .utf8) == "important", "what a link points to is untouched")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() == before, "nothing made outside out/")
        if !item.arguments.contains("batch") {
            #expect(try FileManager.default.contentsOfDirectory(atPath: out.path) == [item.link], "all or nothing")
        }
    }

    /// A missing output folder is made when its parent exists, but never through a link to a missing folder
    /// (`mkdir` of such a link makes its target on some systems).
    @Test(arguments: [["--style", "ring", "-o", "link/a.svg"], ["--style", "material", "--format", "web", "-o", "link/a.css"],
                      ["batch", "m.json", "-o", "link"]])
    func noFolderIsCreatedThroughALink(_ arguments: [String]) throws {
        let directory = try BinaryRunner.temporaryDirectory()
        try Data(#"{ "assets": [{ "name": "r", "style": "ring" }] }"#.utf8).write(to: directory.appendingPathComponent("m.json"))
        try FileManager.default.createSymbolicLink(atPath: directory.appendingPathComponent("link").path, withDestinationPath: "missing")
        let result = try CLI.run(arguments, in: directory)
        #expect(result.status == 73, "\(result.stderr)")
        #expect(result.stderr.contains("symbolic link to a missing folder; no folder is created through a link"), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("missing").path))
    }

    /// `-o /dev/stdout` with standard output redirected to a file: the link names this process's output, so the
    /// document goes there (appended with `>>`), as without `-o`.
    @Test(Requirement.procfs.trait, arguments: [false, true])
    func aLinkToStandardOutputRedirectedToAFileWritesThere(_ append: Bool) throws {
        let directory = try BinaryRunner.temporaryDirectory()
        let file = directory.appendingPathComponent("o.svg")
        try Data((append ? "old\n" : "").utf8).write(to: file)
        let handle = try FileHandle(forWritingTo: file)
        if append { try handle.seekToEnd() }
        let process = Process()
        process.executableURL = BinaryRunner.binary
        process.arguments = ["--style", "ring", "-o", "/dev/stdout"]
        process.standardOutput = handle
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        try handle.close()
        #expect(process.terminationStatus == 0)
        let expected = try CLI.run(["--style", "ring"]).stdout
        #expect(try String(contentsOf: file, encoding: .utf8) == (append ? "old\n" : "") + expected)
    }

    @Test func aFIFOIsWrittenThrough() throws {
        let directory = try BinaryRunner.temporaryDirectory()
        let fifo = directory.appendingPathComponent("pipe").path
        #expect(mkfifo(fifo, 0o600) == 0)
        let reader = Process()
        reader.executableURL = URL(fileURLWithPath: "/bin/cat")
        reader.arguments = [fifo]
        let output = Pipe()
        reader.standardOutput = output
        try reader.run()
        let result = try CLI.run(["--style", "ring", "-o", fifo])
        let received = output.fileHandleForReading.readDataToEndOfFile()
        reader.waitUntilExit()
        #expect(result.status == 0, "\(result.stderr)")
        #expect(String(decoding: received, as: UTF8.self).hasPrefix("<svg"))
        #expect(Self.kind(fifo) == S_IFIFO, "still a FIFO")
    }

    @Test(Requirement.procfs.trait) func aLinkToTheProcessesStandardOutputWritesThere() throws {
        // /proc/self/fd/1 is a link to the pipe the test reads: the document must arrive through it.
        // A process of its own: /proc/self/fd/1 is its standard output (in memory it would be the test runner's).
        let result = try BinaryRunner.run(["--style", "ring", "-o", "/proc/self/fd/1"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("<svg"))
    }

    @Test func devNullStaysADevice() throws {
        let result = try CLI.run(["--style", "ring", "-o", "/dev/null"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(Self.kind("/dev/null") == S_IFCHR)
    }

    @Test(Requirement.root.trait(because: "mknod needs root; devNullStaysADevice covers a device node for every user"),
          Requirement.rasterizer.trait(because: "one of the outputs is a filmstrip, drawn by librsvg"))
    func aDeviceNodeMadeWithMknodIsNeverReplaced() throws {
        let directory = try BinaryRunner.temporaryDirectory()
        let node = directory.appendingPathComponent("null").path
        #expect(mknod(node, S_IFCHR | 0o666, Self.nullDevice) == 0, "mknod as root")
        for arguments in [["--style", "ring"], ["--style", "pulse", "--filmstrip", "2"]] {
            let result = try CLI.run(arguments + ["-o", node])
            #expect(result.status == 0, "\(result.stderr)")
            #expect(Self.kind(node) == S_IFCHR, "\(arguments): the device node stays")
        }
        let manifest = directory.appendingPathComponent("m.json")
        try Data(#"{ "assets": [{ "name": "null", "style": "ring" }] }"#.utf8).write(to: manifest)
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("out"), withIntermediateDirectories: true)
        let out = directory.appendingPathComponent("out/null.svg").path
        #expect(mknod(out, S_IFCHR | 0o666, Self.nullDevice) == 0)
        let batch = try CLI.run(["batch", manifest.path, "-o", directory.appendingPathComponent("out").path])
        // Batch writes only regular files into OUTDIR: the node is refused (a FIFO there would block), and stays.
        #expect(batch.status == 73, "\(batch.stderr)")
        #expect(batch.stderr.contains("null.svg: is a device, not a regular file; batch writes only regular files into OUTDIR"), "\(batch.stderr)")
        #expect(Self.kind(out) == S_IFCHR, "the device node stays")
    }

    @Test func aDirectoryOrASocketIsRefused() throws {
        let directory = try BinaryRunner.temporaryDirectory()
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("d.svg"), withIntermediateDirectories: false)
        let dir = try CLI.run(["-o", "d.svg"], in: directory)
        #expect(dir.status == 73)
        #expect(dir.stderr.contains("cannot write d.svg: is a directory"))
        let socketPath = directory.appendingPathComponent("s.svg").path
        let descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(descriptor) }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { buffer in
            for (index, byte) in socketPath.utf8.enumerated() where index < buffer.count - 1 { buffer[index] = byte }
        }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        #expect(bound == 0)
        let sock = try CLI.run(["-o", "s.svg"], in: directory)
        #expect(sock.status == 73)
        #expect(sock.stderr.contains("cannot write s.svg: is a socket"))
        #expect(Self.kind(socketPath) == S_IFSOCK)
    }

    @Test func aFullDeviceOrAFullStdoutSaysSo() throws {
        let file = try CLI.run(["-o", "/dev/full"])
        #expect(file.status == 73)
        #expect(file.stderr.contains("cannot write /dev/full: no space left on device"))
        let process = Process()
        process.executableURL = BinaryRunner.binary
        process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: "/dev/full"))
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 73)
        #expect(message.contains("cannot write to standard output: no space left on device"))
    }

    @Test func aFIFOGivenAsInputIsRefusedWithoutBlocking() throws {
        let directory = try BinaryRunner.temporaryDirectory()
        let fifo = directory.appendingPathComponent("in").path
        #expect(mkfifo(fifo, 0o600) == 0)
        // A process of its own, with no writer ever: a run that opened the FIFO would block until
        // `BinaryRunner`'s limit killed it, and fail here (in memory it would hold the whole test run).
        for arguments in [["validate", fifo], ["--spec", fifo], ["--style", "ring", "-o", fifo + "x", "--check"]] {
            let result = try BinaryRunner.run(arguments)
            #expect(!result.timedOut, "\(arguments) must not block")
            if arguments.contains("--check") { continue }
            #expect(result.status == 66, "\(arguments): \(result.stderr)")
            #expect(result.stderr.contains("is a FIFO, not a regular file"), "\(result.stderr)")
        }
    }

    @Test func aSymlinkLoopIsNamedAsOne() throws {
        let directory = try BinaryRunner.temporaryDirectory()
        try FileManager.default.createSymbolicLink(atPath: directory.appendingPathComponent("a").path, withDestinationPath: "b")
        try FileManager.default.createSymbolicLink(atPath: directory.appendingPathComponent("b").path, withDestinationPath: "a")
        let output = try CLI.run(["-o", "a"], in: directory)
        #expect(output.status == 73)
        #expect(output.stderr.contains("the symbolic link loops"))
        let input = try CLI.run(["validate", "a"], in: directory)
        #expect(input.status == 66)
        #expect(input.stderr.contains("the symbolic link loops"))
    }
}
