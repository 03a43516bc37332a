import Foundation

/// Runs the built `ripplegen` binary as a process, for end-to-end tests.
public enum BinaryRunner {
    /// The result of one run.
    public struct Result: Sendable {
        /// Exit status.
        public var status: Int32
        /// Standard output.
        public var stdout: String
        /// Standard error.
        public var stderr: String
        /// Whether the run outlived its time limit and was killed (its status is then the signal's).
        public var timedOut = false

        /// A result made elsewhere (a run in memory).
        public init(status: Int32, stdout: String, stderr: String, timedOut: Bool = false) {
            self.status = status
            self.stdout = stdout
            self.stderr = stderr
            self.timedOut = timedOut
        }
    }

    /// How long one run may take before its process group is killed: a command that never ends (a server, a
    /// read from a terminal) fails its test instead of holding the whole suite, and CI, until CI's own limit.
    public static let timeLimit: TimeInterval = 300

    /// The binary next to the test bundle in the build directory (`swift test` builds it with the tests, in the
    /// same configuration); never a binary found elsewhere.
    ///
    /// A binary older than a module it links is refused (the test process stops, saying so): a build that
    /// compiled a changed module but did not link the program would otherwise have the end-to-end tests check
    /// yesterday's program. (The build system's own outputs are compared, not the sources' times, which a
    /// checkout changes without changing what is built.)
    public static let binary: URL = {
        var directory = Bundle.main.bundleURL
        var found: URL?
        for _ in 0..<4 where found == nil {
            let candidate = directory.appendingPathComponent("ripplegen")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { found = candidate }
            directory = directory.deletingLastPathComponent()
        }
        guard let found else {
            preconditionFailure("no ripplegen binary beside the test bundle \(Bundle.main.bundleURL.path): run swift build")
        }
        if let built = modified(found), let module = newestModule(beside: found), module.date > built {
            preconditionFailure("\(found.path) is older than \(module.path): run swift build (or swift test, which builds it)")
        }
        return found
    }()

    /// The newest compiled module the program links (`Modules/*.swiftmodule` beside it: the `Ripple…` library
    /// modules and its own; test modules and the other executables, such as the benchmarks', left out: they
    /// may be built after the program without changing it).
    static func newestModule(beside binary: URL) -> (path: String, date: Date)? {
        let folder = binary.deletingLastPathComponent().appendingPathComponent("Modules")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        let linked = { (name: String) in name == "ripplegen.swiftmodule" || (name.hasPrefix("Ripple") && name.hasSuffix(".swiftmodule")) }
        return names.filter { linked($0) && !$0.hasSuffix("Tests.swiftmodule") && !$0.hasPrefix("RippleTestSupport") }
            .compactMap { name in modified(folder.appendingPathComponent(name)).map { (folder.appendingPathComponent(name).path, $0) } }
            .max { $0.1 < $1.1 }
    }

    private static func modified(_ file: URL) -> Date? {
        try? file.resourceValues(forKeys: [.contentModificationDateKey]).contentModificationDate
    }

    /// Runs the binary with `arguments`.
    ///
    /// - Parameters:
    ///   - arguments: argv without the program name.
    ///   - environment: extra variables (the test process's environment is inherited).
    ///   - directory: the working directory.
    ///   - stdin: what standard input holds (none: /dev/null).
    ///   - executable: another program to run (`/bin/sh` for a shell command line).
    public static func run(_ arguments: [String], environment: [String: String] = [:], in directory: URL? = nil,
                           stdin: String? = nil, executable: URL? = nil) throws -> Result {
        let (process, out, err) = try launch(arguments, environment: environment, in: directory, stdin: stdin, executable: executable)
        let watchdog = Watchdog(process: process, after: timeLimit)
        // Read both pipes before waiting so a large output cannot fill a pipe and block the child.
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
                      stderr: String(decoding: errData, as: UTF8.self), timedOut: watchdog.disarm())
    }

    /// Runs a command that serves until it is stopped (`ripplegen serve`): waits for its first line of
    /// standard output, then sends SIGTERM to it (what it started, such as a browser, is left to run) and waits
    /// for it to end. The result's
    /// `stdout` is everything it printed; a server that prints nothing within `startLimit` seconds is killed.
    public static func runServer(_ arguments: [String], environment: [String: String] = [:], in directory: URL? = nil,
                                 executable: URL? = nil, startLimit: TimeInterval = 30) throws -> Result {
        let (process, out, err) = try launch(arguments, environment: environment, in: directory, stdin: nil, executable: executable)
        let watchdog = Watchdog(process: process, after: startLimit)
        // stderr is read on another thread so a chatty server cannot block on a full pipe while we wait.
        let errBox = DataBox()
        let errDone = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            errBox.data = err.fileHandleForReading.readDataToEndOfFile()
            errDone.signal()
        }
        var outData = Data()
        while !outData.contains(UInt8(ascii: "\n")) {
            let chunk = out.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            outData.append(chunk)
        }
        kill(process.processIdentifier, SIGTERM)
        outData.append(out.fileHandleForReading.readDataToEndOfFile())
        errDone.wait()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
                      stderr: String(decoding: errBox.data, as: UTF8.self), timedOut: watchdog.disarm())
    }

    /// Starts a process with piped output; Foundation puts it in a process group of its own.
    private static func launch(_ arguments: [String], environment: [String: String], in directory: URL?, stdin: String?,
                               executable: URL?) throws -> (Process, Pipe, Pipe) {
        let process = Process()
        process.executableURL = executable ?? binary
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, new in new }
        if let directory { process.currentDirectoryURL = directory }
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        let input = Pipe()
        process.standardInput = stdin == nil ? FileHandle.nullDevice : input
        try process.run()
        if let stdin {
            // Written on another thread: a child that writes before it reads cannot deadlock the test. A child
            // that exits without reading all of it must not kill the whole test process with SIGPIPE (it did,
            // under load): the signal is ignored and the write's EPIPE is thrown away.
            _ = ignoreBrokenPipes
            let handle = input.fileHandleForWriting
            let data = Data(stdin.utf8)
            Thread.detachNewThread {
                try? handle.write(contentsOf: data)
                try? handle.close()
            }
        }
        return (process, out, err)
    }

    /// Set once: SIGPIPE ignored in the test process (a write to a closed pipe then fails with EPIPE).
    private static let ignoreBrokenPipes: Void = { signal(SIGPIPE, SIG_IGN) }()

    /// Kills a process's group (a shell and what it started) when it outlives its limit.
    private final class Watchdog: @unchecked Sendable {
        private let lock = NSLock()
        private var armed = true
        private var fired = false

        init(process: Process, after seconds: TimeInterval) {
            let group = process.processIdentifier
            DispatchQueue.global().asyncAfter(deadline: .now() + seconds) { [self] in
                lock.lock()
                defer { lock.unlock() }
                guard armed else { return }
                fired = true
                kill(-group, SIGKILL)
            }
        }

        /// Stops the watch; whether it had fired.
        func disarm() -> Bool {
            lock.lock()
            defer { lock.unlock() }
            armed = false
            return fired
        }
    }

    private final class DataBox: @unchecked Sendable {
        var data = Data()
    }

    /// A program on PATH (`node`, `python3`), for second opinions; `nil` when there is none.
    public static func onPath(_ name: String) -> URL? {
        (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
            .map { URL(fileURLWithPath: String($0)).appendingPathComponent(name) }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    /// A fresh temporary directory.
    public static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("ripplegen-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
