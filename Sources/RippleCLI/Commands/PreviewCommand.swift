import RippleKit
import RipplePipeline
import RippleSerializers
import RippleTemplates

/// `ripplegen preview`: one self-contained HTML page showing every built-in style, each as `<img>`,
/// inline and as a CSS background, with its size and the command that makes it; then a live section of
/// buttons and decorations given a ripple by `--format web` files, inlined (see `live`).
enum PreviewCommand: Subcommand {
    static let name = "preview"
    static let usage = "preview [--format smil|css|both] [--raster] [-o FILE]"
    static let about = [
        "Writes one self-contained HTML page (no network, no external files) showing every built-in style as <img>, inline and as a CSS background, with its size and the command that makes it, and a live section of buttons that ripple when pressed (the --format web files of each press style, inlined). With --raster, each style's APNG, WebP and GIF (looping, 30 fps) stand beside its SVG.",
    ]

    /// The live section (whatever `--format`): a label, the style and its flags, the element and its inline
    /// size and shape. Each asset has its own class (`--id-prefix`), so their rules and scripts cannot clash.
    static let live: [(name: String, style: String, flags: [String], className: String,
                       element: PreviewPage.LiveAsset.Element, elementStyle: String)] = [
        ("material", "material", [], "rg-material", .button, "width:120px;height:120px"),
        ("material, unbounded", "material", ["--unbounded"], "rg-material-u", .button, "width:120px;height:120px"),
        ("material, rounded", "material", [], "rg-material-r", .button, "width:120px;height:120px;border-radius:24px"),
        ("material, wide", "material", [], "rg-material-w", .button, "width:320px;height:56px"),
        ("splash", "splash", [], "rg-splash", .button, "width:120px;height:120px"),
        ("fill", "fill", [], "rg-fill", .button, "width:120px;height:120px"),
        ("ring", "ring", [], "rg-ring", .div, "width:100px;height:100px"),
        ("pulse", "pulse", [], "rg-pulse", .div, "width:100px;height:100px"),
    ]

    static let options: [OptionSpec] = [
        OptionSpec("--format", value: "smil|css|both", "which formats to show (default both)"),
        OptionSpec("--raster", "also show each style as APNG, WebP and GIF beside its SVG (librsvg, libwebpmux and giflib render them)"),
        OptionSpec("--output", short: "-o", value: "FILE", "write the page to FILE (atomically) instead of standard output"),
        OptionSpec("--help", short: "-h", "show this help"),
    ]

    static func run(_ parsed: ParsedArguments, context: CommandContext) throws(CLIError) -> ExitCode {
        try refuseExtra(parsed)
        try OutputExtension.check(parsed.value("--output"), own: [".html", ".htm"], writer: "ripplegen preview")
        let formats: [OutputFormat]
        switch parsed.value("--format") ?? "both" {
        case "both": formats = [.smil, .css]
        case "smil": formats = [.smil]
        case "css": formats = [.css]
        case let text:
            // The page shows SVG documents; the live section already shows the web format, and a Lottie or
            // raster file is not something the page can play as it is written.
            throw usageError("--format: preview shows smil, css or both (got '\(ValueParsers.printable(text))'; the page cannot show --format \(ValueParsers.printable(text)))")
        }
        var assets: [PreviewPage.Asset] = []
        for name in BuiltinStyles.names {
            let template = try StyleSource.builtin(name)
            // Press styles play once by default; a preview loops every style so each one is seen moving.
            let animation: RippleAnimation
            do {
                animation = try template.resolve(StyleOptions(repeatCount: .indefinite))
            } catch {
                throw CLIError(.software, "built-in style \(name): \(error)")
            }
            let images = parsed.has("--raster") ? try PreviewRaster.images(animation, style: name) : []
            for format in formats {
                let options = RenderOptions(format: format)
                assets.append(PreviewPage.Asset(
                    name: "\(name) (\(format.rawValue))",
                    command: "ripplegen --style \(name) --repeat indefinite --format \(format.rawValue)",
                    document: DocumentRenderer.document(animation, options: options),
                    text: DocumentRenderer.render(animation, options: options)
                ))
                assets[assets.count - 1].images = format == formats[0] ? images : []
            }
        }
        let page = PreviewPage.html(title: "ripplegen styles", assets: assets, live: try liveAssets())
        if let output = parsed.value("--output") {
            try OutputWriter.write(page, to: output)
        } else {
            try context.console.out(page)
        }
        return .ok
    }

    /// The live section's assets, each made by `Pipeline` from the command line shown with it.
    static func liveAssets() throws(CLIError) -> [PreviewPage.LiveAsset] {
        var assets: [PreviewPage.LiveAsset] = []
        for item in live {
            let arguments = ["--style", item.style, "--format", "web"] + item.flags
                + ["--id-prefix", item.className, "-o", item.className + ".css"]
            let command = (["ripplegen"] + arguments).joined(separator: " ")
            let web: [OutputFile]
            do {
                let source = StyleSource(template: try StyleSource.builtin(item.style))
                let request = try GenerateRequest(try GenerateCommand.parser(for: source.template).parse(arguments), source: source)
                // Web files are linted without libxml2, so the session is never made.
                web = try Pipeline.render(request.request, labels: request.paths.map { $0 ?? "<stdout>" }) { () throws(CLIError) in
                    ValidationSession(environment: [:])
                }
                try Pipeline.requireValid(web)
            } catch {
                throw CLIError(.software, "preview: \(command):", details: error.lines)
            }
            let asset = PreviewPage.LiveAsset(
                name: item.name, command: command, className: item.className, element: item.element,
                elementStyle: item.elementStyle, styleSheetFile: item.className + ".css",
                scriptFile: item.element == .button ? item.className + ".js" : nil,
                styleSheet: String(decoding: web[0].bytes, as: UTF8.self), script: String(decoding: web[1].bytes, as: UTF8.self))
            guard let asset else {
                throw CLIError(.software, "preview: \(command): the files cannot be inlined in an HTML page")
            }
            assets.append(asset)
        }
        return assets
    }
}
