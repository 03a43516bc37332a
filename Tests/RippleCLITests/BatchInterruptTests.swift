#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import RippleTestSupport
import Testing

/// Parallel batch writes (one lock from create to rename, the signals taken by a sigwait thread): SIGTERM and
/// SIGINT at random moments leave only complete files, and every file a run finishes equals an uninterrupted run's.
@Suite(.serialized)
struct BatchInterruptTests {
    /// A manifest of `count` assets, each a distinct pulse size, in `directory`.
    private func manifest(in directory: URL, count: Int) throws -> URL {
        let sizes = (0..<count).map { "\"\(24 + $0)x\(24 + $0)\"" }.joined(separator: ", ")
        let text = """
        {"defaults": {"format": ["smil", "css"]},
         "assets": [{"name": "p-{size}", "style": "pulse", "matrix": {"size": [\(sizes)]}}]}
        """
        let url = directory.appendingPathComponent("manifest.json")
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url
    }

    @Test func interruptedBatchesLeaveOnlyCompleteFiles() throws {
        let directory = try BinaryRunner.temporaryDirectory()
        let manifest = try manifest(in: directory, count: 60)
        let reference = directory.appendingPathComponent("reference")
        #expect(try CLI.run(["batch", manifest.path, "-o", reference.path]).status == 0)
        var generator = SystemRandomNumberGenerator()
        for round in 0..<16 {
            let output = directory.appendingPathComponent("out-\(round)")
            let process = Process()
            process.executableURL = BinaryRunner.binary
            process.arguments = ["batch", manifest.path, "-o", output.path, "--jobs", "4"]
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            usleep(UInt32.random(in: 0...60_000, using: &generator))
            kill(process.processIdentifier, round.isMultiple(of: 2) ? SIGTERM : SIGINT)
            process.waitUntilExit()
            let names = (try? FileManager.default.contentsOfDirectory(atPath: output.path)) ?? []
            #expect(!names.contains { $0.hasSuffix(".tmp") }, "round \(round): \(names.filter { $0.hasSuffix(".tmp") })")
            for name in names {
                let made = try Data(contentsOf: output.appendingPathComponent(name))
                let expected = try Data(contentsOf: reference.appendingPathComponent(name))
                #expect(made == expected, "round \(round): \(name) is incomplete")
            }
        }
    }

    @Test func unchangedFilesKeepTheirModificationTimeWithManyJobs() throws {
        let directory = try BinaryRunner.temporaryDirectory()
        let manifest = try manifest(in: directory, count: 8)
        let output = directory.appendingPathComponent("out")
        let first = try CLI.run(["batch", manifest.path, "-o", output.path, "--jobs", "3"])
        #expect(first.status == 0)
        let file = output.appendingPathComponent("p-24x24-smil.svg").path
        let before = try FileManager.default.attributesOfItem(atPath: file)[.modificationDate] as? Date
        usleep(20_000)
        let second = try CLI.run(["batch", manifest.path, "-o", output.path, "--jobs", "3"])
        #expect(second.status == 0)
        #expect(second.stdout.hasSuffix("16 files: 16 unchanged\n"))
        let after = try FileManager.default.attributesOfItem(atPath: file)[.modificationDate] as? Date
        #expect(before == after)
        let permissions = try FileManager.default.attributesOfItem(atPath: file)[.posixPermissions] as? Int
        #expect(permissions == 0o644 & ~Int(currentUmask()))
    }

    private func currentUmask() -> mode_t {
        let mask = umask(0)
        umask(mask)
        return mask
    }
}
