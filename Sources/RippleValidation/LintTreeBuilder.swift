internal import CLibXML2
import RippleKit

/// Turns a parsed libxml2 document into the `LintElement` tree, and checks its DOCTYPE.
enum LintTreeBuilder {
    /// The root element as a `LintElement`, or `nil` for a document without one.
    ///
    /// Recursion is bounded: without `XML_PARSE_HUGE`, libxml2 refuses documents nested deeper than 256.
    static func tree(of document: xmlDocPtr) -> LintElement? {
        xmlDocGetRootElement(document).map(element)
    }

    private static func element(_ node: xmlNodePtr) -> LintElement {
        var attributes: [(name: String, value: String)] = []
        var namespace = node.pointee.nsDef
        while let declaration = namespace {
            let prefix = declaration.pointee.prefix.map { String(cString: $0) }
            let href = declaration.pointee.href.map { String(cString: $0) } ?? ""
            attributes.append((name: prefix.map { "xmlns:\($0)" } ?? "xmlns", value: href))
            namespace = declaration.pointee.next
        }
        var property = node.pointee.properties
        while let attribute = property {
            let name = qualifiedName(attribute.pointee.name, attribute.pointee.ns)
            attributes.append((name: name, value: value(of: attribute)))
            property = attribute.pointee.next
        }

        var children: [LintElement] = []
        var text = ""
        var child = node.pointee.children
        while let current = child {
            switch current.pointee.type {
            case XML_ELEMENT_NODE:
                children.append(element(current))
            case XML_TEXT_NODE, XML_CDATA_SECTION_NODE:
                if let content = current.pointee.content { text += String(cString: content) }
            default:
                break  // comments, processing instructions, unexpanded entity references
            }
            child = current.pointee.next
        }
        return LintElement(
            name: qualifiedName(node.pointee.name, node.pointee.ns),
            attributes: attributes,
            line: Int(xmlGetLineNo(node)),
            children: children,
            text: text
        )
    }

    /// Problems with the document's DOCTYPE. Our documents have none; an internal subset is where
    /// XXE and entity bombs live, so it is refused outright even though the parser never loads or
    /// expands anything from it.
    static func doctypeProblems(of document: xmlDocPtr, source: [UInt8], file: String) -> [Diagnostic] {
        guard let subset = document.pointee.intSubset else { return [] }
        let location = Diagnostic.Location(file: file, line: doctypeLine(in: source))
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

    /// The line of `<!DOCTYPE` (libxml2 keeps no line for the DTD node).
    private static func doctypeLine(in source: [UInt8]) -> Int {
        let marker = Array("<!DOCTYPE".utf8)
        var line = 1
        var index = 0
        while index + marker.count <= source.count {
            if source[index] == UInt8(ascii: "\n") {
                line += 1
            } else if source[index] == marker[0], Array(source[index..<index + marker.count]) == marker {
                return line
            }
            index += 1
        }
        return 1
    }

    private static func qualifiedName(_ local: UnsafePointer<xmlChar>?, _ namespace: xmlNsPtr?) -> String {
        let name = local.map { String(cString: $0) } ?? ""
        guard let prefix = namespace?.pointee.prefix else { return name }
        return "\(String(cString: prefix)):\(name)"
    }

    /// The attribute's value with entity references left as `&name;`. Expanding them here (as
    /// `xmlNodeListGetString(…, 1)` would) is exactly the quadratic blow-up the parser avoided:
    /// 4,000 references to a 40 KB entity make a 160 MB string.
    private static func value(of attribute: xmlAttrPtr) -> String {
        var value = ""
        var child = attribute.pointee.children
        while let current = child {
            if current.pointee.type == XML_ENTITY_REF_NODE {
                value += "&\(current.pointee.name.map { String(cString: $0) } ?? "");"
            } else if let content = current.pointee.content {
                value += String(cString: content)
            }
            child = current.pointee.next
        }
        return value
    }
}
