import Foundation
import RippleTestSupport

/// Node's parser as a second opinion on scripts the tests make: each source is compiled (not run) as a
/// classic script by `vm.Script`, what `node --check` does for a file, all of them in one Node process.
/// Tests that use it are skipped, saying so, when `node` is not on PATH.
enum NodeCheck {
    static let node = BinaryRunner.onPath("node")

    /// Reads JSON source texts on stdin and prints, per source, `ok` or the syntax error's message.
    private static let program = """
        const vm = require("vm");
        const sources = JSON.parse(require("fs").readFileSync(0, "utf8"));
        for (const source of sources) {
          try { new vm.Script(source); console.log("ok"); } catch (e) { console.log(String(e.message).replace(/\\n/g, " ")); }
        }
        """

    /// Node's verdict on each source: `nil` where it parses, else the syntax error.
    static func errors(_ sources: [String]) throws -> [String?] {
        let node = try requireNodeURL()
        let input = String(decoding: try JSONSerialization.data(withJSONObject: sources), as: UTF8.self)
        let result = try BinaryRunner.run(["-e", program], stdin: input, executable: node)
        guard result.status == 0 else { throw NodeFailure(message: result.stderr) }
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
        guard lines.count == sources.count else { throw NodeFailure(message: "node answered \(lines.count) of \(sources.count): \(result.stdout)") }
        return lines.map { $0 == "ok" ? nil : $0 }
    }

    /// Whether one source parses.
    static func parses(_ source: String) throws -> Bool {
        try errors([source])[0] == nil
    }

    struct NodeFailure: Error, CustomStringConvertible {
        let message: String
        var description: String { "node failed: \(message)" }
    }

    private static func requireNodeURL() throws -> URL {
        guard let node else { throw NodeFailure(message: "node is not on PATH") }
        return node
    }
}
