/// A place in a JSON document.
package struct JSONPosition: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// 1-based line; a line ends at LF, CR LF or a lone CR.
    package var line: Int
    /// 1-based column in Unicode scalars (not bytes), so it matches an editor's column for non-ASCII text.
    package var column: Int

    /// Creates a position.
    package init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// `line:column`.
    package var description: String { "\(line):\(column)" }
}

/// A parsed JSON value that remembers where it starts in the document.
///
/// Spec types are read from this tree (`JSONNode`) rather than from `Foundation.JSONSerialization` output
/// because every diagnostic needs a line and column, which Foundation's objects do not keep.
package struct JSONValue: Equatable, Sendable {
    /// What kind of value, with its contents.
    package enum Kind: Equatable, Sendable {
        /// `null`.
        case null
        /// `true` or `false`.
        case bool(Bool)
        /// A number as a `Double`, with its literal so integers beyond 2⁵³ still convert exactly.
        case number(Double, literal: String)
        /// A string with its escapes resolved.
        case string(String)
        /// An array's elements in order.
        case array([JSONValue])
        /// An object's members in document order.
        case object(JSONObject)
    }

    /// The value.
    package var kind: Kind
    /// Where the value's first character is (`{`, `[`, `"`, the digit or sign, or the literal).
    package var position: JSONPosition

    init(_ kind: Kind, at position: JSONPosition) {
        self.kind = kind
        self.position = position
    }

    /// The kind as a noun phrase for messages: `a string`, `an object`, `null`…
    package var kindDescription: String {
        switch kind {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}

/// A JSON object: its members in document order, with keys unique (the parser rejects duplicates).
package struct JSONObject: Equatable, Sendable {
    /// The members in document order.
    package let members: [JSONMember]
    /// Member index by key; the parser builds it anyway to find duplicates, and lookups stay O(1).
    let indexByKey: [String: Int]

    /// The member with that key, if any.
    package func member(named key: String) -> JSONMember? {
        indexByKey[key].map { members[$0] }
    }
}

/// One `"key": value` member of an object.
package struct JSONMember: Equatable, Sendable {
    /// The key with its escapes resolved.
    package var key: String
    /// Where the key's opening quote is.
    package var keyPosition: JSONPosition
    /// The value.
    package var value: JSONValue
}
