import RippleDiagnostics

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
    /// What checks a file before it is written: its kind's validator, declared with the kind
    /// (`OutputFile.Check.document`, `.styleSheet`, `.lottie`…).
    package struct Check: Sendable {
        /// The validator: the problems of `bytes` named `file`, asking `session` for libxml2 only when it
        /// needs it.
        package typealias Validator = @Sendable (_ bytes: [UInt8], _ file: String,
                                                 _ session: () throws(PipelineError) -> ValidationSession) throws(PipelineError) -> [Diagnostic]

        /// How the invalid-output message names the file (`document`, `web file`).
        package let what: String
        package let validator: Validator

        package init(_ what: String, validator: @escaping Validator) {
            self.what = what
            self.validator = validator
        }
    }

    /// Which file of its kind this is.
    package let part: OutputPart
    /// The bytes.
    public let bytes: [UInt8]
    /// The check its kind's validator applies, `nil` for nothing to check (an image rasterized from the
    /// model, the model's values).
    package let check: Check?
    /// What the check found (errors and warnings), empty when the file was not checked (`validated`).
    public package(set) var diagnostics: [Diagnostic] = []
    /// Whether the check ran (a kind with a check, and a request that asks for validation).
    public package(set) var validated = false

    /// The file name's ending, with its dot (`.css`): the first the kind gives the file.
    public var ending: String { part.fileExtension }
    /// The media type (`text/css; charset=utf-8`).
    public var mediaType: String { OutputKind.mediaType(ofName: ending) }

    package init(part: OutputPart, bytes: [UInt8], check: Check?) {
        self.part = part
        self.bytes = bytes
        self.check = check
    }

    /// Whether `validate` looks at the file at all (batch reports "valid: -" for the others).
    package var isChecked: Bool { check != nil }

    /// The file's problems (warnings included), naming it `file`, with `session` asked for only when a
    /// document needs libxml2.
    package func problems(file: String, session: () throws(PipelineError) -> ValidationSession) throws(PipelineError) -> [Diagnostic] {
        try check?.validator(bytes, file, session) ?? []
    }

    /// How the invalid-output message names the file.
    package var kind: String { check?.what ?? "file" }
}
