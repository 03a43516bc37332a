extension StyleSheet {
    /// Renders the statements as CSS text for a CDATA section.
    ///
    /// - Parameters:
    ///   - layout: pretty (one declaration group per line, indented) or compact (no optional whitespace).
    ///   - depth: the indentation depth of the enclosing `<style>` content.
    /// - Returns: the CSS text; in the pretty layout every line ends with `\n`.
    public func render(layout: XMLRenderer.Layout, depth: Int) -> String {
        var output = ""
        for statement in statements {
            Self.write(statement, layout: layout, depth: depth, into: &output)
        }
        return output
    }

    private static func write(_ statement: CSSStatement, layout: XMLRenderer.Layout, depth: Int, into output: inout String) {
        let pretty = layout == .pretty
        let indent = pretty ? String(repeating: "  ", count: depth) : ""
        let newline = pretty ? "\n" : ""
        let space = pretty ? " " : ""
        switch statement {
        case .rule(let rule):
            output += indent + rule.selector + space + "{" + space + declarations(rule.declarations, pretty: pretty) + space + "}" + newline
        case .keyframes(let name, let frames):
            precondition(CSSText.isIdentifier(name), "invalid keyframes name \(name)")
            output += indent + "@keyframes " + name + space + "{" + newline
            let inner = pretty ? indent + "  " : ""
            for frame in frames {
                output += inner + NumberFormat.percent(frame.offset) + space + "{" + space
                output += declarations(frame.declarations, pretty: pretty) + space + "}" + newline
            }
            output += indent + "}" + newline
        case .media(let query, let statements):
            precondition(CSSText.isSafeValue(query), "unsafe media query \(query)")
            output += indent + "@media " + query + space + "{" + newline
            for inner in statements {
                write(inner, layout: layout, depth: depth + 1, into: &output)
            }
            output += indent + "}" + newline
        }
    }

    private static func declarations(_ list: [CSSDeclaration], pretty: Bool) -> String {
        let separator = pretty ? "; " : ";"
        let colon = pretty ? ": " : ":"
        return list.map { $0.property + colon + $0.value }.joined(separator: separator) + (pretty && !list.isEmpty ? ";" : "")
    }
}
