import RippleDiagnostics
import RippleJSON
internal import CLibXML2
import Foundation

/// Collects libxml2's structured errors as `Diagnostic`s while a piece of code runs.
///
/// libxml2 reports parser, namespace, DTD and validity errors through a per-thread structured
/// error handler. The handler must be a capture-less C function, so the collector reaches it
/// through the user-data pointer, and `capturing(_:)` restores the thread's previous handler
/// afterwards so that we never leave our pointer behind in libxml2's thread state.
final class LibXML2ErrorCollector {
    /// Errors kept per document (the bound every validator shares).
    static var limit: Int { DocumentBounds.diagnostics.limit }

    /// The name reported for errors that libxml2 attributes to no file (documents parsed from memory).
    let file: String
    /// What has been collected so far, in the order libxml2 reported it.
    private(set) var diagnostics: [Diagnostic] = []
    /// How many errors arrived after `limit` was reached.
    private(set) var dropped = 0
    /// The parser context of the document being parsed, while it is parsed. Errors inside entity
    /// text come from a nested context whose lines count from the entity's start; they are
    /// moved to where the main parser stands, i.e. the entity reference in the document.
    var documentContext: xmlParserCtxtPtr?
    /// Start-tag columns of the parsed document's element nodes, for validity errors that carry a node.
    var nodeColumns: [UnsafeMutableRawPointer: Int] = [:]
    /// Where the DOCTYPE's internal subset begins (its `[`), when the parser was stopped there (`SVGValidator.parse`).
    var internalSubset: Diagnostic.Location?

    init(file: String) {
        self.file = file
    }

    /// Runs `body` with this collector installed as the calling thread's structured error handler.
    func capturing<T>(_ body: () throws -> T) rethrows -> T {
        let previousHandler = ripple_current_structured_error()
        let previousContext = ripple_current_structured_error_context()
        defer { xmlSetStructuredErrorFunc(previousContext, previousHandler) }
        // Unretained is safe: `withExtendedLifetime` keeps `self` alive for as long as libxml2 can call back.
        return try withExtendedLifetime(self) {
            xmlSetStructuredErrorFunc(Unmanaged.passUnretained(self).toOpaque()) { userData, error in
                guard let userData, let error else { return }
                let collector = Unmanaged<LibXML2ErrorCollector>.fromOpaque(userData).takeUnretainedValue()
                collector.record(error.pointee)
            }
            return try body()
        }
    }

    private func record(_ error: xmlError) {
        stopAtFatalErrorInProlog(error)
        let severity: Diagnostic.Severity
        switch error.level {
        case XML_ERR_WARNING: severity = .warning
        case XML_ERR_ERROR, XML_ERR_FATAL: severity = .error
        default: return
        }
        // The lint reports duplicate ids itself, naming the line of the first one; libxml2's
        // "ID x already defined" (raised while validating ID-typed attributes) would say it twice.
        if error.domain == Int32(XML_FROM_VALID.rawValue), error.code == Int32(XML_DTD_ID_REDEFINED.rawValue) {
            return
        }
        guard diagnostics.count < Self.limit else {
            dropped += 1
            return
        }
        let message = error.message.map { Self.tidy(String(cString: $0)) } ?? "libxml2 error \(error.code)"
        var location = Diagnostic.Location(
            file: error.file.map { String(cString: $0) } ?? file,
            line: Self.line(of: error),
            column: error.int2 > 0 ? Int(error.int2) : nil
        )
        if let main = documentContext, let origin = error.ctxt, origin != UnsafeMutableRawPointer(main),
            let input = main.pointee.input
        {
            location.line = input.pointee.line > 0 ? Int(input.pointee.line) : nil
            location.column = input.pointee.col > 0 ? Int(input.pointee.col) : nil
        }
        // Validity errors (after parsing) have no column: the element's start tag gives one.
        if location.column == nil, let node = error.node { location.column = nodeColumns[node] }
        let diagnostic = Diagnostic(severity, message, at: location)
        // An entity bomb trips the same check once per nesting level, all at the same reference.
        guard diagnostics.last != diagnostic else { return }
        diagnostics.append(diagnostic)
    }

    /// Ends the parse at the first fatal error outside the root element (no element is open and the parser is not
    /// in the root's start tag: the XML declaration, comments and processing instructions before or after the
    /// DOCTYPE, the DOCTYPE itself, what follows the root). libxml2 turns SAX off at a fatal error and reads on, so the `internalSubset` callback that
    /// stops it at a subset's `[` (`SVGValidator.parse`) is never called: the subset was read anyway, its
    /// `<!ATTLIST>` enumerations in quadratic time, and its entities declared into a stand-in document ("for
    /// expat compatibility", when the error came before the document was started) and expanded with no
    /// amplification limit under `XML_PARSE_HUGE` (`<?xml version="1.0"encoding="UTF-8"?>` and eight
    /// nested entities: 25 s; the fuzzer's timeout in CI). What the parser would say after such an error is
    /// not worth reading: the document is not well-formed and is reported as such at the first error.
    private func stopAtFatalErrorInProlog(_ error: xmlError) {
        guard error.level == XML_ERR_FATAL, let main = documentContext, error.ctxt == UnsafeMutableRawPointer(main),
              main.pointee.nameNr == 0, main.pointee.instate != XML_PARSER_CONTENT
        else { return }
        xmlStopParser(main)
    }

    /// The error's line; validity errors carry the node, whose line may be clamped to 65535 in
    /// `xmlNode.line` when the document is longer (`xmlGetLineNo` knows the real one).
    private static func line(of error: xmlError) -> Int? {
        if let raw = error.node {
            let node = raw.assumingMemoryBound(to: xmlNode.self)
            if node.pointee.type == XML_ELEMENT_NODE, error.line <= 0 || error.line >= 65535 {
                let line = xmlGetLineNo(node)
                if line > 0 { return Int(line) }
            }
        }
        return error.line > 0 ? Int(error.line) : nil
    }

    /// Makes a libxml2 message one line in our style: the trailing newline trimmed, inner line
    /// breaks (encoding errors append a "Bytes: 0xFF …" line) joined with a space, and the first
    /// letter lower-cased unless the first word is an acronym ("ID", "XML").
    static func tidy(_ message: String) -> String {
        let trimmed = message.split(whereSeparator: \.isNewline)
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }
            .joined(separator: " ")
        guard let first = trimmed.first, first.isUppercase else { return trimmed }
        if let second = trimmed.dropFirst().first, second.isUppercase { return trimmed }
        return first.lowercased() + trimmed.dropFirst()
    }
}
