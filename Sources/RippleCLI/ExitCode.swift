/// The process exit codes (BSD sysexits where one fits), mapped in one place.
public enum ExitCode: Int32, Sendable, Comparable {
    /// Success.
    case ok = 0
    /// `validate` found an invalid document.
    case invalid = 1
    /// Bad command line: unknown command, flag or style, missing or doubled value.
    case usage = 64
    /// Bad input data: a value or a file's content that cannot be used.
    case dataError = 65
    /// An input file that cannot be opened or read.
    case noInput = 66
    /// An internal error: a generated document failed validation, or the DTD is required but missing.
    case software = 70
    /// The output cannot be written.
    case cannotCreate = 73

    /// Orders codes by value, so `max` picks the most serious of several outcomes.
    public static func < (lhs: ExitCode, rhs: ExitCode) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// An error that ends a command: what to print and which code to exit with.
public struct CLIError: Error, Equatable, Sendable {
    /// The exit code.
    public var code: ExitCode
    /// The lines to print on stderr, each already formatted (`ripplegen: error: …` or `file:line: error: …`).
    public var lines: [String]

    /// Creates an error.
    public init(_ code: ExitCode, _ lines: [String]) {
        self.code = code
        self.lines = lines
    }

    /// A usage error about a flag, with the usual hint.
    public static func usage(_ message: String, command: String? = nil) -> CLIError {
        let help = command.map { "ripplegen \($0) --help" } ?? "ripplegen --help"
        return CLIError(.usage, ["ripplegen: error: \(message)", "see '\(help)'"])
    }

    /// A bad value for a flag.
    public static func badValue(_ flag: String, _ message: String) -> CLIError {
        CLIError(.usage, ["ripplegen: error: \(flag): \(message)"])
    }
}
