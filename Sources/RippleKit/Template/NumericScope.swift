/// Variables bound to numbers during `StyleTemplate.resolve(_:)`.
struct NumericScope: ResolutionScope {
    var variables: [String: Double] = [:]

    /// Evaluates `quantity`; `path` (the key path for an error message) is built only when it fails.
    func value(_ quantity: Quantity, at path: @autoclosure () -> String) throws(StyleError) -> Double {
        do {
            return try quantity.expression.evaluate(variables)
        } catch {
            throw StyleError(path: path(), message: error.description)
        }
    }

    mutating func define(_ name: String, _ expression: Expression, at path: @autoclosure () -> String) throws(StyleError) {
        variables[name] = try value(Quantity(expression: expression), at: path())
    }

    mutating func bind(_ name: String, to number: Double) { variables[name] = number }
    func number(named name: String) -> Double? { variables[name] }
    func known(_ value: Double) -> Double? { value }
    /// A copy bound its names in its own copy of the variables: nothing outlives them.
    mutating func close(_ inner: NumericScope) {}
}
