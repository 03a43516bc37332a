/// Variables during a press resolution: numbers where the template's arithmetic allows, and the rest
/// (what depends on the press inputs) as definitions in order, folded as far as the numbers go.
struct SymbolicScope: ResolutionScope {
    /// The numeric variables.
    var constants = NumericScope()
    /// Template name → the unique name of its current symbolic definition.
    private(set) var symbols: [String: String] = [:]
    private(set) var definitions: [PressProgram.Definition] = []
    private var releaseNames: Set<String> = []
    private var bindings: [String: Int] = [:]
    /// Each definition written out in the inputs (the definitions it reads replaced by theirs), so that a
    /// definition that is the same number for every element is seen to be one; past 256 terms a definition
    /// stays a name (a chain of definitions that each read the one before twice would double every step).
    private var expansions: [String: Expression] = [:]

    /// Declares an input known only at press (or release) time.
    mutating func input(_ name: String, release: Bool) {
        symbols[name] = name
        constants.variables[name] = nil
        bindings[name, default: 0] += 1
        if release { releaseNames.insert(name) }
    }

    /// Binds `name` to `expression`: a number when it folds to one, else a new definition.
    mutating func define(_ name: String, _ expression: Expression, at path: @autoclosure () -> String) throws(StyleError) {
        var folded = try fold(expression, at: path())
        // The pulse's S = max(W,H)/d*2 + 0.1 with d = 0.6*max(W,H) reads d, but is 1/0.6*2 + 0.1.
        let expanded = folded.substituting(expansions).folded
        if case .number = expanded { folded = expanded }
        if case .number(let value) = folded {
            constants.variables[name] = value
            symbols[name] = nil
            return
        }
        let count = bindings[name, default: 0]
        bindings[name] = count + 1
        // `$` cannot occur in a template name, so a name bound again never meets another one.
        let unique = count == 0 ? name : "\(name)$\(count)"
        let release = dependsOnRelease(folded)
        if release { releaseNames.insert(unique) }
        definitions.append(PressProgram.Definition(name: unique, expression: folded, release: release))
        if expanded.terms <= 256 { expansions[unique] = expanded }
        symbols[name] = unique
        constants.variables[name] = nil
    }

    /// Whether `expression` (folded) needs the release time.
    func dependsOnRelease(_ expression: Expression) -> Bool {
        switch expression {
        case .number: return false
        case .variable(let name): return releaseNames.contains(name)
        case .negate(let inner): return dependsOnRelease(inner)
        case .binary(_, let lhs, let rhs): return dependsOnRelease(lhs) || dependsOnRelease(rhs)
        case .call(_, let arguments): return arguments.contains { dependsOnRelease($0) }
        }
    }

    /// `expression` with every known number substituted and every constant subexpression evaluated.
    func fold(_ expression: Expression, at path: @autoclosure () -> String) throws(StyleError) -> Expression {
        switch expression {
        case .number:
            return expression
        case .variable(let name):
            if let unique = symbols[name] { return .variable(unique) }
            if let value = constants.variables[name] { return .number(value) }
            let known = (Array(constants.variables.keys) + Array(symbols.keys)).sorted()
            throw StyleError(path: path(), message: ExpressionError.unknownVariable(name, known: known).description)
        case .negate(let inner):
            let folded = try fold(inner, at: path())
            return try constant(.negate(folded), at: path()) ?? .negate(folded)
        case .binary(let op, let lhs, let rhs):
            let folded = Expression.binary(op, try fold(lhs, at: path()), try fold(rhs, at: path()))
            return try constant(folded, at: path()) ?? folded
        case .call(let name, let arguments):
            var folded: [Expression] = []
            for argument in arguments { folded.append(try fold(argument, at: path())) }
            if let value = try constant(.call(name, folded), at: path()) { return value }
            if name == "settle" { throw StyleError(path: path(), message: "settle() needs a value known before the press") }
            return .call(name, folded)
        }
    }

    /// The value of an expression whose operands are all numbers, else `nil`.
    private func constant(_ expression: Expression, at path: @autoclosure () -> String) throws(StyleError) -> Expression? {
        let operands: [Expression]
        switch expression {
        case .negate(let inner): operands = [inner]
        case .binary(_, let lhs, let rhs): operands = [lhs, rhs]
        case .call(_, let arguments): operands = arguments
        default: return expression
        }
        for operand in operands {
            guard case .number = operand else { return nil }
        }
        do {
            return .number(try expression.evaluate([:]))
        } catch {
            throw StyleError(path: path(), message: error.description)
        }
    }

    // MARK: - ResolutionScope

    mutating func bind(_ name: String, to number: Double) {
        constants.variables[name] = number
        symbols[name] = nil
    }

    func number(named name: String) -> Double? { symbols[name] == nil ? constants.variables[name] : nil }

    func value(_ quantity: Quantity, at path: @autoclosure () -> String) throws(StyleError) -> Expression {
        try fold(quantity.expression, at: path())
    }

    func known(_ value: Expression) -> Double? {
        guard case .number(let number) = value else { return nil }
        return number
    }

    /// The copy's own names go back to the outer ones; its definitions stay, and so does the count of
    /// each name's bindings, so a name bound again by the next copy gets a new unique name.
    mutating func close(_ inner: SymbolicScope) {
        let (constants, symbols) = (self.constants, self.symbols)
        self = inner
        self.constants = constants
        self.symbols = symbols
    }
}
