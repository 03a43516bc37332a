import Foundation
import RippleCLI
import RippleTestSupport

/// The command line run in memory, as a process would run it: `RippleGen.run` with the test process's
/// environment (plus `environment`), relative paths taken from `directory`, standard output and error kept.
/// Most tests run the CLI this way; `BinaryRunner` starts the built binary only for what needs a process of
/// its own (signals, `SIGPIPE`, `/dev/stdout`, standard input, its exit status as the shell sees it, the
/// documentation's shell lines).
enum CLI {
    static func run(_ arguments: [String], environment: [String: String] = [:], in directory: URL? = nil) throws -> BinaryRunner.Result {
        // A variable other than ripplegen's own (the locale, the time zone, the loader's, libxml2's catalog) acts
        // on a process as it starts: such a run gets a process, or the test would prove nothing.
        if environment.keys.contains(where: { !$0.hasPrefix("RIPPLEGEN_") }) {
            return try BinaryRunner.run(arguments, environment: environment, in: directory)
        }
        let console = BufferConsole()
        let merged = ProcessInfo.processInfo.environment.merging(environment) { _, new in new }
        let status = RippleGen.run(arguments, environment: merged, console: console, workingDirectory: directory?.path)
        return BinaryRunner.Result(status: status, stdout: console.stdout, stderr: console.stderr)
    }
}
