#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import RippleTestSupport
import Testing

/// `-o` never destroys what is at the path: devices and FIFOs are written through, symlinks through to their
/// target (the link stays), directories and sockets are refused (73); the same in `batch` and `--filmstrip`.
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

    @Test(arguments: [["--style", "ring"], ["--style", "material", "--format", "web"]])
    func aSymlinkIsWrittenThroughAndStays(_ arguments: [String]) throws {
        try Self.writesThroughASymlink(arguments)
    }

    @Test(Requirement.rasterizer.trait(because: "a filmstrip is drawn by librsvg"))
    func aSymlinkIsWrittenThroughAndStaysForAFilmstrip() throws {
        try Self.writesThroughASymlink(["--style", "pulse", "--filmstrip", "2"])
    }

    static func writesThroughASymlink(_ arguments: [String]) throws {
        let directory = try BinaryRunner.temporaryDirectory()
        let name = arguments.contains("--filmstrip") ? "a.png" : arguments.contains("web") ? "a.css" : "a.svg"
        try Data("old".utf8).write(to: directory.appendingPathComponent("real-" + name))
        try FileManager.default.createSymbolicLink(atPath: directory.appendingPathComponent(name).path, withDestinationPath: "real-" + name)
        let result = try BinaryRunner.run(arguments + ["-o", name], in: directory)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(Self.kind(directory.appendingPathComponent(name).path) == S_IFLNK, "the link stays a link")
        #expect(try Data(contentsOf: directory.appendingPathComponent("real-" + name)).count > 100, "its target got the output")
    }

    @Test func aDanglingSymlinkCreatesItsTarget() throws {
        let directory = try BinaryRunner.temporaryDirectory()
        try FileManager.default.createSymbolicLink(atPath: directory.appendingPathComponent("a.svg").path, withDestinationPath: "made.svg")
        let result = try BinaryRunner.run(["-o", "a.svg"], in: directory)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(Self.kind(directory.appendingPathComponent("a.svg").path) == S_IFLNK)
        #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("made.svg").path))
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
        let result = try BinaryRunner.run(["--style", "ring", "-o", fifo])
        let received = output.fileHandleForReading.readDataToEndOfFile()
        reader.waitUntilExit()
        #expect(result.status == 0, "\(result.stderr)")
        #expect(String(decoding: received, as: UTF8.self).hasPrefix("<svg"))
        #expect(Self.kind(fifo) == S_IFIFO, "still a FIFO")
    }

    @Test(Requirement.procfs.trait) func aLinkToTheProcessesStandardOutputWritesThere() throws {
        // /proc/self/fd/1 is a link to the pipe the test reads: the document must arrive through it.
        let result = try BinaryRunner.run(["--style", "ring", "-o", "/proc/self/fd/1"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("<svg"))
    }

    @Test func devNullStaysADevice() throws {
        let result = try BinaryRunner.run(["--style", "ring", "-o", "/dev/null"])
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
            let result = try BinaryRunner.run(arguments + ["-o", node])
            #expect(result.status == 0, "\(result.stderr)")
            #expect(Self.kind(node) == S_IFCHR, "\(arguments): the device node stays")
        }
        let manifest = directory.appendingPathComponent("m.json")
        try Data(#"{ "assets": [{ "name": "null", "style": "ring" }] }"#.utf8).write(to: manifest)
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("out"), withIntermediateDirectories: true)
        let out = directory.appendingPathComponent("out/null.svg").path
        #expect(mknod(out, S_IFCHR | 0o666, Self.nullDevice) == 0)
        let batch = try BinaryRunner.run(["batch", manifest.path, "-o", directory.appendingPathComponent("out").path])
        #expect(batch.status == 0, "\(batch.stderr)")
        #expect(Self.kind(out) == S_IFCHR, "batch writes through the device too")
    }

    @Test func aDirectoryOrASocketIsRefused() throws {
        let directory = try BinaryRunner.temporaryDirectory()
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("d.svg"), withIntermediateDirectories: false)
        let dir = try BinaryRunner.run(["-o", "d.svg"], in: directory)
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
        let sock = try BinaryRunner.run(["-o", "s.svg"], in: directory)
        #expect(sock.status == 73)
        #expect(sock.stderr.contains("cannot write s.svg: is a socket"))
        #expect(Self.kind(socketPath) == S_IFSOCK)
    }

    @Test func aFullDeviceOrAFullStdoutSaysSo() throws {
        let file = try BinaryRunner.run(["-o", "/dev/full"])
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
        for arguments in [["validate", fifo], ["--spec", fifo], ["--style", "ring", "-o", fifo + "x", "--check"]] {
            let started = Date()
            let result = try BinaryRunner.run(arguments)
            #expect(Date().timeIntervalSince(started) < 10, "\(arguments) must not block")
            if arguments.contains("--check") { continue }
            #expect(result.status == 66, "\(arguments): \(result.stderr)")
            #expect(result.stderr.contains("is a FIFO, not a regular file"), "\(result.stderr)")
        }
    }

    @Test func aSymlinkLoopIsNamedAsOne() throws {
        let directory = try BinaryRunner.temporaryDirectory()
        try FileManager.default.createSymbolicLink(atPath: directory.appendingPathComponent("a").path, withDestinationPath: "b")
        try FileManager.default.createSymbolicLink(atPath: directory.appendingPathComponent("b").path, withDestinationPath: "a")
        let output = try BinaryRunner.run(["-o", "a"], in: directory)
        #expect(output.status == 73)
        #expect(output.stderr.contains("the symbolic link loops"))
        let input = try BinaryRunner.run(["validate", "a"], in: directory)
        #expect(input.status == 66)
        #expect(input.stderr.contains("the symbolic link loops"))
    }
}
