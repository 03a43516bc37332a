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

    /// Each signal a run answers, SIGQUIT (Ctrl-\\) among them, ends a batch as SIGTERM does: by the signal (or,
    /// during a write, with 128 + its number), never exit 0, with no "Program crashed" backtrace and no temporary
    /// file left. The signal is sent once the first file is in OUTDIR (an inotify watch says when, so the run is
    /// past its start whatever the machine's speed); the batch is far longer than that.
    @Test(arguments: [SIGQUIT, SIGTERM, SIGINT, SIGHUP])
    func aSignalEndsABatchByTheSignal(_ number: Int32) throws {
        let directory = try BinaryRunner.temporaryDirectory()
        let manifest = try manifest(in: directory, count: 200)
        let output = directory.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: false)
        let watch = inotify_init1(Int32(IN_CLOEXEC))
        try #require(watch >= 0)
        defer { close(watch) }
        try #require(inotify_add_watch(watch, output.path, UInt32(IN_MOVED_TO)) >= 0)
        let process = Process()
        process.executableURL = BinaryRunner.binary
        process.arguments = ["batch", manifest.path, "-o", output.path, "--jobs", "2"]
        process.standardOutput = FileHandle.nullDevice
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        var event = [UInt8](repeating: 0, count: 4096)
        #expect(read(watch, &event, event.count) > 0, "a file was renamed into OUTDIR")
        kill(process.processIdentifier, number)
        let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let bySignal = process.terminationReason == .uncaughtSignal && process.terminationStatus == number
        let byStatus = process.terminationReason == .exit && process.terminationStatus == 128 + number
        #expect(bySignal || byStatus, "\(process.terminationReason) \(process.terminationStatus): \(stderr)")
        #expect(!stderr.contains("crashed"), "\(stderr)")
        let names = try FileManager.default.contentsOfDirectory(atPath: output.path)
        #expect(!names.contains { $0.hasSuffix(".tmp") }, "\(names.filter { $0.hasSuffix(".tmp") })")
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
