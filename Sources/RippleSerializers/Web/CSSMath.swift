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

    /// `animation-iteration-count`'s value: `infinite`, or the count (the SVG format's and the web format's one
    /// rule).
    static func iterationCount(_ count: Double) -> String {
        count.isInfinite ? "infinite" : number(count)
    }

    /// A time, in whichever of `s` and `ms` is shorter as written (`2.3s`, `.15s`; `225ms` where they tie).
    static func time(_ seconds: Double) -> String {
        let inSeconds = number(seconds) + "s", inMilliseconds = number(seconds * 1000) + "ms"
        return inSeconds.count < inMilliseconds.count ? inSeconds : inMilliseconds
    }

    /// A keyframe's offset rounded to a percentage of two decimals (34.78 %): a hundredth of a percent is
    /// at most 0.23 ms of the pulse's 2.3 s loop. An offset that would round onto the one before it or
    /// onto the end keeps `NumberFormat`'s four decimals (a keyframe selector written twice would merge
    /// the two frames).
    static func keyframeOffset(_ offset: Double, after previous: Double? = nil) -> Double {
        let hundredths = (offset * 10_000).rounded()
        if let previous, hundredths == (previous * 10_000).rounded() { return offset }
        if hundredths == 10_000, offset != 1 { return offset }
        return hundredths / 10_000
    }

    /// A keyframe's offset as the web sheet writes it (`StyleSheet.Layout.lines`): `34.78%`.
    static func percent(_ offset: Double, after previous: Double? = nil) -> String {
        number(keyframeOffset(offset, after: previous) * 100) + "%"
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
        let expression = expression.folded
        if case .number(let constant) = expression {
            return constant == 0 && unit == "px" ? "0" : number(constant) + unit
        }
        let text = unit.isEmpty ? self.expression(expression, names: names) : "1\(unit)*" + operand(expression, above: 1, names: names)
        return "calc(\(text))"
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
