import RippleKit
import RippleSerializers
import RippleTemplates

/// `ripplegen preview`: one self-contained HTML page showing every built-in style, each as `<img>`,
/// inline and as a CSS background, with its size and the command that makes it.
enum PreviewCommand {
    static let options: [OptionSpec] = [
        OptionSpec("--format", value: "smil|css|both", "which formats to show (default both)"),
        OptionSpec("--output", short: "-o", value: "FILE", "write the page to FILE (atomically) instead of standard output"),
        OptionSpec("--help", short: "-h", "show this help"),
    ]

    static func run(_ arguments: [String], console: Console) throws(CLIError) {
        let parsed = try ArgumentParser(command: "preview", options: options).parse(arguments)
        if parsed.has("--help") {
            try console.out(HelpText.preview)
            return
        }
        if let extra = parsed.positionals.first {
            throw CLIError.usage("unexpected argument '\(ValueParsers.printable(extra))'", command: "preview")
        }
        let formats: [OutputFormat]
        switch parsed.value("--format") ?? "both" {
        case "both": formats = [.smil, .css]
        case let text:
            formats = [try GenerateOptions.format(text)]
        }
        var assets: [PreviewPage.Asset] = []
        for name in BuiltinStyles.names {
            let template = try StyleSource.builtin(name)
            // Press styles play once by default; a preview loops every style so each one is seen moving.
            let animation: RippleAnimation
            do {
                animation = try template.resolve(StyleOptions(repeatCount: .indefinite))
            } catch {
                throw CLIError(.software, ["ripplegen: error: built-in style \(name): \(error)"])
            }
            for format in formats {
                let options = RenderOptions(format: format)
                assets.append(PreviewPage.Asset(
                    name: "\(name) (\(format.rawValue))",
                    command: "ripplegen --style \(name) --repeat indefinite --format \(format.rawValue)",
                    document: DocumentRenderer.document(animation, options: options),
                    text: DocumentRenderer.render(animation, options: options)
                ))
            }
        }
        let page = PreviewPage.html(title: "ripplegen styles", assets: assets)
        if let output = parsed.value("--output") {
            try OutputWriter.write(page, to: output)
        } else {
            try console.out(page)
        }
    }
}
