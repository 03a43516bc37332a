import RippleDiagnostics

/// A value of a parsed JSON document with its key path, read by the spec types' initialisers.
///
/// Each type reads itself explicitly (`init(json:)`), and every mismatch throws a `SpecError` at the
/// value's own line and column. Objects are read through `object(keys:_:)`, which names the type's
/// whole schema up front: a key outside it is reported before anything inside the object is read, so a
/// misspelt optional key (`"strokeWdith"`) can never fall back to its default silently, and a misspelt
/// required one is reported as the typo it is (`did you mean 'duration'?`), not as a missing key.
package struct JSONNode: Sendable {
    /// The value.
    package let value: JSONValue
    /// The file name used in errors.
    package let file: String
    let path: [JSONPathComponent]

    /// An error at this value: `file:line:col: error: path: message`.
    package func error(_ message: String) -> SpecError {
        SpecError(file: file, line: value.position.line, column: value.position.column,
                  path: JSONPathComponent.format(path), message: message)
    }

    /// The error for a value of another kind: `expected a number or a string, found a boolean`.
    package func mismatch(_ expected: String) -> SpecError {
        error("expected \(expected), found \(value.kindDescription)")
    }

    /// An array, each element read by `element`; with a `bound`, an array longer than it is refused at its
    /// first element past the bound before any element is read.
    package func array<Element>(_ element: (JSONNode) throws(SpecError) -> Element, bound: Bound? = nil) throws(SpecError) -> [Element] {
        guard case .array(let items) = value.kind else { throw mismatch("an array") }
        if let bound, !bound.admits(items.count) {
            let first = JSONNode(value: items[bound.limit], file: file, path: path + [.index(bound.limit)])
            throw first.error(bound.refusal(items.count))
        }
        var result: [Element] = []
        result.reserveCapacity(items.count)
        for (index, item) in items.enumerated() {
            result.append(try element(JSONNode(value: item, file: file, path: path + [.index(index)])))
        }
        return result
    }

    /// An object whose keys are free (flag names, matrix axes), its members in document order.
    package func members() throws(SpecError) -> [(key: String, node: JSONNode)] {
        guard case .object(let object) = value.kind else { throw mismatch("an object") }
        return object.members.map { ($0.key, JSONNode(value: $0.value, file: file, path: path + [.key($0.key)])) }
    }

    /// An object of a type whose schema is `keys`, read by `body`.
    ///
    /// - Throws: at the first member (in document order) whose key is not in `keys`, with the closest
    ///   key the object does not already have as a suggestion, or the whole list; then whatever `body` throws.
    package func object<Result>(
        keys: [String], _ body: (JSONFields) throws(SpecError) -> Result
    ) throws(SpecError) -> Result {
        guard case .object(let object) = value.kind else { throw mismatch("an object") }
        for member in object.members where !keys.contains(member.key) {
            var message = "unknown key '\(member.key)'"
            if let near = Suggest.closest(to: member.key, in: keys.filter { object.member(named: $0) == nil }) {
                message += "; did you mean '\(near)'?"
            } else {
                message += "; expected one of " + keys.map { "'\($0)'" }.joined(separator: ", ")
            }
            throw SpecError(file: file, line: member.keyPosition.line, column: member.keyPosition.column,
                            path: JSONPathComponent.format(path), message: message)
        }
        return try body(JSONFields(node: self, object: object))
    }

    // Readers to pass to `JSONFields.required(_:_:)` and `array(_:)`: `f.required("size", JSONNode.array(JSONNode.number))`.

    /// Reads a string.
    package static func string(_ node: JSONNode) throws(SpecError) -> String {
        guard case .string(let text) = node.value.kind else { throw node.mismatch("a string") }
        return text
    }

    /// Reads a number.
    package static func number(_ node: JSONNode) throws(SpecError) -> Double {
        guard case .number(let number, _) = node.value.kind else { throw node.mismatch("a number") }
        return number
    }

    /// Reads an array of `element`s, at most `bound` of them when one is given.
    package static func array<Element>(
        _ element: @escaping (JSONNode) throws(SpecError) -> Element, bound: Bound? = nil
    ) -> (JSONNode) throws(SpecError) -> [Element] {
        { (node: JSONNode) throws(SpecError) -> [Element] in try node.array(element, bound: bound) }
    }

    /// Reads a string that must be one of a closed set of words (`fill` or `stroke`), as an enum.
    package static func choice<Word: RawRepresentable & CaseIterable>(
        _ type: Word.Type
    ) -> (JSONNode) throws(SpecError) -> Word where Word.RawValue == String {
        { (node: JSONNode) throws(SpecError) -> Word in
            let text = try string(node)
            if let word = Word(rawValue: text) { return word }
            let names = Word.allCases.map(\.rawValue)
            let hint = Suggest.closest(to: text, in: names).map { "; did you mean '\($0)'?" } ?? ""
            throw node.error("'\(text)' is not \(list(names, joinedBy: "or"))\(hint)")
        }
    }

    /// `a`, `a or b`, `a, b or c`.
    static func list(_ words: [String], joinedBy conjunction: String) -> String {
        guard words.count > 1 else { return words.first ?? "" }
        return words.dropLast().joined(separator: ", ") + " \(conjunction) " + words[words.count - 1]
    }
}

extension JSONNode {
    /// The document's top-level value.
    package init(root: JSONValue, file: String) {
        self.init(value: root, file: file, path: [])
    }
}

/// The members of one object being read (see `JSONNode.object(keys:_:)`).
package struct JSONFields: Sendable {
    let node: JSONNode
    let object: JSONObject

    /// The member `key`, read by `read`.
    ///
    /// - Throws: `missing key 'paint'` at the object's `{` when it is absent.
    package func required<Value>(_ key: String, _ read: (JSONNode) throws(SpecError) -> Value) throws(SpecError) -> Value {
        guard let member = object.member(named: key) else { throw node.error("missing key '\(key)'") }
        return try read(JSONNode(value: member.value, file: node.file, path: node.path + [.key(key)]))
    }

    /// The member `key` read by `read`, or `nil` when it is absent or `null`.
    package func optional<Value>(_ key: String, _ read: (JSONNode) throws(SpecError) -> Value) throws(SpecError) -> Value? {
        guard let member = object.member(named: key), member.value.kind != .null else { return nil }
        return try read(JSONNode(value: member.value, file: node.file, path: node.path + [.key(key)]))
    }
}
