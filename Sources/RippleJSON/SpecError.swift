import RippleDiagnostics

/// A problem in a user's spec file: malformed JSON, or JSON that does not fit the spec's schema.
///
/// Every error points at a place in the file (1-based line and column, the column counted in
/// Unicode scalars, as editors count characters), so the CLI can print it in the compiler format
/// `file:line:col: error: path: message` that editors and CI annotate.
public struct SpecError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file name used in messages (as the user gave it, or a name such as `<stdin>`).
    package var file: String
    /// 1-based line of the offending value, key or character.
    package var line: Int
    /// 1-based column in Unicode scalars.
    package var column: Int
    /// Where in the document, as a key path such as `layers[0].tracks.scale[1].at`; empty at the top level.
    package var path: String
    /// A short lower-case sentence saying what is wrong.
    package var message: String

    /// Creates an error.
    package init(file: String, line: Int, column: Int, path: String, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.path = path
        self.message = message
    }

    /// `file:line:col: error: path: message`, without `path: ` when the path is empty.
    public var description: String {
        diagnostic.description
    }

    /// The error as a diagnostic at its line and column, its message starting with the path.
    public var diagnostic: Diagnostic {
        Diagnostic(.error, path.isEmpty ? message : "\(path): \(message)", at: .init(file: file, line: line, column: column))
    }
}
