/// One problem found in user input, a spec file or a document, with where it was found.
///
/// Every stage reports problems with this type, kept as data until the edge prints them in one format
/// (`lines(tool:)`): `file:line:col: error: message`, or `ripplegen: error: message` for the command line.
public struct Diagnostic: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// How serious a diagnostic is.
    public enum Severity: String, Sendable {
        case error, warning, note
        /// An outcome rather than a problem (`--check`: `ring.svg: out of date`), printed without a severity.
        case finding
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
        package init(file: String? = nil, line: Int? = nil, column: Int? = nil, flag: String? = nil) {
            self.file = file
            self.line = line
            self.column = column
            self.flag = flag
        }

        /// The file position as a prefix: `file:line:col`, `file:line` or `file` (a flag is not a prefix: it
        /// is said after the severity, `ripplegen: error: --repeat: …`).
        package var prefix: String? {
            guard let file else { return nil }
            var text = file
            if let line, line > 0 {
                text += ":\(line)"
                if let column, column > 0 { text += ":\(column)" }
            }
            return text
        }
    }

    /// The severity.
    public var severity: Severity
    /// A short lower-case sentence saying what is wrong.
    public var message: String
    /// Where, if known.
    public var location: Location
    /// Lines printed under the message as they are: a diff, a failing command's output.
    public var notes: [String]
    /// The problems this one sums up (`the generated document is invalid` and each of the validator's
    /// findings), printed under it, each at its own location.
    public var children: [Diagnostic]

    /// Creates a diagnostic.
    package init(_ severity: Severity = .error, _ message: String, at location: Location = Location(), notes: [String] = [],
                children: [Diagnostic] = []) {
        self.severity = severity
        self.message = message
        self.location = location
        self.notes = notes
        self.children = children
    }

    /// `prefix: severity: message`, the format of compilers and of swift-format (without notes).
    public var description: String {
        line(tool: nil)
    }

    /// The printed lines: `prefix: severity: message`, the notes, then the children's lines (`prefix:
    /// severity: message`, without the tool); `tool` stands for a missing file position.
    package func lines(tool: String) -> [String] {
        ([line(tool: tool)] + notes + children.flatMap(\.nested)).map(Printable.escaped)
    }

    /// A child's lines: its own line without the tool, its notes and children.
    private var nested: [String] {
        [line(tool: nil)] + notes + children.flatMap(\.nested)
    }

    private func line(tool: String?) -> String {
        let label = (severity == .finding ? "" : severity.rawValue + ": ") + (location.flag.map { "\($0): " } ?? "")
        guard let prefix = location.prefix ?? tool else { return label + message }
        return "\(prefix): " + label + message
    }
}
