import Foundation

/// Golden files under `Fixtures/`, compared byte for byte.
///
/// With `RIPPLEGEN_RECORD=1` a mismatching or missing golden is rewritten and the comparison still
/// fails, so a re-record is never silent; without it a missing golden is a failure, never recorded.
public enum Golden {
    /// The repository root, found from this file's path.
    public static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `Fixtures/` in the repository.
    public static let fixtures = root.appendingPathComponent("Fixtures")

    /// Whether this run re-records goldens (`RIPPLEGEN_RECORD=1`): expected output files only.
    public static var recording: Bool { ProcessInfo.processInfo.environment["RIPPLEGEN_RECORD"] == "1" }

    /// Whether this run rewrites what is generated from the code (`RIPPLEGEN_REGENERATE=1`): the tables in the
    /// docs. A switch of its own, so re-recording goldens never rewrites documentation, nor the reverse.
    public static var regenerating: Bool { ProcessInfo.processInfo.environment["RIPPLEGEN_REGENERATE"] == "1" }

    /// Compares `actual` with the golden at `Fixtures/<relativePath>`.
    ///
    /// - Returns: `nil` when they are equal (and not recording), else a failure message with a line diff.
    public static func compare(_ actual: String, to relativePath: String) -> String? {
        let url = fixtures.appendingPathComponent(relativePath)
        let expected = try? String(contentsOf: url, encoding: .utf8)
        if recording {
            try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try? actual.write(to: url, atomically: true, encoding: .utf8)
            return expected == actual
                ? "RIPPLEGEN_RECORD=1: \(relativePath) checked (unchanged); unset RIPPLEGEN_RECORD to pass"
                : "RIPPLEGEN_RECORD=1: re-recorded \(relativePath); review the diff and rerun without RIPPLEGEN_RECORD"
        }
        guard let expected else {
            return "missing golden \(relativePath); run RIPPLEGEN_RECORD=1 swift test to record it, then review it"
        }
        guard expected != actual else { return nil }
        return "\(relativePath) differs from the golden (re-record with RIPPLEGEN_RECORD=1 swift test):\n" + lineDiff(expected, actual)
    }

    /// A compact line diff: `-` expected, `+` actual.
    public static func lineDiff(_ expected: String, _ actual: String) -> String {
        let old = expected.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let new = actual.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let difference = new.difference(from: old)
        var lines: [String] = []
        for change in difference {
            switch change {
            case .remove(let offset, let element, _): lines.append("-\(offset + 1): \(element)")
            case .insert(let offset, let element, _): lines.append("+\(offset + 1): \(element)")
            }
        }
        return lines.prefix(60).joined(separator: "\n")
    }
}
