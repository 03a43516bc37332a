import RippleJSON
/// Reads a template's parameters from the user's options (or their defaults) into variables, and
/// collects what the selected choices set: a colour, a clip, curves and further variables.
struct ParameterResolver {
    let template: StyleTemplate
    let options: StyleOptions
    private(set) var color: String?
    private(set) var clip: ClipOption?
    private(set) var curves: [StyleTemplate.NamedCurve] = []

    init(template: StyleTemplate, options: StyleOptions) {
        self.template = template
        self.options = options
    }

    /// Binds every parameter, then applies the selected choices in parameter order.
    mutating func apply(to scope: inout Scope) throws(StyleError) {
        let parameters = template.parameters ?? []
        let known = Set(parameters.map(\.name))
        for name in options.parameters.keys.sorted() where !known.contains(name) {
            let hint = Suggest.closest(to: name, in: parameters.map(\.name)).map { "; did you mean '\($0)'?" } ?? ""
            throw StyleError(.parameter(name), "not a parameter of style '\(template.name)'\(hint)")
        }
        var selected: [StyleTemplate.Choice] = []
        for (index, parameter) in parameters.enumerated() {
            let path = "parameters[\(index)]"
            let raw = options.parameters[parameter.name]
            if parameter.kind == .choice {
                selected.append(try choice(of: parameter, raw: raw, path: path))
            } else {
                scope.variables[parameter.name] = try number(of: parameter, raw: raw, scope: scope, path: path)
            }
        }
        for choice in selected {
            for (index, variable) in (choice.variables ?? []).enumerated() {
                scope.variables[variable.name] = try scope.evaluate(variable.value, at: "choice \(choice.name).variables[\(index)]")
            }
            if let choiceColor = choice.color { color = choiceColor }
            if let choiceClip = choice.clip { clip = choiceClip }
            curves += choice.curves ?? []
        }
    }

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

    func number(of parameter: StyleTemplate.Parameter, raw: String?, scope: Scope, path: String) throws(StyleError) -> Double {
        let value: Double
        if let raw {
            let parsed: Double?
            switch parameter.kind {
            case .seconds: parsed = StrictNumber.seconds(raw)
            case .integer: parsed = StrictNumber.parse(raw).flatMap { $0 == $0.rounded() ? $0 : nil }
            case .number, .choice: parsed = StrictNumber.parse(raw)
            }
            guard let parsed else {
                if StrictNumber.exponentForm(raw) != nil, let min = parameter.min, let max = parameter.max {
                    throw StyleError(.parameter(parameter.name), "\(raw) is out of range: \(parameter.flag) takes \(Self.text(min)) to \(Self.text(max))")
                }
                let what = [.seconds: "a number of seconds", .integer: "a whole number"][parameter.kind] ?? "a number"
                throw StyleError(.parameter(parameter.name), "'\(raw)' is not \(what)")
            }
            value = parsed
        } else {
            guard let quantity = parameter.default.quantity else {
                throw StyleError(path: "\(path).default", message: "a \(parameter.kind.rawValue) parameter needs a numeric default")
            }
            value = try scope.evaluate(quantity, at: "\(path).default")
        }
        if let min = parameter.min, value < min {
            throw StyleError(.parameter(parameter.name), "must be at least \(Self.text(min)) (got \(Self.text(value)))")
        }
        if let max = parameter.max, value > max {
            throw StyleError(.parameter(parameter.name), "must be at most \(Self.text(max)) (got \(Self.text(value)))")
        }
        return value
    }

    /// A number for messages: integers without a fraction.
    static func text(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
    }
}
