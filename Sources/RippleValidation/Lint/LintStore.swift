internal import CLibXML2

/// The bytes a lint run makes instead of borrowing them from libxml2's tree: qualified names, values that
/// libxml2 holds in several nodes, and `LintShadow`s. They live until the store goes, after the run.
final class LintStore {
    private var blocks: [UnsafeMutableBufferPointer<UInt8>] = []

    deinit {
        for block in blocks { block.deallocate() }
    }

    /// A copy of `bytes` that lives as long as the store.
    func keep(_ bytes: [UInt8]) -> LintBytes {
        let block = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: bytes.count)
        _ = block.initialize(from: bytes)
        blocks.append(block)
        return LintBytes(block)
    }

    /// `prefix:local`, or `local` itself.
    func qualifiedName(_ local: UnsafePointer<xmlChar>?, prefix: UnsafePointer<xmlChar>?) -> LintBytes {
        guard let prefix else { return LintBytes(xmlString: local) }
        return keep(Array(LintBytes(xmlString: prefix)) + [UInt8(ascii: ":")] + LintBytes(xmlString: local))
    }

    /// The text of the nodes from `first` on, concatenated: text and CDATA, and with `references`, entity
    /// references left as `&name;` (an attribute's value). Expanding them (as `xmlNodeListGetString(…, 1)` would)
    /// is exactly the quadratic blow-up the parser avoided: 4,000 references to a 40 KB entity make a 160 MB
    /// string. Borrowed when one node holds it all; comments, processing instructions and elements do not count.
    func text(from first: xmlNodePtr?, references: Bool) -> LintBytes {
        func isText(_ node: xmlNodePtr) -> Bool {
            node.pointee.type == XML_TEXT_NODE || node.pointee.type == XML_CDATA_SECTION_NODE
        }
        if let first, first.pointee.next == nil, isText(first) { return LintBytes(xmlString: first.pointee.content) }
        var bytes: [UInt8] = []
        var child = first
        while let current = child {
            if isText(current) {
                bytes += LintBytes(xmlString: current.pointee.content)
            } else if references, current.pointee.type == XML_ENTITY_REF_NODE {
                bytes += [UInt8(ascii: "&")] + LintBytes(xmlString: current.pointee.name) + [UInt8(ascii: ";")]
            }
            child = current.pointee.next
        }
        return keep(bytes)
    }
}

extension UnsafeBufferPointer where Element == UInt8 {
    /// A NUL-terminated libxml2 string, borrowed (empty for `nil`).
    init(xmlString text: UnsafePointer<xmlChar>?) {
        self.init(start: text, count: text.map { Int(xmlStrlen($0)) } ?? 0)
    }
}
