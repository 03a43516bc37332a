
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
public struct SVGLinter {
    /// Lints the tree under `root`, reporting problems against `file`.
    public static func lint(_ root: LintElement, file: String) -> [Diagnostic] {
        lint(LintDocument(root), file: file)
    }

    /// Lints a document built by `LintTreeBuilder` (or from a `LintElement`).
    static func lint(_ document: LintDocument, file: String) -> [Diagnostic] {
        var pass = LintPass(file: file)
        var isRoot = true
        document.forEachNode { element in
            if isRoot { pass.checkRoot(element) }
            isRoot = false
            pass.visit(element)
        }
        pass.resolveReferences()
        return SVGValidator.sorted(pass.diagnostics)
    }
}

/// The state of one lint run: diagnostics so far, ids seen, references to resolve at the end.
struct LintPass {
    /// A `#id` reference found in an attribute or in CSS, resolved after the whole tree is seen.
    struct Reference {
        var id: String
        var element: String
        var attribute: String
        var line: Int
        var column: Int
    }

    let file: String
    private(set) var diagnostics: [Diagnostic] = []
    private var idLines: [String: Int] = [:]
    private var references: [Reference] = []

    init(file: String) {
        self.file = file
    }

    mutating func report(_ severity: Diagnostic.Severity, _ message: String, line: Int, column: Int = 0) {
        diagnostics.append(Diagnostic(severity, message, at: .init(file: file, line: line > 0 ? line : nil, column: column > 0 ? column : nil)))
    }

    mutating func report(_ message: String, line: Int, column: Int = 0) {
        report(.error, message, line: line, column: column)
    }

    mutating func checkRoot(_ root: LintNode) {
        guard root.nameBytes.equals("svg") else {
            report("root element must be <svg> (got <\(root.name)>)", line: root.line, column: root.column)
            return
        }
        let svgNamespace = "http://www.w3.org/2000/svg"
        switch root[.xmlns] {
        case nil: report("svg: root element needs xmlns=\"\(svgNamespace)\"", line: root.line, column: root.column)
        case let namespace? where namespace.equals("http://www.w3.org/2000/svg"): break
        case let other?: report("svg: xmlns must be \(svgNamespace) (got \(root.string(other)))", line: root.line, column: root.column)
        }
    }

    /// Checks one element; `SVGLinter` calls it for every element in document order.
    mutating func visit(_ element: LintNode) {
        checkIDAndReferences(element)
        if element.kind.isAnimation {
            checkTiming(element)
            checkInterpolation(element)
            checkAttributeName(element)
        } else if let fill = element[.fill], fill.equals("freeze") || fill.equals("remove") {
            report("fill=\"\(element.string(fill))\" on <\(element.name)> is only meaningful on animation elements",
                line: element.line, column: element.column)
        }
    }

    /// Records the element's id (reporting a duplicate) and the `#id` references it makes.
    private mutating func checkIDAndReferences(_ element: LintNode) {
        if let idBytes = element[.id] {
            let id = element.string(idBytes)
            if let first = idLines[id] {
                report("\(element.name): duplicate id '\(id)' (first defined on line \(first))", line: element.line, column: element.column)
            } else {
                idLines[id] = element.line
            }
        }
        element.forEachAttribute { name, value, source, isHref in
            for id in ReferenceScanner.urlReferences(in: value, source: source) {
                refer(to: element.string(id), from: element, attribute: name.string)
            }
            if isHref, value.first == UInt8(ascii: "#") {
                refer(to: element.string(value.dropping(1)), from: element, attribute: name.string)
            }
        }
        if element.kind == .style {
            for id in ReferenceScanner.urlReferences(in: element.text, source: element.source(element.text)) {
                refer(to: element.string(id), from: element, attribute: "css")
            }
        }
    }

    /// Queues a reference to `id`, resolved once every id in the document is known.
    mutating func refer(to id: String, from element: LintNode, attribute: String) {
        references.append(Reference(id: id, element: element.name, attribute: attribute, line: element.line, column: element.column))
    }

    mutating func resolveReferences() {
        for reference in references where idLines[reference.id] == nil {
            report("\(reference.element): \(reference.attribute) references unknown id '\(reference.id)'",
                line: reference.line, column: reference.column)
        }
    }
}
