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
    }

    /// The binary next to the test bundle in the build directory.
    public static var binary: URL {
        var directory = Bundle.main.bundleURL
        for _ in 0..<4 {
            let candidate = directory.appendingPathComponent("ripplegen")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            directory = directory.deletingLastPathComponent()
        }
        return Golden.root.appendingPathComponent(".build/debug/ripplegen")
    }

    /// Runs the binary with `arguments`.
    ///
    /// - Parameters:
    ///   - arguments: argv without the program name.
    ///   - environment: extra variables (the test process's environment is inherited).
    ///   - directory: the working directory.
    public static func run(_ arguments: [String], environment: [String: String] = [:], in directory: URL? = nil,
                           stdin: String? = nil, executable: URL? = nil) throws -> Result {
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
            // Written on another thread: a child that writes before it reads cannot deadlock the test.
            let handle = input.fileHandleForWriting
            let data = Data(stdin.utf8)
            Thread.detachNewThread {
                handle.write(data)
                try? handle.close()
            }
        }
        // Read both pipes before waiting so a large output cannot fill a pipe and block the child.
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
                      stderr: String(decoding: errData, as: UTF8.self))
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
