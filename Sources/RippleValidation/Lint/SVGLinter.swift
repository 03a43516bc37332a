import RippleDiagnostics
import RippleJSON
internal import CLibXML2

/// The "profile lint": checks that the SVG 1.1 DTD cannot express, because the DTD declares
/// `begin`, `dur`, `values`, `keyTimes`, `keySplines`, `repeatCount` and references as plain CDATA.
///
/// Rules (messages are short, lower-case, and name the element, attribute and offending value):
/// - the root is `<svg>` with the SVG namespace;
/// - on animation elements: `keyTimes`, `values`, `keySplines` and `calcMode` agree;
///   clock values (`dur`, `begin`, `end`, `repeatDur`, `min`, `max`) have a leading zero and a unit;
///   `dur` is positive; `repeatCount` is positive or `indefinite`; `attributeName` is not camelCase
///   where SVG spells the attribute in kebab-case (Safari ignores it);
/// - `fill="freeze"`/`fill="remove"` appear only on animation elements (on a shape they are a paint);
/// - ids are unique and every `url(#id)`, `href="#id"` and sync-base id resolves.
///
/// All problems are collected; the result is sorted by line.
struct SVGLinter {
    let file: String
    private(set) var diagnostics: [Diagnostic] = []
    private var idLines: [String: Int] = [:]
    /// The `#id` references found in attributes and CSS, resolved once the whole tree is seen.
    private var references: [(id: String, element: String, attribute: String, line: Int, column: Int)] = []

    /// Lints the document's elements (`StartTagScanner.elements`, libxml2's nodes read in place), reporting
    /// problems against `file`.
    static func lint(_ elements: [(node: xmlNodePtr, column: Int?)], file: String) -> [Diagnostic] {
        var linter = SVGLinter(file: file)
        let store = LintStore()
        // The nodes borrow the store's bytes, so it must outlive them.
        withExtendedLifetime(store) {
            for (index, (node, column)) in elements.enumerated() {
                let element = LintNode(node, column: column ?? 0, store: store)
                if index == 0 { linter.checkRoot(element) }
                linter.visit(element)
            }
        }
        linter.resolveReferences()
        return SVGValidator.sorted(linter.diagnostics)
    }

    mutating func report(_ severity: Diagnostic.Severity, _ message: String, line: Int, column: Int) {
        diagnostics.append(Diagnostic(severity, message, at: .init(file: file, line: line > 0 ? line : nil, column: column > 0 ? column : nil)))
    }

    /// Reports a problem of `element` at its start tag, with its name in front as every rule's message has it.
    mutating func report(_ element: LintNode, _ message: String, severity: Diagnostic.Severity = .error) {
        report(severity, "\(element.name): \(message)", line: element.line, column: element.column)
    }

    private mutating func checkRoot(_ root: LintNode) {
        guard root.nameBytes.equals("svg") else {
            return report(.error, "root element must be <svg> (got <\(root.name)>)", line: root.line, column: root.column)
        }
        let svgNamespace: StaticString = "http://www.w3.org/2000/svg"
        switch root["xmlns"] {
        case nil: report(root, "root element needs xmlns=\"\(svgNamespace)\"")
        case let namespace? where namespace.equals(svgNamespace): break
        case let other?: report(root, "xmlns must be \(svgNamespace) (got \(root.string(other)))")
        }
    }

    /// Checks one element; `lint` calls it for every element in document order.
    private mutating func visit(_ element: LintNode) {
        checkIDAndReferences(element)
        if element.kind.isAnimation {
            checkTiming(element)
            checkInterpolation(element)
            checkAttributeName(element)
        } else if let fill = element["fill"], fill.equals("freeze") || fill.equals("remove") {
            report(.error, "fill=\"\(element.string(fill))\" on <\(element.name)> is only meaningful on animation elements",
                line: element.line, column: element.column)
        }
    }

    /// Records the element's id (reporting a duplicate) and the `#id` references it makes.
    private mutating func checkIDAndReferences(_ element: LintNode) {
        if let idBytes = element["id"] {
            let id = element.string(idBytes)
            if let first = idLines[id] {
                report(element, "duplicate id '\(id)' (first defined on line \(first))")
            } else {
                idLines[id] = element.line
            }
        }
        for attribute in element.attributes {
            for id in ReferenceScanner.urlReferences(in: attribute.value, source: attribute.source) {
                refer(to: element.string(id), from: element, attribute: attribute.name.string)
            }
            if attribute.isHref, attribute.value.first == UInt8(ascii: "#") {
                refer(to: element.string(attribute.value.dropping(1)), from: element, attribute: attribute.name.string)
            }
        }
    }

    /// Queues a reference to `id`, resolved once every id in the document is known.
    mutating func refer(to id: String, from element: LintNode, attribute: String) {
        references.append((id, element.name, attribute, element.line, element.column))
    }

    private mutating func resolveReferences() {
        for reference in references where idLines[reference.id] == nil {
            report(.error, "\(reference.element): \(reference.attribute) references unknown id '\(reference.id)'",
                line: reference.line, column: reference.column)
        }
    }
}
