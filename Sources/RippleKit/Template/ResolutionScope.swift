/// What a template's arithmetic is resolved over: numbers (`NumericScope`, for `StyleTemplate.resolve(_:)`),
/// or expressions over the press inputs (`SymbolicScope`, for the press program: `PressPass`).
/// `TemplateResolver` walks a template once over either.
protocol ResolutionScope {
    /// A resolved quantity: a number, or an expression left for the press.
    associatedtype Value

    /// Binds `name` to the value of `expression`; an error names `path`.
    mutating func define(_ name: String, _ expression: Expression, at path: @autoclosure () -> String) throws(StyleError)
    /// Binds `name` to a number known now (a flag's value, a copy's index `i`).
    mutating func bind(_ name: String, to number: Double)
    /// The number `name` is bound to, or `nil` when its value is not a number known now.
    func number(named name: String) -> Double?
    /// The value of `quantity`; an error names `path`.
    func value(_ quantity: Quantity, at path: @autoclosure () -> String) throws(StyleError) -> Value
    /// `value` as a number known now, or `nil`.
    func known(_ value: Value) -> Double?
    /// Takes back from `inner`, the copy of this scope a layer's copy bound its names in, what outlives them.
    mutating func close(_ inner: Self)
}

extension ResolutionScope {
    /// The value of `quantity`, or `value` when it is omitted.
    func value(_ quantity: Quantity?, default value: Value, at path: @autoclosure () -> String) throws(StyleError) -> Value {
        guard let quantity else { return value }
        return try self.value(quantity, at: path())
    }

    /// A value that must be a number now (a layer's count, a segment's `when`): `value` when omitted; `what`
    /// names it when it depends on the press.
    func number(_ quantity: Quantity?, default value: Double, what: String,
                at path: @autoclosure () -> String) throws(StyleError) -> Double {
        guard let quantity else { return value }
        guard let number = known(try self.value(quantity, at: path())) else {
            throw StyleError(path: path(), message: "\(what) must not depend on the element's size, the press point or the release in the web format")
        }
        return number
    }

    /// The segments of one track in order, each with its `when` read (one that is not positive is left
    /// out), its begin and its duration (0 when omitted); `make` builds the rest in the scope's own terms.
    func segments<Part>(
        _ templates: [StyleTemplate.SegmentTemplate], path: String,
        _ make: (StyleTemplate.SegmentTemplate, _ begin: Value, _ duration: Value, _ path: String) throws(StyleError) -> Part
    ) throws(StyleError) -> [Part] {
        var parts: [Part] = []
        for (index, template) in templates.enumerated() {
            let itemPath = "\(path)[\(index)]"
            if try number(template.when, default: 1, what: "when", at: "\(itemPath).when") <= 0 { continue }
            let begin = try value(template.at, at: "\(itemPath).at")
            let duration = try value(template.dur ?? Quantity(0), at: "\(itemPath).dur")
            parts.append(try make(template, begin, duration, itemPath))
        }
        return parts
    }
}
