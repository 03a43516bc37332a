import RippleDiagnostics
import RippleJSON
internal import CLibXML2

/// Validates SVG documents: XML well-formedness, the official SVG 1.1 DTD, then `SVGLinter`.
///
/// The DTD is resolved through the XML catalog to a local file and parsed once, in `init`;
/// nothing is ever fetched from the network, and documents are parsed with entity loading and
/// substitution off, so a hostile DOCTYPE (XXE, entity bombs) is reported, not obeyed.
///
/// **Threads:** use one validator per thread. libxml2 builds a DTD's content models lazily inside
/// the parsed `xmlDtd` while validating, so a validator must not be shared between threads
/// (it is deliberately not `Sendable`). Creating several validators is safe.
package final class SVGValidator {
    /// Whether documents are checked against the SVG 1.1 DTD (and why not, if they are not).
    package let dtdStatus: DTDStatus

    /// The parsed DTD, owned by this validator; `nil` when `dtdStatus` is `.missing`.
    private let dtd: xmlDtdPtr?

    /// Parser options for documents. Deliberately absent: `NOENT` (substitute entities) and
    /// `DTDLOAD`/`DTDATTR`/`DTDVALID` (read a DOCTYPE's external subset). `HUGE` is set: the limits it lifts are
    /// `DocumentBounds`' own, checked before parsing (16 MiB, 10,000,000 bytes in one value, 256 levels), and the
    /// entity limits guard nothing here (no internal subset is ever read: the parser stops at its `[`, or at a fatal
    /// error before it, `LibXML2ErrorCollector.stopAtFatalErrorInProlog`; no external one is loaded). Without it,
    /// libxml2 stops at a start tag that reaches about 10,000,000 bytes past its buffer's start ("internal error:
    /// Huge input lookup"), so an attribute value inside the 10,000,000-byte bound was called invalid.
    private static let parseOptions = Int32(XML_PARSE_NONET.rawValue | XML_PARSE_BIG_LINES.rawValue | XML_PARSE_HUGE.rawValue)

    /// Loads the SVG 1.1 DTD (`-//W3C//DTD SVG 1.1//EN`) from the XML catalog. Never fails: when the
    /// DTD is unavailable, `dtdStatus` says why and validation checks well-formedness and lint only.
    package convenience init() {
        self.init(publicID: SVGDTDLoader.publicID, systemID: SVGDTDLoader.systemID)
    }

    /// Loads the DTD registered in the catalog under these identifiers (tests use unknown ones).
    package init(publicID: String, systemID: String) {
        (dtd, dtdStatus) = SVGDTDLoader.load(publicID: publicID, systemID: systemID)
    }

    /// Loads the DTD from a local file instead of the catalog (tests use broken and hostile DTDs).
    package init(dtdFile: String) {
        (dtd, dtdStatus) = SVGDTDLoader.load(file: dtdFile)
    }

    deinit {
        if let dtd { xmlFreeDtd(dtd) }
    }

    /// The libxml2 version in use, e.g. `2.9.14` (read from the library, not the headers).
    package static var libxml2Version: String {
        let raw = Int(String(cString: ripple_parser_version())) ?? 0
        return "\(raw / 10000).\(raw / 100 % 100).\(raw % 100)"
    }

    /// Checks a UTF-8 (or XML-declared) document held in memory.
    ///
    /// - Parameters:
    ///   - document: the document's bytes.
    ///   - file: the name to report in diagnostics (a path or a name such as `<stdout>`).
    ///   - rootAttributes: attributes the DTD does not declare that are allowed on `<svg>` elements
    ///     anyway (the svg2 profile's `role`, `aria-label`, `aria-hidden`); empty for strict SVG 1.1.
    /// - Returns: every problem found, sorted by line and column (stable); empty means valid. A document
    ///   beyond `DocumentBounds` gets that one error and is not parsed.
    package func validate(_ document: [UInt8], file: String, allowing rootAttributes: Set<String> = []) -> [Diagnostic] {
        switch check(document, file: file, allowing: rootAttributes) {
        case .success(let problems): problems
        case .failure(let violation): [violation.diagnostic]
        }
    }

    /// `validate`, telling a document past `DocumentBounds` (refused unparsed, `validate` exits 65) from one
    /// checked: its problems, empty when it is valid.
    package func check(_ document: [UInt8], file: String, allowing rootAttributes: Set<String> = []) -> Result<[Diagnostic], BoundViolation> {
        guard !document.isEmpty else {
            return .success([Diagnostic(.error, "document is empty", at: .init(file: file, line: 1, column: 1))])
        }
        guard document.count <= Int(Int32.max) else {
            return .success([Diagnostic(.error, "document is too large to validate", at: .init(file: file))])
        }
        let scan: DocumentScan
        switch DocumentBounds.check(document, file: file) {
        case .success(let scanned): scan = scanned
        case .failure(let violation): return .failure(violation)
        }
        _ = LibXML2Environment.ready
        let collector = LibXML2ErrorCollector(file: file)
        var checks: [Diagnostic] = []
        collector.capturing {
            // nil: not well-formed, and the collector has the parser's reasons.
            guard let parsed = parse(document, reportingTo: collector) else { return }
            defer { xmlFreeDoc(parsed) }
            guard collector.internalSubset == nil else { return }
            // libxml2's nodes keep a line only; the start tags' columns come from the bytes.
            let elements = StartTagScanner.elements(of: parsed, tags: scan.tags)
            for case let (node, column?) in elements { collector.nodeColumns[UnsafeMutableRawPointer(node)] = column }
            checks += DoctypeCheck.problems(of: parsed, source: document, file: file)
            if let dtd, let context = xmlNewValidCtxt() {
                defer { xmlFreeValidCtxt(context) }
                // The document has no DOCTYPE; validate it against the DTD parsed in `init`
                // (libxml2 sets it as the external subset for the duration of the call).
                _ = xmlValidateDtd(context, parsed, dtd)
            }
            checks += SVGLinter.lint(elements, file: file)
        }
        if let subset = collector.internalSubset {
            return .success([Diagnostic(.error, "doctype: an internal subset is not allowed; it is refused unread (ripplegen validates "
                + "against the SVG 1.1 DTD alone, and a subset's declarations and entities are where XXE and entity bombs live)", at: subset)])
        }
        let allowed = Set(rootAttributes.map { "no declaration for attribute \($0) of element svg" })
        let reported = collector.diagnostics.filter { !allowed.contains($0.message.lowercased()) }
        return .success(DocumentBounds.capped(Self.sorted(reported + checks), dropped: collector.dropped, file: file))
    }

    /// Checks a document given as text (encoded as UTF-8).
    package func validate(_ text: String, file: String, allowing rootAttributes: Set<String> = []) -> [Diagnostic] {
        validate(Array(text.utf8), file: file, allowing: rootAttributes)
    }

    /// The parsed document, or `nil` when it is not well-formed (the collector has the reasons).
    ///
    /// The bytes are handed to libxml2 through a read callback, as `xmllint` reads a file, not as one memory
    /// buffer: libxml2 2.9 never discards the consumed part of a memory buffer, and once a start tag lies more
    /// than 10,000,000 bytes into it, stops with "Huge input lookup" (its `XML_MAX_LOOKUP_LIMIT`) in place of
    /// the document's real errors. Read in chunks, any file inside `DocumentBounds` is parsed to its end.
    private func parse(_ document: [UInt8], reportingTo collector: LibXML2ErrorCollector) -> xmlDocPtr? {
        guard let context = xmlNewParserCtxt() else { return nil }
        defer { xmlFreeParserCtxt(context) }
        collector.documentContext = context
        defer { collector.documentContext = nil }
        context.pointee._private = Unmanaged.passUnretained(collector).toOpaque()
        context.pointee.sax.pointee.internalSubset = { parser, name, externalID, systemID in
            xmlSAX2InternalSubset(parser, name, externalID, systemID)
            SVGValidator.stopAtInternalSubset(parser)
        }
        return document.withUnsafeBufferPointer { bytes in
            let reader = ChunkReader(bytes)
            return withExtendedLifetime(reader) {
                xmlCtxtReadIO(context, { context, buffer, length in
                    guard let context, let buffer, length > 0 else { return 0 }
                    return Unmanaged<ChunkReader>.fromOpaque(context).takeUnretainedValue().read(into: buffer, length: Int(length))
                }, nil, Unmanaged.passUnretained(reader).toOpaque(), nil, nil, Self.parseOptions)
            }
        }
    }

    /// Called when the parser has read a DOCTYPE's name and external id: when a `[` follows, an internal subset
    /// comes next, and the parser is stopped before it reads one byte of it. libxml2 parses a subset's
    /// declarations in quadratic time (one `<!ATTLIST>` enumeration of 100,000 values took 71 s), and the subset
    /// is refused anyway. Asking the parser, not scanning the bytes, finds a subset in any encoding it reads
    /// (UTF-16, UCS-4, UTF-7), behind any comment or processing instruction, and never in a quoted identifier.
    private static func stopAtInternalSubset(_ parser: UnsafeMutableRawPointer?) {
        guard let context = parser?.assumingMemoryBound(to: xmlParserCtxt.self), let input = context.pointee.input,
              let next = input.pointee.cur, next.pointee == UInt8(ascii: "["), let owner = context.pointee._private
        else { return }
        let collector = Unmanaged<LibXML2ErrorCollector>.fromOpaque(owner).takeUnretainedValue()
        collector.internalSubset = .init(file: collector.file, line: Int(input.pointee.line), column: Int(input.pointee.col))
        xmlStopParser(context)
    }

    /// Sorts by (line, column), keeping the reported order for ties; unknown positions first.
    static func sorted(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        diagnostics.enumerated().sorted { lhs, rhs in
            let left = (lhs.element.location.line ?? 0, lhs.element.location.column ?? 0, lhs.offset)
            let right = (rhs.element.location.line ?? 0, rhs.element.location.column ?? 0, rhs.offset)
            return left < right
        }.map { $0.element }
    }
}

/// A validator holds a parsed DTD that libxml2 mutates while validating: one per thread.
@available(*, unavailable)
extension SVGValidator: Sendable {}
