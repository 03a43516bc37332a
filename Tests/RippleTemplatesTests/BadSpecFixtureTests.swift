import RippleJSON
import RippleKit
import RippleTemplates
import Testing

/// The realistic bad specs of `Fixtures/specs/bad/`: the built-in ring style with one mistake each,
/// decoded as a `StyleTemplate` the way `ripplegen --spec` reads a user's file.
///
/// The files are kept as they are, not generated from `Templates/styles/ring.json`, so they keep
/// testing the same mistakes; a schema change that renames a key they use means updating them.
struct BadSpecFixtureTests {
    struct Fixture: Sendable, CustomTestStringConvertible {
        let file: String
        let line: Int
        let column: Int
        /// `path: message`, or the start of it.
        let message: String
        var testDescription: String { file }
    }

    static let fixtures: [Fixture] = [
        Fixture(file: "unknown-key.json", line: 9, column: 5,
                message: "defaults: unknown key 'strokeWdith'; did you mean 'strokeWidth'?"),
        Fixture(file: "misspelled-required-key.json", line: 10, column: 5,
                message: "defaults: unknown key 'duraton'; did you mean 'duration'?"),
        Fixture(file: "wrong-type-in-array.json", line: 27, column: 29,
                message: "layers[0].tracks.opacity[0].at: expected a number or a string, found a boolean"),
        Fixture(file: "unknown-key-in-segment.json", line: 26, column: 62,
                message: "layers[0].tracks.scale[0]: unknown key 'esaing'; did you mean 'easing'?"),
        Fixture(file: "missing-key.json", line: 20, column: 5, message: "layers[0]: missing key 'paint'"),
        Fixture(file: "bad-expression.json", line: 21, column: 16, message: "layers[0].size[0]: expression 'W/': "),
        Fixture(file: "trailing-comma.json", line: 17, column: 19, message: "defaults: trailing comma before '}'"),
        Fixture(file: "duplicate-key.json", line: 18, column: 5,
                message: "defaults: duplicate key 'shape'; it is already defined on line 16, column 5"),
        Fixture(file: "too-deep.json", line: 23, column: 78,
                message: "layers[0].center" + String(repeating: "[0]", count: 61)
                    + ": arrays and objects are nested more than 64 levels deep"),
        Fixture(file: "not-utf8.json", line: 3, column: 25,
                message: "summary: invalid UTF-8 (byte 0xE9); JSON files must be UTF-8"),
    ]

    @Test(arguments: fixtures)
    func reportsTheMistake(_ fixture: Fixture) throws {
        let path = "Fixtures/specs/bad/\(fixture.file)"
        let bytes = try Repository.bytes(path)
        let error = #expect(throws: SpecError.self) {
            try TemplateDecoder.decode(bytes, file: path)
        }
        let prefix = "\(path):\(fixture.line):\(fixture.column): error: \(fixture.message)"
        #expect(error?.description.hasPrefix(prefix) == true, "\(error.map(String.init(describing:)) ?? "no error")")
    }
}
