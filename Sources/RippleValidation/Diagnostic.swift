/// One problem found in user input, a spec file or a document, with where it was found.
///
/// Every stage reports problems with this type so the CLI can print them in one format,
/// `file:line:col: error: message` (or `--flag: error: message` for command-line input).
public struct Diagnostic: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// How serious a diagnostic is.
    public enum Severity: String, Sendable {
        case error, warning, note
    }

    /// Where a diagnostic points: a file position, a command-line flag, or nothing.
    public struct Location: Equatable, Hashable, Sendable {
        /// A file path (or a name such as `<stdout>` for generated documents).
        public var file: String?
        /// 1-based line, when known.
        public var line: Int?
        /// 1-based column, when known (libxml2's post-parse validity errors have none).
        public var column: Int?
        /// The command-line flag the problem belongs to, such as `--repeat`.
        public var flag: String?

        /// Creates a location; every part is optional.
        public init(file: String? = nil, line: Int? = nil, column: Int? = nil, flag: String? = nil) {
            self.file = file
            self.line = line
            self.column = column
            self.flag = flag
        }

        /// The location as a prefix: `file:line:col`, `file:line`, `file` or `--flag`.
        public var prefix: String? {
            if let file {
                var text = file
                if let line, line > 0 {
                    text += ":\(line)"
                    if let column, column > 0 { text += ":\(column)" }
                }
                return text
            }
            return flag
        }
    }

    /// The severity.
    public var severity: Severity
    /// A short lower-case sentence saying what is wrong.
    public var message: String
    /// Where, if known.
    public var location: Location

    /// Creates a diagnostic.
    public init(_ severity: Severity = .error, _ message: String, at location: Location = Location()) {
        self.severity = severity
        self.message = message
        self.location = location
    }

    /// `prefix: severity: message`, the format of compilers and of swift-format.
    public var description: String {
        if let prefix = location.prefix {
            return "\(prefix): \(severity.rawValue): \(message)"
        }
        return "\(severity.rawValue): \(message)"
    }
}
