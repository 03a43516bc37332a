import RippleDiagnostics
import RippleJSON
/// The stated bounds of a document `validate` accepts, checked in one linear pass before libxml2 parses it.
///
/// libxml2's attribute handling is quadratic in the attributes of one element (one element with 150,000
/// attributes takes 27 s, in `xmllint` too), and every element costs the DTD validation and the lint a little:
/// within these bounds every accepted document is checked in well under a second per megabyte. SVG assets
/// are far inside them (a ripple has tens of elements, an element at most a few dozen attributes).
package enum DocumentBounds {
    /// The largest file `validate` reads (SVG or Lottie), refused unread: SVG assets are kilobytes.
    package static let fileBytes = Bound(16 << 20, "bytes in one file")
    /// The most attributes one element may have.
    package static let attributes = Bound(256, "attributes on one element")
    /// The most elements one document may have.
    package static let elements = Bound(200_000, "elements in one document")
    /// Diagnostics kept for one document, by every validator: a broken file can have one problem per element,
    /// and nobody reads the ten-thousandth (the rest are counted in one closing note).
    package static let diagnostics = Bound(200, "diagnostics printed for one file")

    /// One comment, text run, CDATA section, processing instruction or attribute value: libxml2's limit without
    /// `XML_PARSE_HUGE` (`XML_MAX_TEXT_LENGTH`), kept as ours when the parser was given `HUGE`, so that any value
    /// inside it is parsed (libxml2's other limit, on how far one start tag reaches, refused some).
    package static let textBytes = Bound(10_000_000, "bytes in one comment, text run or attribute value")
    /// Element nesting, the root included: libxml2's limit without `XML_PARSE_HUGE` (`xmlParserMaxDepth`, 256
    /// below the root), kept as ours; the lint's walk recurses once per level.
    package static let depth = Bound(256, "levels of element nesting (the root is level 1)")

    /// `diagnostics` cut to the bound, and a closing note counting what was cut and the `dropped` found beyond it
    /// earlier: what every validator (libxml2 with the lint, the Lottie lint) returns.
    package static func capped(_ diagnostics: [Diagnostic], dropped: Int = 0, file: String) -> [Diagnostic] {
        let cut = dropped + max(0, diagnostics.count - self.diagnostics.limit)
        guard cut > 0 else { return diagnostics }
        return Array(diagnostics.prefix(self.diagnostics.limit)) + [Diagnostic(.note, "\(cut) more problems not shown", at: .init(file: file))]
    }

    /// Every bound above, in the order the bounds table lists them.
    package static let all: [Bound] = [fileBytes, attributes, elements, textBytes, depth, diagnostics]

    /// The first bound `document` exceeds, as an error at the element that exceeds it; `nil` within bounds.
    package static func violation(in document: [UInt8], file: String) -> Diagnostic? {
        guard case .failure(let violation) = check(document, file: file) else { return nil }
        return violation.diagnostic
    }

    /// The document's scan (what the lint reuses), or the first bound it exceeds. Every bound here is checked
    /// in the one linear pass of `StartTagScanner.scan`, so a refusal costs no more than reading the bytes.
    static func check(_ document: [UInt8], file: String) -> Result<DocumentScan, BoundViolation> {
        let scan = StartTagScanner.scan(document)
        func refuse(_ bound: Bound, _ message: String, line: Int, column: Int) -> Result<DocumentScan, BoundViolation> {
            .failure(BoundViolation(bound: bound, diagnostic: Diagnostic(.error, message, at: .init(file: file, line: line, column: column))))
        }
        if let crowded = scan.tags.first(where: { !attributes.admits($0.attributes) }) {
            return refuse(attributes, "an element has \(crowded.attributes) attributes; at most \(attributes.limit) are checked (the limit of ripplegen validate)",
                          line: crowded.line, column: crowded.column)
        }
        if !elements.admits(scan.tags.count) {
            let first = scan.tags[elements.limit]
            return refuse(elements, "the document has \(scan.tags.count) elements; at most \(elements.limit) are checked (the limit of ripplegen validate)",
                          line: first.line, column: first.column)
        }
        if !textBytes.admits(scan.longest.bytes) {
            let (count, at, what) = scan.longest
            return refuse(textBytes, "\(what) of \(Bound.grouped(count)) bytes; \(textBytes.phrase) (the limit of ripplegen validate)", line: at.line, column: at.column)
        }
        if !depth.admits(scan.deepest.levels) {
            let at = scan.deepest.at
            return refuse(depth, "elements are nested \(scan.deepest.levels) levels deep; \(depth.phrase)", line: at.line, column: at.column)
        }
        return .success(scan)
    }
}

/// A document past one of `DocumentBounds`: the bound, and the error naming it (`validate` exits 65).
package struct BoundViolation: Error, Sendable {
    /// The bound exceeded.
    package let bound: Bound
    /// Where and by how much.
    package let diagnostic: Diagnostic
}
