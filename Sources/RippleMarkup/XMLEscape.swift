/// XML escaping rules, in one place.
///
/// The renderer escapes straight into its byte buffer (`appendText`, `appendAttribute`); the `String`
/// forms exist for callers that need the escaped text itself. Both work on UTF-8 bytes: every byte that
/// needs attention is ASCII, except the two non-characters U+FFFE and U+FFFF (`EF BF BE`, `EF BF BF`),
/// which XML 1.0 cannot carry. Surrogates cannot occur in a Swift string.
package enum XMLEscape {
    /// Escapes character data: `& < >`; characters XML 1.0 cannot carry become U+FFFD.
    package static func text(_ text: String) -> String {
        var output: [UInt8] = []
        appendText(text, to: &output)
        return String(decoding: output, as: UTF8.self)
    }

    /// Escapes an attribute value: `& < > " '`, and tab/newline/return as character references so that
    /// attribute-value normalisation cannot change them.
    package static func attribute(_ value: String) -> String {
        var output: [UInt8] = []
        appendAttribute(value, to: &output)
        return String(decoding: output, as: UTF8.self)
    }

    /// Appends `text` escaped as character data.
    package static func appendText(_ text: String, to output: inout [UInt8]) {
        append(text, attribute: false, to: &output)
    }

    /// Appends `value` escaped for a double-quoted attribute.
    package static func appendAttribute(_ value: String, to output: inout [UInt8]) {
        append(value, attribute: true, to: &output)
    }

    /// Makes text safe inside a comment: no `--`, no trailing `-`.
    package static func comment(_ text: String) -> String {
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
    package static func isXMLChar(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x9, 0xA, 0xD: return true
        case 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: return true
        default: return false
        }
    }

    private static let replacement: [UInt8] = [0xEF, 0xBF, 0xBD]
    private static let amp = Array("&amp;".utf8), lt = Array("&lt;".utf8), gt = Array("&gt;".utf8)
    private static let quot = Array("&quot;".utf8), apos = Array("&apos;".utf8)
    private static let tab = Array("&#9;".utf8), newline = Array("&#10;".utf8), carriageReturn = Array("&#13;".utf8)

    private static func append(_ string: String, attribute: Bool, to output: inout [UInt8]) {
        var string = string
        string.withUTF8 { bytes in
            var index = 0
            var clean = 0 // start of the run of bytes copied unchanged
            while index < bytes.count {
                let byte = bytes[index]
                let escape: [UInt8]
                var width = 1
                switch byte {
                case UInt8(ascii: "&"): escape = amp
                case UInt8(ascii: "<"): escape = lt
                case UInt8(ascii: ">"): escape = gt
                case UInt8(ascii: "\"") where attribute: escape = quot
                case UInt8(ascii: "'") where attribute: escape = apos
                case 0x09 where attribute: escape = tab
                case 0x0A where attribute: escape = newline
                case 0x0D where attribute: escape = carriageReturn
                case 0x09, 0x0A, 0x0D:
                    index += 1
                    continue
                case 0x00..<0x20:
                    escape = replacement
                case 0xEF where isNonCharacter(bytes, at: index):
                    escape = replacement
                    width = 3
                default:
                    index += 1
                    continue
                }
                output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[clean..<index]))
                output.append(contentsOf: escape)
                index += width
                clean = index
            }
            output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[clean..<bytes.count]))
        }
    }

    /// Whether the `EF` byte at `index` starts U+FFFE or U+FFFF.
    private static func isNonCharacter(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        guard index + 2 < bytes.count else { return false }
        return bytes[index + 1] == 0xBF && (bytes[index + 2] == 0xBE || bytes[index + 2] == 0xBF)
    }
}
