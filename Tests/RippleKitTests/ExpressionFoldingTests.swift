import RippleKit
import RippleTemplates
import Testing

/// `Expression.folded`: the identities and constant operations the press model and the web format rely
/// on, a quantity over a multiple of itself, and what is left alone.
struct ExpressionFoldingTests {
    struct FoldCase: Sendable, CustomTestStringConvertible {
        let id: String
        let expression: Expression
        let expected: Expression
        var testDescription: String { id }
    }

    static let x = Expression.variable("x")

    static let folds: [FoldCase] = [
        FoldCase(id: "1*x", expression: .binary("*", .number(1), x), expected: x),
        FoldCase(id: "x*1", expression: .binary("*", x, .number(1)), expected: x),
        FoldCase(id: "x+0", expression: .binary("+", x, .number(0)), expected: x),
        FoldCase(id: "0+x", expression: .binary("+", .number(0), x), expected: x),
        FoldCase(id: "x-0", expression: .binary("-", x, .number(0)), expected: x),
        FoldCase(id: "x/1", expression: .binary("/", x, .number(1)), expected: x),
        FoldCase(id: "(1*x)+0, nested", expression: .binary("+", .binary("*", .number(1), x), .number(0)), expected: x),
        FoldCase(id: "2*3", expression: .binary("*", .number(2), .number(3)), expected: .number(6)),
        FoldCase(id: "2*r+1 with r constant", expression: .binary("+", .binary("*", .number(2), .number(4)), .number(1)), expected: .number(9)),
        FoldCase(id: "1/4", expression: .binary("/", .number(1), .number(4)), expected: .number(0.25)),
        FoldCase(id: "x/(0.5*x)", expression: .binary("/", x, .binary("*", .number(0.5), x)), expected: .number(2)),
        FoldCase(id: "2*(x/2)", expression: .binary("*", .number(2), .binary("/", x, .number(2))), expected: x),
        // Not identities: kept as they are.
        FoldCase(id: "0-x", expression: .binary("-", .number(0), x), expected: .binary("-", .number(0), x)),
        FoldCase(id: "x*0", expression: .binary("*", x, .number(0)), expected: .binary("*", x, .number(0))),
        FoldCase(id: "1/0", expression: .binary("/", .number(1), .number(0)), expected: .binary("/", .number(1), .number(0))),
        FoldCase(id: "min(1*x) inside a call", expression: .call("min", [.binary("*", .number(1), x)]), expected: .call("min", [.binary("*", .number(1), x)])),
    ]

    @Test(arguments: folds)
    func folded(_ item: FoldCase) {
        #expect(item.expression.folded == item.expected)
    }

    /// The press model sees that the pulse's S (which reads d) is the same number for every element.
    @Test func aDefinitionOverAMultipleOfItselfIsAConstantOfTheModel() throws {
        let template = try #require(try BuiltinStyles.template(named: "pulse"))
        let program = try template.pressProgram()
        #expect(!program.definitions.map(\.name).contains("S"), "S is a number, not a definition")
        #expect(program.definitions.map(\.name).contains("d"))
    }

    @Test func termsCountEveryNode() throws {
        #expect(try Expression(parsing: "max(W, H)/(0.6*max(W, H))").terms == 9)
        #expect(Expression.variable("x").substituting(["x": .number(3)]) == .number(3))
    }
}
