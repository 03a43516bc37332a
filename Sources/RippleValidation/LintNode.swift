/// One element of a `LintDocument` during a lint run, with its storage borrowed.
struct LintNode {
    /// The qualified name as written, e.g. `circle` or `svg:circle`.
    let nameBytes: LintBytes
    let kind: LintElementKind
    /// The 1-based line of the start tag (0 when unknown).
    let line: Int
    /// The 1-based column of its `<` (0 when unknown).
    let column: Int
    /// The element's `<style>` text (empty for other elements).
    let text: LintBytes
    private let attributeList: UnsafeBufferPointer<LintDocument.Attribute>
    private let bytes: LintBytes

    init(_ element: LintDocument.Element, attributes: UnsafeBufferPointer<LintDocument.Attribute>, bytes: LintBytes) {
        nameBytes = bytes.slice(element.name)
        kind = element.kind
        line = element.line
        column = element.column
        text = bytes.slice(element.text)
        attributeList = UnsafeBufferPointer(rebasing: attributes[element.attributes])
        self.bytes = bytes
    }

    /// The name as a `String`, for diagnostics.
    var name: String {
        nameBytes.string
    }

    /// The value of the first attribute with this key, if any.
    subscript(key: LintAttribute) -> LintBytes? {
        for attribute in attributeList where attribute.key == key {
            return bytes.slice(attribute.value)
        }
        return nil
    }

    /// Every attribute in document order (namespace declarations first), as name, value and
    /// whether it is an `href`.
    func forEachAttribute(_ body: (_ name: LintBytes, _ value: LintBytes, _ isHref: Bool) -> Void) {
        for attribute in attributeList {
            body(bytes.slice(attribute.name), bytes.slice(attribute.value), attribute.isHref)
        }
    }
}
