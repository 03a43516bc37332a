import RippleJSON

/// A flag value in a batch manifest: a string, a number or a boolean (`"repeat": 25`, `"compact": true`).
///
/// Values become command-line arguments, so every value is turned back into the text a user would type;
/// the generate command's parsers then check it exactly as they check a typed flag.
enum BatchValue: Equatable, Sendable {
    /// A string, used as it is.
    case string(String)
    /// A number, written back in the shortest form that reads back as the same `Double`.
    case number(Double)
    /// `true` gives a value-less flag (`--minify`); `false` leaves it out.
    case bool(Bool)

    /// Reads a string, a number or a boolean; anything else is an error at the value
    /// (`expected a boolean, a number or a string, found null`).
    init(json node: JSONNode) throws(SpecError) {
        switch node.value.kind {
        case .bool(let flag): self = .bool(flag)
        case .number(let number, _): self = .number(number)
        case .string(let text): self = .string(text)
        default: throw node.mismatch("a boolean, a number or a string")
        }
    }

    /// The value as command-line text: `25`, `1.2`, `0.0000001` (never an exponent, which the strict
    /// number parsers refuse), `true`/`false`, or the string itself.
    var text: String {
        switch self {
        case .string(let string): string
        case .number(let number): Self.decimal(number)
        case .bool(let flag): flag ? "true" : "false"
        }
    }

    /// A finite number in plain decimal notation with the digits of Swift's shortest round-trip form.
    static func decimal(_ number: Double) -> String {
        if number == number.rounded(), abs(number) < 1e15 { return String(Int64(number)) }
        let text = "\(number)"
        guard let marker = text.firstIndex(where: { $0 == "e" || $0 == "E" }),
              let exponent = Int(text[text.index(after: marker)...]) else { return text }
        var mantissa = String(text[..<marker])
        let negative = mantissa.hasPrefix("-")
        if negative { mantissa.removeFirst() }
        let parts = mantissa.split(separator: ".", omittingEmptySubsequences: false)
        let digits = parts.joined()
        let point = parts[0].count + exponent
        let plain: String
        if point <= 0 {
            plain = "0." + String(repeating: "0", count: -point) + digits
        } else if point >= digits.count {
            plain = digits + String(repeating: "0", count: point - digits.count)
        } else {
            plain = String(digits.prefix(point)) + "." + String(digits.dropFirst(point))
        }
        return (negative ? "-" : "") + plain
    }
}

/// A JSON object whose keys are free (flag names, matrix axes), kept in document order.
///
/// A `Dictionary` would lose the order, and with it the determinism of which error a command line
/// with two bad flags reports first; the strict decoder lists an object's keys in document order.
struct BatchTable<Value: Sendable>: Sendable {
    /// One `"key": value` member.
    struct Member: Sendable {
        /// The key as written.
        let key: String
        /// The decoded value.
        let value: Value
    }

    /// The members in document order.
    var members: [Member]

    /// An empty table.
    init() {
        members = []
    }

    /// Reads any object, its values by `value`; every key is accepted (the generate command's parser
    /// judges flag names).
    static func reader(
        _ value: @escaping (JSONNode) throws(SpecError) -> Value
    ) -> (JSONNode) throws(SpecError) -> BatchTable {
        { (node: JSONNode) throws(SpecError) -> BatchTable in
            var table = BatchTable()
            for (key, child) in try node.members() { table.members.append(Member(key: key, value: try value(child))) }
            return table
        }
    }

    /// The value of `key`, if present.
    subscript(key: String) -> Value? {
        members.first { $0.key == key }?.value
    }

    /// This table with `other`'s members replacing those of the same key, new keys appended in order.
    func overridden(by other: BatchTable) -> BatchTable {
        var result = self
        for member in other.members {
            if let index = result.members.firstIndex(where: { $0.key == member.key }) {
                result.members[index] = member
            } else {
                result.members.append(member)
            }
        }
        return result
    }

}

extension BatchTable.Member: Equatable where Value: Equatable {}
