extension JSONValue {
    /// The position of the value at `path` (`layers[0].tracks.scale[1].at`), or of the deepest value on
    /// the way that exists; `nil` when not even the first step exists.
    ///
    /// Resolution errors come from the model, which knows key paths but not positions: this turns them
    /// back into a line and column of the user's spec file.
    public func locate(_ path: String) -> JSONPosition? {
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

    private static func steps(of path: String) -> [JSONPathComponent] {
        var steps: [JSONPathComponent] = []
        var name = ""
        var index: String?
        for character in path {
            switch character {
            case "." where index == nil:
                if !name.isEmpty { steps.append(.key(name)) }
                name = ""
            case "[" where index == nil:
                if !name.isEmpty { steps.append(.key(name)) }
                name = ""
                index = ""
            case "]" where index != nil:
                if let number = Int(index ?? "") { steps.append(.index(number)) }
                index = nil
            default:
                if index != nil { index?.append(character) } else { name.append(character) }
            }
        }
        if !name.isEmpty { steps.append(.key(name)) }
        return steps
    }
}
