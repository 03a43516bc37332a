import RippleJSON

/// What the Lottie lint reads of a parsed value: RippleJSON's tree keeps every value's line and column (for
/// `validate FILE.json`) and costs a fraction of Foundation's objects, which made the lint of a 6 MB
/// document take 190 MB.
extension JSONValue {
    /// The object's members, or `nil`.
    var object: JSONObject? {
        if case .object(let object) = kind { return object }
        return nil
    }

    /// The array's elements, or `nil`.
    var array: [JSONValue]? {
        if case .array(let elements) = kind { return elements }
        return nil
    }

    /// The number, or `nil` (a boolean is not a number).
    var number: Double? {
        if case .number(let value, _) = kind { return value }
        return nil
    }

    /// The number when it is a whole number that fits an `Int`, or `nil`.
    var integer: Int? {
        guard let value = number, value == value.rounded(), abs(value) < 1e15 else { return nil }
        return Int(value)
    }

    /// The string, or `nil`.
    var string: String? {
        if case .string(let text) = kind { return text }
        return nil
    }

    /// The boolean, or `nil`.
    var bool: Bool? {
        if case .bool(let value) = kind { return value }
        return nil
    }

    /// The value of member `key` of an object, or `nil`.
    subscript(key: String) -> JSONValue? { object?.member(named: key)?.value }
}
