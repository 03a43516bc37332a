/// Variables bound to numbers during `StyleTemplate.resolve(_:)`, with evaluation that names the template
/// key on failure.
struct NumericScope: ResolutionScope {
    var variables: [String: Double] = [:]

    /// Evaluates `quantity`; `path` (the key path for an error message) is built only when it fails.
    func evaluate(_ quantity: Quantity, at path: @autoclosure () -> String) throws(StyleError) -> Double {
        do {
            return try quantity.expression.evaluate(variables)
        } catch {
            throw StyleError(path: path(), message: error.description)
        }
    }

    func evaluate(_ quantity: Quantity?, default value: Double, at path: @autoclosure () -> String) throws(StyleError) -> Double {
        guard let quantity else { return value }
        return try evaluate(quantity, at: path())
    }

    // MARK: - ResolutionScope

    mutating func define(_ name: String, _ expression: Expression, at path: @autoclosure () -> String) throws(StyleError) {
        variables[name] = try evaluate(Quantity(expression: expression), at: path())
    }

    mutating func bind(_ name: String, to number: Double) {
        variables[name] = number
    }

    func number(named name: String) -> Double? {
        variables[name]
    }

    func value(_ quantity: Quantity, at path: @autoclosure () -> String) throws(StyleError) -> Double {
        try evaluate(quantity, at: path())
    }

    /// Every value is a number here, so `what` never needs saying.
    func number(_ quantity: Quantity?, default value: Double, what: String,
                at path: @autoclosure () -> String) throws(StyleError) -> Double {
        try evaluate(quantity, default: value, at: path())
    }

    /// A copy's names were bound in its own copy of the variables: nothing outlives them.
    mutating func close(_ inner: NumericScope) {}
}
