/// Turns a readable script source into what ships: comments and whitespace out, declared names renamed,
/// directives kept for `ScriptTemplate.expand`. Deterministic: the same source and names give the same
/// bytes, with no parser and no dependency.
///
/// - Whitespace goes except where it separates two words (`new Map`) or would join two operators into
///   another (`a - -b`, `a / /x/`), and except a line break where JavaScript ends a statement at it
///   (automatic semicolon insertion: `return⏎x`, `a⏎++b`, a value followed by a word on the next line):
///   there the line break stays, so the output means what the source meant.
/// - Names are renamed by a declared mapping (`WebScriptNames`), never by guessing: a word is renamed when
///   the mapping has it and it is not a property (after `.` or `?.`). A mapped name where an object literal
///   has a key (`{name: …}`, or the shorthand `{name}`) is an error, since renaming it would change the key.
/// - `true` and `false` become `!0` and `!1` where a value ends there (before `,` `)` `]` `}` `;` `:`), so
///   the sources can say what they mean.
enum ScriptMinifier {
    /// Why a source cannot be minified: the lexer's failure, a mapped name used as a key, or unbalanced directives.
    typealias Failure = ScriptLexer.Failure

    /// The template of `source` with the names of `names` renamed.
    ///
    /// - Parameters:
    ///   - source: a readable script (UTF-8; ASCII outside strings and comments).
    ///   - names: readable name → shipped name.
    /// - Throws: `Failure` for an unterminated literal or comment, a malformed or unbalanced directive, or a
    ///   mapped name used as an object key.
    static func minify(_ source: [UInt8], names: [String: String]) throws(Failure) -> ScriptTemplate {
        let tokens = try ScriptLexer.tokens(source)
        var builder = Builder()
        var brackets: [Bracket] = []
        var previous: ScriptLexer.Token?
        var previousText = ""
        for (position, token) in tokens.enumerated() {
            let next = position + 1 < tokens.count ? tokens[position + 1] : nil
            if case .directive(let directive) = token.kind {
                try builder.directive(directive, at: token.offset)
                previous = nil
                continue
            }
            var text = token.text
            switch token.kind {
            case .word:
                let isProperty = previous.map { $0.kind == .punctuator && ($0.text == "." || $0.text == "?.") } ?? false
                let isKey = brackets.last == .object && previous.map { $0.kind == .punctuator && ["{", ","].contains($0.text) } == true
                    && next.map { $0.kind == .punctuator && [":", ",", "}", "="].contains($0.text) } == true
                if let renamed = names[text], !isProperty {
                    if isKey { throw Failure(message: "'\(text)' is renamed but is an object key here", offset: token.offset) }
                    text = renamed
                } else if text == "true" || text == "false", !isProperty, !isKey,
                          next.map({ $0.kind == .punctuator && [",", ")", "]", "}", ";", ":"].contains($0.text) }) ?? true {
                    text = text == "true" ? "!0" : "!1"
                }
            case .punctuator:
                track(token.text, after: previous, in: &brackets)
            case .templateHead:
                brackets.append(.substitution)
            case .templateMiddle, .templateTail:
                if !brackets.isEmpty { brackets.removeLast() }
                if token.kind == .templateMiddle { brackets.append(.substitution) }
            default:
                break
            }
            if let previous {
                if token.newlineBefore, endsStatement(previous, token) {
                    builder.append("\n")
                } else if needsSpace(previous.kind, previousText, text) {
                    builder.append(" ")
                }
            }
            builder.append(text)
            previous = token
            previousText = text
        }
        return try builder.finish(at: source.count)
    }

    /// Whether two adjacent bytes of output need a space between them: two identifier characters, or
    /// punctuation that would read as another operator or a comment together.
    static func needsSpace(_ last: UInt8, _ first: UInt8) -> Bool {
        if ScriptLexer.isWord(last), ScriptLexer.isWord(first) { return true }
        switch (last, first) {
        case (UInt8(ascii: "+"), UInt8(ascii: "+")), (UInt8(ascii: "-"), UInt8(ascii: "-")),
             (UInt8(ascii: "/"), UInt8(ascii: "/")), (UInt8(ascii: "/"), UInt8(ascii: "*")),
             // `a < !--b` would start an HTML-like comment (`<!--`), which scripts still honour.
             (UInt8(ascii: "<"), UInt8(ascii: "!")):
            return true
        default:
            return false
        }
    }

    // MARK: - Spacing

    /// Between two tokens as written (`previous` of `kind`, then `text`).
    private static func needsSpace(_ kind: ScriptLexer.Token.Kind, _ previous: String, _ text: String) -> Bool {
        guard let last = previous.utf8.last, let first = text.utf8.first else { return false }
        // `1 .toString()`: a whole number followed by `.` would read as a decimal point.
        if kind == .number, first == UInt8(ascii: "."), previous.utf8.allSatisfy(ScriptLexer.isDigit) { return true }
        return needsSpace(last, first)
    }

    /// Words that end a statement when a line break follows them (`return⏎x` returns nothing).
    private static let restricted: Set<String> = ["return", "throw", "break", "continue", "yield", "async"]
    /// Words that join what is on either side, so they end no statement and start none.
    private static let operators: Set<String> = ["in", "instanceof", "of", "new", "typeof", "void", "delete", "await"]

    /// Whether a line break between two tokens may be where JavaScript inserts a semicolon, so that taking
    /// it out could change the meaning (conservative: kept also where a statement merely could end).
    private static func endsStatement(_ previous: ScriptLexer.Token, _ token: ScriptLexer.Token) -> Bool {
        if previous.kind == .word, restricted.contains(previous.text) { return true }
        if token.kind == .punctuator, token.text == "++" || token.text == "--" { return true }
        let endsValue: Bool
        switch previous.kind {
        case .word: endsValue = !operators.contains(previous.text)
        case .number, .string, .regex, .template, .templateTail: endsValue = true
        case .punctuator: endsValue = [")", "]", "}"].contains(previous.text)
        default: endsValue = false
        }
        let startsValue: Bool
        switch token.kind {
        case .word: startsValue = !["in", "instanceof", "of"].contains(token.text)
        case .number, .string, .regex: startsValue = true
        case .punctuator: startsValue = ["{", "!", "~"].contains(token.text)
        default: startsValue = false
        }
        return endsValue && startsValue
    }

    // MARK: - Brackets

    /// What an open bracket is: a `{` is an object literal unless it opens a block (after `=>`, `)` or at
    /// the start), which is all the key check needs.
    private enum Bracket { case round, square, object, block, substitution }

    private static func track(_ text: String, after previous: ScriptLexer.Token?, in brackets: inout [Bracket]) {
        switch text {
        case "(": brackets.append(.round)
        case "[": brackets.append(.square)
        case "{":
            let block = previous.map { $0.kind == .punctuator && ["=>", ")", ";", "{", "}"].contains($0.text) } ?? true
            brackets.append(block ? .block : .object)
        case ")", "]", "}":
            if !brackets.isEmpty { brackets.removeLast() }
        default:
            break
        }
    }

    // MARK: - Directives

    /// Collects text and directives into `ScriptTemplate` nodes.
    private struct Builder {
        /// Open `if` and `repeat` blocks: the directive, its offset, the nodes before it, and the `then`
        /// nodes once an `else` has been seen.
        private var open: [(directive: ScriptDirective, offset: Int, outer: [ScriptTemplate.Node], then: [ScriptTemplate.Node]?)] = []
        private var nodes: [ScriptTemplate.Node] = []
        private var text = ""

        mutating func append(_ piece: String) { text += piece }

        mutating func directive(_ directive: ScriptDirective, at offset: Int) throws(Failure) {
            flush()
            switch directive {
            case .ifSet, .repeated:
                open.append((directive, offset, nodes, nil))
                nodes = []
            case .slot(let name):
                nodes.append(.slot(name))
            case .otherwise:
                guard let last = open.last, case .ifSet = last.directive, last.then == nil else {
                    throw Failure(message: "/*@else*/ outside /*@if*/", offset: offset)
                }
                open[open.count - 1].then = nodes
                nodes = []
            case .end:
                guard let last = open.popLast() else { throw Failure(message: "/*@end*/ without /*@if*/ or /*@repeat*/", offset: offset) }
                let inner = nodes
                nodes = last.outer
                switch last.directive {
                case .ifSet(let flag): nodes.append(.choice(flag: flag, then: last.then ?? inner, otherwise: last.then == nil ? [] : inner))
                case .repeated(let count): nodes.append(.repeated(count: count, body: inner))
                default: break
                }
            }
        }

        mutating func finish(at offset: Int) throws(Failure) -> ScriptTemplate {
            if let last = open.last { throw Failure(message: "unclosed directive (no /*@end*/)", offset: last.offset) }
            flush()
            return ScriptTemplate(nodes: nodes)
        }

        private mutating func flush() {
            if !text.isEmpty { nodes.append(.text(text)) }
            text = ""
        }
    }
}
