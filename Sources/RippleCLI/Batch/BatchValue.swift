import RippleJSON

/// A flag value in a batch manifest: a string, a number or a boolean (`"repeat": 25`, `"compact": true`).
///
/// Values become the options of the entry's request directly (`BatchJob.Recipe.arguments`): a number stays a
/// number (`OptionValue.number`), a string is the text a user would type, and the generate command's
/// parsers check them exactly as they check a typed flag.
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
        case .number(let number): OptionValue.decimal(number)
        case .bool(let flag): flag ? "true" : "false"
        }
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
