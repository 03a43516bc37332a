import Foundation
import RippleTestSupport
import Testing

/// `ripplegen validate FILE.json`: a Lottie document gets the Lottie lint (structure and player profile)
/// with `file:line:col: error:` messages, as SVG files get theirs, instead of an XML parser's "start tag
/// expected"; ripplegen's own documents are valid.
struct ValidateLottieTests {
    /// A damage to the ring golden (pretty, so every member has its own line) and the message expected.
    typealias Damage = TextDamage

    static let golden = "cases/lottie-ring/ring.json"

    static let cases: [Damage] = [
        // A member left out is reported at the object that lacks it: the layer starts on line 11.
        Damage(id: "layer without ind", replace: "\"ind\": 1,\n", with: "", expected: "doc.json:11:5: error: layers[0].ind: missing: every layer carries it"),
        // A wrong value is reported where the value is.
        Damage(id: "start time as text", replace: "\"st\": 0,", with: "\"st\": \"0\",", expected: "doc.json:135:13: error: layers[0].st: must be a number"),
        Damage(id: "duplicate key", replace: "\"ty\": \"tr\",", with: "\"ty\": \"tr\", \"ty\": \"gr\",", expected: "doc.json:108:27: error: "),
        Damage(id: "syntax", replace: "\"fr\": 60,", with: "\"fr\": 60,,", expected: "doc.json:3:12: error: expected a key in double quotes, found ','"),
        Damage(id: "unknown shape", replace: "\"ty\": \"el\"", with: "\"ty\": \"oval\"",
               expected: "error: layers[0].shapes[0].it[0].ty: unknown shape type 'oval'"),
    ]

    static func validate(_ text: String) throws -> BinaryRunner.Result {
        let directory = try BinaryRunner.temporaryDirectory()
        try text.write(to: directory.appendingPathComponent("doc.json"), atomically: true, encoding: .utf8)
        return try CLI.run(["validate", "doc.json"], in: directory)
    }

    @Test func ripplegensDocumentsAreValid() throws {
        for name in ["ring", "pulse-min", "ring-rings3-clip", "fill-rounded"] {
            let path = Golden.fixtures.appendingPathComponent("cases/lottie-\(name)/\(name).json").path
            let result = try CLI.run(["validate", path])
            #expect(result.status == 0 && result.stdout == "\(path): valid\n", "\(result.stderr)")
        }
    }

    @Test(arguments: cases)
    func damageIsReportedAtItsLine(_ item: Damage) throws {
        let text = try String(contentsOf: Golden.fixtures.appendingPathComponent(Self.golden), encoding: .utf8)
        #expect(text.contains(item.replace), "the case must change the document")
        let result = try Self.validate(text.replacingOccurrences(of: item.replace, with: item.with))
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stderr.contains(item.expected), "\(result.stderr)")
        #expect(!result.stderr.contains("start tag expected"))
    }

    @Test func jsonThatIsNoDocument() throws {
        let result = try Self.validate("  [1, 2]\n")
        #expect(result.status == 1)
        #expect(result.stderr == "doc.json:1:3: error: not a JSON object\n", "\(result.stderr)")
    }
}

extension TextDamage: CustomTestStringConvertible {
    public var testDescription: String { id }
}
