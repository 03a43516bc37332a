import Foundation
@testable import RippleSerializers
import RippleTestSupport
import Testing

/// `ScriptMinifier`: what it may take out (comments, whitespace), what it must keep (the inside of strings,
/// template literals and regular expressions; the spaces and line breaks that carry meaning), the declared
/// renames, and the directives the readable sources are templates with.
struct ScriptMinifierTests {
    struct MinifyCase: Sendable, CustomTestStringConvertible {
        let id: String
        let source: String
        var names: [String: String] = [:]
        let expected: String
        var testDescription: String { id }
    }

    static func minify(_ source: String, names: [String: String] = [:], _ context: ScriptTemplate.Context = .init()) throws -> String {
        try ScriptMinifier.minify(Array(source.utf8), names: names).expand(context)
    }

    static let cases: [MinifyCase] = [
        // Comments go; what only looks like one stays.
        MinifyCase(id: "line and block comments", source: "a = 1 // one\n/* two\n */ + b", expected: "a=1+b"),
        MinifyCase(id: "// inside a double-quoted string", source: #"f("a // b", c)"#, expected: #"f("a // b",c)"#),
        MinifyCase(id: "/* */ inside a single-quoted string", source: "f('/* x */' , 'it\\'s')", expected: "f('/* x */','it\\'s')"),
        MinifyCase(id: "template text kept, its code minified", source: "`a  // ${ x + 1 } b ${ `in ${ y }` }`",
                   names: ["x": "X", "y": "Y"], expected: "`a  // ${X+1} b ${`in ${Y}`}`"),
        MinifyCase(id: "an object inside a substitution", source: "`${ f({ k: 1 }) } x`", expected: "`${f({k:1})} x`"),
        MinifyCase(id: "regex with a space and slashes", source: "ok && / a\\/\\/b /g.test(s)", expected: "ok&&/ a\\/\\/b /g.test(s)"),
        MinifyCase(id: "regex class holding a slash", source: "x = ! /[/ ]x/ .test(s)", expected: "x=!/[/ ]x/.test(s)"),
        MinifyCase(id: "division after a value", source: "(a) / b / 2 * c", expected: "(a)/b/2*c"),
        // Spaces that carry meaning.
        MinifyCase(id: "words keep one space", source: "new   Map , typeof  x", expected: "new Map,typeof x"),
        MinifyCase(id: "a - -b", source: "a - -b", expected: "a- -b"),
        MinifyCase(id: "a + +b and a + ++b", source: "[a + +b, a + ++b]", expected: "[a+ +b,a+ ++b]"),
        MinifyCase(id: "division before a regex", source: "a / /re/.x", expected: "a/ /re/.x"),
        MinifyCase(id: "1 .toString()", source: "1 .toString() + 1.5 .toFixed()", expected: "1 .toString()+1.5.toFixed()"),
        MinifyCase(id: "<!-- never appears", source: "x < !--y", expected: "x< !--y"),
        MinifyCase(id: "a?.5:1 is a conditional", source: "a ? .5 : 1", expected: "a?.5:1"),
        // Line breaks where JavaScript inserts a semicolon stay (automatic semicolon insertion).
        MinifyCase(id: "ASI before ++", source: "a\n++b", expected: "a\n++b"),
        MinifyCase(id: "ASI after return", source: "return\nx", expected: "return\nx"),
        MinifyCase(id: "ASI between two statements", source: "let a = 1\nlet b = a", expected: "let a=1\nlet b=a"),
        MinifyCase(id: "ASI before a block", source: "f()\n{ g() }", expected: "f()\n{g()}"),
        MinifyCase(id: "no ASI before an operator", source: "a\n&& b\n? c\n: d", expected: "a&&b?c:d"),
        MinifyCase(id: "no ASI before ( or . (the source means a call)", source: "a = b\n(c)\n.d", expected: "a=b(c).d"),
        MinifyCase(id: "no ASI after a comma", source: "f(a,\n b)", expected: "f(a,b)"),
        // Renames: declared names only, never properties.
        MinifyCase(id: "renamed, properties kept", source: "event => event.type + type?.event", names: ["event": "v", "type": "y"],
                   expected: "v=>v.type+y?.event"),
        MinifyCase(id: "renamed in a destructuring value", source: "({ target: box, size: [w] }) => box", names: ["box": "c", "w": "W"],
                   expected: "({target:c,size:[W]})=>c"),
        MinifyCase(id: "unmapped names kept", source: "document.body", names: ["doc": "D"], expected: "document.body"),
        // true and false.
        MinifyCase(id: "true and false as values", source: "f(true, { a: false }, [true])", expected: "f(!0,{a:!1},[!0])"),
        MinifyCase(id: "true as an operand kept", source: "true.toString() + x.true + (true ** 2)", expected: "true.toString()+x.true+(true**2)"),
        MinifyCase(id: "a key named true kept", source: "({ true: 1 })", expected: "({true:1})"),
    ]

    @Test(arguments: cases)
    func minifies(_ item: MinifyCase) throws {
        #expect(try Self.minify(item.source, names: item.names) == item.expected)
    }

    /// Node's verdict on the minified text equals its verdict on the source: both parse or neither does.
    @Test(.enabled(if: NodeCheck.node != nil, "node is not on PATH; the minifier's output is not parsed"), arguments: cases)
    func minifiedParsesWhereTheSourceParses(_ item: MinifyCase) throws {
        let minified = try Self.minify(item.source, names: item.names)
        #expect(try NodeCheck.parses(item.source) == NodeCheck.parses(minified), "\(minified)")
    }

    struct DirectiveCase: Sendable, CustomTestStringConvertible {
        let id: String
        let source: String
        let context: ScriptTemplate.Context
        let expected: String
        var testDescription: String { id }
    }

    static let directiveCases: [DirectiveCase] = [
        DirectiveCase(id: "if set", source: "f(a /*@if x*/, b /*@end*/)", context: .init(flags: ["x"]), expected: "f(a,b)"),
        DirectiveCase(id: "if not set", source: "f(a /*@if x*/, b /*@end*/)", context: .init(), expected: "f(a)"),
        DirectiveCase(id: "else", source: "/*@if x*/ one /*@else*/ two /*@end*/", context: .init(), expected: "two"),
        DirectiveCase(id: "nested", source: "/*@if x*/a/*@if y*/+b/*@end*/;/*@else*/c/*@end*/", context: .init(flags: ["x"]), expected: "a;"),
        DirectiveCase(id: "repeat 3", source: "f(/*@repeat n*/ g( 1 ) /*@end*/)", context: .init(counts: ["n": 3]), expected: "f(g(1),g(1),g(1))"),
        DirectiveCase(id: "repeat 0", source: "f(/*@repeat n*/g()/*@end*/)", context: .init(), expected: "f()"),
        DirectiveCase(id: "slot", source: "a ? /*@slot rate*/ : 1", context: .init(slots: ["rate": ".25"]), expected: "a?.25:1"),
        // The space between two words is decided when the pieces are joined.
        DirectiveCase(id: "word meets word across a directive", source: "new /*@if x*/ Map /*@else*/ Set /*@end*/",
                      context: .init(), expected: "new Set"),
        DirectiveCase(id: "minus meets minus across a slot", source: "a - /*@slot n*/", context: .init(slots: ["n": "-1"]), expected: "a- -1"),
    ]

    @Test(arguments: directiveCases)
    func expandsDirectives(_ item: DirectiveCase) throws {
        #expect(try Self.minify(item.source, item.context) == item.expected)
    }

    @Test func templateListsTheNamesItReads() throws {
        let template = try ScriptMinifier.minify(Array("/*@if b*/x/*@repeat n*/y/*@end*//*@end*//*@slot a*/".utf8), names: [:])
        #expect(template.names == ["a", "b", "n"])
    }

    struct FailureCase: Sendable, CustomTestStringConvertible {
        let id: String
        let source: String
        var names: [String: String] = [:]
        /// The start of the failure's message, and where it points.
        let message: String
        let offset: Int
        var testDescription: String { id }
    }

    static let failureCases: [FailureCase] = [
        FailureCase(id: "unterminated string", source: "a = \"x", message: "unterminated string", offset: 4),
        FailureCase(id: "string across a line", source: "'a\nb'", message: "unterminated string", offset: 0),
        FailureCase(id: "unterminated template", source: "`a ${b}", message: "unterminated template literal", offset: 7),
        FailureCase(id: "unterminated regex", source: "x = /ab", message: "unterminated regular expression", offset: 4),
        FailureCase(id: "unterminated comment", source: "a /* b", message: "unterminated comment", offset: 2),
        FailureCase(id: "unknown directive", source: "/*@when x*/", message: "unknown directive", offset: 0),
        FailureCase(id: "else outside if", source: "a/*@else*/", message: "/*@else*/ outside", offset: 1),
        FailureCase(id: "end without if", source: "a/*@end*/", message: "/*@end*/ without", offset: 1),
        FailureCase(id: "unclosed if", source: "/*@if x*/a", message: "unclosed directive", offset: 0),
        FailureCase(id: "a renamed key", source: "({ event: 1 })", names: ["event": "v"], message: "'event' is renamed but is an object key", offset: 3),
        FailureCase(id: "a renamed shorthand", source: "({ a, event })", names: ["event": "v"], message: "'event' is renamed but is an object key", offset: 6),
    ]

    @Test(arguments: failureCases)
    func refuses(_ item: FailureCase) {
        #expect {
            try ScriptMinifier.minify(Array(item.source.utf8), names: item.names)
        } throws: { error in
            guard let failure = error as? ScriptMinifier.Failure else { return false }
            return failure.message.hasPrefix(item.message) && failure.offset == item.offset
        }
    }

    /// A shipped script is already minified: the minifier, without renames, gives it back byte for byte.
    /// That runs the lexer over every construct the scripts use (a regex, template literals, `?.`, `!0`).
    @Test(arguments: ["material", "splash", "fill", "ring", "pulse"])
    func shippedScriptIsAFixedPoint(_ name: String) throws {
        let url = Golden.fixtures.appendingPathComponent("golden/web/\(name).js")
        let script = try String(contentsOf: url, encoding: .utf8)
        let code = String(script.drop { $0 != "\n" }.dropFirst().dropLast())
        #expect(try Self.minify(code) == code)
    }
}
