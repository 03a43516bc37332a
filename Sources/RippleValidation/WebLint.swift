import RippleDiagnostics
import RippleJSON
/// The web format's own checks, run on both files before they are written: what a broken number or a
/// mismatched bracket in the generator would leave behind. The browsers' parsers (`node --check`, the
/// press tests) are the second opinion in the test suite.
package enum WebLint {
    /// Problems of a style sheet, each at its line and column.
    package static func problems(styleSheet: [UInt8], file: String) -> [Diagnostic] {
        scan(styleSheet, file: file, quotes: [UInt8(ascii: "\"")])
    }

    /// Problems of a script.
    package static func problems(script: [UInt8], file: String) -> [Diagnostic] {
        scan(script, file: file, quotes: [UInt8(ascii: "\""), UInt8(ascii: "`")])
    }

    /// Brackets balanced outside strings and comments, no `NaN`, `Infinity` or `undefined` anywhere, and
    /// no control characters.
    private static func scan(_ bytes: [UInt8], file: String, quotes: Set<UInt8>) -> [Diagnostic] {
        var problems: [Diagnostic] = []
        var stack: [(byte: UInt8, line: Int, column: Int)] = []
        var line = 1
        var column = 0
        var quote: UInt8?
        var inComment = false
        var index = 0
        let pairs: [UInt8: UInt8] = [UInt8(ascii: ")"): UInt8(ascii: "("), UInt8(ascii: "]"): UInt8(ascii: "["), UInt8(ascii: "}"): UInt8(ascii: "{")]
        func report(_ message: String, _ line: Int, _ column: Int) {
            problems.append(Diagnostic(.error, message, at: .init(file: file, line: line, column: column)))
        }
        while index < bytes.count {
            let byte = bytes[index]
            column += 1
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 0
                index += 1
                continue
            }
            if byte < 0x20 && byte != UInt8(ascii: "\t") { report("control character 0x\(String(byte, radix: 16))", line, column) }
            for word in ["NaN", "Infinity", "undefined"] where bytes[index...].starts(with: word.utf8) {
                report("'\(word)': a value the generator could not compute", line, column)
            }
            if inComment {
                if byte == UInt8(ascii: "*"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
                    inComment = false
                    index += 1
                    column += 1
                }
            } else if let open = quote {
                if byte == UInt8(ascii: "\\") {
                    index += 1
                    column += 1
                } else if byte == open {
                    quote = nil
                }
            } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
                inComment = true
                index += 1
                column += 1
            } else if quotes.contains(byte) {
                quote = byte
            } else if byte == UInt8(ascii: "(") || byte == UInt8(ascii: "[") || byte == UInt8(ascii: "{") {
                stack.append((byte, line, column))
            } else if let expected = pairs[byte] {
                if stack.last?.byte == expected {
                    stack.removeLast()
                } else {
                    report("unbalanced '\(Character(Unicode.Scalar(byte)))'", line, column)
                    return problems
                }
            }
            index += 1
        }
        if inComment { report("unterminated comment", line, column) }
        if quote != nil { report("unterminated string", line, column) }
        for open in stack { report("'\(Character(Unicode.Scalar(open.byte)))' is never closed", open.line, open.column) }
        return problems
    }
}
