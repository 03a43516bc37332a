internal import CLibXML2

/// Where each element's start tag is in a document's bytes, in document order: what libxml2 does not keep
/// (its nodes have a line, no column), so that every diagnostic can say `file:line:col`.
enum StartTagScanner {
    /// The document's elements in document order (comments, processing instructions and unexpanded entity
    /// references are not elements), each with its start tag's column: libxml2's elements matched in order
    /// with the scanned start tags; one whose scanned line disagrees with libxml2's gets none.
    static func elements(of document: xmlDocPtr, tags: [Tag]) -> [(node: xmlNodePtr, column: Int?)] {
        var elements: [(node: xmlNodePtr, column: Int?)] = []
        // Recursion is bounded: `DocumentBounds.depth` refuses documents nested deeper than 256 before parsing.
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

    /// Every start tag (`DocumentScan.tags`), with the deepest nesting and the longest comment, text run or
    /// attribute value on the way.
    static func startTags(in bytes: [UInt8]) -> [Tag] { scan(bytes).tags }

    /// One pass over the bytes, linear in them (each byte is looked at once): start tags, skipping comments,
    /// CDATA, processing instructions, the DOCTYPE (with its internal subset) and end tags; quoted attribute
    /// values may hold `>` and `=`. `DocumentBounds` runs it before libxml2 sees a document, and the lint
    /// reuses its tags.
    static func scan(_ bytes: [UInt8]) -> DocumentScan {
        bytes.withUnsafeBufferPointer { buffer in
            var scanner = DocumentScanner(bytes: buffer)
            return scanner.run()
        }
    }
}
