import RippleKit
import Testing

/// Rejected input: where the error points, what it says, and the size limits.
struct PathDataErrorTests {
    struct ErrorCase: Sendable, CustomTestStringConvertible {
        let text: String
        let position: Int
        let message: String
        var testDescription: String { "\(text.debugDescription) → \(message) at \(position)" }
    }

    static let cases: [ErrorCase] = [
        ErrorCase(text: "", position: 1, message: "path is empty"),
        ErrorCase(text: " \t\n ", position: 1, message: "path is empty"),
        ErrorCase(text: "L 1 1", position: 1, message: "path must start with a moveto"),
        ErrorCase(text: "  l 1 1", position: 3, message: "path must start with a moveto"),
        ErrorCase(text: "1 1", position: 1, message: "path must start with a moveto"),
        ErrorCase(text: "M", position: 2, message: "expected a number after 'M'"),
        ErrorCase(text: "M 1", position: 4, message: "expected a number after 'M'"),
        ErrorCase(text: "M,0 0", position: 2, message: "expected a number after 'M'"),
        ErrorCase(text: "M 0 0 L", position: 8, message: "expected a number after 'L'"),
        ErrorCase(text: "M 0 0 l 1", position: 10, message: "expected a number after 'l'"),
        ErrorCase(text: "M 0 0 C 1 1 2 2 Z", position: 17, message: "expected a number after 'C'"),
        ErrorCase(text: "M 0 0 A 1 1 0", position: 14, message: "arc flag must be 0 or 1"),
        ErrorCase(text: "M 1 1 A 1 1 0 2 0 3 3", position: 15, message: "arc flag must be 0 or 1"),
        ErrorCase(text: "M 1 1 A 1 1 0 0 -1 3 3", position: 17, message: "arc flag must be 0 or 1"),
        ErrorCase(text: "M 1 1 A 1 1 0 0 .5 3 3", position: 17, message: "arc flag must be 0 or 1"),
        ErrorCase(text: "M 1e999 0", position: 3, message: "number out of range"),
        ErrorCase(text: "M 2e9 0", position: 3, message: "number out of range"),
        ErrorCase(text: "M 0 -1000000001", position: 5, message: "number out of range"),
        // Relative steps may not add up beyond the range either.
        ErrorCase(text: "M 1e9 0 l 1 0", position: 11, message: "number out of range"),
        ErrorCase(text: "M 0 0 L 1 - 2", position: 11, message: "malformed number"),
        ErrorCase(text: "M 1e 0", position: 3, message: "malformed number"),
        ErrorCase(text: "M 1.2.3e", position: 6, message: "malformed number"),
        ErrorCase(text: "M 0 0 L . 1", position: 9, message: "malformed number"),
        ErrorCase(text: "M 0 0 X", position: 7, message: "unknown command 'X'"),
        ErrorCase(text: "M 0 0 e 1", position: 7, message: "unknown command 'e'"),
        ErrorCase(text: "M 0 0 Z 5", position: 9, message: "expected a command, found '5'"),
        ErrorCase(text: "M 0 0 L 1 1,", position: 13, message: "expected a number after ','"),
        ErrorCase(text: "M 0 0, L 1 1", position: 8, message: "expected a number after ','"),
        // Characters outside printable ASCII are named by code point and counted as one character each.
        ErrorCase(text: "M 0 0 é", position: 7, message: "expected a command, found U+00E9"),
        ErrorCase(text: "M 0 0\u{1B}[31m", position: 6, message: "expected a command, found U+001B"),
        ErrorCase(text: "M\u{A0}0 0", position: 2, message: "expected a number after 'M'"),
        ErrorCase(text: "M 0 0 👍", position: 7, message: "expected a command, found U+1F44D"),
        ErrorCase(text: "M 0 0 <script>", position: 7, message: "expected a command, found '<'"),
    ]

    @Test(arguments: cases)
    func reportsPositionAndMessage(_ item: ErrorCase) {
        #expect(throws: PathError(item.message, at: item.position)) { try PathData(parsing: item.text) }
    }

    @Test func describesErrorsWithTheirPosition() {
        #expect(PathError("path must start with a moveto", at: 1).description == "path must start with a moveto at character 1")
        #expect(PathError("path has no area").description == "path has no area")
    }

    @Test func acceptsTextUpToTheCharacterLimit() throws {
        let padded = "M0 0" + String(repeating: " ", count: 65_536 - 4)
        #expect(padded.unicodeScalars.count == 65_536)
        #expect(try PathData(parsing: padded).commands == [.move(Vector(0, 0))])
        #expect(throws: PathError("path is longer than 65536 characters", at: 65_537)) {
            try PathData(parsing: padded + " ")
        }
    }

    @Test func countsTheCharacterLimitInCharactersNotBytes() {
        // 40 000 two-byte characters are 80 000 bytes but under the limit, so the parser gets to them.
        let text = "M0 0 " + String(repeating: "é", count: 40_000)
        #expect(throws: PathError("expected a command, found U+00E9", at: 6)) { try PathData(parsing: text) }
    }

    @Test func acceptsUpToTheSegmentLimit() throws {
        // A moveto and 9 999 linetos: 10 000 segments.
        let full = "M0 0" + String(repeating: " L1 1", count: 9_999)
        #expect(try PathData(parsing: full).commands.count == 10_000)
        // The 10 001st segment's arguments start after "M0 0", 9 999 × " L1 1" and " L".
        #expect(throws: PathError("path has more than 10000 segments", at: 4 + 9_999 * 5 + 3)) {
            try PathData(parsing: full + " L1 1")
        }
    }

    @Test func countsImplicitAndClosingSegmentsTowardsTheLimit() throws {
        let implicit = "M0 0" + String(repeating: " 1 1", count: 9_999)
        #expect(try PathData(parsing: implicit).commands.count == 10_000)
        #expect(throws: PathError("path has more than 10000 segments", at: 4 + 9_999 * 4 + 2)) {
            try PathData(parsing: implicit + " 1 1")
        }
        #expect(throws: PathError("path has more than 10000 segments", at: 4 + 9_999 * 4 + 1)) {
            try PathData(parsing: implicit + "Z")
        }
    }
}
