import Foundation
import Testing

/// A part of a document generated from code (docs/cli.md's flag and bounds tables), between two marker lines:
/// a test compares it with what the code renders, and `RIPPLEGEN_REGENERATE=1` rewrites it (never `RIPPLEGEN_RECORD`,
/// which re-records goldens only).
public struct GeneratedSection: Sendable {
    /// The document, relative to the package root.
    public let file: String
    /// The line before the section (with its newline).
    public let begin: String
    /// The line after it (with its newline).
    public let end: String
    /// The command that rewrites it, for the failure message.
    public let rewrite: String

    /// A section of `file` between `begin` and `end`.
    public init(file: String, begin: String, end: String, rewrite: String) {
        self.file = file
        self.begin = begin
        self.end = end
        self.rewrite = rewrite
    }

    /// Expects the section to be `rendered`; rewrites it instead under `RIPPLEGEN_REGENERATE=1`.
    public func expect(_ rendered: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let url = Golden.root.appendingPathComponent(file)
        let text = try String(contentsOf: url, encoding: .utf8)
        let start = try #require(text.range(of: begin), "\(file) has no marker \(begin)", sourceLocation: sourceLocation)
        let stop = try #require(text.range(of: end, range: start.upperBound..<text.endIndex), sourceLocation: sourceLocation)
        if Golden.regenerating {
            try (text[..<start.upperBound] + rendered + text[stop.lowerBound...]).write(to: url, atomically: true, encoding: .utf8)
            Issue.record("RIPPLEGEN_REGENERATE=1: rewrote a generated section of \(file); review it and rerun without RIPPLEGEN_REGENERATE",
                         sourceLocation: sourceLocation)
            return
        }
        let documented = String(text[start.upperBound..<stop.lowerBound])
        #expect(documented == rendered, "\(file) is out of date: \(rewrite)\n\(Golden.lineDiff(documented, rendered))", sourceLocation: sourceLocation)
    }
}
