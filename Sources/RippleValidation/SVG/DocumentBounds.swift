import RippleDiagnostics
import RippleJSON
/// The stated bounds of a document `validate` accepts, checked in one linear pass before libxml2 parses it.
///
/// libxml2's attribute handling is quadratic in the attributes of one element (one element with 150,000
/// attributes takes 27 s, in `xmllint` too), and every element costs the DTD validation and the lint a little:
/// within these bounds every accepted document is checked in well under a second per megabyte. SVG assets
/// are far inside them (a ripple has tens of elements, an element at most a few dozen attributes).
public enum DocumentBounds {
    /// The largest file `validate` reads (SVG or Lottie), refused unread: SVG assets are kilobytes.
    public static let fileBytes = Bound(16 << 20, "bytes in one file")
    /// The most attributes one element may have.
    public static let attributes = Bound(256, "attributes on one element")
    /// The most elements one document may have.
    public static let elements = Bound(200_000, "elements in one document")
    /// Diagnostics kept for one document, by every validator: a broken file can have one problem per element,
    /// and nobody reads the ten-thousandth (the rest are counted in one closing note).
    public static let diagnostics = Bound(200, "diagnostics printed for one file")

    /// Every bound above, in the order the bounds table lists them.
    public static let all: [Bound] = [fileBytes, attributes, elements, diagnostics]

    static var maximumAttributes: Int { attributes.limit }
    static var maximumElements: Int { elements.limit }

    /// The first bound `document` exceeds, as an error at the element that exceeds it; `nil` within bounds.
    public static func violation(in document: [UInt8], file: String) -> Diagnostic? {
        let tags = StartTagScanner.startTags(in: document)
        if let crowded = tags.first(where: { $0.attributes > maximumAttributes }) {
            return Diagnostic(.error, "an element has \(crowded.attributes) attributes; at most \(maximumAttributes) are checked (the limit of ripplegen validate)",
                              at: .init(file: file, line: crowded.line, column: crowded.column))
        }
        if tags.count > maximumElements {
            let first = tags[maximumElements]
            return Diagnostic(.error, "the document has \(tags.count) elements; at most \(maximumElements) are checked (the limit of ripplegen validate)",
                              at: .init(file: file, line: first.line, column: first.column))
        }
        return nil
    }
}
