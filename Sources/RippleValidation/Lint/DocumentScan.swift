/// What one pass over a document's bytes found (`StartTagScanner.scan`): what the lint needs (the start tags'
/// columns) and what `DocumentBounds` checks before libxml2 parses (nesting, the longest run of text).
struct DocumentScan {
    /// Where something is: the 1-based line and column (characters) of its first byte.
    struct Place {
        let line: Int
        let column: Int
    }

    /// Every start tag, in document order.
    var tags: [StartTagScanner.Tag] = []
    /// The deepest nesting of elements (the root is level 1) and where it is first reached.
    var deepest = (levels: 0, at: Place(line: 1, column: 1))
    /// The longest comment, text run, CDATA section or attribute value, in bytes, where it starts, and what it
    /// is, with its article (`a comment`).
    var longest = (bytes: 0, at: Place(line: 1, column: 1), what: "")
}

/// The scanner behind `StartTagScanner.scan`: a cursor over the bytes that counts lines and columns.
struct DocumentScanner {
    let bytes: UnsafeBufferPointer<UInt8>
    private var index = 0
    private var line = 1
    private var column = 0
    private var depth = 0
    private var result = DocumentScan()

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    private var place: DocumentScan.Place { .init(line: line, column: column + 1) }

    private mutating func advance() {
        let byte = bytes[index]
        if byte == UInt8(ascii: "\n") {
            line += 1
            column = 0
        } else if byte & 0xC0 != 0x80 {
            column += 1
        }
        index += 1
    }

    /// Notes a run of `count` bytes of content that began at `start`, if it is the longest so far.
    private mutating func run(_ count: Int, from start: DocumentScan.Place, _ what: String) {
        if count > result.longest.bytes { result.longest = (count, start, what) }
    }

    /// Whether the bytes at the cursor are `text`.
    private func at(_ text: StaticString) -> Bool {
        let length = text.utf8CodeUnitCount
        guard index + length <= bytes.count else { return false }
        return text.withUTF8Buffer { expected in (0..<length).allSatisfy { bytes[index + $0] == expected[$0] } }
    }

    /// Skips past `terminator` (looked for only where its first byte is), noting the content's length.
    private mutating func skip(opening: Int, past terminator: StaticString, _ what: String) {
        for _ in 0..<opening { advance() }
        let (start, from) = (place, index)
        let first = terminator.utf8Start.pointee
        while index < bytes.count, !(bytes[index] == first && at(terminator)) { advance() }
        run(index - from, from: start, what)
        for _ in 0..<terminator.utf8CodeUnitCount where index < bytes.count { advance() }
    }

    /// Skips to the end of a tag; returns its `=` signs outside quotes and whether it ends with `/>`.
    private mutating func skipTag() -> (equals: Int, empty: Bool) {
        var quote: UInt8?
        var quoted = (index: 0, place: place)
        var brackets = 0
        var equals = 0
        var previous: UInt8 = 0
        while index < bytes.count {
            let byte = bytes[index]
            if let open = quote {
                if byte == open {
                    quote = nil
                    run(index - quoted.index, from: quoted.place, "an attribute value")
                }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
                quoted = (index + 1, .init(line: line, column: column + 2))
            } else if byte == UInt8(ascii: "=") {
                equals += 1
            } else if byte == UInt8(ascii: "[") {
                brackets += 1
            } else if byte == UInt8(ascii: "]") {
                brackets -= 1
            } else if byte == UInt8(ascii: ">"), brackets <= 0 {
                advance()
                return (equals, previous == UInt8(ascii: "/"))
            }
            previous = byte
            advance()
        }
        return (equals, false)
    }

    mutating func run() -> DocumentScan {
        var text = (index: 0, place: place)
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "<") else {
                advance()
                continue
            }
            run(index - text.index, from: text.place, "a text run")
            // Most tags are start tags: only `<!`, `<?` and `</` need the comparisons below.
            let next = index + 1 < bytes.count ? bytes[index + 1] : 0
            if next != UInt8(ascii: "!"), next != UInt8(ascii: "?"), next != UInt8(ascii: "/") {
                let start = place
                let (equals, empty) = skipTag()
                result.tags.append(StartTagScanner.Tag(line: start.line, column: start.column, attributes: equals))
                if !empty {
                    depth += 1
                    if depth > result.deepest.levels { result.deepest = (depth, start) }
                }
            } else if at("<!--") {
                skip(opening: 4, past: "-->", "a comment")
            } else if at("<![CDATA[") {
                skip(opening: 9, past: "]]>", "a CDATA section")
            } else if next == UInt8(ascii: "?") {
                skip(opening: 2, past: "?>", "a processing instruction")
            } else {
                // `<!DOCTYPE …>` (with its internal subset) or an end tag.
                if next == UInt8(ascii: "/") { depth -= 1 }
                _ = skipTag()
            }
            text = (index, place)
        }
        return result
    }
}
