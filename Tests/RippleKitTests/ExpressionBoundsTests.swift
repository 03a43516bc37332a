import RippleKit
import Testing

/// Every structure an expression can build is bounded (length, nesting, operators), so no file can make
/// the recursive parser or the evaluator overflow the stack; what a template needs stays far inside.
struct ExpressionBoundsTests {
    static func nested(_ depth: Int) -> String { String(repeating: "(", count: depth) + "1" + String(repeating: ")", count: depth) }
    static func flat(_ terms: Int) -> String { Array(repeating: "1", count: terms + 1).joined(separator: "+") }

    static let cases: [(String, Bool)] = {
        var cases: [(String, Bool)] = []
        cases.append((nested(32), true))
        cases.append((nested(33), false))
        cases.append((nested(20_000), false))
        cases.append((flat(256), true))
        cases.append((flat(257), false))
        cases.append((flat(200_000), false))
        cases.append((String(repeating: "-", count: 33) + "1", false))
        cases.append(("max(" + Array(repeating: "1", count: 300).joined(separator: ",") + ")", false))
        cases.append((String(repeating: "max(", count: 33) + "1" + String(repeating: ")", count: 33), false))
        cases.append((String(repeating: " ", count: 4096) + "1", false))
        return cases
    }()

    @Test(arguments: cases)
    func boundedExpressions(_ text: String, _ accepted: Bool) throws {
        if accepted {
            #expect(try Expression(parsing: text).evaluate([:]) > 0)
        } else {
            #expect {
                _ = try Expression(parsing: text)
            } throws: { error in
                guard case ExpressionError.tooComplex = error else { return false }
                return true
            }
        }
    }

    @Test func theMessageSaysWhatToDo() {
        do {
            _ = try Expression(parsing: Self.nested(40))
            Issue.record("a 40-level expression was accepted")
        } catch {
            #expect(error.description.contains("nested more than 32 levels deep"))
            #expect(error.description.contains("split it into variables"))
        }
    }
}
