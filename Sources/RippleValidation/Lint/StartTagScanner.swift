internal import CLibXML2

/// Where each element's start tag is in a document's bytes, in document order: what libxml2 does not keep
/// (its nodes have a line, no column), so that every diagnostic can say `file:line:col`.
enum StartTagScanner {
    /// The document's elements in document order (comments, processing instructions and unexpanded entity
    /// references are not elements), each with its start tag's column: libxml2's elements matched in order
    /// with the scanned start tags; one whose scanned line disagrees with libxml2's gets none.
    static func elements(of document: xmlDocPtr, source: [UInt8]) -> [(node: xmlNodePtr, column: Int?)] {
        let tags = startTags(in: source)
        var elements: [(node: xmlNodePtr, column: Int?)] = []
        // Recursion is bounded: without `XML_PARSE_HUGE`, libxml2 refuses documents nested deeper than 256.
        func visit(_ node: xmlNodePtr) {
            let index = elements.count
            elements.append((node, index < tags.count && tags[index].line == Int(xmlGetLineNo(node)) ? tags[index].column : nil))
            var child = xmlFirstElementChild(node)
            while let current = child {
                visit(current)
                child = xmlNextElementSibling(current)
            }
        }
        if let root = xmlDocGetRootElement(document) { visit(root) }
        return elements
    }

    /// One start tag: the 1-based line and column (counting characters, not bytes) of its `<`, and how many
    /// attributes it has (its `=` signs outside quoted values).
    struct Tag {
        let line: Int
        let column: Int
        let attributes: Int
    }

    /// Every start tag, skipping comments, CDATA, processing instructions, the DOCTYPE (with its internal
    /// subset) and end tags; quoted attribute values may hold `>` and `=`. One pass, linear in the bytes:
    /// `DocumentBounds` runs it before libxml2 sees a document.
    static func startTags(in bytes: [UInt8]) -> [Tag] {
        var positions: [Tag] = []
        var line = 1
        var column = 0
        var index = 0
        func advance() {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 0
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
            index += 1
        }
        func skip(past terminator: [UInt8]) {
            while index < bytes.count, !bytes[index...].starts(with: terminator) { advance() }
            for _ in terminator where index < bytes.count { advance() }
        }
        /// Skips to the end of a tag; returns its `=` signs outside quotes.
        @discardableResult
        func skipTag() -> Int {
            var quote: UInt8?
            var brackets = 0
            var equals = 0
            while index < bytes.count {
                let byte = bytes[index]
                if let open = quote {
                    if byte == open { quote = nil }
                } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                    quote = byte
                } else if byte == UInt8(ascii: "=") {
                    equals += 1
                } else if byte == UInt8(ascii: "[") {
                    brackets += 1
                } else if byte == UInt8(ascii: "]") {
                    brackets -= 1
                } else if byte == UInt8(ascii: ">"), brackets <= 0 {
                    advance()
                    return equals
                }
                advance()
            }
            return equals
        }
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "<") else {
                advance()
                continue
            }
            // Most tags are start tags: only `<!`, `<?` and `</` need the comparisons below (which `validate`'s
            // bound check runs for every tag of a document before libxml2 sees it).
            let next = index + 1 < bytes.count ? bytes[index + 1] : 0
            if next != UInt8(ascii: "!"), next != UInt8(ascii: "?"), next != UInt8(ascii: "/") {
                let (tagLine, tagColumn) = (line, column + 1)
                positions.append(Tag(line: tagLine, column: tagColumn, attributes: skipTag()))
                continue
            }
            let rest = bytes[index...]
            if rest.starts(with: Array("<!--".utf8)) {
                skip(past: Array("-->".utf8))
            } else if rest.starts(with: Array("<![CDATA[".utf8)) {
                skip(past: Array("]]>".utf8))
            } else if rest.starts(with: Array("<?".utf8)) {
                skip(past: Array("?>".utf8))
            } else {
                // `<!DOCTYPE …>` (with its internal subset) or an end tag.
                skipTag()
            }
        }
        return positions
    }
}
