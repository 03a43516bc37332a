import RippleMarkup
import Testing

struct XMLRendererTests {
    struct EscapeCase: Sendable, CustomTestStringConvertible {
        let input: String
        let text: String
        let attribute: String
        var testDescription: String { input }
    }

    static let escapeCases: [EscapeCase] = [
        EscapeCase(input: "plain", text: "plain", attribute: "plain"),
        EscapeCase(input: "a<b>&c", text: "a&lt;b&gt;&amp;c", attribute: "a&lt;b&gt;&amp;c"),
        EscapeCase(input: "\"q\" 'a'", text: "\"q\" 'a'", attribute: "&quot;q&quot; &apos;a&apos;"),
        EscapeCase(input: "&amp;", text: "&amp;amp;", attribute: "&amp;amp;"),
        EscapeCase(input: "]]>", text: "]]&gt;", attribute: "]]&gt;"),
        EscapeCase(input: "x\u{0}y\u{1B}z", text: "x\u{FFFD}y\u{FFFD}z", attribute: "x\u{FFFD}y\u{FFFD}z"),
        EscapeCase(input: "line\nbreak\t", text: "line\nbreak\t", attribute: "line&#10;break&#9;"),
    ]

    @Test(arguments: escapeCases)
    func escapes(_ item: EscapeCase) {
        #expect(XMLEscape.text(item.input) == item.text)
        #expect(XMLEscape.attribute(item.input) == item.attribute)
    }

    @Test func commentsCannotBeClosedEarly() {
        #expect(XMLEscape.comment("a -- b -->") == "a - - b - ->")
        #expect(XMLEscape.comment("ends-") == "ends- ")
    }

    @Test func rendersAttributesInInsertionOrder() {
        var root = XMLElement("svg", ["xmlns": "http://www.w3.org/2000/svg", "version": "1.1", "skip": nil])
        root.append(XMLElement("title", children: [.text("T & <U>")]))
        root.append(XMLElement("circle", ["r": "5", "cx": "1"]))
        #expect(XMLRenderer().render(root) == """
        <svg xmlns="http://www.w3.org/2000/svg" version="1.1">
          <title>T &amp; &lt;U&gt;</title>
          <circle r="5" cx="1"/>
        </svg>

        """)
        #expect(XMLRenderer(layout: .compact).render(root)
            == #"<svg xmlns="http://www.w3.org/2000/svg" version="1.1"><title>T &amp; &lt;U&gt;</title><circle r="5" cx="1"/></svg>"#)
    }

    @Test func styleSheetsRenderInCDATA() {
        let sheet = StyleSheet([
            .keyframes(name: "a-0", frames: [
                CSSKeyframe(offset: 0, declarations: [CSSDeclaration("opacity", "1")]),
                CSSKeyframe(offset: 1, declarations: [CSSDeclaration("opacity", "0")]),
            ]),
            .rule(CSSRule(selector: ".a-0", declarations: [CSSDeclaration("animation", "a-0 1s linear 0s infinite")])),
        ])
        let root = XMLElement("style", ["type": "text/css"], children: [.styleSheet(sheet)])
        #expect(XMLRenderer(layout: .compact).render(root)
            == "<style type=\"text/css\"><![CDATA[@keyframes a-0{0%{opacity:1}to{opacity:0}}.a-0{animation:a-0 1s linear 0s infinite}]]></style>")
    }

    @Test(arguments: ["a", "_x", "ring-3fa2b1", "A9_-"])
    func acceptsIdentifiers(_ name: String) {
        #expect(CSSText.isIdentifier(name))
    }

    @Test(arguments: ["", "9a", "-1", "a b", "a;b", "a.b", "a:b", "é", "a}", "a<"])
    func rejectsNonIdentifiers(_ name: String) {
        #expect(!CSSText.isIdentifier(name))
    }
}
