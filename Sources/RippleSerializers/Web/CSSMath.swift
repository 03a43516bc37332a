import RippleKit
import RippleMarkup

/// Template arithmetic, numbers and curves as CSS, for the web format's style sheet.
///
/// Numbers go through `NumberFormat` (the one formatter: fixed precision, no exponent, no `-0`) with the
/// leading zero dropped (`.42`), which CSS reads. An expression becomes the inside of a `calc()`: variables
/// are custom properties (`var(--W)`), `+` and `-` get the spaces CSS requires, and the template's functions
/// map onto CSS's own (`min()`, `sqrt()`, `sign()`…), so the browser evaluates the template at each press.
enum CSSMath {
    /// A number: `0.42` → `.42`, `-0.5` → `-.5`.
    static func number(_ value: Double) -> String {
        let text = NumberFormat.format(value)
        if text.hasPrefix("0.") { return String(text.dropFirst()) }
        if text.hasPrefix("-0.") { return "-" + text.dropFirst(2) }
        return text
    }

    /// A time, in whichever of `s` and `ms` is shorter as written (`2.3s`, `.15s`; `225ms` where they tie).
    static func time(_ seconds: Double) -> String {
        let inSeconds = number(seconds) + "s", inMilliseconds = number(seconds * 1000) + "ms"
        return inSeconds.count < inMilliseconds.count ? inSeconds : inMilliseconds
    }

    /// A keyframe's offset as a percentage of two decimals (`34.78%`): a hundredth of a percent is at
    /// most 0.23 ms of the pulse's 2.3 s loop. Offsets closer than that would be written alike, so they
    /// keep `NumberFormat`'s four (a keyframe selector written twice would merge the two frames).
    static func percent(_ offset: Double, after previous: Double? = nil) -> String {
        let short = number((offset * 10_000).rounded() / 100) + "%"
        if let previous, short == percent(previous) { return NumberFormat.percent(offset) }
        return short
    }

    /// An easing as a CSS `<easing-function>`.
    static func easing(_ easing: Easing) -> String {
        switch easing {
        case .linear: return "linear"
        case .cubicBezier(let x1, let y1, let x2, let y2): return "cubic-bezier(\([x1, y1, x2, y2].map(number).joined(separator: ",")))"
        }
    }

    /// `value` (in `unit`, `""` for a number) where CSS needs one value: a constant as it is, anything
    /// else as a `calc()` scaled to the unit (`calc(1px*(var(--W) - 3))`).
    static func value(_ expression: Expression, unit: String = "", names: [String: String]) -> String {
        let expression = folded(expression)
        if case .number(let constant) = expression {
            return constant == 0 && unit == "px" ? "0" : number(constant) + unit
        }
        let text = unit.isEmpty ? self.expression(expression, names: names) : "1\(unit)*" + operand(expression, above: 1, names: names)
        return "calc(\(text))"
    }

    /// `expression` with an operation on two constants done (a box's `2*r` for a constant `r`), the
    /// identities `x*1`, `1*x`, `x+0`, `0+x` and `x-0` taken out (a unit box's `1*scale`, `centre+0`), and a
    /// quantity divided by a multiple of itself made a constant: the pulse's `max(W,H)/d` with
    /// `d = 0.6*max(W,H)` is 1/0.6 for every element (a box of size 0 is not drawn, so 0/0 never matters),
    /// and `2*(d/2)` is `d`.
    static func folded(_ expression: Expression) -> Expression {
        guard case .binary(let op, let lhs, let rhs) = expression else { return expression }
        let (left, right) = (folded(lhs), folded(rhs))
        switch (op, left, right) {
        case ("*", .number(1), _), ("+", .number(0), _): return right
        case ("*", _, .number(1)), ("+", _, .number(0)), ("-", _, .number(0)), ("/", _, .number(1)): return left
        case ("/", _, _) where left == right && !isConstant(left): return .number(1)
        case ("/", _, .binary("*", .number(let k), let x)) where x == left && k != 0: return .number(1 / k)
        case ("/", .binary("*", .number(let k), let x), _) where x == right: return .number(k)
        case ("*", .number(let k), .binary("/", let x, .number(let d))) where k == d: return x
        case ("*", .binary("/", let x, .number(let d)), .number(let k)) where k == d: return x
        default: break
        }
        guard case .number(let a) = left, case .number(let b) = right else {
            return left == lhs && right == rhs ? expression : .binary(op, left, right)
        }
        switch op {
        case "+": return .number(a + b)
        case "-": return .number(a - b)
        case "*": return .number(a * b)
        default: return b == 0 ? expression : .number(a / b)
        }
    }

    /// How many numbers, variables, operations and calls `expression` holds.
    static func terms(of expression: Expression) -> Int {
        switch expression {
        case .number, .variable: return 1
        case .negate(let inner): return 1 + terms(of: inner)
        case .binary(_, let lhs, let rhs): return 1 + terms(of: lhs) + terms(of: rhs)
        case .call(_, let arguments): return arguments.reduce(1) { $0 + terms(of: $1) }
        }
    }

    private static func isConstant(_ expression: Expression) -> Bool {
        if case .number = expression { return true }
        return false
    }

    /// An expression inside `calc()`; parentheses only where precedence needs them, the template's order kept.
    static func expression(_ expression: Expression, names: [String: String]) -> String {
        switch expression {
        case .number(let value):
            return value < 0 ? "(\(number(value)))" : number(value)
        case .variable(let variable):
            return "var(--\(names[variable] ?? variable))"
        case .negate(let inner):
            return "(-1*" + operand(inner, above: 2, names: names) + ")"
        case .binary(let op, let lhs, let rhs):
            let level = precedence(op)
            // CSS needs spaces around + and -; the right operand of the same level keeps its parentheses.
            let symbol = level == 1 ? " \(op) " : String(op)
            return operand(lhs, above: level - 1, names: names) + symbol + operand(rhs, above: level, names: names)
        case .call(let function, let arguments):
            let parts = arguments.map { self.expression($0, names: names) }
            switch function {
            case "ifpos":
                // CSS has no conditional for numbers; sign() is exactly 1 for positive values and 0 or -1 otherwise.
                let positive = "max(sign(\(parts[0])),0)"
                if case .number(0) = arguments[2] { return operand(arguments[1], above: 2, names: names) + "*" + positive }
                let otherwise = operand(arguments[2], above: 1, names: names)
                return "(\(otherwise) + (\(parts[1]) - \(otherwise))*\(positive))"
            case "hypot":
                // Not CSS's hypot(): Firefox 153 computes `a - hypot(x, y)` as `a + hypot(x, y)` (it negates
                // hypot's arguments), so the distance is written out.
                return "sqrt(pow(\(parts[0]),2) + pow(\(parts[1]),2))"
            case "floor":
                return "round(down,\(parts[0]),1)"
            case "settle":
                // The model refuses settle() of a value known only at the press, so its argument is a number.
                guard case .number(let response) = arguments[0] else { fallthrough }
                return number(Curve.springSettleTime(response: response))
            default:
                return "\(function)(\(parts.joined(separator: ",")))"
            }
        }
    }

    /// `expression` with each variable of `values` replaced by its expression.
    static func substituting(_ values: [String: Expression], in expression: Expression) -> Expression {
        if values.isEmpty { return expression }
        switch expression {
        case .number: return expression
        case .variable(let name): return values[name] ?? expression
        case .negate(let inner): return .negate(substituting(values, in: inner))
        case .binary(let op, let lhs, let rhs): return .binary(op, substituting(values, in: lhs), substituting(values, in: rhs))
        case .call(let function, let arguments): return .call(function, arguments.map { substituting(values, in: $0) })
        }
    }

    /// Every variable an expression reads, once per reading.
    static func variables(of expression: Expression, into names: inout [String]) {
        switch expression {
        case .number: break
        case .variable(let variable): names.append(variable)
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

    private static func operand(_ expression: Expression, above level: Int, names: [String: String]) -> String {
        let own: Int
        switch expression {
        case .binary(let op, _, _): own = precedence(op)
        default: own = 3
        }
        let text = self.expression(expression, names: names)
        return own > level ? text : "(\(text))"
    }
}
