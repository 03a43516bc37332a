/// A CSS style sheet as typed statements, rendered into a `<style>` element's CDATA section.
///
/// This is the only content ripplegen writes unescaped, so it is built from checked parts: selectors and
/// keyframe names must be identifiers, property names must be lower-case CSS names, and values may not
/// contain anything that could end a declaration, a block, the CDATA section or the element
/// (`; { } < > \ " '` and line breaks). A value that breaks these rules is a programming error
/// (serializers build values from numbers and parsed colours), so it traps instead of being written.
public struct StyleSheet: Equatable, Sendable {
    /// The statements in output order.
    public var statements: [CSSStatement]

    /// Creates a style sheet.
    public init(_ statements: [CSSStatement] = []) {
        self.statements = statements
    }
}

/// A top-level CSS statement.
public enum CSSStatement: Equatable, Sendable {
    /// `selector { declarations }`.
    case rule(CSSRule)
    /// `@keyframes name { frames }`.
    case keyframes(name: String, frames: [CSSKeyframe])
    /// `@media query { statements }`; the query is one of a fixed set written by serializers.
    case media(query: String, statements: [CSSStatement])
}

/// A style rule.
public struct CSSRule: Equatable, Sendable {
    /// The selector, for example `.ring-l0` or `#ring-l0`.
    public var selector: String
    /// Declarations in output order.
    public var declarations: [CSSDeclaration]

    /// Creates a rule; the selector must be `.ident`, `#ident` or a plain element name.
    public init(selector: String, declarations: [CSSDeclaration]) {
        precondition(CSSText.isSelector(selector), "invalid selector \(selector)")
        self.selector = selector
        self.declarations = declarations
    }
}

/// One frame of a `@keyframes` rule.
public struct CSSKeyframe: Equatable, Sendable {
    /// The offset 0…1, written as a percentage.
    public var offset: Double
    /// Declarations in output order.
    public var declarations: [CSSDeclaration]

    /// Creates a keyframe.
    public init(offset: Double, declarations: [CSSDeclaration]) {
        precondition(offset >= 0 && offset <= 1, "keyframe offset out of range")
        self.offset = offset
        self.declarations = declarations
    }
}

/// `property: value`.
public struct CSSDeclaration: Equatable, Sendable {
    /// A lower-case CSS property name.
    public var property: String
    /// A value free of statement-ending characters.
    public var value: String

    /// Creates a declaration; both parts are checked.
    public init(_ property: String, _ value: String) {
        precondition(CSSText.isProperty(property), "invalid CSS property \(property)")
        precondition(CSSText.isSafeValue(value), "unsafe CSS value \(value)")
        self.property = property
        self.value = value
    }
}

/// The character rules behind the checks above.
public enum CSSText {
    /// Whether `name` is an identifier usable as a class, id or keyframes name: an XML name without
    /// `:` or `.` that does not start with a digit or `-` followed by a digit. Such a name needs no
    /// escaping in CSS and is also a valid XML id.
    public static func isIdentifier(_ name: String) -> Bool {
        guard XMLName.isValid(name), !name.utf8.contains(UInt8(ascii: ":")), !name.utf8.contains(UInt8(ascii: ".")) else { return false }
        // XMLName.isValid already rules out a leading digit; a leading "-" would read as a negative number.
        return name.utf8.first != UInt8(ascii: "-")
    }

    static func isSelector(_ selector: String) -> Bool {
        if selector.hasPrefix(".") || selector.hasPrefix("#") {
            return isIdentifier(String(selector.dropFirst()))
        }
        return isIdentifier(selector)
    }

    static func isProperty(_ name: String) -> Bool {
        !name.isEmpty && name.utf8.allSatisfy { ($0 >= 97 && $0 <= 122) || $0 == UInt8(ascii: "-") }
    }

    static func isSafeValue(_ value: String) -> Bool {
        // Every forbidden character is ASCII, so a byte scan is exact (UTF-8 continuation bytes are ≥ 0x80).
        !value.isEmpty && !value.utf8.contains { byte in
            switch byte {
            case UInt8(ascii: ";"), UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "<"), UInt8(ascii: ">"),
                 UInt8(ascii: "\\"), UInt8(ascii: "\""), UInt8(ascii: "'"), 0x00..<0x20: return true
            default: return false
            }
        }
    }
}
