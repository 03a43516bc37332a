import RippleKit
import RippleSerializers

/// `--format smil|css`: one SVG document (a still frame with `--at`), checked by libxml2 and the profile lint.
package enum DocumentOutput {
    /// The two SVG kinds' descriptors.
    static let kinds = [
        kind(.smil, help: "SMIL animation elements (default)"),
        kind(.css, help: "CSS @keyframes"),
    ]

    private static let file = OutputKind.File(part: .document, endings: [".svg"], what: "an SVG document", mediaType: "image/svg+xml")

    private static func kind(_ format: OutputFormat, help: String) -> OutputKind {
        OutputKind(name: format.rawValue, help: help, named: false, files: [file], purpose: nil) { _ in Mode(rawValue: format.rawValue)! } plan: { settings in
            var options = settings.render
            options.format = format
            options.idPrefix = settings.idPrefix
            return Plan(options: options)
        }
    }

    /// The document's settings.
    package struct Plan: OutputPlan, Equatable {
        package let options: RenderOptions

        package func render(_ resolved: ResolvedRequest, progress: ((Int, Int) -> Void)?, memo: ThreadMemo?) throws(PipelineError) -> [OutputFile] {
            [OutputFile(part: .document, bytes: DocumentRenderer.renderBytes(resolved.animation, options: options), check: .document(options))]
        }
    }
}

extension OutputFile.Check {
    /// libxml2 and the profile lint, with the options the document was rendered with.
    package static func document(_ options: RenderOptions) -> Self {
        Self("document") { bytes, file, session throws(PipelineError) in
            try session().validate(bytes, file: file, allowing: options.profile.extraRootAttributes)
        }
    }
}
