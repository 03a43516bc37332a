/// A small arithmetic expression from a style template, such as `hyp/2 + 10` or `0.3*max(W,H)/R`.
///
/// Templates stay declarative (numbers with their derivation, as in the seeds' sources) instead of
/// Swift code per style. The grammar is numbers, variables, `+ - * /`, unary minus, parentheses and the
/// functions `min`, `max`, `abs`, `sqrt` and `hypot`. Parsing happens once, when a template is decoded.
package indirect enum Expression: Equatable, Sendable {
    case number(Double)
    case variable(String)
    case negate(Expression)
    case binary(Character, Expression, Expression)
    case call(String, [Expression])

    /// The functions a template may call, with their arity (`nil`: one or more arguments).
    /// `ifpos(c, a, b)` is `a` when `c > 0`, else `b` (templates have no comparison operators);
    /// `settle(r)` is how long a critically damped spring of response `r` runs (`Curve.springSettleTime`).
    static let functions: [String: Int?] = [
        "min": nil, "max": nil, "abs": 1, "sqrt": 1, "hypot": 2, "ifpos": 3, "settle": 1, "floor": 1,
    ]

    /// Parses `text`.
    ///
    /// - Throws: `ExpressionError` with the 1-based character position of the problem.
    package init(parsing text: String) throws(ExpressionError) {
        var parser = ExpressionParser(text)
        self = try parser.parseAll()
    }

    /// The value with `variables` bound.
    ///
    /// - Throws: `ExpressionError.unknownVariable` or `.notFinite` (division by zero, sqrt of a negative).
    package func evaluate(_ variables: [String: Double]) throws(ExpressionError) -> Double {
        let value: Double
        switch self {
        case .number(let number):
            value = number
        case .variable(let name):
            guard let bound = variables[name] else { throw .unknownVariable(name, known: variables.keys.sorted()) }
            value = bound
        case .negate(let inner):
            value = -(try inner.evaluate(variables))
        case .binary(let op, let lhs, let rhs):
            let a = try lhs.evaluate(variables)
            let b = try rhs.evaluate(variables)
            switch op {
            case "+": value = a + b
            case "-": value = a - b
            case "*": value = a * b
            default: value = a / b
            }
        case .call(let name, let arguments):
            var values: [Double] = []
            for argument in arguments { values.append(try argument.evaluate(variables)) }
            switch name {
            case "min": value = values.min() ?? .nan
            case "max": value = values.max() ?? .nan
            case "abs": value = abs(values[0])
            case "sqrt": value = values[0].squareRoot()
            case "ifpos": value = values[0] > 0 ? values[1] : values[2]
            case "settle": value = values[0] > 0 ? Curve.springSettleTime(response: values[0]) : .nan
            case "floor": value = values[0].rounded(.down)
            default: value = (values[0] * values[0] + values[1] * values[1]).squareRoot()
            }
        }
        guard value.isFinite else { throw .notFinite }
        return value
    }
}

/// Why an expression could not be parsed or evaluated.
package enum ExpressionError: Error, Equatable, CustomStringConvertible {
    case unexpected(String, position: Int)
    case unknownFunction(String, position: Int)
    case wrongArity(String, expected: Int, got: Int)
    case unknownVariable(String, known: [String])
    case notFinite
    case tooComplex(String, position: Int)

    /// A short lower-case message.
    package var description: String {
        switch self {
        case .unexpected(let what, let position): return "unexpected \(what) at character \(position)"
        case .unknownFunction(let name, let position): return "unknown function '\(name)' at character \(position)"
        case .wrongArity(let name, let expected, let got): return "\(name) takes \(expected) argument(s), got \(got)"
        case .unknownVariable(let name, let known): return "unknown variable '\(name)' (known: \(known.joined(separator: ", ")))"
        case .notFinite: return "the expression has no finite value"
        case .tooComplex(let what, let position): return "the expression is \(what) (at character \(position)); simplify it or split it into variables"
        }
    }
}
