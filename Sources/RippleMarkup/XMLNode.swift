/// A node of an XML document built in memory and rendered by `XMLRenderer`.
///
/// The builder escapes by construction: text and attribute values are stored as the user's string and
/// escaped when rendered, so no input can add an element or an attribute. Names are checked when the
/// node is built. The only unescaped content is a `StyleSheet`, which is itself a typed value rendered
/// in one audited place (`StyleSheet.render`).
package indirect enum XMLNode: Equatable, Sendable {
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
package struct XMLElement: Equatable, Sendable {
    /// The element name, for example `animateTransform`.
    package var name: String
    /// Attributes in the order they are written.
    package private(set) var attributes: [XMLAttribute]
    /// Child nodes.
    package var children: [XMLNode]

    /// Creates an element.
    ///
    /// - Parameters:
    ///   - name: an XML name (checked: a bad name is a programming error, never user input).
    ///   - attributes: name/value pairs in output order; a `nil` value omits the attribute.
    ///   - children: child nodes.
    package init(_ name: String, _ attributes: KeyValuePairs<String, String?> = [:], children: [XMLNode] = []) {
        precondition(XMLName.isValid(name), "invalid element name \(name)")
        self.name = name
        self.attributes = []
        self.children = children
        for (key, value) in attributes {
            if let value { set(key, value) }
        }
    }

    /// Sets an attribute, replacing an earlier value in place so the order stays stable.
    package mutating func set(_ name: String, _ value: String) {
        precondition(XMLName.isValid(name), "invalid attribute name \(name)")
        if let index = attributes.firstIndex(where: { $0.name == name }) {
            attributes[index].value = value
        } else {
            attributes.append(XMLAttribute(name: name, value: value))
        }
    }

    /// The value of an attribute, if set.
    package subscript(attribute name: String) -> String? {
        attributes.first { $0.name == name }?.value
    }

    /// Appends a child element.
    package mutating func append(_ child: XMLElement) {
        children.append(.element(child))
    }
}

/// One attribute of an element.
package struct XMLAttribute: Equatable, Hashable, Sendable {
    /// The attribute name, for example `repeatCount` or `xmlns`.
    package var name: String
    /// The unescaped value.
    package var value: String

    /// Creates an attribute (names are checked when set on an element).
    package init(name: String, value: String) {
        self.name = name
        self.value = value
    }
}

/// XML 1.0 name rules, restricted to ASCII: every name ripplegen writes is ASCII, and user-chosen
/// ids are checked with the same rule so they are also valid CSS identifiers.
package enum XMLName {
    /// Whether `name` is an ASCII XML name (`[A-Za-z_:][A-Za-z0-9_:.-]*`).
    package static func isValid(_ name: String) -> Bool {
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
