extension StyleSheet {
    /// Renders the statements as CSS text for a CDATA section.
    ///
    /// - Parameters:
    ///   - layout: pretty (one declaration group per line, indented) or compact (no optional whitespace).
    ///   - depth: the indentation depth of the enclosing `<style>` content.
    /// - Returns: the CSS text; in the pretty layout every line ends with `\n`.
    public func render(layout: XMLRenderer.Layout, depth: Int) -> String {
        var output: [UInt8] = []
        write(layout: layout, depth: depth, into: &output)
        return String(decoding: output, as: UTF8.self)
    }

    /// Appends the CSS text `render` returns to `output`.
    public func write(layout: XMLRenderer.Layout, depth: Int, into output: inout [UInt8]) {
        var writer = CSSWriter(pretty: layout == .pretty)
        swap(&writer.output, &output)
        for statement in statements {
            writer.write(statement, depth: depth)
        }
        swap(&writer.output, &output)
    }
}

/// Writes CSS statements as bytes.
///
/// The compact layout also takes the shortest equivalent spellings: `to` for `100%`, and no space
/// between `@media` and its parenthesised query.
private struct CSSWriter {
    let pretty: Bool
    var output: [UInt8] = []

    mutating func write(_ statement: CSSStatement, depth: Int) {
        switch statement {
        case .rule(let rule):
            indent(depth)
            append(rule.selector)
            open()
            declarations(rule.declarations)
            close()
        case .keyframes(let name, let frames):
            precondition(CSSText.isIdentifier(name), "invalid keyframes name \(name)")
            indent(depth)
            append("@keyframes ")
            append(name)
            append(pretty ? " {\n" : "{")
            for frame in frames {
                indent(depth + 1)
                append(!pretty && frame.offset == 1 ? "to" : NumberFormat.percent(frame.offset))
                open()
                declarations(frame.declarations)
                close()
            }
            indent(depth)
            append(pretty ? "}\n" : "}")
        case .media(let query, let statements):
            precondition(CSSText.isSafeValue(query), "unsafe media query \(query)")
            indent(depth)
            append(pretty || !query.hasPrefix("(") ? "@media " : "@media")
            append(query)
            append(pretty ? " {\n" : "{")
            for inner in statements {
                write(inner, depth: depth + 1)
            }
            indent(depth)
            append(pretty ? "}\n" : "}")
        }
    }

    private mutating func open() {
        append(pretty ? " { " : "{")
    }

    private mutating func close() {
        append(pretty ? " }\n" : "}")
    }

    private mutating func declarations(_ list: [CSSDeclaration]) {
        for (index, declaration) in list.enumerated() {
            if index > 0 { append(pretty ? "; " : ";") }
            append(declaration.property)
            append(pretty ? ": " : ":")
            append(declaration.value)
        }
        if pretty && !list.isEmpty { append(";") }
    }

    private mutating func append(_ text: String) {
        output.append(contentsOf: text.utf8)
    }

    private mutating func indent(_ depth: Int) {
        guard pretty else { return }
        for _ in 0..<(2 * depth) { output.append(UInt8(ascii: " ")) }
    }
}
