import Foundation
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

    /// Decodes the case as a `Spec` and checks the error's position and message.
    func check(sourceLocation: SourceLocation = #_sourceLocation) {
        do {
            let spec = try StrictJSONDecoder.decode(Spec.self, from: json, file: "\(id).json")
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

/// The error `StrictJSONDecoder` throws for `json`, if any.
func decodingError<T: Decodable>(_ type: T.Type, _ json: String) -> SpecError? {
    do {
        _ = try StrictJSONDecoder.decode(type, from: Array(json.utf8), file: "test.json")
        return nil
    } catch {
        return error
    }
}
