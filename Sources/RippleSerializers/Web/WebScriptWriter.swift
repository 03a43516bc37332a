import RippleKit

/// Template arithmetic as JavaScript, for the programs of `WebProgramScript`: the definitions read once are
/// written where they are read (`inlined`), the others by their names (`names`: the inputs `W H x y`, the
/// hold `h`, the kept definitions `$0`…). Parentheses only where precedence needs them, the template's order
/// kept (so JavaScript computes each value as the data engine's evaluator did, to the bit).
struct WebScriptWriter {
    let names: [String: String]
    let inlined: [String: Expression]

    /// The expression as written: inlined definitions substituted, constants folded.
    func resolved(_ expression: Expression) -> Expression {
        expression.substituting(inlined).folded
    }

    /// An expression as JavaScript.
    func write(_ expression: Expression) -> String {
        text(resolved(expression))
    }

    /// A property's value as `animate()` and the element's style take it: opacity a number, scale `"a b"`
    /// (or `"a"`), translate `"apx bpx"`.
    func css(_ property: PressProgram.Property, _ value: [Expression]) -> String {
        let parts = value.map { operand(resolved($0), above: 1) }
        switch property {
        case .opacity: return write(value[0])
        case .scale: return parts.count == 1 ? parts[0] + "+\"\"" : parts.joined(separator: "+\" \"+")
        case .translate: return parts.joined(separator: "+\"px \"+") + "+\"px\""
        }
    }

    private func text(_ expression: Expression) -> String {
        switch expression {
        case .number(let value):
            return value < 0 ? "(\(CSSMath.number(value)))" : CSSMath.number(value)
        case .variable(let name):
            return names[name] ?? name
        case .negate(let inner):
            return "(-" + operand(inner, above: 2) + ")"
        case .binary(let op, let lhs, let rhs):
            let level = op == "+" || op == "-" ? 1 : 2
            return operand(lhs, above: level - 1) + String(op) + operand(rhs, above: level)
        case .call(let function, let arguments):
            let parts = arguments.map(text)
            switch function {
            case "ifpos":
                return "(\(parts[0])>0?\(parts[1]):\(parts[2]))"
            case "settle":
                // The model refuses settle() of a value known only at the press, so its argument is a number.
                guard case .number(let response) = arguments[0] else { fallthrough }
                return CSSMath.number(Curve.springSettleTime(response: response))
            default:
                return "Math.\(function)(\(parts.joined(separator: ",")))"
            }
        }
    }

    /// An operand: in parentheses unless it binds tighter than `level` (1: + -, 2: * /).
    private func operand(_ expression: Expression, above level: Int) -> String {
        var own = 3
        if case .binary(let op, _, _) = expression { own = op == "+" || op == "-" ? 1 : 2 }
        let text = self.text(expression)
        return own > level ? text : "(\(text))"
    }
}

/// The least value an expression can take at the release, where it is known: the sizes and the hold are
/// never negative. `WebReleaseScript` writes a release out in full when its cut cannot fall inside the press
/// phase (material's: the fade begins at max(hold, 0.225), the press phase's end).
struct WebLowerBound {
    /// The hold's name.
    let release: String?
    /// The kept definitions (their expressions resolved).
    let kept: [PressProgram.Definition]

    func of(_ expression: Expression) -> Double? {
        switch expression {
        case .number(let value):
            return value
        case .variable(let name):
            if name == "W" || name == "H" || name == release { return 0 }
            return kept.first { $0.name == name }.flatMap { of($0.expression) }
        case .call(let function, let arguments):
            let bounds = arguments.map(of)
            switch function {
            case "max": return bounds.compactMap { $0 }.max()
            case "min": return bounds.contains { $0 == nil } ? nil : bounds.compactMap { $0 }.min()
            case "abs", "sqrt", "hypot": return 0
            case "ifpos": return bounds[1].flatMap { a in bounds[2].map { min(a, $0) } }
            default: return nil
            }
        case .binary("+", let lhs, let rhs):
            return of(lhs).flatMap { a in of(rhs).map { a + $0 } }
        default:
            return nil
        }
    }
}
