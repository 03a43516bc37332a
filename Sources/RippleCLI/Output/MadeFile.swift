import RippleDiagnostics
import RippleSerializers
import RippleValidation

/// One file a command line makes, not yet validated: its bytes, where it goes and the check it must pass.
/// Generate and batch make, check and report files through this one type (`OutputPipeline`).
struct MadeFile: Sendable {
    /// What checks a file before it is written.
    enum Check: Sendable {
        /// libxml2 and the profile lint, with the options the document was rendered with.
        case document(RenderOptions)
        /// The web lint of a style sheet or a script.
        case styleSheet, script
        /// The Lottie lint, with the number of layers the document must have.
        case lottie(layers: Int)
        /// Nothing to check: an image rasterized from the model, the model's values.
        case none
    }

    var bytes: [UInt8]
    /// The path (`-o`, or the script beside a web style sheet); `nil` for standard output.
    var path: String?
    var check: Check
    /// Replaced only when ripplegen wrote it (`WriteRule.guarded`): the web scripts, files the user did not
    /// name, so an existing `FILE.js` may be the user's own.
    var guarded = false

    /// The rule this file is written by (`use`: alone, one of several, or in a batch); `force` lifts the guard.
    func rule(_ use: WriteRule.Use, force: Bool) -> WriteRule {
        WriteRule(use: use, guarded: guarded && !force)
    }

    /// Whether `validate` looks at the file at all (batch reports "valid: -" for the others).
    var isChecked: Bool {
        if case .none = check { false } else { true }
    }

    /// The file's problems (warnings included), with `session` asked for only when a document needs libxml2.
    func problems(session: () throws(CLIError) -> ValidationSession) throws(CLIError) -> [Diagnostic] {
        let file = path ?? "<stdout>"
        switch check {
        case .document(let options): return try session().validate(bytes, file: file, allowing: options.profile.extraRootAttributes)
        case .styleSheet: return WebLint.problems(styleSheet: bytes, file: file)
        case .script: return WebLint.problems(script: bytes, file: file)
        case .lottie(let layers): return LottieLint.problems(bytes, file: file, layers: layers)
        case .none: return []
        }
    }

    /// How the invalid-output message names the file.
    var kind: String {
        switch check {
        case .document: "document"
        case .styleSheet, .script: "web file"
        case .lottie: "Lottie document"
        case .none: "file"
        }
    }
}
