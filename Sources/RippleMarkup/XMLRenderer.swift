/// Renders an `XMLNode` tree to text, deterministically.
///
/// Attribute order is insertion order, line endings are `\n`, indentation is two spaces, and every
/// user-visible string is escaped here and nowhere else.
public struct XMLRenderer: Sendable {
    /// The layout of the output.
    public enum Layout: Sendable {
        /// One element per line, indented: readable diffs for golden files and commits.
        case pretty
        /// No insignificant whitespace: the smallest valid document.
        case compact
    }

    /// The layout used.
    public var layout: Layout
    /// Whether style sheets go in a CDATA section (XML, and SVG inside HTML) or as plain text (an HTML
    /// `<style>`, whose raw text the CSS parser would otherwise read `<![CDATA[` from). Plain text is safe
    /// because style sheet values can contain no `<`.
    public var cdataStyleSheets: Bool

    /// Creates a renderer.
    public init(layout: Layout = .pretty, cdataStyleSheets: Bool = true) {
        self.layout = layout
        self.cdataStyleSheets = cdataStyleSheets
    }

    /// Renders a document whose root is `root`, ending with a newline in the pretty layout.
    public func render(_ root: XMLElement) -> String {
        var output = ""
        write(.element(root), depth: 0, into: &output)
        if layout == .pretty { output += "\n" }
        return output
    }

    private func write(_ node: XMLNode, depth: Int, into output: inout String) {
        let indent = layout == .pretty ? String(repeating: "  ", count: depth) : ""
        let newline = layout == .pretty ? "\n" : ""
        switch node {
        case .text(let text):
            output += indent + XMLEscape.text(text)
        case .comment(let text):
            output += indent + "<!-- " + XMLEscape.comment(text) + " -->"
        case .styleSheet(let sheet) where cdataStyleSheets:
            output += indent + "<![CDATA[" + newline
            output += sheet.render(layout: layout, depth: depth + 1)
            output += indent + "]]>"
        case .styleSheet(let sheet):
            var text = sheet.render(layout: layout, depth: depth)
            if text.hasSuffix("\n") { text.removeLast() } // the element adds the line break
            output += text
        case .element(let element):
            output += indent + "<" + element.name
            for attribute in element.attributes {
                output += " " + attribute.name + "=\"" + XMLEscape.attribute(attribute.value) + "\""
            }
            if element.children.isEmpty {
                output += "/>"
            } else if element.children.count == 1, case .text(let text) = element.children[0] {
                // Text-only elements (title, desc) stay on one line so no whitespace enters their text.
                output += ">" + XMLEscape.text(text) + "</" + element.name + ">"
            } else {
                output += ">" + newline
                for child in element.children {
                    write(child, depth: depth + 1, into: &output)
                    output += newline
                }
                output += indent + "</" + element.name + ">"
            }
        }
    }
}

/// XML escaping rules, in one place.
public enum XMLEscape {
    /// Escapes character data: `& < >`; characters XML 1.0 cannot carry become U+FFFD.
    public static func text(_ text: String) -> String {
        var output = ""
        output.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": output += "&amp;"
            case "<": output += "&lt;"
            case ">": output += "&gt;"
            default: output.unicodeScalars.append(isXMLChar(scalar) ? scalar : "\u{FFFD}")
            }
        }
        return output
    }

    /// Escapes an attribute value: `& < > " '`, and tab/newline/return as character references so that
    /// attribute-value normalisation cannot change them.
    public static func attribute(_ value: String) -> String {
        var output = ""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "&": output += "&amp;"
            case "<": output += "&lt;"
            case ">": output += "&gt;"
            case "\"": output += "&quot;"
            case "'": output += "&apos;"
            case "\t": output += "&#9;"
            case "\n": output += "&#10;"
            case "\r": output += "&#13;"
            default: output.unicodeScalars.append(isXMLChar(scalar) ? scalar : "\u{FFFD}")
            }
        }
        return output
    }

    /// Makes text safe inside a comment: no `--`, no trailing `-`.
    public static func comment(_ text: String) -> String {
        var output = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            // A space between two hyphens keeps `--` (which would end the comment) out.
            if scalar == "-", output.last == "-" { output.append(" ") }
            output.append(isXMLChar(scalar) ? scalar : "\u{FFFD}")
        }
        if output.last == "-" { output.append(" ") }
        return String(output)
    }

    /// Whether XML 1.0 allows the character at all (`Char` production).
    public static func isXMLChar(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x9, 0xA, 0xD: return true
        case 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: return true
        default: return false
        }
    }
}
