/// One step from a JSON value to a child: an object key or an array index.
///
/// The decoder keeps its own path rather than only `codingPath` because a `CodingKey` can carry both
/// a string and an int value (an enum with `Int` raw values), so `codingPath` alone cannot say
/// whether a step went into an object or an array.
enum JSONPathComponent: Equatable, Sendable {
    case key(String)
    case index(Int)

    /// The component as a `CodingKey`, for `codingPath`.
    var codingKey: JSONKey {
        switch self {
        case .key(let name): JSONKey(stringValue: name)
        case .index(let index): JSONKey(intValue: index)
        }
    }

    /// Whether a `CodingKey` from a `codingPath` names this step.
    func matches(_ key: any CodingKey) -> Bool {
        switch self {
        case .key(let name): key.stringValue == name
        case .index(let index): key.intValue == index
        }
    }

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
                text += "[\"\(escaped(name))\"]"
            }
        }
        return text
    }

    private static func isIdentifier(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, !("0"..."9").contains(first) else { return false }
        return name.unicodeScalars.allSatisfy { $0 == "_" || $0 == "-" || $0.properties.isAlphabetic || ("0"..."9").contains($0) }
    }

    private static func escaped(_ name: String) -> String {
        var text = ""
        for scalar in name.unicodeScalars {
            switch scalar {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: text.unicodeScalars.append(scalar)
            }
        }
        return text
    }
}

/// A plain coding key for paths: an object key or an array index.
struct JSONKey: CodingKey, Sendable {
    var stringValue: String
    var intValue: Int?

    init(stringValue: String) {
        self.stringValue = stringValue
        intValue = nil
    }

    init(intValue: Int) {
        stringValue = "Index \(intValue)"
        self.intValue = intValue
    }

    /// The key `superDecoder()` uses, as Foundation's decoders do.
    static let superKey = JSONKey(stringValue: "super")
}
