import RippleDiagnostics
import RippleSerializers
import RippleValidation

/// One file a request makes: which file of its kind it is (its name ending and media type), its bytes, and
/// what its kind's check found. `Pipeline.render` returns them in the kind's order; where they go is the
/// caller's (the command line writes them, `serve` answers with them).
///
/// ```swift
/// for file in try Pipeline.render(request) {
///     print(file.ending, file.mediaType, file.bytes.count, file.diagnostics.count)
/// }
/// ```
public struct OutputFile: Sendable {
    /// What checks a file before it is written.
    package enum Check: Sendable {
        /// libxml2 and the profile lint, with the options the document was rendered with.
        case document(RenderOptions)
        /// The web lint of a style sheet or a script.
        case styleSheet, script
        /// The Lottie lint, with the number of layers the document must have.
        case lottie(layers: Int)
        /// The dotLottie validation (archive, manifest, animation lint, themes, state machine), with the
        /// number of layers the animation must have.
        case dotLottie(layers: Int)
        /// Nothing to check: an image rasterized from the model, the model's values.
        case none
    }

    /// Which file of its kind this is.
    package let part: OutputPart
    /// The bytes.
    public let bytes: [UInt8]
    /// The check its kind's validator applies.
    package let check: Check
    /// What the check found (errors and warnings), empty when the file was not checked (`validated`).
    public package(set) var diagnostics: [Diagnostic] = []
    /// Whether the check ran (a kind with a check, and a request that asks for validation).
    public package(set) var validated = false

    /// The file name's ending, with its dot (`.css`): the first the kind gives the file.
    public var ending: String { part.fileExtension }
    /// The media type (`text/css; charset=utf-8`).
    public var mediaType: String { OutputKind.mediaType(ofName: ending) }

    package init(part: OutputPart, bytes: [UInt8], check: Check) {
        self.part = part
        self.bytes = bytes
        self.check = check
    }

    /// Whether `validate` looks at the file at all (batch reports "valid: -" for the others).
    package var isChecked: Bool {
        if case .none = check { false } else { true }
    }

    /// The file's problems (warnings included), naming it `file`, with `session` asked for only when a
    /// document needs libxml2.
    package func problems(file: String, session: () throws(PipelineError) -> ValidationSession) throws(PipelineError) -> [Diagnostic] {
        switch check {
        case .document(let options): return try session().validate(bytes, file: file, allowing: options.profile.extraRootAttributes)
        case .styleSheet: return WebLint.problems(styleSheet: bytes, file: file)
        case .script: return WebLint.problems(script: bytes, file: file)
        case .lottie(let layers): return LottieLint.problems(bytes, file: file, layers: layers)
        case .dotLottie(let layers): return DotLottieLint.problems(bytes, file: file, layers: layers)
        case .none: return []
        }
    }

    /// How the invalid-output message names the file.
    package var kind: String {
        switch check {
        case .document: "document"
        case .styleSheet, .script: "web file"
        case .lottie: "Lottie document"
        case .dotLottie: "dotLottie file"
        case .none: "file"
        }
    }
}
