import Foundation

/// The editor page `serve` answers at `/`: its HTML, script and style sheet (no third-party code; the files of
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

    /// The page's script (`Templates/editor/editor.js`): controls from `/schema`, renders through
    /// `POST /render`, previews, the timeline, the spec editor, the command line, downloads, and the poll of
    /// `/version` that brings changes on disk.
    static let script: [UInt8] = PackageResources.editor_js

    /// The page's style sheet (`Templates/editor/editor.css`), also used by the web preview's frame.
    static let styleSheet: [UInt8] = PackageResources.editor_css

    /// The web preview: the element, its style sheet and script, loaded from this server.
    static func frame(className: String, query: String, token: String) -> String {
        let arguments = percentEncoded(query)
        return """
        <!doctype html><html lang="en"><head><meta charset="utf-8"><title>web preview</title>
        <link rel="stylesheet" href="/web.css?token=\(token)&amp;args=\(arguments)">
        <link rel="stylesheet" href="/editor.css?token=\(token)"></head>
        <body><button type="button" class="\(className) preview-button">Press me</button>
        <script src="/web.js?token=\(token)&amp;args=\(arguments)"></script></body></html>

        """
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
