import RippleDiagnostics
import RippleJSON

extension TemplateResolver {
    /// The selected setting of a choice parameter: the user's (an unknown one names the flag), else the default.
    func choice(of parameter: StyleTemplate.Parameter, raw: String?, path: String) throws(StyleError) -> StyleTemplate.Choice {
        let choices = parameter.choices ?? []
        let name = raw ?? parameter.default.choice ?? ""
        guard let choice = choices.first(where: { $0.name == name }) else {
            let names = choices.map(\.name)
            if raw == nil { throw StyleError(path: "\(path).default", message: "'\(Printable.text(name))' is not one of \(names.joined(separator: ", "))") }
            let hint = Suggest.closest(to: name, in: names).map { "; did you mean '\($0)'?" } ?? ""
            throw StyleError(.parameter(parameter.name), "unknown value '\(Printable.text(name))'\(hint) (one of \(names.joined(separator: ", ")))")
        }
        return choice
    }

    /// Binds a numeric parameter to the user's value, else to its default; a value that is a number now is
    /// checked against the parameter's range (a default left open for the press was checked by `resolve`).
    mutating func bind(_ parameter: StyleTemplate.Parameter, raw: String?, path: String) throws(StyleError) {
        let value: Double
        if let raw {
            let parsed: Double?
            switch parameter.kind {
            case .seconds: parsed = StrictNumber.seconds(raw)
            case .integer: parsed = StrictNumber.parse(raw).flatMap { $0 == $0.rounded() ? $0 : nil }
            case .number, .choice: parsed = StrictNumber.parse(raw)
            }
            guard let parsed else {
                // The one grammar's refusal (`6e1` is not a decimal number), as every other flag gives it.
                if let refusal = StrictNumber.refusal(raw, units: parameter.kind == .seconds) {
                    throw StyleError(.parameter(parameter.name), refusal)
                }
                let what = [.seconds: "a number of seconds", .integer: "a whole number"][parameter.kind] ?? "a number"
                throw StyleError(.parameter(parameter.name), "'\(raw)' is not \(what)")
            }
            value = parsed
            scope.bind(parameter.name, to: value)
        } else {
            guard let quantity = parameter.default.quantity else {
                throw StyleError(path: "\(path).default", message: "a \(parameter.kind.rawValue) parameter needs a numeric default")
            }
            try scope.define(parameter.name, quantity.expression, at: "\(path).default")
            guard let known = scope.number(named: parameter.name) else { return }
            value = known
        }
        if let min = parameter.min, value < min {
            throw StyleError(.parameter(parameter.name), "must be at least \(StyleError.text(min)) (got \(StyleError.text(value)))")
        }
        if let max = parameter.max, value > max {
            throw StyleError(.parameter(parameter.name), "must be at most \(StyleError.text(max)) (got \(StyleError.text(value)))")
        }
    }
}

extension StyleError {
    /// A number for messages: integers without a fraction.
    static func text(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
    }
}
