/// One element of the small tree that `SVGLinter` checks: just what the lint rules need.
///
/// `SVGValidator` builds it from libxml2's tree; tests and other stages can build it by hand.
public struct LintElement: Sendable {
    /// The qualified name as written, e.g. `circle` or `svg:circle`.
    public var name: String
    /// Attributes in document order, qualified names as written (`xlink:href`); namespace
    /// declarations (`xmlns`, `xmlns:xlink`) come first.
    public var attributes: [(name: String, value: String)]
    /// The 1-based line of the element's start tag (0 when unknown).
    public var line: Int
    /// The 1-based column of its `<` (0 when unknown).
    public var column: Int = 0
    /// Child elements in document order.
    public var children: [LintElement]
    /// The element's own text and CDATA content, concatenated (the CSS of a `<style>` element).
    public var text: String

    /// Creates an element.
    public init(
        name: String,
        attributes: [(name: String, value: String)] = [],
        line: Int = 0,
        children: [LintElement] = [],
        text: String = ""
    ) {
        self.name = name
        self.attributes = attributes
        self.line = line
        self.children = children
        self.text = text
    }

    /// The value of the first attribute called `name`, if any.
    public subscript(attribute name: String) -> String? {
        attributes.first { $0.name == name }?.value
    }
}
