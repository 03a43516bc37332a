/// Recursive-descent parser for `Expression`, over the expression's Unicode scalars.
struct ExpressionParser {
    private let scalars: [Unicode.Scalar]
    private var index = 0

    init(_ text: String) {
        scalars = Array(text.unicodeScalars)
    }

    mutating func parseAll() throws(ExpressionError) -> Expression {
        let expression = try parseSum()
        skipSpaces()
        if index < scalars.count { throw .unexpected("'\(scalars[index])'", position: index + 1) }
        return expression
    }

    private mutating func parseSum() throws(ExpressionError) -> Expression {
        var lhs = try parseProduct()
        while let op = peekOperator(in: "+-") {
            index += 1
            lhs = .binary(op, lhs, try parseProduct())
        }
        return lhs
    }

    private mutating func parseProduct() throws(ExpressionError) -> Expression {
        var lhs = try parseUnary()
        while let op = peekOperator(in: "*/") {
            index += 1
            lhs = .binary(op, lhs, try parseUnary())
        }
        return lhs
    }

    private mutating func parseUnary() throws(ExpressionError) -> Expression {
        if peekOperator(in: "-") != nil {
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
        index += 1
        var arguments = [try parseSum()]
        while peekOperator(in: ",") != nil {
            index += 1
            arguments.append(try parseSum())
        }
        try expect(")")
        if let arity, arguments.count != arity { throw .wrongArity(name, expected: arity, got: arguments.count) }
        return .call(name, arguments)
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
