#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
@testable import RippleCLI
import RippleTestSupport
import Testing

/// What the user set on a file stays, temporary names never break a valid target, and a failed write says
/// what the system said, in every format and in batch.
@Suite(.serialized)
struct WriteSafetyTests {
    /// A command line per kind of output, writing `out` + the extension it takes.
    static let formats: [(name: String, arguments: [String], file: String)] = [
        ("smil", ["--style", "ring"], "out.svg"),
        ("css", ["--style", "ring", "--format", "css"], "out.svg"),
        ("still", ["--style", "ring", "--at", "0.2"], "out.svg"),
        ("lottie", ["--style", "ring", "--format", "lottie"], "out.json"),
        ("web", ["--style", "ring", "--format", "web"], "out.css"),
        ("png", ["--style", "ring", "--format", "png", "--at", "0.2"], "out.png"),
        ("apng", ["--style", "ring", "--format", "apng", "--fps", "5"], "out.png"),
        ("filmstrip", ["--style", "ring", "--filmstrip", "2"], "out.png"),
        ("evaluate", ["--style", "ring", "--evaluate", "0.1"], "out.json"),
    ]

    static let modes = [0o600, 0o640, 0o444, 0o755]

    /// The formats drawn by librsvg (and the raster encoders), whose tests need those libraries.
    static let rasterFormats: Set = ["png", "apng", "filmstrip"]

    @Test(arguments: formats.map(\.name).filter { !rasterFormats.contains($0) }, modes)
    func aReplacedFileKeepsItsMode(_ format: String, _ mode: Int) throws {
        try Self.keepsItsMode(format, mode)
    }

    @Test(Requirement.raster.trait(because: "PNG, APNG and filmstrips are drawn by librsvg and encoded"),
          arguments: formats.map(\.name).filter { rasterFormats.contains($0) }, modes)
    func aReplacedRasterFileKeepsItsMode(_ format: String, _ mode: Int) throws {
        try Self.keepsItsMode(format, mode)
    }

    static func keepsItsMode(_ format: String, _ mode: Int) throws {
        let item = Self.formats.first { $0.name == format }!
        let directory = try BinaryRunner.temporaryDirectory()
        let target = directory.appendingPathComponent(item.file)
        try Data("old".utf8).write(to: target)
        try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: target.path)
        let result = try CLI.run(item.arguments + ["-o", item.file], in: directory)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try Data(contentsOf: target) != Data("old".utf8))
        #expect((try FileManager.default.attributesOfItem(atPath: target.path)[.posixPermissions] as? Int) == mode)
    }

    /// Root may set any owner: a replaced file keeps its owner and group (another user's file stays theirs).
    @Test(Requirement.root.trait(because: "only root may give the new file another user's owner"),
          Requirement.raster.trait(because: "one of the outputs is an APNG"), arguments: ["smil", "web", "apng"])
    func aReplacedFileKeepsItsOwner(_ format: String) throws {
        let item = Self.formats.first { $0.name == format }!
        let directory = try BinaryRunner.temporaryDirectory()
        let target = directory.appendingPathComponent(item.file)
        try Data((format == "web" ? "/* ripplegen old */" : "old").utf8).write(to: target)
        #expect(chown(target.path, 65534, 65534) == 0)
        let result = try CLI.run(item.arguments + ["-o", item.file], in: directory)
        #expect(result.status == 0, "\(result.stderr)")
        let attributes = try FileManager.default.attributesOfItem(atPath: target.path)
        #expect((attributes[.ownerAccountID] as? Int) == 65534)
        #expect((attributes[.groupOwnerAccountID] as? Int) == 65534)
    }

    /// Names up to the file system's 255 bytes are written (the temporary name is shortened, not the target).
    @Test(arguments: [200, 240, 251, 125])
    func aLongValidNameIsWritten(_ length: Int) throws {
        let directory = try BinaryRunner.temporaryDirectory()
        // 125 two-byte characters: 250 bytes, shortened at a character boundary.
        let stem = length == 125 ? String(repeating: "é", count: length) : String(repeating: "a", count: length)
        let result = try CLI.run(["-o", stem + ".svg"], in: directory)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == [stem + ".svg"])
    }

    @Test(arguments: [1, 100, 250, 251, 300])
    func temporaryNamesFitInNameMax(_ length: Int) {
        let name = String(repeating: "ü", count: length / 2) + String(repeating: "a", count: length % 2)
        let temporary = OutputWriter.temporaryName(for: "dir/sub/" + name, number: 123_456_789, role: ".old")
        #expect(temporary.hasPrefix("dir/sub/."))
        let file = String(temporary.dropFirst("dir/sub/".count))
        #expect(file.utf8.count <= OutputWriter.maximumNameBytes)
        #expect(OutputWriter.temporaryOwner(file) == OutputWriter.processID)
    }

    @Test(arguments: [".a.svg.ripplegen-12-3.tmp", ".a.css.ripplegen-1-1.old.tmp", ".é.ripplegen-99-100000.tmp"])
    func temporaryNamesAreRecognised(_ name: String) {
        #expect(OutputWriter.temporaryOwner(name) != nil)
    }

    @Test(arguments: ["a.svg.ripplegen-12-3.tmp", ".a.svg.ripplegen-12.tmp", ".a.svg.ripplegen-x-3.tmp", ".a.tmp", ".a.svg.ripplegen-1-2.tmp.svg"])
    func otherNamesAreNotTemporaries(_ name: String) {
        #expect(OutputWriter.temporaryOwner(name) == nil)
    }

    /// The system's error, for every errno a write can meet, not a guess about permissions.
    @Test(arguments: [(ENOSPC, "no space left on device"), (ENAMETOOLONG, "file name too long"), (EACCES, "permission denied"),
                      (EROFS, "read-only file system"), (EDQUOT, "disk quota exceeded"), (EIO, "input/output error")])
    func creationFailuresNameTheSystemError(_ code: Int32, _ words: String) {
        let error = OutputWriter.creationFailure("/tmp/x.svg", code)
        #expect(error.code == .cannotCreate)
        #expect(error.lines == ["ripplegen: error: cannot write /tmp/x.svg: cannot create a file in /tmp: \(words)"])
    }

    /// A name too long for the file system and a deleted working directory, in every format.
    @Test(arguments: formats.map(\.name))
    func failuresNameTheRealCause(_ format: String) throws {
        let item = Self.formats.first { $0.name == format }!
        let directory = try BinaryRunner.temporaryDirectory()
        let long = String(repeating: "n", count: 300) + "." + item.file.split(separator: ".").last!
        let tooLong = try CLI.run(item.arguments + ["-o", long], in: directory)
        #expect(tooLong.status == 73)
        #expect(tooLong.stderr.contains(": file name too long"), "\(tooLong.stderr)")
        let gone = directory.appendingPathComponent("gone")
        let script = "mkdir gone && cd gone && rmdir ../gone && exec \"$0\" \"$@\""
        let deleted = try BinaryRunner.run(["-c", script, BinaryRunner.binary.path] + item.arguments + ["-o", item.file],
                                           in: directory, executable: URL(fileURLWithPath: "/bin/sh"))
        #expect(deleted.status == 73)
        #expect(deleted.stderr.contains("cannot write \(item.file): the working directory no longer exists"), "\(deleted.stderr)")
        #expect(!FileManager.default.fileExists(atPath: gone.path))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
    }

    /// A full disk (a 64 KiB tmpfs) in every format and in batch: the system's words, and nothing left behind.
    @Test(FullDisk.requirement.trait, arguments: formats.map(\.name) + ["batch"])
    func aFullDiskIsSaidAsSuch(_ format: String) throws {
        let disk = try FullDisk()
        defer { disk.unmount() }
        let result: BinaryRunner.Result
        if format == "batch" {
            let manifest = try BinaryRunner.temporaryDirectory().appendingPathComponent("m.json")
            try Data(#"{ "assets": [ { "name": "a", "style": "pulse", "args": { "rings": 12 } } ] }"#.utf8).write(to: manifest)
            result = try CLI.run(["batch", manifest.path, "-o", disk.path + "/out"])
        } else {
            let item = Self.formats.first { $0.name == format }!
            let pulse = item.arguments.map { $0 == "ring" ? "pulse" : $0 } + ["--rings", "12"]
            result = try CLI.run(pulse + ["-o", disk.path + "/" + item.file])
        }
        #expect(result.status == 73)
        #expect(result.stderr.contains("no space left on device"), "\(result.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: disk.path) == ["fill"])
    }
}

/// A 64 KiB tmpfs filled to the last page, so the first byte written anywhere fails with ENOSPC.
struct FullDisk {
    /// Whether this process may mount one (root in a container that allows it), as `RIPPLEGEN_REQUIRE_TMPFS`.
    static let requirement: Requirement = {
        guard getuid() == 0, let disk = try? FullDisk() else {
            return Requirement("TMPFS", missing: "mounting a small tmpfs needs root and a mount-capable container")
        }
        disk.unmount()
        return Requirement("TMPFS", missing: nil)
    }()

    let path: String

    init() throws {
        path = try BinaryRunner.temporaryDirectory().path
        let mount = try BinaryRunner.run(["-t", "tmpfs", "-o", "size=64k", "tmpfs", path], executable: URL(fileURLWithPath: "/bin/mount"))
        guard mount.status == 0 else { throw CocoaError(.fileWriteNoPermission) }
        try Data(count: 64 * 1024).write(to: URL(fileURLWithPath: path + "/fill"))
    }

    func unmount() {
        _ = try? BinaryRunner.run([path], executable: URL(fileURLWithPath: "/bin/umount"))
    }
}
