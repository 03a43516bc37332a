import RippleDiagnostics
import RippleJSON
internal import CLibXML2

/// Problems with a parsed document's DOCTYPE. Our documents have none; one with an internal subset never gets
/// here (`SVGValidator` stops the parser at its `[` and refuses it), so what is left to check is the external id.
enum DoctypeCheck {
    static func problems(of document: xmlDocPtr, source: [UInt8], file: String) -> [Diagnostic] {
        guard let subset = document.pointee.intSubset else { return [] }
        let position = doctypePosition(in: source)
        let location = Diagnostic.Location(file: file, line: position.line, column: position.column)
        var problems: [Diagnostic] = []
        // An external subset is never read (no DTDLOAD), but a document naming anything other than
        // the SVG 1.1 DTD is not what we validate; `<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" …>` is fine.
        let externalID = subset.pointee.ExternalID.map { String(cString: $0) }
        let systemID = subset.pointee.SystemID.map { String(cString: $0) }
        let isSVG11 = externalID == SVGDTDLoader.publicID && (systemID == nil || systemID == SVGDTDLoader.systemID)
        if !isSVG11, externalID != nil || systemID != nil {
            let named = [externalID, systemID].compactMap { $0 }.joined(separator: " ")
            problems.append(Diagnostic(.error, "doctype: only the SVG 1.1 doctype is allowed (got \(named))", at: location))
        }
        return problems
    }

    /// The line and column of the first `<!DOCTYPE` in the bytes, or 1:1 (libxml2 keeps no position for
    /// the DTD node); columns count characters, as `StartTagScanner`'s do.
    private static func doctypePosition(in source: [UInt8]) -> (line: Int, column: Int) {
        guard let marker = source.firstRange(of: Array("<!DOCTYPE".utf8)) else { return (1, 1) }
        let before = source[..<marker.lowerBound]
        let lineStart = before.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
        let line = 1 + before.count { $0 == UInt8(ascii: "\n") }
        return (line, 1 + source[lineStart..<marker.lowerBound].count { $0 & 0xC0 != 0x80 })
    }
}
