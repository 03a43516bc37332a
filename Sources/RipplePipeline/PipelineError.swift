import RippleDiagnostics

/// Why a request cannot be made, or why a made file is invalid: its problems, each carrying its subject (the
/// flag or option it concerns, or the spec file's line and column), kept as `Diagnostic`s until they are
/// printed. The command line exits with its code (`PipelineError` is this type).
///
/// ```swift
/// do {
///     _ = try Pipeline.render(request)
/// } catch {
///     print(error.subject.flag ?? "", error.problems.map(\.message))
/// }
/// ```
public struct PipelineError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The exit code.
    package var code: ExitCode
    /// The problems, in the order they are printed (a message starts with the flag or key path it concerns).
    public package(set) var problems: [Diagnostic]
    /// For a usage error, the help command it points to (`ripplegen --help`).
    package var help: String?

    /// What the error is about: the first problem's flag (`--repeat`) or file position, empty when it is the
    /// tool's own.
    public var subject: Diagnostic.Location { problems.first?.location ?? .init() }

    /// The problems as `ripplegen` prints them, one a line.
    public var description: String { lines.joined(separator: "\n") }

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
    package static func usage(_ message: String, command: String? = nil) -> PipelineError {
        PipelineError(.usage, problems: [Diagnostic(.error, message)], help: command.map { "ripplegen \($0) --help" } ?? "ripplegen --help")
    }

    /// A bad value for a flag.
    package static func badValue(_ flag: String, _ message: String) -> PipelineError {
        PipelineError(.usage, message, at: .init(flag: flag))
    }

    /// What is printed on stderr, formatted only now; a problem without a location is the tool's.
    package var lines: [String] {
        problems.flatMap { $0.lines(tool: "ripplegen") } + (help.map { ["see '\($0)'"] } ?? [])
    }
}
