/// One element of a `LintDocument` during a lint run, with its storage borrowed.
struct LintNode {
    /// The qualified name as written, e.g. `circle` or `svg:circle`.
    let nameBytes: LintBytes
    let kind: LintElementKind
    /// The 1-based line of the start tag (0 when unknown).
    let line: Int
    /// The 1-based column of its `<` (0 when unknown).
    let column: Int
    /// The element's `<style>` text as the lint reads it (empty for other elements).
    let text: LintBytes
    private let element: LintDocument.Element
    private let attributeList: UnsafeBufferPointer<LintDocument.Attribute>
    private let bytes: LintBytes

    init(_ element: LintDocument.Element, attributes: UnsafeBufferPointer<LintDocument.Attribute>, bytes: LintBytes) {
        nameBytes = bytes.slice(element.name)
        kind = element.kind
        line = element.line
        column = element.column
        text = bytes.slice(element.textShadow)
        self.element = element
        attributeList = UnsafeBufferPointer(rebasing: attributes[element.attributes])
        self.bytes = bytes
    }

    /// The name as a `String`, for diagnostics.
    var name: String {
        nameBytes.string
    }

    /// The value of the first attribute with this key, if any, as the lint reads it (its `LintShadow`).
    subscript(key: LintAttribute) -> LintBytes? {
        for attribute in attributeList where attribute.key == key {
            return bytes.slice(attribute.shadow)
        }
        return nil
    }

    /// Every attribute in document order (namespace declarations first), as name, value as the lint reads
    /// it, value as written, and whether it is an `href`.
    func forEachAttribute(_ body: (_ name: LintBytes, _ value: LintBytes, _ source: LintBytes, _ isHref: Bool) -> Void) {
        for attribute in attributeList {
            body(bytes.slice(attribute.name), bytes.slice(attribute.shadow), bytes.slice(attribute.value), attribute.isHref)
        }
    }

    /// The original text of `piece`, a slice of a value or of the `<style>` text as the lint reads it: a
    /// shadow has the original's length and lies right after it.
    func source(_ piece: LintBytes) -> LintBytes {
        guard let base = bytes.baseAddress, let start = piece.baseAddress else { return piece }
        let offset = base.distance(to: start)
        func within(_ shadow: Range<Int>, of value: Range<Int>) -> LintBytes? {
            guard value != shadow, shadow.contains(offset) else { return nil }
            return bytes.slice(offset - shadow.lowerBound + value.lowerBound..<offset - shadow.lowerBound + value.lowerBound + piece.count)
        }
        for attribute in attributeList {
            if let original = within(attribute.shadow, of: attribute.value) { return original }
        }
        return within(element.textShadow, of: element.text) ?? piece
    }

    /// `source(piece)` as a `String`, for messages and ids.
    func string(_ piece: LintBytes) -> String {
        source(piece).string
    }
}
