/// The document as `SVGLinter` sees it: every element in document order (pre-order, which is the
/// order the rules visit them in), with names, attribute values and `<style>` text copied as UTF-8
/// into one byte buffer.
///
/// One buffer instead of a `String` per name and value: the lint reads a handful of attributes, and
/// creating strings for all the others cost more than libxml2's whole parse.
struct LintDocument {
    /// One element: where its name, attributes and text are.
    struct Element {
        var name: Range<Int>
        var kind: LintElementKind
        /// The 1-based line of the start tag (0 when unknown).
        var line: Int
        /// The 1-based column of the start tag's `<` (0 when unknown).
        var column: Int = 0
        /// Its attributes, as indices into `attributes`.
        var attributes: Range<Int>
        /// Its own text and CDATA, concatenated; only kept for `<style>`, the only text the lint reads.
        var text: Range<Int> = 0..<0
        /// What the lint reads of `text`: its `LintShadow` (right after it), or `text` itself.
        var textShadow: Range<Int> = 0..<0
    }

    /// One attribute (or namespace declaration) of an element.
    struct Attribute {
        var name: Range<Int>
        var value: Range<Int>
        /// What the lint reads of `value`: its `LintShadow` (right after it), or `value` itself.
        var shadow: Range<Int>
        /// The attribute as the lint knows it, if it reads it.
        var key: LintAttribute?
        /// Whether a `#id` value is a reference (`href`, `xlink:href`).
        var isHref: Bool
    }

    private(set) var bytes: [UInt8] = []
    private(set) var elements: [Element] = []
    private(set) var attributes: [Attribute] = []

    /// The number of bytes stored so far: where the next stored text will start.
    var end: Int {
        bytes.count
    }

    /// Copies `text` in and returns where it lies.
    @discardableResult
    mutating func store(_ text: LintBytes) -> Range<Int> {
        let start = bytes.count
        bytes.append(contentsOf: text)
        return start..<bytes.count
    }

    /// Copies the UTF-8 of `text` in and returns where it lies.
    @discardableResult
    mutating func store(_ text: String) -> Range<Int> {
        let start = bytes.count
        bytes.append(contentsOf: text.utf8)
        return start..<bytes.count
    }

    /// Starts the next element (after all of the previous element's attributes and text).
    mutating func addElement(name: Range<Int>, line: Int, column: Int = 0) {
        let kind = bytes.withUnsafeBufferPointer { LintElementKind(name: $0.slice(name)) }
        elements.append(Element(name: name, kind: kind, line: line, column: column, attributes: attributes.count..<attributes.count))
    }

    /// The kind of the element added last.
    var lastKind: LintElementKind? {
        elements.last?.kind
    }

    /// Adds an attribute to the element added last.
    mutating func addAttribute(name: Range<Int>, value: Range<Int>) {
        let (key, isHref) = bytes.withUnsafeBufferPointer { buffer in
            let name = buffer.slice(name)
            guard let shadow = LintShadow.of(name) else { return (LintAttribute.named(name), LintAttribute.isHref(name)) }
            return (LintAttribute.named(name), shadow.withUnsafeBufferPointer { LintAttribute.isHref($0) })
        }
        attributes.append(Attribute(name: name, value: value, shadow: storeShadow(of: value), key: key, isHref: isHref))
        elements[elements.count - 1].attributes = elements[elements.count - 1].attributes.lowerBound..<attributes.count
    }

    /// Sets the text of the element added last.
    mutating func setText(_ text: Range<Int>) {
        elements[elements.count - 1].text = text
        elements[elements.count - 1].textShadow = storeShadow(of: text)
    }

    /// Stores the `LintShadow` of the text at `range` after it, if it has one, and returns where the lint reads.
    private mutating func storeShadow(of range: Range<Int>) -> Range<Int> {
        guard let shadow = bytes.withUnsafeBufferPointer({ LintShadow.of($0.slice(range)) }) else { return range }
        let start = bytes.count
        bytes.append(contentsOf: shadow)
        return start..<bytes.count
    }

    /// Calls `body` with each element in document order; the nodes borrow this document's storage
    /// and must not escape.
    func forEachNode(_ body: (LintNode) -> Void) {
        bytes.withUnsafeBufferPointer { bytes in
            attributes.withUnsafeBufferPointer { attributes in
                for element in elements {
                    body(LintNode(element, attributes: attributes, bytes: bytes))
                }
            }
        }
    }
}

extension LintDocument {
    /// The document for a hand-built tree (tests, other stages).
    init(_ root: LintElement) {
        append(root)
    }

    private mutating func append(_ element: LintElement) {
        addElement(name: store(element.name), line: element.line, column: element.column)
        for attribute in element.attributes {
            addAttribute(name: store(attribute.name), value: store(attribute.value))
        }
        if lastKind == .style { setText(store(element.text)) }
        for child in element.children { append(child) }
    }
}
