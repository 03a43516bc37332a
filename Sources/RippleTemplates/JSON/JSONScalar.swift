/// A type the containers read straight from a JSON scalar: `Bool`, `String` and the numeric types.
///
/// These are the primitives of `Decoder`'s containers; reading them directly also spares
/// `[Double]` and friends a nested decoder per element.
protocol JSONScalar {
    /// Reads the value, or says why it cannot (`expected a number, found a string`).
    static func read(_ value: JSONValue) throws(ScalarMismatch) -> Self
}

/// Why a JSON value is not the scalar asked for.
struct ScalarMismatch: Error {
    /// For a value of the wrong kind, what kind was expected (`a number`); `nil` when the kind is
    /// right but the value is not (`2.5` for an `Int`), and `message` says why.
    var expected: String?
    var message: String

    init(_ message: String) {
        expected = nil
        self.message = message
    }

    init(expected: String, found value: JSONValue) {
        self.expected = expected
        message = "expected \(expected), found \(value.kindDescription)"
    }
}

extension Bool: JSONScalar {
    static func read(_ value: JSONValue) throws(ScalarMismatch) -> Bool {
        guard case .bool(let bool) = value.kind else { throw ScalarMismatch(expected: "a boolean", found: value) }
        return bool
    }
}

extension String: JSONScalar {
    static func read(_ value: JSONValue) throws(ScalarMismatch) -> String {
        guard case .string(let string) = value.kind else { throw ScalarMismatch(expected: "a string", found: value) }
        return string
    }
}

extension Double: JSONScalar {
    static func read(_ value: JSONValue) throws(ScalarMismatch) -> Double {
        guard case .number(let number, _) = value.kind else { throw ScalarMismatch(expected: "a number", found: value) }
        return number
    }
}

extension Float: JSONScalar {
    /// Rounds to the nearest `Float` (0.1 has no exact one either way), refusing only overflow.
    static func read(_ value: JSONValue) throws(ScalarMismatch) -> Float {
        guard case .number(let number, let literal) = value.kind else {
            throw ScalarMismatch(expected: "a number", found: value)
        }
        let float = Float(number)
        guard float.isFinite else { throw ScalarMismatch("the number \(literal) is out of range for Float") }
        return float
    }
}

extension JSONScalar where Self: FixedWidthInteger {
    /// Converts exactly: `3`, `3.0` and `3e0` are 3, `3.5` is a mismatch and `300` for `Int8` is out of range.
    static func read(_ value: JSONValue) throws(ScalarMismatch) -> Self {
        guard case .number(let number, let literal) = value.kind else {
            throw ScalarMismatch(expected: "an integer", found: value)
        }
        // The literal first: a Double cannot hold every Int64, so 9007199254740993 would round.
        if let exact = Self(literal, radix: 10) ?? Self(exactly: number) { return exact }
        guard number.rounded(.towardZero) == number else {
            throw ScalarMismatch("expected an integer, found \(literal)")
        }
        throw ScalarMismatch("the number \(literal) is out of range for \(Self.self) (\(Self.min)…\(Self.max))")
    }
}

extension Int: JSONScalar {}
extension Int8: JSONScalar {}
extension Int16: JSONScalar {}
extension Int32: JSONScalar {}
extension Int64: JSONScalar {}
extension UInt: JSONScalar {}
extension UInt8: JSONScalar {}
extension UInt16: JSONScalar {}
extension UInt32: JSONScalar {}
extension UInt64: JSONScalar {}
