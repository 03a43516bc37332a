/// The character rules behind the style sheet's checks, and the one rewriting it does (comments).
package enum CSSText {
    /// Whether `name` is an identifier usable as a class, id or keyframes name: an XML name without
    /// `:` or `.` that does not start with a digit or `-` followed by a digit. Such a name needs no
    /// escaping in CSS and is also a valid XML id.
    package static func isIdentifier(_ name: String) -> Bool {
        guard XMLName.isValid(name), !name.utf8.contains(UInt8(ascii: ":")), !name.utf8.contains(UInt8(ascii: ".")) else { return false }
        // XMLName.isValid already rules out a leading digit; a leading "-" would read as a negative number.
        return name.utf8.first != UInt8(ascii: "-")
    }

    /// Whether `name` is a standard property name: lower-case letters and `-`.
    static func isProperty(_ name: String) -> Bool {
        !name.isEmpty && name.utf8.allSatisfy { ($0 >= 97 && $0 <= 122) || $0 == UInt8(ascii: "-") }
    }

    /// Whether `name` is a custom property: `--` then ASCII letters, digits, `-` and `_` (`--W`, `--3`).
    static func isCustomProperty(_ name: String) -> Bool {
        let rest = name.utf8.dropFirst(2)
        return name.hasPrefix("--") && !rest.isEmpty && rest.allSatisfy { byte in
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "-"), UInt8(ascii: "_"): return true
            default: return false
            }
        }
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

    /// A comment's text that cannot end the comment (`*/`), a `<style>` element the sheet is inlined in
    /// (`</`) or a CDATA section (`]]>`), on one line: a title in a header stays text. A space goes
    /// before the `/` or `>` that would complete one of them, and every line break becomes a space.
    /// (Code points, not characters: a CSS parser ends a comment at `*/` even when a combining mark
    /// follows, which a `Character` would hide.)
    package static func comment(_ text: String) -> String {
        var output = String.UnicodeScalarView()
        var last: Unicode.Scalar = " ", beforeLast: Unicode.Scalar = " "
        for scalar in text.unicodeScalars {
            defer { (beforeLast, last) = (last, scalar) }
            switch scalar {
            case "\n" where last == "\r":
                continue // CR LF is one line break, already written as one space
            case "\n", "\u{0B}", "\u{0C}", "\r", "\u{85}", "\u{2028}", "\u{2029}":
                output.append(" ")
                continue
            case "/" where last == "*" || last == "<", ">" where last == "]" && beforeLast == "]":
                output.append(" ")
            default:
                break
            }
            output.append(scalar)
        }
        return String(output)
    }
}
