import RippleKit
import RippleMarkup

/// One self-contained HTML page showing assets three ways each — as `<img>`, inline, and as a CSS
/// background — with its name, size in bytes and the command that makes it, then a live section of real
/// elements given a ripple by `--format web` files (`LiveAsset`). No network and no external files: the
/// assets are embedded as data URIs and as inline markup, the web files in inline `<style>` and `<script>`
/// elements (the page's only scripts).
package enum PreviewPage {
    /// One asset on the page.
    package struct Asset: Sendable {
        /// A heading, such as `ring (css)`.
        package var name: String
        /// The command that makes it.
        package var command: String
        /// The document tree (inlined as is).
        package var document: XMLElement
        /// The document as written to a file (for the data URI and the byte count).
        package var text: String
        /// Raster exports of the same animation, shown after the SVG's figures (`preview --raster`).
        package var images: [Image] = []

        /// Creates an asset.
        package init(name: String, command: String, document: XMLElement, text: String) {
            self.name = name
            self.command = command
            self.document = document
            self.text = text
        }
    }

    /// An animated image beside an asset's SVG.
    package struct Image: Sendable {
        /// The caption's format name, such as `APNG`.
        package var label: String
        /// The data URI's media type, such as `image/png`.
        package var mediaType: String
        /// The command that makes it.
        package var command: String
        /// The file's bytes.
        package var bytes: [UInt8]

        /// Creates an image.
        package init(label: String, mediaType: String, command: String, bytes: [UInt8]) {
            self.label = label
            self.mediaType = mediaType
            self.command = command
            self.bytes = bytes
        }
    }

    /// The page as HTML5 text (XHTML-compatible apart from the live section's raw `<style>` and `<script>` text).
    ///
    /// - Parameter live: the live section's elements, after the assets' sections (none: no live section).
    package static func html(title: String, assets: [Asset], live: [LiveAsset] = []) -> String {
        let style = StyleSheet([
            .rule(CSSRule(selector: "body", declarations: [
                CSSDeclaration("font-family", "system-ui, sans-serif"), CSSDeclaration("margin", "24px"),
                CSSDeclaration("background", "#fafafa"), CSSDeclaration("color", "#212121"),
            ])),
            .rule(CSSRule(selector: "section", declarations: [
                CSSDeclaration("margin", "0 0 32px"), CSSDeclaration("padding", "16px"),
                CSSDeclaration("background", "#ffffff"), CSSDeclaration("border", "1px solid #e0e0e0"),
            ])),
            .rule(CSSRule(selector: "figure", declarations: [
                CSSDeclaration("display", "inline-block"), CSSDeclaration("margin", "0 16px 0 0"), CSSDeclaration("vertical-align", "top"),
                // A mid-tone backdrop so white, black and coloured ripples are all visible.
                CSSDeclaration("background", "#90a4ae"), CSSDeclaration("padding", "8px"),
            ])),
            .rule(CSSRule(selector: "figcaption", declarations: [CSSDeclaration("display", "block"), CSSDeclaration("margin-top", "4px")])),
            .rule(CSSRule(selector: "img", declarations: [CSSDeclaration("display", "block")])),
            .rule(CSSRule(selector: "svg", declarations: [CSSDeclaration("display", "block")])),
            .rule(CSSRule(selector: "code", declarations: [CSSDeclaration("background", "#eeeeee"), CSSDeclaration("padding", "2px 4px")])),
        ] + (live.isEmpty ? [] : liveRules))
        var body = XMLElement("body", children: [.element(XMLElement("h1", children: [.text(title)]))])
        // Lottie frames drawn by librsvg from the still frames would prove nothing, and ripplegen embeds no
        // Lottie player: the page says so rather than showing them.
        body.append(XMLElement("p", children: [.text(Self.lottieNote)]))
        for (index, asset) in assets.enumerated() {
            body.append(section(for: asset, index: index))
        }
        var head = XMLElement("head", children: [
            .element(XMLElement("meta", ["charset": "utf-8"])),
            .element(XMLElement("title", children: [.text(title)])),
            .element(XMLElement("style", children: [.styleSheet(style)])),
        ])
        if !live.isEmpty {
            body.append(liveSection(live))
            for index in live.indices {
                head.append(placeholder("style", index))
            }
            for index in live.indices {
                body.append(placeholder("script", index))
            }
        }
        let html = XMLElement("html", ["xmlns": "http://www.w3.org/1999/xhtml", "lang": "en"], children: [.element(head), .element(body)])
        // Style sheets as plain text: an HTML <style> would read "<![CDATA[" as CSS. Inline SVG style
        // sheets need no CDATA either, since style sheet values can contain no "<" or "&".
        let rendered = XMLRenderer(cdataStyleSheets: false).renderBytes(html)
        return "<!DOCTYPE html>\n" + String(decoding: live.isEmpty ? rendered : splice(rendered, live: live), as: UTF8.self)
    }

    /// Why the page shows no Lottie frames.
    static let lottieNote = "--format lottie is not shown here: ripplegen embeds no Lottie player; Tests/Lottie/run.py renders "
        + "the Lottie files with Debian's rlottie and python-lottie against these still frames (docs/lottie.md)."

    private static func section(for asset: Asset, index: Int) -> XMLElement {
        let uri = "data:image/svg+xml;base64," + Base64.encode(Array(asset.text.utf8))
        let width = asset.document[attribute: "width"] ?? "100"
        let height = asset.document[attribute: "height"] ?? "100"
        let background = XMLElement("div", [
            "class": "background",
            "role": "img",
            "aria-label": "\(asset.name) as a CSS background",
            "style": "width:\(width)px;height:\(height)px;background:url(\(uri)) no-repeat",
        ], children: [.text("")]) // an explicit end tag: HTML does not honour <div/>
        return XMLElement("section", ["id": "asset-\(index)"], children: [
            .element(XMLElement("h2", children: [.text(asset.name)])),
            .element(XMLElement("p", children: [
                .element(XMLElement("code", children: [.text(asset.command)])),
                .text(" — \(asset.text.utf8.count) bytes"),
            ])),
            .element(figure("img", XMLElement("img", ["src": uri, "width": width, "height": height, "alt": asset.name]))),
            .element(figure("inline", asset.document)),
            .element(figure("CSS background", background)),
        ] + asset.images.map { image in
            let img = XMLElement("img", ["src": "data:\(image.mediaType);base64," + Base64.encode(image.bytes), "width": width, "height": height,
                                         "alt": "\(asset.name) as \(image.label)", "title": image.command])
            return .element(figure("\(image.label), \(image.bytes.count) bytes", img))
        })
    }

    private static func figure(_ caption: String, _ content: XMLElement) -> XMLElement {
        XMLElement("figure", children: [.element(content), .element(XMLElement("figcaption", children: [.text(caption)]))])
    }
}

/// Standard Base64 (RFC 4648) for data URIs, without Foundation.
enum Base64 {
    private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/")

    static func encode(_ bytes: [UInt8]) -> String {
        var output = ""
        output.reserveCapacity((bytes.count + 2) / 3 * 4)
        var index = 0
        while index < bytes.count {
            let b0 = bytes[index]
            let b1 = index + 1 < bytes.count ? bytes[index + 1] : 0
            let b2 = index + 2 < bytes.count ? bytes[index + 2] : 0
            output.append(alphabet[Int(b0 >> 2)])
            output.append(alphabet[Int((b0 & 0x03) << 4 | b1 >> 4)])
            output.append(index + 1 < bytes.count ? alphabet[Int((b1 & 0x0F) << 2 | b2 >> 6)] : "=")
            output.append(index + 2 < bytes.count ? alphabet[Int(b2 & 0x3F)] : "=")
            index += 3
        }
        return output
    }
}
