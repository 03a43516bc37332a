import RippleMarkup

extension PreviewPage {
    /// One element of the page's live section: a real HTML element given a ripple by the two files of
    /// `--format web`, inlined as they are (the style sheet in a `<style>`, the script in a `<script>`).
    package struct LiveAsset: Sendable {
        /// The element the files are for.
        package enum Element: String, Sendable {
            /// A `<button>`: a press ripple, which needs the script.
            case button
            /// A `<div>`: a looping decoration, which its style sheet alone draws.
            case div
        }

        /// A heading, such as `material, unbounded`.
        package var name: String
        /// The command that writes the two files.
        package var command: String
        /// The class that the files give a ripple to (`--id-prefix`).
        package var className: String
        /// The element on the page.
        package var element: Element
        /// The element's size and shape as inline CSS (`width:120px;height:120px`), not part of the HTML shown.
        package var elementStyle: String
        /// The style sheet's file name in the HTML shown, such as `rg-material.css`.
        package var styleSheetFile: String
        /// The script's file name in the HTML shown, or `nil` when the element needs no script.
        package var scriptFile: String?
        /// `FILE.css`, inlined as is.
        package let styleSheet: String
        /// `FILE.js`, inlined as is.
        package let script: String

        /// Creates a live asset, or `nil` when the style sheet or the script could not be inlined: when
        /// the sheet contains `</style` or the script `</script` or `<!--` (any case), which would end the
        /// element early (HTML reads both as raw text, with no escape).
        package init?(name: String, command: String, className: String, element: Element, elementStyle: String,
                     styleSheetFile: String, scriptFile: String?, styleSheet: String, script: String) {
            let sheet = styleSheet.lowercased(), code = script.lowercased()
            guard !sheet.contains("</style"), !code.contains("</script"), !code.contains("<!--") else { return nil }
            self.name = name
            self.command = command
            self.className = className
            self.element = element
            self.elementStyle = elementStyle
            self.styleSheetFile = styleSheetFile
            self.scriptFile = scriptFile
            self.styleSheet = styleSheet
            self.script = script
        }

        /// The HTML a user pastes: the `<link>` (and `<script>`) lines and the element.
        package var pasteHTML: String {
            var lines = ["<link rel=\"stylesheet\" href=\"\(styleSheetFile)\">"]
            if let scriptFile { lines.append("<script src=\"\(scriptFile)\" defer></script>") }
            lines.append("<\(element.rawValue) class=\"\(className)\">…</\(element.rawValue)>")
            return lines.joined(separator: "\n")
        }
    }

    /// The page's rules for the live section.
    static let liveRules: [CSSStatement] = [
        .rule(CSSRule(selector: ".live", declarations: [
            CSSDeclaration("display", "flex"), CSSDeclaration("align-items", "center"), CSSDeclaration("gap", "24px"),
            CSSDeclaration("margin", "0 0 16px"),
        ])),
        // The figures' mid-tone backdrop, and room for the decorations, which draw outside their element.
        .rule(CSSRule(selector: ".stage", declarations: [
            CSSDeclaration("display", "flex"), CSSDeclaration("align-items", "center"), CSSDeclaration("justify-content", "center"),
            CSSDeclaration("flex", "none"), CSSDeclaration("width", "352px"), CSSDeclaration("min-height", "152px"),
            CSSDeclaration("background", "#90a4ae"),
        ])),
        .rule(CSSRule(selector: "button", declarations: [
            CSSDeclaration("border", "0"), CSSDeclaration("background", "#607d8b"), CSSDeclaration("color", "#ffffff"),
            CSSDeclaration("font", "inherit"), CSSDeclaration("cursor", "pointer"),
        ])),
        .rule(CSSRule(selector: "pre", declarations: [
            CSSDeclaration("margin", "4px 0 0"), CSSDeclaration("background", "#eeeeee"), CSSDeclaration("padding", "4px"),
        ])),
    ]

    /// A decoration's look on the page, before its own size and shape.
    static let decorationStyle = "display:flex;align-items:center;justify-content:center;margin:56px;background:#607d8b;color:#ffffff;"

    /// The live section: each element with its heading, its command and the HTML to paste.
    static func liveSection(_ live: [LiveAsset]) -> XMLElement {
        var section = XMLElement("section", ["id": "live"], children: [
            .element(XMLElement("h2", children: [.text("live (web)")])),
            .element(XMLElement("p", children: [.text(
                "Real elements given a ripple by the files of --format web, inlined in this page: press the buttons "
                    + "(pointer, or Tab then Enter or Space). The decorations loop by themselves and need no script."
            )])),
        ])
        for (index, asset) in live.enumerated() {
            // The element has the asset's class and no other; the page's rules style buttons by element name,
            // and a decoration's look (with room for its ripple, drawn outside it) goes inline.
            let button = asset.element == .button
            let element = XMLElement(asset.element.rawValue, [
                "type": button ? "button" : nil,
                "class": asset.className,
                "style": button ? asset.elementStyle : decorationStyle + asset.elementStyle,
            ], children: [.text(button ? "Press" : "Loop")])
            section.append(XMLElement("div", ["class": "live", "id": "live-\(index)"], children: [
                .element(XMLElement("div", ["class": "stage"], children: [.element(element)])),
                .element(XMLElement("div", children: [
                    .element(XMLElement("h3", children: [.text(asset.name)])),
                    .element(XMLElement("p", children: [
                        .element(XMLElement("code", children: [.text(asset.command)])),
                        .text(" — \(asset.styleSheet.utf8.count) + \(asset.script.utf8.count) bytes"),
                    ])),
                    .element(XMLElement("pre", children: [.text(asset.pasteHTML)])),
                ])),
            ]))
        }
        return section
    }

    /// Where a live asset's raw text goes: an element no other part of the page can write (every other
    /// element is ripplegen's own, and text is escaped), replaced once the page is rendered.
    static func placeholder(_ kind: String, _ index: Int) -> XMLElement {
        XMLElement("rg-live-\(kind)-\(index)")
    }

    /// The rendered page with each placeholder replaced by a `<style>` or `<script>` holding the raw text.
    ///
    /// The placeholders sit at depth 2 (children of `<head>` and `<body>`, so the end tag is indented by four
    /// spaces), the style sheets in `<head>` before the scripts at the end of `<body>`: each is found after the last.
    static func splice(_ page: [UInt8], live: [LiveAsset]) -> [UInt8] {
        let parts = live.indices.map { ("style", $0, live[$0].styleSheet) } + live.indices.map { ("script", $0, live[$0].script) }
        var output: [UInt8] = []
        output.reserveCapacity(page.count + live.reduce(0) { $0 + $1.styleSheet.utf8.count + $1.script.utf8.count + 64 })
        var position = 0
        for (kind, index, text) in parts {
            let target = Array("<rg-live-\(kind)-\(index)/>".utf8)
            guard let found = find(target, in: page, from: position) else { preconditionFailure("placeholder \(kind) \(index) not rendered") }
            output.append(contentsOf: page[position..<found])
            output.append(contentsOf: "<\(kind)>\n".utf8)
            output.append(contentsOf: text.utf8)
            if !text.hasSuffix("\n") { output.append(UInt8(ascii: "\n")) }
            output.append(contentsOf: "    </\(kind)>".utf8)
            position = found + target.count
        }
        output.append(contentsOf: page[position...])
        return output
    }

    /// The first index of `target` in `bytes` at or after `start`.
    private static func find(_ target: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        guard let first = target.first, bytes.count >= target.count else { return nil }
        var index = start
        while index + target.count <= bytes.count {
            if bytes[index] == first, bytes[index..<(index + target.count)].elementsEqual(target) { return index }
            index += 1
        }
        return nil
    }
}
