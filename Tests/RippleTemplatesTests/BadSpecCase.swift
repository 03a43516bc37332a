import Foundation
import RippleJSON
import RippleTemplates
import Testing

/// A malformed spec and where its first error must be reported.
struct BadSpecCase: Sendable, CustomTestStringConvertible {
    /// A short name for the test report.
    let id: String
    /// The document's bytes (most cases are text; the UTF-8 cases are not).
    let json: [UInt8]
    let expectedLine: Int
    let expectedColumn: Int
    /// A part of `SpecError.description` after the position, so cases can check the key path too.
    let expectedMessageFragment: String

    init(_ id: String, _ json: String, _ line: Int, _ column: Int, _ fragment: String) {
        self.init(id, bytes: Array(json.utf8), line, column, fragment)
    }

    init(_ id: String, bytes: [UInt8], _ line: Int, _ column: Int, _ fragment: String) {
        self.id = id
        json = bytes
        expectedLine = line
        expectedColumn = column
        expectedMessageFragment = fragment
    }

    var testDescription: String { id }

    /// Where `marker` first occurs in `json` (1-based line and column in Unicode scalars).
    init(_ id: String, _ json: String, at marker: String, _ fragment: String) {
        let before = json[..<(json.range(of: marker)?.lowerBound ?? json.startIndex)]
        let lines = before.split(separator: "\n", omittingEmptySubsequences: false)
        self.init(id, json, lines.count, (lines.last?.unicodeScalars.count ?? 0) + 1, fragment)
    }

    /// Reads the case as a `StyleTemplate` and checks the error's position and message.
    func check(sourceLocation: SourceLocation = #_sourceLocation) {
        do {
            let spec = try TemplateDecoder.decode(json, file: "\(id).json")
            Issue.record("decoded without an error: \(spec)", sourceLocation: sourceLocation)
        } catch {
            #expect(error.file == "\(id).json", sourceLocation: sourceLocation)
            #expect(
                "\(error.line):\(error.column)" == "\(expectedLine):\(expectedColumn)",
                "\(error)", sourceLocation: sourceLocation
            )
            #expect(error.description.contains(expectedMessageFragment), "\(error)", sourceLocation: sourceLocation)
        }
    }
}

/// Files of the repository, found from this file's path (`Tests/RippleTemplatesTests/…`).
enum Repository {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func bytes(_ relativePath: String) throws -> [UInt8] {
        Array(try Data(contentsOf: root.appendingPathComponent(relativePath)))
    }
}

/// The error reading `json` as a template throws, if any.
func templateError(_ json: String) -> SpecError? {
    do {
        _ = try TemplateDecoder.decode(Array(json.utf8), file: "test.json")
        return nil
    } catch {
        return error
    }
}
