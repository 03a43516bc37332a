import RippleJSON
import Testing

/// The positioned tree: values, escapes, numbers, positions and limits.
struct JSONParserTests {
    private func parse(_ text: String) throws -> JSONValue {
        try JSONParser.parse(Array(text.utf8), file: "test.json")
    }

    @Test func keepsMembersInDocumentOrderWithPositions() throws {
        let value = try parse("""
            {
              "b": [1, true, null],
              "a": {"x": "y"}
            }
            """)
        #expect(value.position == JSONPosition(line: 1, column: 1))
        guard case .object(let object) = value.kind else { Issue.record("not an object"); return }
        #expect(object.members.map(\.key) == ["b", "a"])
        #expect(object.members.map(\.keyPosition) == [JSONPosition(line: 2, column: 3), JSONPosition(line: 3, column: 3)])
        let array = try #require(object.member(named: "b")?.value)
        #expect(array.position == JSONPosition(line: 2, column: 8))
        guard case .array(let elements) = array.kind else { Issue.record("not an array"); return }
        #expect(elements.map(\.kind) == [.number(1, literal: "1"), .bool(true), .null])
        #expect(elements.map(\.position.column) == [9, 12, 18])
        #expect(object.member(named: "a")?.value.position == JSONPosition(line: 3, column: 8))
        #expect(object.member(named: "c") == nil)
    }

    struct StringCase: Sendable, CustomTestStringConvertible {
        let json: String
        let expected: String
        var testDescription: String { json }
    }

    static let strings: [StringCase] = [
        StringCase(json: #""plain""#, expected: "plain"),
        StringCase(json: #""\"\\\/\b\f\n\r\t""#, expected: "\"\\/\u{8}\u{C}\n\r\t"),
        StringCase(json: #""\u0041\u00e9\u2728""#, expected: "Aé✨"),
        StringCase(json: #""\uD83D\uDE00 \ud83d\ude00""#, expected: "😀 😀"),
        StringCase(json: #""a\u0000b""#, expected: "a\u{0}b"),
        StringCase(json: #""ωß✨😀""#, expected: "ωß✨😀"),
        StringCase(json: "\"\u{7F}\"", expected: "\u{7F}"),
        StringCase(json: #""""#, expected: ""),
    ]

    @Test(arguments: strings)
    func resolvesEscapes(_ item: StringCase) throws {
        #expect(try parse(item.json).kind == .string(item.expected))
    }

    struct NumberCase: Sendable, CustomTestStringConvertible {
        let json: String
        let expected: Double
        var testDescription: String { json }
    }

    static let numbers: [NumberCase] = [
        NumberCase(json: "0", expected: 0),
        NumberCase(json: "-0", expected: -0.0),
        NumberCase(json: "12", expected: 12),
        NumberCase(json: "-3.25", expected: -3.25),
        NumberCase(json: "1e3", expected: 1000),
        NumberCase(json: "1E+3", expected: 1000),
        NumberCase(json: "25e-2", expected: 0.25),
        NumberCase(json: "0.7", expected: 0.7),
        NumberCase(json: "1e-400", expected: 0),
    ]

    @Test(arguments: numbers)
    func parsesNumbers(_ item: NumberCase) throws {
        #expect(try parse(item.json).kind == .number(item.expected, literal: item.json))
    }

    @Test func countsColumnsInScalarsOnEveryLine() throws {
        let value = try parse("{\"é😀\": [\"ω\", 1],\r\n \"x\": 2}")
        guard case .object(let object) = value.kind else { Issue.record("not an object"); return }
        let first = try #require(object.member(named: "é😀")?.value)
        guard case .array(let elements) = first.kind else { Issue.record("not an array"); return }
        #expect(first.position.column == 8)
        #expect(elements.map(\.position.column) == [9, 14])
        #expect(object.member(named: "x")?.keyPosition == JSONPosition(line: 2, column: 2))
    }

    @Test func acceptsTheMaximumDepth() throws {
        let depth = JSONParser.maximumDepth
        let json = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        #expect(throws: Never.self) { try parse(json) }
        #expect(throws: SpecError.self) { try parse("[" + json + "]") }
    }

    @Test func stopsAtTheDepthLimitInsteadOfOverflowingTheStack() {
        let json = String(repeating: "[", count: 100_000)
        #expect(throws: SpecError(
            file: "test.json", line: 1, column: 65,
            path: "[0]" + String(repeating: "[0]", count: 63),
            message: "arrays and objects are nested more than 64 levels deep"
        )) { try parse(json) }
    }

    @Test func acceptsADocumentOfExactlyTheMaximumSize() throws {
        let padding = JSONParser.maximumDocumentSize - 2
        let json = "\"" + String(repeating: "a", count: padding) + "\""
        #expect(try parse(json).kind == .string(String(repeating: "a", count: padding)))
    }

    @Test func skipsALeadingByteOrderMark() throws {
        let value = try JSONParser.parse([0xEF, 0xBB, 0xBF] + Array(" [7]".utf8), file: "bom.json")
        #expect(value.position == JSONPosition(line: 1, column: 2))
    }

    @Test func describesErrorsInTheCompilerFormat() {
        let error = SpecError(file: "spec.json", line: 3, column: 17, path: "defaults", message: "missing key 'duration'")
        #expect(error.description == "spec.json:3:17: error: defaults: missing key 'duration'")
        let topLevel = SpecError(file: "spec.json", line: 1, column: 1, path: "", message: "missing key 'name'")
        #expect(topLevel.description == "spec.json:1:1: error: missing key 'name'")
    }

    /// Resolution errors carry key paths; `locate` turns them back into the position of the deepest
    /// value on the path that exists.
    @Test func locatesKeyPaths() throws {
        let root = try JSONParser.parse(Array(#"{"layers": [{"size": [1, 2]}, {"tracks": {"scale": [{"at": 0}]}}]}"#.utf8), file: "t.json")
        #expect(root.locate("layers[0].size[1]") == JSONPosition(line: 1, column: 26))
        #expect(root.locate("layers[1].tracks.scale[0].at") == JSONPosition(line: 1, column: 60))
        #expect(root.locate("layers[1].tracks.opacity[0]") == JSONPosition(line: 1, column: 42))
        #expect(root.locate("layers[9]") == JSONPosition(line: 1, column: 12))
        #expect(root.locate("nothing") == nil)
    }
}
