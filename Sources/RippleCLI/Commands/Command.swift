import RipplePipeline

/// What every command is handed: the environment (for `RIPPLEGEN_REQUIRE_DTD`) and the console.
struct CommandContext {
    let environment: [String: String]
    let console: Console
}

/// One `ripplegen` command: its name, options and help, and what it does, ending in an exit code.
///
/// `RippleGen` dispatches on `name`; `ripplegen help NAME` and `NAME --help` print `help`.
protocol Command {
    /// The word after `ripplegen` (the generate command, which has none, is `""`).
    static var name: String { get }
    /// The USAGE line after `ripplegen` (`batch MANIFEST.json -o OUTDIR …`).
    static var usage: String { get }
    /// The help's paragraphs between USAGE and OPTIONS, one line each (`HelpText` wraps them).
    static var about: [String] { get }
    /// The options, in the order help lists them.
    static var options: [OptionSpec] { get }
    /// The help's lines after OPTIONS (a manifest's shape, exit codes).
    static var epilogue: [String] { get }

    /// Parses `arguments`, answers `--help`, runs.
    ///
    /// - Returns: the exit code.
    /// - Throws: `CLIError` for what ends the command.
    static func main(_ arguments: [String], context: CommandContext) throws(CLIError) -> ExitCode

    /// The `--help` text; `arguments` lets the generate command add a style's options.
    static func help(_ arguments: [String]) -> String
}

extension Command {
    static var epilogue: [String] { [] }

    static func help(_ arguments: [String]) -> String {
        HelpText.render(usage: ["ripplegen " + usage], about: about, options: options, epilogue: epilogue)
    }
}

/// A command whose options are fixed (every one but the generate command, whose options depend on the
/// style): the default `main` parses them, answers `--help` and calls `run`.
protocol Subcommand: Command {
    /// Runs the command with parsed arguments.
    static func run(_ parsed: ParsedArguments, context: CommandContext) throws(CLIError) -> ExitCode
}

extension Subcommand {
    static func main(_ arguments: [String], context: CommandContext) throws(CLIError) -> ExitCode {
        let parsed = try ArgumentParser(command: name, options: options).parse(arguments)
        if parsed.has("--help") {
            try context.console.out(help(arguments))
            return .ok
        }
        return try run(parsed, context: context)
    }

    /// A usage error pointing to this command's help.
    static func usageError(_ message: String) -> CLIError {
        CLIError.usage(message, command: name)
    }

    /// Refuses a positional argument the command does not take.
    static func refuseExtra(_ parsed: ParsedArguments, taking count: Int = 0) throws(CLIError) {
        if let extra = parsed.positionals.dropFirst(count).first {
            throw usageError("unexpected argument '\(ValueParsers.printable(extra))'")
        }
    }
}
