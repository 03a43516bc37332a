/// The tokens of the web script's readable sources, for `ScriptMinifier`: enough of JavaScript's lexical
/// grammar to take comments and whitespace out safely, and no parser.
///
/// What needs care is what looks like a comment or whitespace and is not: string literals are kept whole
/// (a `//` or `/*` inside one stays), a template literal's text is kept as written while the code of its
/// `${…}` substitutions is tokenized like any other (its names are renamed), and a `/` starts a regular
/// expression literal where an expression may begin (after `&&`, `!`, `(`…), whose text, spaces
/// included, is kept too. A block comment that starts with `/*@` is a directive (`ScriptDirective`).
struct ScriptLexer {
    /// One token. `text` is its source text, except for a directive.
    struct Token: Equatable, Sendable {
        enum Kind: Equatable, Sendable {
            case word, number, string, regex, punctuator
            /// A whole template literal, or the part up to its first `${` (head), between two
            /// substitutions (middle: `}…${`) or after the last one (tail: ``}…` ``).
            case template, templateHead, templateMiddle, templateTail
            case directive(ScriptDirective)
        }
        var kind: Kind
        var text: String
        /// Whether whitespace or a comment holding a line break comes before the token.
        var newlineBefore: Bool
        /// The token's offset in the source, for errors.
        var offset: Int
    }

    /// A source the lexer cannot read: an unterminated literal or comment, or a malformed directive.
    struct Failure: Error, Equatable, CustomStringConvertible {
        var message: String
        var offset: Int
        var description: String { "offset \(offset): \(message)" }
    }

    /// The punctuators, longest first so the longest match wins.
    private static let punctuators: [[UInt8]] = [
        ">>>=", "...", "===", "!==", "**=", "<<=", ">>=", ">>>", "&&=", "||=", "??=",
        "=>", "==", "!=", "<=", ">=", "&&", "||", "??", "?.", "++", "--", "+=", "-=", "*=", "/=", "%=",
        "&=", "|=", "^=", "**", "<<", ">>",
    ].map { Array($0.utf8) }

    /// Words after which a `/` begins a regular expression (an operand follows them), not a division.
    private static let operandKeywords: Set<String> = [
        "return", "typeof", "instanceof", "in", "of", "new", "delete", "void", "throw", "case", "do", "else", "yield", "await",
    ]

    /// Splits `source` into tokens.
    ///
    /// - Throws: `Failure` at an unterminated string, template, regular expression or comment.
    static func tokens(_ source: [UInt8]) throws(Failure) -> [Token] {
        var lexer = ScriptLexer(source: source)
        return try lexer.run()
    }

    private let source: [UInt8]
    private var index = 0
    private var tokens: [Token] = []
    /// Open `{` and `${` in code, so that the `}` that ends a substitution resumes its template's text.
    private var braces: [Bool] = []

    private init(source: [UInt8]) { self.source = source }

    private mutating func run() throws(Failure) -> [Token] {
        var newline = false
        while index < source.count {
            let byte = source[index]
            let start = index
            if byte == 0x0A || byte == 0x0D { newline = true; index += 1; continue }
            if byte == 0x20 || byte == 0x09 { index += 1; continue }
            if byte == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "/") {
                while index < source.count, source[index] != 0x0A { index += 1 }
                continue
            }
            if byte == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
                guard let end = find([0x2A, 0x2F], from: index + 2) else { throw Failure(message: "unterminated comment", offset: start) }
                let body = String(decoding: source[(index + 2)..<end], as: UTF8.self)
                index = end + 2
                if body.hasPrefix("@") {
                    guard let directive = ScriptDirective(String(body.dropFirst())) else {
                        throw Failure(message: "unknown directive /*\(body)*/", offset: start)
                    }
                    append(.directive(directive), "", newline, start)
                    newline = false
                } else if body.utf8.contains(0x0A) {
                    newline = true
                }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                try string(quote: byte)
                append(.string, start, newline)
            case UInt8(ascii: "`"):
                index += 1
                append(try templateText() ? .templateHead : .template, start, newline)
            case UInt8(ascii: "}") where braces.last == true:
                braces.removeLast()
                index += 1
                append(try templateText() ? .templateMiddle : .templateTail, start, newline)
            case UInt8(ascii: "/") where regexAllowed:
                try regex()
                append(.regex, start, newline)
            default:
                if Self.isDigit(byte) || (byte == UInt8(ascii: ".") && peek(1).map(Self.isDigit) == true) {
                    number()
                    append(.number, start, newline)
                } else if Self.isWord(byte) {
                    while index < source.count, Self.isWord(source[index]) { index += 1 }
                    append(.word, start, newline)
                } else {
                    punctuator()
                    if byte == UInt8(ascii: "{") { braces.append(false) }
                    if byte == UInt8(ascii: "}"), !braces.isEmpty { braces.removeLast() }
                    append(.punctuator, start, newline)
                }
            }
            newline = false
        }
        return tokens
    }

    private mutating func append(_ kind: Token.Kind, _ start: Int, _ newline: Bool) {
        append(kind, String(decoding: source[start..<index], as: UTF8.self), newline, start)
    }

    private mutating func append(_ kind: Token.Kind, _ text: String, _ newline: Bool, _ offset: Int) {
        tokens.append(Token(kind: kind, text: text, newlineBefore: newline, offset: offset))
    }

    private func peek(_ distance: Int) -> UInt8? {
        index + distance < source.count ? source[index + distance] : nil
    }

    private func find(_ needle: [UInt8], from start: Int) -> Int? {
        var position = start
        while position + needle.count <= source.count {
            if source[position] == needle[0], Array(source[position..<(position + needle.count)]) == needle { return position }
            position += 1
        }
        return nil
    }

    /// A `/` begins a regular expression where an operand is expected: at the start, after an operator
    /// or an opening bracket, or after a keyword that takes an operand; after a value it divides.
    private var regexAllowed: Bool {
        guard let last = tokens.last(where: { if case .directive = $0.kind { return false } else { return true } }) else { return true }
        switch last.kind {
        case .word: return Self.operandKeywords.contains(last.text)
        case .punctuator: return ![")", "]", "}", "++", "--"].contains(last.text)
        case .templateHead, .templateMiddle, .directive: return true
        case .number, .string, .regex, .template, .templateTail: return false
        }
    }

    private mutating func string(quote: UInt8) throws(Failure) {
        let start = index
        index += 1
        while index < source.count, source[index] != quote {
            if source[index] == 0x0A { break }
            index += source[index] == UInt8(ascii: "\\") ? 2 : 1
        }
        guard index < source.count, source[index] == quote else { throw Failure(message: "unterminated string", offset: start) }
        index += 1
    }

    /// Template text up to its end (returns false, past the backtick) or to a substitution (returns
    /// true, past the `${`, whose closing `}` is then recognised by `braces`).
    private mutating func templateText() throws(Failure) -> Bool {
        let start = index
        while index < source.count {
            switch source[index] {
            case UInt8(ascii: "\\"): index += 2
            case UInt8(ascii: "`"): index += 1; return false
            case UInt8(ascii: "$") where peek(1) == UInt8(ascii: "{"):
                index += 2
                braces.append(true)
                return true
            default: index += 1
            }
        }
        throw Failure(message: "unterminated template literal", offset: start)
    }

    private mutating func regex() throws(Failure) {
        let start = index
        index += 1
        var inClass = false
        while index < source.count, source[index] != 0x0A {
            let byte = source[index]
            if byte == UInt8(ascii: "\\") { index += 2; continue }
            if byte == UInt8(ascii: "[") { inClass = true } else if byte == UInt8(ascii: "]") { inClass = false }
            index += 1
            if byte == UInt8(ascii: "/"), !inClass {
                while index < source.count, Self.isWord(source[index]) { index += 1 }
                return
            }
        }
        throw Failure(message: "unterminated regular expression", offset: start)
    }

    /// A numeric literal: digits, letters (`1e3`, `0x1f`, `10n`), `_`, `.`, and the sign of a decimal exponent.
    private mutating func number() {
        let hex = source[index] == UInt8(ascii: "0") && (peek(1) == UInt8(ascii: "x") || peek(1) == UInt8(ascii: "X"))
        while index < source.count {
            let byte = source[index]
            if Self.isWord(byte) || byte == UInt8(ascii: ".") {
                index += 1
            } else if !hex, byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-"),
                      source[index - 1] == UInt8(ascii: "e") || source[index - 1] == UInt8(ascii: "E") {
                index += 1
            } else {
                return
            }
        }
    }

    private mutating func punctuator() {
        for candidate in Self.punctuators where index + candidate.count <= source.count {
            guard Array(source[index..<(index + candidate.count)]) == candidate else { continue }
            // `a?.5:b` is a conditional with the number .5, not optional chaining.
            if candidate == Array("?.".utf8), peek(2).map(Self.isDigit) == true { continue }
            index += candidate.count
            return
        }
        index += 1
    }

    static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    /// Identifier characters (ASCII; the sources are ASCII outside strings and comments).
    static func isWord(_ byte: UInt8) -> Bool {
        isDigit(byte) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A) || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$")
    }
}
