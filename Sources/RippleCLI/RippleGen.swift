import Foundation

/// The command-line tool as a function: arguments and environment in, exit code out, text through a
/// `Console`. `main.swift` only calls this, so tests can run the whole CLI in memory too.
public enum RippleGen {
    /// The subcommands (the words `run` dispatches on), for "did you mean" on a mistyped one.
    static let commands = ["styles", "validate", "preview", "batch", "help"]

    /// Runs one invocation.
    ///
    /// - Parameters:
    ///   - arguments: argv without the program name.
    ///   - environment: the process environment (for `RIPPLEGEN_REQUIRE_DTD`).
    ///   - console: where output and messages go.
    /// - Returns: the exit code.
    public static func run(_ arguments: [String], environment: [String: String], console: Console) -> Int32 {
        do {
            switch arguments.first {
            case "styles":
                try StylesCommand.run(Array(arguments.dropFirst()), console: console)
            case "preview":
                try PreviewCommand.run(Array(arguments.dropFirst()), console: console)
            case "batch":
                return try BatchCommand.run(Array(arguments.dropFirst()), environment: environment, console: console).rawValue
            case "validate":
                return try ValidateCommand.run(Array(arguments.dropFirst()), environment: environment, console: console).rawValue
            case "help":
                try console.out(HelpText.generate(style: nil))
            case "--version":
                try console.out("ripplegen \(HelpText.version)\n")
            default:
                try GenerateCommand.run(arguments, environment: environment, console: console)
            }
            return ExitCode.ok.rawValue
        } catch {
            for line in error.lines { console.err(line) }
            return error.code.rawValue
        }
    }
}
