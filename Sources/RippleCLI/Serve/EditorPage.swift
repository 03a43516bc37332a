import Foundation
import RippleServe

/// The editor page `serve` answers at `/`: its HTML, modules and style sheet (no third-party code; the files of
/// `Templates/editor/`, embedded in the binary), and the web preview's frame. Everything the page shows of a file or a message goes in as text (`textContent`),
/// never as markup; rendered SVG is shown in frames of this server, each with its own strict policy.

enum EditorPage {
    /// The page's policy: its own script and styles only, images from blobs it made, frames of this server.
    static let headers: [(String, String)] = [
        ("Content-Security-Policy", "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' blob:; connect-src 'self' blob:; "
            + "frame-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'self'"),
    ]

    /// A rendered SVG document's policy when shown in a frame: its own inline style sheet, nothing else.
    static let documentHeaders: [(String, String)] = [
        ("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-ancestors 'self'"),
    ]

    /// The page, its script and style sheet addressed with the secret (`Templates/editor/index.html`, whose
    /// `{{token}}` stands for the secret, a run of hexadecimal digits that needs no escaping).
    static func html(token: String) -> String {
        String(decoding: PackageResources.index_html, as: UTF8.self).replacingOccurrences(of: "{{token}}", with: token)
    }

    /// The page's own files, answered at `/page/TOKEN/NAME` (the secret in the path, so that the modules'
    /// relative imports carry it): its ES modules (`editor.js` imports the others), its style sheet, also
    /// used by the web preview's frame, and its icon (without one, a browser asks for `/favicon.ico` on every
    /// change of the address, a 403 that holds one of its six connections while the previews load). EditorPageTests checks this list against `Templates/editor/`.
    static let files: [String: [UInt8]] = [
        "editor.css": PackageResources.editor_css,
        "favicon.svg": PackageResources.favicon_svg,
        "editor.js": PackageResources.editor_js,
        "command.js": PackageResources.command_js,
        "controls.js": PackageResources.controls_js,
        "curve-editor.js": PackageResources.curve_editor_js,
        "easing.js": PackageResources.easing_js,
        "embed.js": PackageResources.embed_js,
        "gallery.js": PackageResources.gallery_js,
        "export.js": PackageResources.export_js,
        "previews.js": PackageResources.previews_js,
        "ranges.js": PackageResources.ranges_js,
        "schema.js": PackageResources.schema_js,
        "server.js": PackageResources.server_js,
        "spec.js": PackageResources.spec_js,
        "spec-pane.js": PackageResources.spec_pane_js,
        "state.js": PackageResources.state_js,
    ]

    /// The answer for the page's file `name` (404 for any other name).
    static func file(_ name: String) -> HTTPResponse {
        guard let bytes = files[name] else { return .text(404, "no such page") }
        let type = name.hasSuffix(".css") ? "text/css; charset=utf-8"
            : name.hasSuffix(".svg") ? "image/svg+xml" : "text/javascript; charset=utf-8"
        return HTTPResponse(200, type: type, body: bytes)
    }

    /// The web preview: the element, its style sheet and script, and the page's sheet (the button's place),
    /// written into the frame's page: the frame is one request, shown once parsed. They are allowed by a nonce
    /// of this answer's own, under the page's policy otherwise. A sheet or script that could end its element
    /// early (`</style`, `</script`, `<!--` in it) is loaded from this server instead (`/web.css`, `/web.js`:
    /// the same render, kept; with the page's draft of the spec, `draft`, when it names one).
    static func frame(className: String, sheet: [UInt8], script: [UInt8], query: String, draft: String?, token: String) -> HTTPResponse {
        let arguments = percentEncoded(query) + (draft.map { "&amp;draft=" + percentEncoded($0) } ?? "")
        let nonce = (0..<2).map { _ in String(UInt64.random(in: .min ... .max), radix: 16) }.joined(separator: "-")
        let inline = { (bytes: [UInt8], tag: String) -> String? in
            let text = String(decoding: bytes, as: UTF8.self)
            let lower = text.lowercased()
            return lower.contains("</" + tag) || lower.contains("<!--") ? nil : "<\(tag) nonce=\"\(nonce)\">\(text)</\(tag)>"
        }
        let ownSheet = inline(PackageResources.editor_css, "style") ?? "<link rel=\"stylesheet\" href=\"/page/\(token)/editor.css\">"
        let page = """
        <!doctype html><html lang="en"><head><meta charset="utf-8"><title>web preview</title>
        \(inline(sheet, "style") ?? "<link rel=\"stylesheet\" href=\"/web.css?token=\(token)&amp;args=\(arguments)\">")
        \(ownSheet)</head>
        <body><button type="button" class="\(className) preview-button">Press me</button>
        \(inline(script, "script") ?? "<script src=\"/web.js?token=\(token)&amp;args=\(arguments)\"></script>")</body></html>

        """
        let policy = headers.map { name, value in
            (name, value.replacingOccurrences(of: "script-src 'self'", with: "script-src 'self' 'nonce-\(nonce)'")
                .replacingOccurrences(of: "style-src 'self'", with: "style-src 'self' 'nonce-\(nonce)'"))
        }
        return HTTPResponse(200, type: "text/html; charset=utf-8", body: Array(page.utf8), headers: policy)
    }

    /// `text` for a query value: everything but unreserved characters percent-encoded.
    static func percentEncoded(_ text: String) -> String {
        text.utf8.map { byte in
            let character = Character(Unicode.Scalar(byte))
            return character.isASCII && (character.isLetter || character.isNumber || "-._~".contains(character))
                ? String(character) : String(format: "%%%02X", byte)
        }.joined()
    }
}
