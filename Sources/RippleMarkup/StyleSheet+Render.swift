extension StyleSheet {
    /// Renders the statements as CSS text.
    ///
    /// - Parameters:
    ///   - layout: how the text is laid out (`Layout`).
    ///   - depth: the indentation depth of the enclosing `<style>` content (pretty layout only).
    /// - Returns: the CSS text; in the pretty and lines layouts every line ends with `\n`.
    package func render(_ layout: Layout, depth: Int = 0) -> String {
        var output: [UInt8] = []
        write(layout, depth: depth, into: &output)
        return String(decoding: output, as: UTF8.self)
    }

    /// Appends the CSS text `render` returns to `output`.
    package func write(_ layout: Layout, depth: Int = 0, into output: inout [UInt8]) {
        var writer = CSSWriter(layout: layout)
        swap(&writer.output, &output)
        for statement in statements {
            writer.write(statement, depth: depth, nested: false)
            if layout == .lines { writer.output.append(UInt8(ascii: "\n")) }
        }
        swap(&writer.output, &output)
    }
}

/// Writes CSS statements as bytes: the one place the style sheet becomes text.
private struct CSSWriter {
    let layout: StyleSheet.Layout
    var output: [UInt8] = []

    init(layout: StyleSheet.Layout) {
        self.layout = layout
    }

    private var pretty: Bool { layout == .pretty }

    /// Writes `statement`; `nested` says it stands inside a style rule.
    mutating func write(_ statement: CSSStatement, depth: Int, nested: Bool) {
        switch statement {
        case .rule(let rule):
            precondition(nested || !rule.selector.isRelative, "a relative selector outside a nested rule")
            indent(depth)
            selector(rule.selector)
            block(rule.declarations, rule.nested, depth: depth)
        case .keyframes(let name, let frames):
            precondition(CSSText.isIdentifier(name), "invalid keyframes name \(name)")
            precondition(!nested, "a @keyframes rule nested in a style rule")
            indent(depth)
            append("@keyframes ")
            append(name)
            append(pretty ? " {\n" : "{")
            for frame in frames {
                indent(depth + 1)
                for (index, offset) in frame.offsets.enumerated() {
                    if index > 0 { append(pretty ? ", " : ",") }
                    percent(offset)
                }
                block(frame.declarations, [], depth: depth + 1)
            }
            indent(depth)
            append(pretty ? "}\n" : "}")
        case .media(let query, let declarations, let statements):
            precondition(nested || declarations.isEmpty, "declarations in a top-level @media")
            indent(depth)
            append(layout == .compact ? "@media(" : "@media (")
            append(query.feature)
            if let value = query.value {
                append(pretty ? ": " : ":")
                append(value)
            }
            append(")")
            block(declarations, statements, depth: depth, nesting: nested)
        case .comment(let text):
            indent(depth)
            append("/* ")
            append(CSSText.comment(text))
            append(pretty ? " */\n" : " */")
        }
    }

    /// `{ declarations nested }`: on one line in the pretty layout unless statements are nested in it. A
    /// statement after a declaration needs the declaration ended (`;`), or it would read as its value.
    private mutating func block(_ declarations: [CSSDeclaration], _ statements: [CSSStatement], depth: Int, nesting: Bool = true) {
        append(pretty ? " {" : "{")
        if pretty && (!declarations.isEmpty || statements.isEmpty) { append(" ") }
        for (index, declaration) in declarations.enumerated() {
            if index > 0 { append(pretty ? "; " : ";") }
            append(declaration.property)
            append(pretty ? ": " : ":")
            append(declaration.value)
            if declaration.important { append(pretty ? " !important" : "!important") }
        }
        if !declarations.isEmpty && (pretty || !statements.isEmpty) { append(";") }
        guard !statements.isEmpty else {
            append(pretty ? " }\n" : "}")
            return
        }
        if pretty { append("\n") }
        for statement in statements {
            write(statement, depth: depth + 1, nested: nesting)
        }
        indent(depth)
        append(pretty ? "}\n" : "}")
    }

    private mutating func selector(_ list: CSSSelector) {
        for (index, complex) in list.alternatives.enumerated() {
            if index > 0 { append(pretty ? ", " : ",") }
            for (position, part) in complex.parts.enumerated() {
                self.part(part, first: position == 0)
            }
        }
    }

    private mutating func part(_ part: CSSSelectorPart, first: Bool) {
        switch part {
        case .element(let name): append(name)
        case .nesting: append("&")
        case .className(let name): append("."); append(name)
        case .id(let name): append("#"); append(name)
        case .attribute(let name, let word):
            append("[")
            append(name)
            if let word { append("~="); append(word) }
            append("]")
        case .active: append(":active")
        case .nthChild(let index): append(":nth-child(\(index.map(String.init) ?? "n"))")
        case .not(let list): append(":not("); selector(list); append(")")
        case .where(let list): append(":where("); selector(list); append(")")
        case .has(let list): append(":has("); selector(list); append(")")
        case .before: append("::before")
        case .after: append("::after")
        case .child: append(pretty ? (first ? "> " : " > ") : ">")
        }
    }

    /// A keyframe offset: `to` for the end in the compact layouts, else a percentage (without its leading
    /// zero in the lines layout).
    private mutating func percent(_ offset: Double) {
        if !pretty && offset == 1 { return append("to") }
        let text = NumberFormat.percent(offset)
        append(layout == .lines && text.hasPrefix("0.") ? String(text.dropFirst()) : text)
    }

    private mutating func append(_ text: String) {
        output.append(contentsOf: text.utf8)
    }

    private mutating func indent(_ depth: Int) {
        guard pretty else { return }
        for _ in 0..<(2 * depth) { output.append(UInt8(ascii: " ")) }
    }
}
