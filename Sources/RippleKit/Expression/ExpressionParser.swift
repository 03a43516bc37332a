/// Recursive-descent parser for `Expression`, over the expression's Unicode scalars.
///
/// A file can make any expression, so every structure is bounded before it is built: the text's length,
/// the nesting (parentheses, calls, unary minus) and the number of operators, which bounds the depth of
/// the tree that evaluation walks. Nothing a template needs comes near these limits.
struct ExpressionParser {
    /// Longest expression text, in characters.
    static let maximumLength = 4096
    /// Deepest nesting of parentheses, function calls and unary minus.
    static let maximumNesting = 32
    /// Most binary operators and function arguments in one expression.
    static let maximumTerms = 256

    private let scalars: [Unicode.Scalar]
    private var index = 0
    private var nesting = 0
    private var terms = 0

    init(_ text: String) {
        scalars = Array(text.unicodeScalars)
    }

    mutating func parseAll() throws(ExpressionError) -> Expression {
        guard scalars.count <= Self.maximumLength else { throw .tooComplex("longer than \(Self.maximumLength) characters", position: Self.maximumLength + 1) }
        let expression = try parseSum()
        skipSpaces()
        if index < scalars.count { throw .unexpected("'\(scalars[index])'", position: index + 1) }
        return expression
    }

    private mutating func parseSum() throws(ExpressionError) -> Expression {
        var lhs = try parseProduct()
        while let op = peekOperator(in: "+-") {
            try countTerm()
            index += 1
            lhs = .binary(op, lhs, try parseProduct())
        }
        return lhs
    }

    private mutating func parseProduct() throws(ExpressionError) -> Expression {
        var lhs = try parseUnary()
        while let op = peekOperator(in: "*/") {
            try countTerm()
            index += 1
            lhs = .binary(op, lhs, try parseUnary())
        }
        return lhs
    }

    private mutating func parseUnary() throws(ExpressionError) -> Expression {
        if peekOperator(in: "-") != nil {
            try enter()
            defer { nesting -= 1 }
            index += 1
            return .negate(try parseUnary())
        }
        return try parsePrimary()
    }

    private mutating func parsePrimary() throws(ExpressionError) -> Expression {
        skipSpaces()
        guard index < scalars.count else { throw .unexpected("end of expression", position: index + 1) }
        let start = index
        let scalar = scalars[index]
        if scalar == "(" {
            try enter()
            defer { nesting -= 1 }
            index += 1
            let inner = try parseSum()
            try expect(")")
            return inner
        }
        if isDigit(scalar) || scalar == "." {
            while index < scalars.count, isDigit(scalars[index]) || scalars[index] == "." { index += 1 }
            guard let number = Double(String(String.UnicodeScalarView(scalars[start..<index]))) else {
                throw .unexpected("number", position: start + 1)
            }
            return .number(number)
        }
        guard isLetter(scalar) else { throw .unexpected("'\(scalar)'", position: start + 1) }
        while index < scalars.count, isLetter(scalars[index]) || isDigit(scalars[index]) { index += 1 }
        let name = String(String.UnicodeScalarView(scalars[start..<index]))
        skipSpaces()
        guard index < scalars.count, scalars[index] == "(" else { return .variable(name) }
        guard let arity = Expression.functions[name] else { throw .unknownFunction(name, position: start + 1) }
        try enter()
        defer { nesting -= 1 }
        index += 1
        var arguments = [try parseSum()]
        while peekOperator(in: ",") != nil {
            try countTerm()
            index += 1
            arguments.append(try parseSum())
        }
        try expect(")")
        if let arity, arguments.count != arity { throw .wrongArity(name, expected: arity, got: arguments.count) }
        return .call(name, arguments)
    }

    /// One level deeper, refused past `maximumNesting`.
    private mutating func enter() throws(ExpressionError) {
        nesting += 1
        guard nesting <= Self.maximumNesting else {
            throw .tooComplex("nested more than \(Self.maximumNesting) levels deep", position: index + 1)
        }
    }

    /// One more operator or argument, refused past `maximumTerms`.
    private mutating func countTerm() throws(ExpressionError) {
        terms += 1
        guard terms <= Self.maximumTerms else {
            throw .tooComplex("more than \(Self.maximumTerms) operators and arguments", position: index + 1)
        }
    }

    private mutating func expect(_ character: Unicode.Scalar) throws(ExpressionError) {
        skipSpaces()
        guard index < scalars.count, scalars[index] == character else {
            throw .unexpected(index < scalars.count ? "'\(scalars[index])'" : "end of expression", position: index + 1)
        }
        index += 1
    }

    private mutating func peekOperator(in set: String) -> Character? {
        skipSpaces()
        guard index < scalars.count, set.unicodeScalars.contains(scalars[index]) else { return nil }
        return Character(scalars[index])
    }

    private mutating func skipSpaces() {
        while index < scalars.count, scalars[index] == " " { index += 1 }
    }

    private func isDigit(_ scalar: Unicode.Scalar) -> Bool { ("0"..."9").contains(scalar) }
    private func isLetter(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || scalar == "_"
    }
}
