import Foundation

/// The editor page `serve` answers at `/`: its HTML, script and style sheet (no third-party code), and the
/// web preview's frame. Everything the page shows of a file or a message goes in as text (`textContent`),
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

    /// The page, its script and style sheet addressed with the secret.
    static func html(token: String) -> String {
        """
    <!doctype html>
    <html lang="en"><head><meta charset="utf-8"><title>ripplegen serve</title>
    <meta name="viewport" content="width=device-width,initial-scale=1">
    <link rel="stylesheet" href="/editor.css?token=\(token)"></head>
    <body>
    <header><h1>ripplegen serve</h1><span id="status" role="status"></span></header>
    <main>
    <section id="controls" aria-label="Options">
    <label>Style <select id="style"></select></label>
    <label>Format <select id="format"></select></label>
    <div id="options"></div>
    </section>
    <section id="previews" aria-label="Previews">
    <div class="timeline"><label><input type="checkbox" id="paused"> Pause at</label>
    <input type="range" id="time" min="0" max="2" step="0.01" value="0.3"> <output id="timeText">0.3 s</output></div>
    <div id="grid"></div>
    <h2>Command line</h2><pre id="command"></pre><button id="copy" type="button">Copy</button>
    <p id="downloads"></p>
    <div id="gallery"></div>
    </section>
    <section id="specPane" aria-label="Spec" hidden>
    <h2>Spec <span id="specName"></span></h2>
    <textarea id="spec" spellcheck="false" rows="30"></textarea>
    <p id="specError" role="alert"></p>
    <button id="save" type="button">Save to file</button>
    </section>
    </main>
    <script src="/editor.js?token=\(token)"></script>
    </body></html>

    """
    }

    static let styleSheet = """
    body{font:14px system-ui,sans-serif;margin:0;color:#222;background:#fafafa}
    header{display:flex;gap:1em;align-items:baseline;padding:.5em 1em;background:#263238;color:#fff}
    h1{font-size:1.1em;margin:0}
    main{display:grid;grid-template-columns:minmax(16em,22em) 1fr minmax(0,28em);gap:1em;padding:1em}
    label{display:block;margin:.3em 0}
    #options input,#options select{width:100%;box-sizing:border-box}
    .option{margin:.4em 0}.option small{color:#666;display:block}
    #grid{display:grid;grid-template-columns:repeat(auto-fill,minmax(220px,1fr));gap:1em}
    figure{margin:0;background:#fff;border:1px solid #ddd;padding:.5em}
    figure iframe,figure img{width:100%;height:200px;border:0;display:block;object-fit:contain;background:#eee}
    figcaption{font-weight:600;margin-bottom:.3em}
    .error{color:#b00020;white-space:pre-wrap;font:12px ui-monospace,monospace}
    pre{white-space:pre-wrap;word-break:break-all;background:#fff;border:1px solid #ddd;padding:.5em}
    textarea{width:100%;font:12px ui-monospace,monospace}
    #downloads a{margin-right:1em}
    .preview-button{width:180px;height:110px;margin:40px}

    """

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
