extension JSONValue {
    /// The position of the value at `path` (`layers[0].tracks.scale[1].at`), or of the deepest value on
    /// the way that exists; `nil` when not even the first step exists.
    ///
    /// Resolution errors come from the model, which knows key paths but not positions: this turns them
    /// back into a line and column of the user's spec file.
    package func locate(_ path: String) -> JSONPosition? {
        var current = self
        var found: JSONPosition?
        for step in Self.steps(of: path) {
            switch (step, current.kind) {
            case (.key(let key), .object(let object)):
                guard let member = object.member(named: key) else { return found }
                current = member.value
            case (.index(let index), .array(let items)):
                guard items.indices.contains(index) else { return found }
                current = items[index]
            default:
                return found
            }
            found = current.position
        }
        return found
    }

    /// `layers[0].size` → key `layers`, index 0, key `size` (the form `JSONPathComponent.format` writes
    /// for identifier keys, which is what the model's key paths use).
    private static func steps(of path: String) -> [JSONPathComponent] {
        path.split(separator: ".").flatMap { part -> [JSONPathComponent] in
            let pieces = part.split(separator: "[")
            let key = part.hasPrefix("[") ? [] : pieces.prefix(1).map { JSONPathComponent.key(String($0)) }
            return key + pieces.dropFirst(part.hasPrefix("[") ? 0 : 1).compactMap { Int($0.dropLast()).map(JSONPathComponent.index) }
        }
    }
}
