/// A node of an XML document built in memory and rendered by `XMLRenderer`.
///
/// The builder escapes by construction: text and attribute values are stored as the user's string and
/// escaped when rendered, so no input can add an element or an attribute. Names are checked when the
/// node is built. The only unescaped content is a `StyleSheet`, which is itself a typed value rendered
/// in one audited place (`StyleSheet.render`).
public indirect enum XMLNode: Equatable, Sendable {
    /// An element with attributes in insertion order (the order is part of the byte-stable output).
    case element(XMLElement)
    /// Character data, escaped on output.
    case text(String)
    /// A CSS style sheet, rendered inside a CDATA section.
    case styleSheet(StyleSheet)
    /// A comment; `--` is made impossible when rendered.
    case comment(String)
}

/// An element: a name, attributes in insertion order, and children.
public struct XMLElement: Equatable, Sendable {
    /// The element name, for example `animateTransform`.
    public var name: String
    /// Attributes in the order they are written.
    public private(set) var attributes: [XMLAttribute]
    /// Child nodes.
    public var children: [XMLNode]

    /// Creates an element.
    ///
    /// - Parameters:
    ///   - name: an XML name (checked: a bad name is a programming error, never user input).
    ///   - attributes: name/value pairs in output order; a `nil` value omits the attribute.
    ///   - children: child nodes.
    public init(_ name: String, _ attributes: KeyValuePairs<String, String?> = [:], children: [XMLNode] = []) {
        precondition(XMLName.isValid(name), "invalid element name \(name)")
        self.name = name
        self.attributes = []
        self.children = children
        for (key, value) in attributes {
            if let value { set(key, value) }
        }
    }

    /// Sets an attribute, replacing an earlier value in place so the order stays stable.
    public mutating func set(_ name: String, _ value: String) {
        precondition(XMLName.isValid(name), "invalid attribute name \(name)")
        if let index = attributes.firstIndex(where: { $0.name == name }) {
            attributes[index].value = value
        } else {
            attributes.append(XMLAttribute(name: name, value: value))
        }
    }

    /// The value of an attribute, if set.
    public subscript(attribute name: String) -> String? {
        attributes.first { $0.name == name }?.value
    }

    /// Appends a child element.
    public mutating func append(_ child: XMLElement) {
        children.append(.element(child))
    }
}

/// One attribute of an element.
public struct XMLAttribute: Equatable, Hashable, Sendable {
    /// The attribute name, for example `repeatCount` or `xmlns`.
    public var name: String
    /// The unescaped value.
    public var value: String

    /// Creates an attribute (names are checked when set on an element).
    public init(name: String, value: String) {
        self.name = name
        self.value = value
    }
}

/// XML 1.0 name rules, restricted to ASCII: every name ripplegen writes is ASCII, and user-chosen
/// ids are checked with the same rule so they are also valid CSS identifiers.
public enum XMLName {
    /// Whether `name` is an ASCII XML name (`[A-Za-z_:][A-Za-z0-9_:.-]*`).
    public static func isValid(_ name: String) -> Bool {
        guard let first = name.utf8.first, isStart(first) else { return false }
        return name.utf8.dropFirst().allSatisfy { isStart($0) || isDigit($0) || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: ".") }
    }

    private static func isStart(_ byte: UInt8) -> Bool {
        (byte >= 65 && byte <= 90) || (byte >= 97 && byte <= 122) || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ":")
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        byte >= 48 && byte <= 57
    }
}
