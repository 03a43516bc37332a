#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import RippleTestSupport
import Testing

/// Nothing lost: --check, interrupted runs, closed pipes, read-only targets.
@Suite(.serialized)
struct OutputSafetyTests {
    @Test func checkPassesWhenUpToDateAndDiffsWhenNot() throws {
        let directory = try BinaryRunner.temporaryDirectory()
        #expect(try CLI.run(["--style", "pulse", "-o", "p.svg"], in: directory).status == 0)
        let fresh = try CLI.run(["--style", "pulse", "-o", "p.svg", "--check"], in: directory)
        #expect(fresh.status == 0)
        #expect(fresh.stderr == "p.svg: up to date\n")
        let drifted = try CLI.run(["--style", "pulse", "--rings", "2", "-o", "p.svg", "--check"], in: directory)
        #expect(drifted.status == 1)
        #expect(drifted.stderr.hasPrefix("p.svg: out of date; regenerate it without --check\n--- p.svg\n+++ p.svg (generated)\n@@ -"))
        #expect(drifted.stderr.contains("\n-  <g transform=\"translate(150 150)\">"))
        let missing = try CLI.run(["-o", "none.svg", "--check"], in: directory)
        #expect(missing.status == 1, "a missing snapshot is drift, as in batch --check")
        #expect(missing.stderr == "none.svg: missing; generate it without --check\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["p.svg"])
        let noOutput = try CLI.run(["--check"], in: directory)
        #expect(noOutput.status == 64)
    }

    @Test func aClosedStdoutEndsQuietly() throws {
        let process = Process()
        process.executableURL = BinaryRunner.binary
        process.arguments = ["--style", "pulse", "--rings", "12"]
        let pipe = Pipe()
        let errors = Pipe()
        process.standardOutput = pipe
        process.standardError = errors
        try pipe.fileHandleForReading.close()
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationReason == .exit, "must not die of SIGPIPE")
        #expect(process.terminationStatus == 73)
        #expect(errors.fileHandleForReading.readDataToEndOfFile().isEmpty)
    }

    @Test(Requirement.nonRoot.trait(because: "root writes into a read-only directory; aFileWhereADirectoryShouldBeIsExit73 stages the failure for root"))
    func aReadOnlyDirectoryIsExit73() throws {
        let directory = try BinaryRunner.temporaryDirectory()
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: directory.path)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: directory.path) }
        let result = try CLI.run(["-o", "ring.svg"], in: directory)
        #expect(result.status == 73)
        #expect(result.stderr.contains("cannot write ring.svg"))
    }

    @Test func aFileWhereADirectoryShouldBeIsExit73() throws {
        // A regular file in the place of the output's directory fails for every user, root included.
        let directory = try BinaryRunner.temporaryDirectory()
        try Data("not a directory".utf8).write(to: directory.appendingPathComponent("assets"))
        let result = try CLI.run(["-o", "assets/ring.svg"], in: directory)
        #expect(result.status == 73)
        #expect(result.stderr.contains("cannot write assets/ring.svg"), "\(result.stderr)")
        #expect(try String(contentsOf: directory.appendingPathComponent("assets"), encoding: .utf8) == "not a directory")
    }

    @Test(Requirement.procfs.trait) func aReadOnlyFileSystemIsExit73() throws {
        // /proc is read-only for file creation even for root, which stages the failure everywhere.
        let result = try CLI.run(["-o", "/proc/ripplegen-test.svg"])
        #expect(result.status == 73)
        #expect(result.stderr.contains("cannot write /proc/ripplegen-test.svg"))
    }

    /// SIGTERM, SIGHUP (a closed terminal) and SIGINT at random moments: only complete files, never a
    /// temporary file, may remain.
    @Test(arguments: [SIGTERM, SIGHUP, SIGINT])
    func interruptedRunsLeaveOnlyCompleteFiles(_ signal: Int32) throws {
        let directory = try BinaryRunner.temporaryDirectory()
        let complete = try CLI.run(["--style", "pulse", "--rings", "12"]).stdout
        var generator = SystemRandomNumberGenerator()
        for round in 0..<20 {
            let target = directory.appendingPathComponent("pulse-\(round).svg")
            let process = Process()
            process.executableURL = BinaryRunner.binary
            process.arguments = ["--style", "pulse", "--rings", "12", "-o", target.path]
            process.standardError = FileHandle.nullDevice
            try process.run()
            usleep(UInt32.random(in: 0...40_000, using: &generator))
            kill(process.processIdentifier, signal)
            process.waitUntilExit()
            if FileManager.default.fileExists(atPath: target.path) {
                #expect(try String(contentsOf: target, encoding: .utf8) == complete, "round \(round)")
            }
        }
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".tmp") }
        #expect(leftovers.isEmpty)
    }
}
