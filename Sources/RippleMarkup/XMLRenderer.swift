/// Renders an `XMLNode` tree to text, deterministically.
///
/// Attribute order is insertion order, line endings are `\n`, indentation is two spaces, and every
/// user-visible string is escaped here and nowhere else. Output is built as UTF-8 bytes in one buffer
/// (a document is written thousands of times per second by `batch`; string concatenation was most of
/// the cost).
package struct XMLRenderer: Sendable {
    /// The layout of the output.
    package enum Layout: Sendable {
        /// One element per line, indented: readable diffs for golden files and commits.
        case pretty
        /// No insignificant whitespace: the smallest valid document.
        case compact
    }

    /// The layout used.
    package var layout: Layout
    /// Whether style sheets go in a CDATA section (XML, and SVG inside HTML) or as plain text (an HTML
    /// `<style>`, whose raw text the CSS parser would otherwise read `<![CDATA[` from). Plain text is safe
    /// because style sheet values can contain no `<`; a sheet written so must hold no `<` or `&` at all
    /// (no comment or nesting selector), which rendering checks.
    package var cdataStyleSheets: Bool

    /// Creates a renderer.
    package init(layout: Layout = .pretty, cdataStyleSheets: Bool = true) {
        self.layout = layout
        self.cdataStyleSheets = cdataStyleSheets
    }

    /// Renders a document whose root is `root`, ending with a newline in the pretty layout.
    package func render(_ root: XMLElement) -> String {
        String(decoding: renderBytes(root), as: UTF8.self)
    }

    /// Renders a document as UTF-8 bytes (what `render` returns, without the decoding).
    package func renderBytes(_ root: XMLElement) -> [UInt8] {
        written(root, marker: nil).output
    }

    /// Renders a document and also returns where `marker.name` occurs inside generated names: in the
    /// values of the attributes `marker.attributes` lists and in style sheets (both hold only names and
    /// values ripplegen builds, never user text). `DocumentRenderer` renders once with a placeholder
    /// prefix, hashes the text, then writes the real prefix at these offsets.
    package func renderMarking(_ root: XMLElement, marker: Marker) -> (bytes: [UInt8], offsets: [Int]) {
        let writer = written(root, marker: marker)
        return (writer.output, writer.offsets)
    }

    /// The writer after writing the document (ending with a newline in the pretty layout).
    private func written(_ root: XMLElement, marker: Marker?) -> Writer {
        var writer = Writer(layout: layout, cdataStyleSheets: cdataStyleSheets, marker: marker)
        writer.write(.element(root), depth: 0)
        if layout == .pretty { writer.output.append(UInt8(ascii: "\n")) }
        return writer
    }

    /// A name to find in generated attribute values and style sheets.
    package struct Marker: Sendable {
        /// The name (an ASCII identifier).
        package var name: String
        /// The attributes whose values are generated names or references (`id`, `class`, …).
        package var attributes: Set<String>

        /// Creates a marker.
        package init(name: String, attributes: Set<String>) {
            self.name = name
            self.attributes = attributes
        }
    }
}

/// The renderer's state while writing one document.
private struct Writer {
    let layout: XMLRenderer.Layout
    let cdataStyleSheets: Bool
    let marker: XMLRenderer.Marker?
    var output: [UInt8] = []
    var offsets: [Int] = []

    init(layout: XMLRenderer.Layout, cdataStyleSheets: Bool, marker: XMLRenderer.Marker?) {
        self.layout = layout
        self.cdataStyleSheets = cdataStyleSheets
        self.marker = marker
        output.reserveCapacity(4096)
    }

    /// The style sheets' layout: the document's.
    private var sheetLayout: StyleSheet.Layout { layout == .pretty ? .pretty : .compact }

    mutating func write(_ node: XMLNode, depth: Int) {
        let pretty = layout == .pretty
        if pretty { indent(depth) }
        switch node {
        case .text(let text):
            XMLEscape.appendText(text, to: &output)
        case .comment(let text):
            append("<!-- ")
            XMLEscape.appendText(XMLEscape.comment(text), to: &output)
            append(" -->")
        case .styleSheet(let sheet) where cdataStyleSheets:
            append("<![CDATA[")
            if pretty { output.append(UInt8(ascii: "\n")) }
            let start = output.count
            sheet.write(sheetLayout, depth: depth + 1, into: &output)
            mark(from: start)
            if pretty { indent(depth) }
            append("]]>")
        case .styleSheet(let sheet):
            let start = output.count
            sheet.write(sheetLayout, depth: depth, into: &output)
            // Character data as it is: nothing in it may start markup. Values and names cannot hold `<` or
            // `&`, but a nesting selector (`&`) or a comment can, so those belong in CDATA.
            precondition(!output[start...].contains { $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: "&") },
                         "a style sheet outside CDATA with markup characters")
            if output.count > start, output.last == UInt8(ascii: "\n") { output.removeLast() } // the element adds it
            mark(from: start)
        case .element(let element):
            output.append(UInt8(ascii: "<"))
            append(element.name)
            for attribute in element.attributes {
                output.append(UInt8(ascii: " "))
                append(attribute.name)
                append("=\"")
                let start = output.count
                XMLEscape.appendAttribute(attribute.value, to: &output)
                if let marker, marker.attributes.contains(attribute.name) { mark(from: start) }
                output.append(UInt8(ascii: "\""))
            }
            if element.children.isEmpty {
                append("/>")
            } else if element.children.count == 1, case .text(let text) = element.children[0] {
                // Text-only elements (title, desc) stay on one line so no whitespace enters their text.
                output.append(UInt8(ascii: ">"))
                XMLEscape.appendText(text, to: &output)
                append("</")
                append(element.name)
                output.append(UInt8(ascii: ">"))
            } else {
                output.append(UInt8(ascii: ">"))
                if pretty { output.append(UInt8(ascii: "\n")) }
                for child in element.children {
                    write(child, depth: depth + 1)
                    if pretty { output.append(UInt8(ascii: "\n")) }
                }
                if pretty { indent(depth) }
                append("</")
                append(element.name)
                output.append(UInt8(ascii: ">"))
            }
        }
    }

    private mutating func append(_ text: String) {
        output.append(contentsOf: text.utf8)
    }

    private mutating func indent(_ depth: Int) {
        for _ in 0..<(2 * depth) { output.append(UInt8(ascii: " ")) }
    }

    /// Records every occurrence of the marker's name written since `start`.
    private mutating func mark(from start: Int) {
        guard let marker else { return }
        let name = Array(marker.name.utf8)
        guard let first = name.first, output.count - start >= name.count else { return }
        var index = start
        while index + name.count <= output.count {
            if output[index] == first, output[index..<(index + name.count)].elementsEqual(name) {
                offsets.append(index)
                index += name.count
            } else {
                index += 1
            }
        }
    }
}
