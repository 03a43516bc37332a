import RippleJSON
import RippleMarkup

/// A JSON value as the Lottie serializer builds it: objects keep their keys in insertion order and
/// numbers are written by the project's one number formatter, so the bytes are the same on every run.
package indirect enum LottieJSON: Equatable, Sendable {
    /// A number, written by `NumberFormat.format` (at most four decimals, no exponent, no `-0`).
    case number(Double)
    /// `true` or `false` (a path's `c`).
    case bool(Bool)
    /// A string; only names ripplegen makes reach it, and it is escaped anyway.
    case string(String)
    /// An array.
    case array([LottieJSON])
    /// An object, keys in the order given.
    case object([(String, LottieJSON)])

    /// Objects compare key by key, in order.
    package static func == (lhs: LottieJSON, rhs: LottieJSON) -> Bool {
        switch (lhs, rhs) {
        case (.number(let a), .number(let b)): return NumberFormat.format(a) == NumberFormat.format(b)
        case (.string(let a), .string(let b)): return a == b
        case (.bool(let a), .bool(let b)): return a == b
        case (.array(let a), .array(let b)): return a == b
        case (.object(let a), .object(let b)):
            return a.count == b.count && zip(a, b).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
        default: return false
        }
    }

    /// The elements of an array, or `nil`.
    package var elements: [LottieJSON]? {
        if case .array(let elements) = self { return elements }
        return nil
    }

    /// The number, or `nil`.
    package var number: Double? {
        if case .number(let value) = self { return value }
        return nil
    }

    /// `[a, b]` of numbers.
    static func numbers(_ values: [Double]) -> LottieJSON { .array(values.map { .number($0) }) }

    /// The value of `key` in an object (`nil` for a missing key or a value that is not an object).
    package subscript(key: String) -> LottieJSON? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.0 == key }?.1
    }

    /// The JSON text: `pretty` puts each member and element on its own line with two-space indents,
    /// except arrays of numbers, which stay on one line (a point, a colour, a tangent); compact has no
    /// whitespace at all. Pretty text ends with a newline.
    package func rendered(pretty: Bool) -> [UInt8] {
        var output: [UInt8] = []
        write(into: &output, pretty: pretty, depth: 0)
        if pretty { output.append(UInt8(ascii: "\n")) }
        return output
    }

    private func write(into output: inout [UInt8], pretty: Bool, depth: Int) {
        switch self {
        case .number(let value):
            output += NumberFormat.format(value).utf8
        case .bool(let value):
            output += (value ? "true" : "false").utf8
        case .string(let text):
            Self.writeString(text, into: &output)
        case .array(let elements):
            let flat = !pretty || elements.allSatisfy { if case .number = $0 { return true } else { return false } }
            writeList(elements.count, into: &output, open: "[", close: "]", flat: flat, depth: depth) { index, output in
                elements[index].write(into: &output, pretty: pretty, depth: depth + 1)
            }
        case .object(let members):
            writeList(members.count, into: &output, open: "{", close: "}", flat: !pretty, depth: depth) { index, output in
                Self.writeString(members[index].0, into: &output)
                output += pretty ? Array(": ".utf8) : [UInt8(ascii: ":")]
                members[index].1.write(into: &output, pretty: pretty, depth: depth + 1)
            }
        }
    }

    private func writeList(_ count: Int, into output: inout [UInt8], open: Character, close: Character, flat: Bool, depth: Int,
                           element: (Int, inout [UInt8]) -> Void) {
        output.append(open.asciiValue ?? 0)
        let indent = Array(repeating: UInt8(ascii: " "), count: 2 * (depth + 1))
        for index in 0..<count {
            if index > 0 { output.append(UInt8(ascii: ",")) }
            if !flat {
                output.append(UInt8(ascii: "\n"))
                output += indent
            }
            element(index, &output)
        }
        if !flat, count > 0 {
            output.append(UInt8(ascii: "\n"))
            output += indent.dropLast(2)
        }
        output.append(close.asciiValue ?? 0)
    }

    /// A JSON string literal (`JSONText.quoted`, the one escaper of JSON text).
    private static func writeString(_ text: String, into output: inout [UInt8]) {
        output += JSONText.quoted(text).utf8
    }
}
