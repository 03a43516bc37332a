/// JSON string literals, for everything that writes JSON text (key paths in messages, Lottie documents).
package enum JSONText {
    /// `text` as a JSON string literal: in double quotes, `"` and `\` escaped, control characters as `\u00XX`.
    package static func quoted(_ text: String) -> String {
        var literal = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": literal += "\\\""
            case "\\": literal += "\\\\"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                literal += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: literal.unicodeScalars.append(scalar)
            }
        }
        return literal + "\""
    }
}
