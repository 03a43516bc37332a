/// A strict RFC 8259 JSON parser that keeps the line and column of every value and key.
///
/// Strict means: no comments, no trailing commas, no single quotes, no NaN or Infinity, no leading
/// zeros, no raw control characters in strings, no duplicate keys in one object, valid UTF-8 only.
/// A leading UTF-8 byte order mark is skipped, as editors on Windows write one.
///
/// Hostile input is bounded rather than trusted: documents over `maximumDocumentSize` are refused
/// before parsing, and nesting is limited to `maximumDepth`, so the recursive descent can never
/// overflow the stack however many `[` a file holds.
package struct JSONParser {
    /// The deepest nesting of arrays and objects accepted; a spec needs about six.
    package static let maximumDepth = 64
    /// The largest document accepted, in bytes (1 MiB); built-in styles are about 1 KB.
    package static let maximumDocumentSize = 1 << 20

    let bytes: [UInt8]
    let file: String
    var index = 0
    var line = 1
    /// The byte offset where the current line starts.
    var lineStart = 0
    /// UTF-8 continuation bytes between `lineStart` and `index`: the column counts scalars, not bytes.
    /// Kept up to date as bytes are consumed so a column costs O(1), which keeps a 1 MiB one-line
    /// (minified) document linear.
    var extraBytesOnLine = 0
    var depth = 0
    /// The key path of the value being parsed, for messages.
    var path: [JSONPathComponent] = []

    /// Parses a whole document.
    ///
    /// - Parameters:
    ///   - bytes: the file's bytes, UTF-8 with an optional byte order mark.
    ///   - file: the name used in errors.
    ///   - maximumSize: the largest document accepted, in bytes (specs and manifests: 1 MiB; the Lottie
    ///     lint reads larger generated documents).
    /// - Returns: the top-level value with the positions of all values and keys.
    /// - Throws: `SpecError` at the first problem in document order.
    package static func parse(_ bytes: [UInt8], file: String, maximumSize: Int = maximumDocumentSize) throws(SpecError) -> JSONValue {
        guard bytes.count <= maximumSize else {
            let what = maximumSize == maximumDocumentSize ? "JSON files (specs, manifests)" : "these JSON files"
            throw SpecError(
                file: file, line: 1, column: 1, path: "",
                message: "the file is \(bytes.count) bytes; \(what) are limited to \(maximumSize) bytes (\(maximumSize >> 20) MiB)"
            )
        }
        // UTF-16 (a byte order mark, or a zero byte in the first two): say so instead of "invalid UTF-8".
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) || bytes.prefix(2).contains(0) {
            throw SpecError(file: file, line: 1, column: 1, path: "", message: "the file is UTF-16; JSON files must be UTF-8 (re-save it as UTF-8)")
        }
        var parser = JSONParser(bytes: bytes, file: file)
        return try parser.parseDocument()
    }

    private init(bytes: [UInt8], file: String) {
        self.bytes = bytes
        self.file = file
    }

    private mutating func parseDocument() throws(SpecError) -> JSONValue {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            index = 3
            lineStart = 3
        }
        skipWhitespace()
        let value = try parseValue()
        skipWhitespace()
        if index < bytes.count {
            throw failure("unexpected \(try found()) after the end of the JSON value")
        }
        return value
    }

    // MARK: Values

    mutating func parseValue() throws(SpecError) -> JSONValue {
        let start = position
        guard let byte = peek else { throw failure("expected a JSON value, found end of file") }
        switch byte {
        case UInt8(ascii: "{"): return try parseObject(at: start)
        case UInt8(ascii: "["): return try parseArray(at: start)
        case UInt8(ascii: "\""): return JSONValue(.string(try parseString()), at: start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try parseNumber(at: start)
        case UInt8(ascii: "+"), UInt8(ascii: "."):
            throw invalidNumber(from: index, at: start, reason: "a number must start with a digit or '-'")
        case UInt8(ascii: "'"): throw failure("strings must be in double quotes")
        case UInt8(ascii: "/"): throw failure("comments are not allowed in JSON")
        case _ where Self.isLetter(byte): return try parseLiteral(at: start)
        default: throw failure("expected a JSON value, found \(try found())")
        }
    }

    private mutating func parseLiteral(at start: JSONPosition) throws(SpecError) -> JSONValue {
        let begin = index
        while let byte = peek, Self.isLetter(byte) || Self.isDigit(byte) || byte == UInt8(ascii: "_") { index += 1 }
        let word = String(decoding: bytes[begin..<index], as: UTF8.self)
        switch word {
        case "true": return JSONValue(.bool(true), at: start)
        case "false": return JSONValue(.bool(false), at: start)
        case "null": return JSONValue(.null, at: start)
        case "NaN", "Infinity": throw failure("\(word) is not a JSON number", at: start)
        default: throw failure("expected a JSON value, found '\(word)' (strings must be in double quotes)", at: start)
        }
    }

    private mutating func parseObject(at start: JSONPosition) throws(SpecError) -> JSONValue {
        try enterContainer(at: start)
        defer { depth -= 1 }
        index += 1
        var members: [JSONMember] = []
        var indexByKey: [String: Int] = [:]
        skipWhitespace()
        if peek == UInt8(ascii: "}") {
            index += 1
            return JSONValue(.object(JSONObject(members: [], indexByKey: [:])), at: start)
        }
        while true {
            guard peek == UInt8(ascii: "\"") else {
                if peek == UInt8(ascii: "'") { throw failure("keys must be in double quotes") }
                if peek == nil {
                    throw failure("unexpected end of file: the object opened at line \(start.line), column \(start.column) is not closed")
                }
                throw failure("expected a key in double quotes, found \(try found())")
            }
            let keyPosition = position
            let key = try parseString()
            if let first = indexByKey[key] {
                let earlier = members[first].keyPosition
                throw failure(
                    "duplicate key '\(key)'; it is already defined on line \(earlier.line), column \(earlier.column)",
                    at: keyPosition
                )
            }
            skipWhitespace()
            guard peek == UInt8(ascii: ":") else { throw failure("expected ':' after the key '\(key)', found \(try found())") }
            index += 1
            skipWhitespace()
            path.append(.key(key))
            let value = try parseValue()
            path.removeLast()
            indexByKey[key] = members.count
            members.append(JSONMember(key: key, keyPosition: keyPosition, value: value))
            if try closes(UInt8(ascii: "}"), "object", opened: start, after: "an object member") {
                return JSONValue(.object(JSONObject(members: members, indexByKey: indexByKey)), at: start)
            }
        }
    }

    private mutating func parseArray(at start: JSONPosition) throws(SpecError) -> JSONValue {
        try enterContainer(at: start)
        defer { depth -= 1 }
        index += 1
        var elements: [JSONValue] = []
        skipWhitespace()
        if peek == UInt8(ascii: "]") {
            index += 1
            return JSONValue(.array([]), at: start)
        }
        while true {
            path.append(.index(elements.count))
            elements.append(try parseValue())
            path.removeLast()
            if try closes(UInt8(ascii: "]"), "array", opened: start, after: "an array element") { return JSONValue(.array(elements), at: start) }
        }
    }

    /// After a member or element: whether `close` ends the container (consumed), or a comma starts
    /// another (consumed; a comma before `close` is a trailing comma).
    ///
    /// A file that ends inside the container is reported naming where it opened: the end of the file is
    /// where the parser notices, the opening is what the user must find.
    private mutating func closes(
        _ close: UInt8, _ kind: String, opened start: JSONPosition, after item: String
    ) throws(SpecError) -> Bool {
        skipWhitespace()
        let expected = "expected ',' or '\(Character(Unicode.Scalar(close)))' after \(item)"
        switch peek {
        case UInt8(ascii: ","):
            let comma = position
            index += 1
            skipWhitespace()
            if peek == close { throw failure("trailing comma before '\(Character(Unicode.Scalar(close)))'", at: comma) }
            return false
        case close:
            index += 1
            return true
        case nil:
            throw failure("\(expected), found end of file: the \(kind) opened at line \(start.line), column \(start.column) is not closed")
        default:
            throw failure("\(expected), found \(try found())")
        }
    }

    /// Counts one level of nesting, refusing to go deeper than `maximumDepth`.
    private mutating func enterContainer(at start: JSONPosition) throws(SpecError) {
        guard depth < Self.maximumDepth else {
            throw failure("arrays and objects are nested more than \(Self.maximumDepth) levels deep", at: start)
        }
        depth += 1
    }

    // MARK: Whitespace and positions

    mutating func skipWhitespace() {
        while let byte = peek {
            switch byte {
            case UInt8(ascii: " "), UInt8(ascii: "\t"):
                index += 1
            case UInt8(ascii: "\n"):
                index += 1
                startLine()
            case UInt8(ascii: "\r"):
                index += 1
                if peek == UInt8(ascii: "\n") { index += 1 }
                startLine()
            default:
                return
            }
        }
    }

    private mutating func startLine() {
        line += 1
        lineStart = index
        extraBytesOnLine = 0
    }

    var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

    /// The position of `index`.
    var position: JSONPosition {
        JSONPosition(line: line, column: index - lineStart - extraBytesOnLine + 1)
    }

    /// An error at `position` (default: the current one) with the current key path.
    func failure(_ message: String, at position: JSONPosition? = nil) -> SpecError {
        let location = position ?? self.position
        return SpecError(
            file: file, line: location.line, column: location.column,
            path: JSONPathComponent.format(path), message: message
        )
    }
}
