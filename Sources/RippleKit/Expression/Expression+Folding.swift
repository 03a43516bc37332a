/// Arithmetic on an expression's shape, without values (substitution and folding): what the press model uses to see that a
/// definition is the same number for every element, and what the web format writes.
extension Expression {
    /// The expression with an operation on two constants done (a box's `2*r` for a constant `r`), the
    /// identities `x*1`, `1*x`, `x+0`, `0+x`, `x-0`, `c+(p-c)`, `(a/b)*(b/c)` and `(x/a)/b` taken out (a unit box's `1*scale`, `centre+0`), and a
    /// quantity divided by a multiple of itself made a constant: the pulse's `max(W,H)/d` with
    /// `d = 0.6*max(W,H)` is 1/0.6 for every element (a box of size 0 is not drawn, so 0/0 never matters),
    /// and `2*(d/2)` is `d`. Calls are left as they are.
    package var folded: Expression {
        guard case .binary(let op, let lhs, let rhs) = self else { return self }
        let (left, right) = (lhs.folded, rhs.folded)
        switch (op, left, right) {
        case ("*", .number(1), _), ("+", .number(0), _): return right
        case ("*", _, .number(1)), ("+", _, .number(0)), ("-", _, .number(0)), ("/", _, .number(1)): return left
        case ("/", _, _) where left == right && !left.isNumber: return .number(1)
        case ("/", _, .binary("*", .number(let k), let x)) where x == left && k != 0: return .number(1 / k)
        case ("/", .binary("*", .number(let k), let x), _) where x == right: return .number(k)
        case ("*", .number(let k), .binary("/", let x, .number(let d))) where k == d: return x
        case ("*", .binary("/", let x, .number(let d)), .number(let k)) where k == d: return x
        // A quotient divided again by a number, `(d/2)/50` (a radius scaled to a box), is one quotient.
        case ("/", .binary("/", let x, .number(let a)), .number(let b)) where a != 0 && b != 0: return .binary("/", x, .number(a * b))
        // A drift to a point from where it starts, `c + (p - c)`, is the point.
        case ("+", _, .binary("-", let x, let y)) where y == left: return x
        // A ratio times the ratio back, `(a/b)*(b/c)` (a radius scaled to a box), is `a/c`.
        case ("*", .binary("/", let a, let b), .binary("/", let c, let d)) where b == c && !b.isNumber: return .binary("/", a, d).folded
        default: break
        }
        guard case .number(let a) = left, case .number(let b) = right else {
            return left == lhs && right == rhs ? self : .binary(op, left, right)
        }
        switch op {
        case "+": return .number(a + b)
        case "-": return .number(a - b)
        case "*": return .number(a * b)
        default: return b == 0 ? self : .number(a / b)
        }
    }

    /// The expression with each variable that has an entry in `values` replaced by it.
    package func substituting(_ values: [String: Expression]) -> Expression {
        if values.isEmpty { return self }
        switch self {
        case .number: return self
        case .variable(let name): return values[name] ?? self
        case .negate(let inner): return .negate(inner.substituting(values))
        case .binary(let op, let lhs, let rhs): return .binary(op, lhs.substituting(values), rhs.substituting(values))
        case .call(let function, let arguments): return .call(function, arguments.map { $0.substituting(values) })
        }
    }

    /// How many numbers, variables, operations and calls the expression holds.
    package var terms: Int {
        switch self {
        case .number, .variable: return 1
        case .negate(let inner): return 1 + inner.terms
        case .binary(_, let lhs, let rhs): return 1 + lhs.terms + rhs.terms
        case .call(_, let arguments): return arguments.reduce(1) { $0 + $1.terms }
        }
    }

    private var isNumber: Bool {
        if case .number = self { return true }
        return false
    }
}
