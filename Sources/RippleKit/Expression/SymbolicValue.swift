/// A track value whose components are affine combinations of expressions (`Σ cᵢ·Eᵢ + c`), so that
/// `SegmentCompiler` can compile segments whose values are known only at press time: everything it
/// does to values (hold, jump, interpolate, cut) is affine, so the keyframes it returns are exact
/// combinations of the segments' own expressions.
struct SymbolicValue: Interpolatable {
    /// One component.
    struct Combination: Equatable, Sendable {
        var constant: Double
        var terms: [Term]

        init(_ expression: Expression) {
            if case .number(let value) = expression {
                constant = value
                terms = []
            } else {
                constant = 0
                terms = [Term(expression: expression, coefficient: 1)]
            }
        }

        init(constant: Double, terms: [Term]) {
            self.constant = constant
            self.terms = terms.filter { $0.coefficient != 0 }
        }

        /// `a·(1 − t) + b·t`, merging equal expressions.
        static func interpolate(_ a: Combination, _ b: Combination, _ t: Double) -> Combination {
            if t == 0 { return a }
            if t == 1 { return b }
            var terms = a.terms.map { Term(expression: $0.expression, coefficient: $0.coefficient * (1 - t)) }
            for term in b.terms {
                if let index = terms.firstIndex(where: { $0.expression == term.expression }) {
                    terms[index].coefficient += term.coefficient * t
                } else {
                    terms.append(Term(expression: term.expression, coefficient: term.coefficient * t))
                }
            }
            return Combination(constant: Double.interpolate(a.constant, b.constant, t), terms: terms)
        }

        /// The combination as one expression.
        var expression: Expression {
            var sum: Expression?
            for term in terms {
                let part = term.coefficient == 1 ? term.expression : .binary("*", .number(term.coefficient), term.expression)
                sum = sum.map { .binary("+", $0, part) } ?? part
            }
            guard let sum else { return .number(constant) }
            return constant == 0 ? sum : .binary("+", sum, .number(constant))
        }
    }

    /// An expression with its coefficient.
    struct Term: Equatable, Sendable {
        var expression: Expression
        var coefficient: Double
    }

    var components: [Combination]

    init(_ expressions: [Expression]) {
        components = expressions.map(Combination.init)
    }

    init(components: [Combination]) {
        self.components = components
    }

    static func interpolate(_ a: SymbolicValue, _ b: SymbolicValue, _ t: Double) -> SymbolicValue {
        SymbolicValue(components: zip(a.components, b.components).map { Combination.interpolate($0, $1, t) })
    }

    /// The components as expressions.
    var expressions: [Expression] { components.map(\.expression) }
}
