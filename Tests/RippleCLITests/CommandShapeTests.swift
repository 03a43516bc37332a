import Foundation
import RippleTestSupport
import Testing

/// Every command has one shape: `ripplegen help NAME` is `ripplegen NAME --help`, each help names its own
/// usage, and a paragraph is wrapped once (no line of prose ends early only to continue on the next).
struct CommandShapeTests {
    static let commands = ["batch", "validate", "preview", "styles"]

    @Test(arguments: commands)
    func helpNameIsTheCommandsHelp(_ command: String) throws {
        let named = try CLI.run(["help", command])
        let asked = try CLI.run([command, "--help"])
        #expect(named.status == 0 && asked.status == 0)
        #expect(named.stdout == asked.stdout)
        #expect(named.stdout.hasPrefix("USAGE: ripplegen \(command) "), "\(named.stdout.prefix(80))")
    }

    @Test func theBatchUsageNamesEveryOption() throws {
        let usage = try CLI.run(["batch", "--help"]).stdout.split(separator: "\n")[0]
        for option in ["-o OUTDIR", "--jobs N", "--check", "--prune"] {
            #expect(usage.contains(option), "\(usage)")
        }
    }

    /// A paragraph line is followed by another of the same paragraph only when the next word did not fit.
    @Test(arguments: commands)
    func proseIsWrappedOnce(_ command: String) throws {
        let lines = try CLI.run([command, "--help"]).stdout.split(separator: "\n", omittingEmptySubsequences: false)
        for (line, next) in zip(lines, lines.dropFirst()) where !line.hasPrefix(" ") && !next.hasPrefix(" ") && !next.isEmpty && !line.isEmpty {
            let word = next.split(separator: " ").first.map(String.init) ?? ""
            #expect(line.count + 1 + word.count > 80, "'\(line)' could hold '\(word)'")
        }
    }

    @Test func aShortNameTakesItsValueAfterEquals() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("ripplegen-o-equals-\(getpid())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let short = try CLI.run(["-o=a.svg"], in: directory)
        let long = try CLI.run(["--output=b.svg"], in: directory)
        #expect(short.status == 0 && long.status == 0, "\(short.stderr)\(long.stderr)")
        #expect(try Data(contentsOf: directory.appendingPathComponent("a.svg")) == Data(contentsOf: directory.appendingPathComponent("b.svg")))
    }
}
