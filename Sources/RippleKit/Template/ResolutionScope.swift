/// What a template's arithmetic is resolved over: numbers (`NumericScope`, for `StyleTemplate.resolve(_:)`), or
/// expressions over the press inputs (`SymbolicScope`, for `StyleTemplate.pressProgram(_:)`).
///
/// `TemplateResolver` walks a template once over either, so the two entry points bind the same names in the
/// same order and differ only in what a value is and in the output each builds from it.
protocol ResolutionScope {
    /// A resolved quantity: a number, or an expression left for the press.
    associatedtype Value

    /// Binds `name` to the value of `expression`.
    ///
    /// - Throws: `StyleError` at `path` when the expression cannot be resolved.
    mutating func define(_ name: String, _ expression: Expression, at path: @autoclosure () -> String) throws(StyleError)

    /// Binds `name` to a number known now (a flag's value, a copy's index `i`).
    mutating func bind(_ name: String, to number: Double)

    /// The number `name` is bound to, or `nil` when its value is not a number known now.
    func number(named name: String) -> Double?

    /// The value of `quantity`.
    ///
    /// - Throws: `StyleError` at `path`.
    func value(_ quantity: Quantity, at path: @autoclosure () -> String) throws(StyleError) -> Value

    /// A value that must be a number now (a layer's count, a segment's `when`): `value` when `quantity` is
    /// `nil`; `what` names it in the error when it is not known.
    ///
    /// - Throws: `StyleError` at `path`.
    func number(_ quantity: Quantity?, default value: Double, what: String,
                at path: @autoclosure () -> String) throws(StyleError) -> Double

    /// Takes back from `inner`, a copy of this scope a layer's copy bound its own names in, what outlives
    /// those names (the press's definitions, whose unique names later copies continue).
    mutating func close(_ inner: Self)
}

extension ResolutionScope {
    /// The segments of one track in order, each with its `when` read (one that is not positive is left
    /// out), its begin and its duration (0 when omitted); `make` builds the rest in the scope's own terms,
    /// given the segment's key path.
    ///
    /// - Throws: `StyleError` from the segment's values or from `make`.
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
