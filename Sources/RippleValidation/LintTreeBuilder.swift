internal import CLibXML2

/// Turns a parsed libxml2 document into the `LintDocument` the lint checks, and checks its DOCTYPE.
enum LintTreeBuilder {
    /// The document from its root element down, or `nil` for a document without a root.
    ///
    /// Names and values are copied as bytes straight from libxml2's `xmlChar` strings: no `String`
    /// is made here. Recursion is bounded: without `XML_PARSE_HUGE`, libxml2 refuses documents
    /// nested deeper than 256.
    static func document(of document: xmlDocPtr, positions: [UnsafeMutableRawPointer: StartTagScanner.Position] = [:]) -> LintDocument? {
        guard let root = xmlDocGetRootElement(document) else { return nil }
        var lintDocument = LintDocument()
        append(root, to: &lintDocument, positions: positions)
        return lintDocument
    }

    /// Each element node's start-tag position: libxml2's elements in document order matched with the
    /// scanned start tags (`StartTagScanner`); a node whose scanned line disagrees with libxml2's gets none.
    static func positions(of document: xmlDocPtr, source: [UInt8]) -> [UnsafeMutableRawPointer: StartTagScanner.Position] {
        guard let root = xmlDocGetRootElement(document) else { return [:] }
        let tags = StartTagScanner.startTags(in: source)
        var map: [UnsafeMutableRawPointer: StartTagScanner.Position] = [:]
        var index = 0
        var stack: [xmlNodePtr] = [root]
        while let node = stack.popLast() {
            if index < tags.count, tags[index].line == Int(xmlGetLineNo(node)) { map[UnsafeMutableRawPointer(node)] = tags[index] }
            index += 1
            var children: [xmlNodePtr] = []
            var child = node.pointee.children
            while let current = child {
                if current.pointee.type == XML_ELEMENT_NODE { children.append(current) }
                child = current.pointee.next
            }
            stack += children.reversed()
        }
        return map
    }

    private static func append(_ node: xmlNodePtr, to document: inout LintDocument, positions: [UnsafeMutableRawPointer: StartTagScanner.Position]) {
        document.addElement(name: storeName(node.pointee.name, node.pointee.ns, in: &document),
            line: Int(xmlGetLineNo(node)), column: positions[UnsafeMutableRawPointer(node)]?.column ?? 0)
        var namespace = node.pointee.nsDef
        while let declaration = namespace {
            let start = document.end
            store(literal: "xmlns", in: &document)
            if let prefix = declaration.pointee.prefix {
                store(literal: ":", in: &document)
                store(prefix, in: &document)
            }
            let name = start..<document.end
            let valueStart = document.end
            store(declaration.pointee.href, in: &document)
            document.addAttribute(name: name, value: valueStart..<document.end)
            namespace = declaration.pointee.next
        }
        var property = node.pointee.properties
        while let attribute = property {
            let name = storeName(attribute.pointee.name, attribute.pointee.ns, in: &document)
            document.addAttribute(name: name, value: storeValue(of: attribute, in: &document))
            property = attribute.pointee.next
        }
        if document.lastKind == .style {
            let start = document.end
            var child = node.pointee.children
            while let current = child {
                if current.pointee.type == XML_TEXT_NODE || current.pointee.type == XML_CDATA_SECTION_NODE {
                    store(current.pointee.content, in: &document)
                }
                child = current.pointee.next
            }
            document.setText(start..<document.end)
        }
        // Comments, processing instructions and unexpanded entity references are not elements.
        var child = node.pointee.children
        while let current = child {
            if current.pointee.type == XML_ELEMENT_NODE { append(current, to: &document, positions: positions) }
            child = current.pointee.next
        }
    }

    /// Problems with the document's DOCTYPE. Our documents have none; an internal subset is where
    /// XXE and entity bombs live, so it is refused outright even though the parser never loads or
    /// expands anything from it.
    static func doctypeProblems(of document: xmlDocPtr, source: [UInt8], file: String) -> [Diagnostic] {
        guard let subset = document.pointee.intSubset else { return [] }
        let position = doctypePosition(in: source)
        let location = Diagnostic.Location(file: file, line: position.line, column: position.column)
        var problems: [Diagnostic] = []
        var entities: [String] = []
        var otherDeclarations = false
        var child = subset.pointee.children
        while let current = child {
            switch current.pointee.type {
            case XML_ENTITY_DECL:
                entities.append(current.pointee.name.map { String(cString: $0) } ?? "?")
            case XML_COMMENT_NODE, XML_PI_NODE:
                break
            default:
                otherDeclarations = true
            }
            child = current.pointee.next
        }
        for entity in entities {
            problems.append(Diagnostic(.error, "doctype: entity declaration '\(entity)' is not allowed "
                + "(entities are never loaded or expanded)", at: location))
        }
        if otherDeclarations {
            problems.append(Diagnostic(.error, "doctype: an internal subset is not allowed", at: location))
        }
        // An external subset is never read (no DTDLOAD), but a document naming anything other than
        // the SVG 1.1 DTD is not what we validate; `<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" …>` is fine.
        let externalID = subset.pointee.ExternalID.map { String(cString: $0) }
        let systemID = subset.pointee.SystemID.map { String(cString: $0) }
        let isSVG11 = externalID == SVGDTDLoader.publicID && (systemID == nil || systemID == SVGDTDLoader.systemID)
        if !isSVG11, externalID != nil || systemID != nil {
            let named = [externalID, systemID].compactMap { $0 }.joined(separator: " ")
            problems.append(
                Diagnostic(.error, "doctype: only the SVG 1.1 doctype is allowed (got \(named))", at: location))
        }
        return problems
    }

    /// The line and column of `<!DOCTYPE` (libxml2 keeps no position for the DTD node).
    private static func doctypePosition(in source: [UInt8]) -> (line: Int, column: Int) {
        let marker = Array("<!DOCTYPE".utf8)
        var line = 1
        var column = 1
        var index = 0
        while index + marker.count <= source.count {
            if source[index] == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if source[index] == marker[0], Array(source[index..<index + marker.count]) == marker {
                return (line, column)
            } else if source[index] & 0xC0 != 0x80 {
                column += 1
            }
            index += 1
        }
        return (1, 1)
    }

    /// Stores `prefix:local` (or `local`) and returns where it lies.
    private static func storeName(
        _ local: UnsafePointer<xmlChar>?, _ namespace: xmlNsPtr?, in document: inout LintDocument
    ) -> Range<Int> {
        let start = document.end
        if let prefix = namespace?.pointee.prefix {
            store(prefix, in: &document)
            store(literal: ":", in: &document)
        }
        store(local, in: &document)
        return start..<document.end
    }

    /// Stores the attribute's value with entity references left as `&name;`. Expanding them here (as
    /// `xmlNodeListGetString(…, 1)` would) is exactly the quadratic blow-up the parser avoided:
    /// 4,000 references to a 40 KB entity make a 160 MB string.
    private static func storeValue(of attribute: xmlAttrPtr, in document: inout LintDocument) -> Range<Int> {
        let start = document.end
        var child = attribute.pointee.children
        while let current = child {
            if current.pointee.type == XML_ENTITY_REF_NODE {
                store(literal: "&", in: &document)
                store(current.pointee.name, in: &document)
                store(literal: ";", in: &document)
            } else {
                store(current.pointee.content, in: &document)
            }
            child = current.pointee.next
        }
        return start..<document.end
    }

    /// Stores a NUL-terminated libxml2 string (nothing for `nil`).
    private static func store(_ text: UnsafePointer<xmlChar>?, in document: inout LintDocument) {
        guard let text else { return }
        document.store(LintBytes(start: text, count: Int(xmlStrlen(text))))
    }

    private static func store(literal: StaticString, in document: inout LintDocument) {
        literal.withUTF8Buffer { _ = document.store($0) }
    }
}
