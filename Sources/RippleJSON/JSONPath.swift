/// One step from a JSON value to a child: an object key or an array index.
enum JSONPathComponent: Equatable, Sendable {
    case key(String)
    case index(Int)

    /// `layers[0].tracks.scale[1].at`; keys that are not identifiers are quoted, `defaults["a.b"]`,
    /// so a key containing a dot cannot be mistaken for two steps.
    static func format(_ path: [JSONPathComponent]) -> String {
        var text = ""
        for component in path {
            switch component {
            case .index(let index):
                text += "[\(index)]"
            case .key(let name) where isIdentifier(name):
                text += text.isEmpty ? name : ".\(name)"
            case .key(let name):
                text += "[" + JSONText.quoted(name) + "]"
            }
        }
        return text
    }

    private static func isIdentifier(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, !("0"..."9").contains(first) else { return false }
        return name.unicodeScalars.allSatisfy { $0 == "_" || $0 == "-" || $0.properties.isAlphabetic || ("0"..."9").contains($0) }
    }
}
