import RippleKit
import RippleMarkup

/// Template arithmetic and numbers as JavaScript source, for the web format's script.
///
/// Numbers go through `NumberFormat` (the one formatter: fixed precision, no exponent, no `-0`) with the
/// leading zero dropped (`.42`), which JavaScript and CSS both read. Variables become `_name`, so no
/// template name can meet a name of the script's own; `Math` is the script's `M`.
enum JavaScript {
    /// A number: `0.42` → `.42`, `-0.5` → `-.5`.
    static func number(_ value: Double) -> String {
        let text = NumberFormat.format(value)
        if text.hasPrefix("0.") { return String(text.dropFirst()) }
        if text.hasPrefix("-0.") { return "-" + text.dropFirst(2) }
        return text
    }

    /// A variable's name in the script: `$` and its number in `names` (the program's inputs and
    /// definitions in order), so no template name can meet a name of the script's own, and none is long.
    static func name(_ variable: String, in names: [String: Int]) -> String {
        "$" + String(names[variable] ?? 0, radix: 36)
    }

    /// An easing as the Web Animations API reads it.
    static func easing(_ easing: Easing) -> String {
        switch easing {
        case .linear: return "linear"
        case .cubicBezier(let x1, let y1, let x2, let y2): return "cubic-bezier(\([x1, y1, x2, y2].map(number).joined(separator: ",")))"
        }
    }

    /// An expression; parentheses only where precedence needs them, and the template's evaluation order kept.
    static func expression(_ expression: Expression, names: [String: Int]) -> String {
        switch expression {
        case .number(let value):
            return value < 0 ? "(\(number(value)))" : number(value)
        case .variable(let variable):
            return name(variable, in: names)
        case .negate(let inner):
            return "-" + operand(inner, above: 3, names: names)
        case .binary(let op, let lhs, let rhs):
            let level = precedence(op)
            // The right operand of an operator of the same level keeps its parentheses: (a - (b - c)).
            return operand(lhs, above: level - 1, names: names) + String(op) + operand(rhs, above: level, names: names)
        case .call("ifpos", let arguments):
            return "(\(self.expression(arguments[0], names: names))>0?\(self.expression(arguments[1], names: names)):\(self.expression(arguments[2], names: names)))"
        case .call(let function, let arguments):
            return "M.\(function)(\(arguments.map { self.expression($0, names: names) }.joined(separator: ",")))"
        }
    }

    /// Every variable an expression reads.
    static func variables(of expression: Expression, into names: inout Set<String>) {
        switch expression {
        case .number: break
        case .variable(let variable): names.insert(variable)
        case .negate(let inner): variables(of: inner, into: &names)
        case .binary(_, let lhs, let rhs):
            variables(of: lhs, into: &names)
            variables(of: rhs, into: &names)
        case .call(_, let arguments):
            for argument in arguments { variables(of: argument, into: &names) }
        }
    }

    private static func precedence(_ op: Character) -> Int {
        op == "+" || op == "-" ? 1 : 2
    }

    private static func operand(_ expression: Expression, above level: Int, names: [String: Int]) -> String {
        let own: Int
        switch expression {
        case .binary(let op, _, _): own = precedence(op)
        case .negate: own = 3
        default: own = 4
        }
        let text = self.expression(expression, names: names)
        return own > level ? text : "(\(text))"
    }
}
