import RippleDiagnostics
import RippleJSON

/// The process exit codes (BSD sysexits where one fits), mapped in one place.
package enum ExitCode: Int32, Sendable, Comparable {
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
    package static func < (lhs: ExitCode, rhs: ExitCode) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// An error that ends a command: its problems, kept as `Diagnostic`s until `lines` prints them, and the exit code.
package struct CLIError: Error, Equatable, Sendable {
    /// The exit code.
    package var code: ExitCode
    /// The problems, in the order they are printed (a message starts with the flag or key path it concerns).
    package var problems: [Diagnostic]
    /// For a usage error, the help command it points to (`ripplegen --help`).
    package var help: String?

    /// An error with one problem.
    package init(_ code: ExitCode, _ message: String, at location: Diagnostic.Location = .init(), details: [String] = []) {
        self.init(code, problems: [Diagnostic(.error, message, at: location, notes: details)])
    }

    /// An error with any number of problems (none: the exit code alone, as for a closed stdout).
    package init(_ code: ExitCode, problems: [Diagnostic], help: String? = nil) {
        self.code = code
        self.problems = problems
        self.help = help
    }

    /// A usage error about a flag, with the usual hint.
    package static func usage(_ message: String, command: String? = nil) -> CLIError {
        CLIError(.usage, problems: [Diagnostic(.error, message)], help: command.map { "ripplegen \($0) --help" } ?? "ripplegen --help")
    }

    /// A bad value for a flag.
    package static func badValue(_ flag: String, _ message: String) -> CLIError {
        CLIError(.usage, message, at: .init(flag: flag))
    }

    /// A `--check` finding about `file`: missing or out of date, with the lines that explain it.
    static func drift(_ file: String, _ message: String, details: [String] = []) -> CLIError {
        CLIError(.invalid, problems: [Diagnostic(.finding, message, at: .init(file: file), notes: details)])
    }

    /// A problem in a JSON file (spec or manifest), at its line and column.
    init(_ error: SpecError) {
        self.init(.dataError, problems: [error.diagnostic])
    }

    /// What is printed on stderr, formatted only now; a problem without a location is the tool's.
    package var lines: [String] {
        problems.flatMap { $0.lines(tool: "ripplegen") } + (help.map { ["see '\($0)'"] } ?? [])
    }
}
