import RippleDiagnostics
import RippleJSON
import RipplePipeline
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The command-line tool as a function: arguments and environment in, exit code out, text through a
/// `Console`. `main.swift` only calls this, so tests can run the whole CLI in memory too.
package enum RippleGen {
    /// The commands named by their first word; anything else is the generate command's command line.
    /// (Computed: a stored array of metatypes is not `Sendable`, so Swift 6 refuses it as a global.)
    static var commands: [any Command.Type] { [StylesCommand.self, PreviewCommand.self, ValidateCommand.self, BatchCommand.self, ServeCommand.self] }

    /// The flag that prints the version, read as the first argument, before any command or style.
    static let versionFlag = "--version"

    /// The words `run` dispatches on, for "did you mean" on a mistyped one.
    static var words: [String] { commands.map { $0.name } + ["help"] }

    /// The command `ripplegen help WORD` is about: `nil` for the generate command's help (no word, or an
    /// option such as `--style`).
    ///
    /// - Throws: a usage error for a word that names no command (it showed the generate help, exit 0).
    static func helpTopic(_ word: String?) throws(CLIError) -> (any Command.Type)? {
        guard let word, !word.hasPrefix("-") else { return nil }
        if let named = commands.first(where: { $0.name == word }) { return named }
        let names = commands.map { $0.name }
        let hint = Suggest.closest(to: word, in: names).map { "; did you mean '\($0)'?" } ?? ""
        throw CLIError.usage("help: unknown command '\(Printable.text(word))'\(hint) (one of \(names.joined(separator: ", ")))")
    }

    /// The process's arguments without the program name, each decoded byte for byte (`ArgumentBytes`):
    /// `CommandLine.arguments` replaces a byte that is not UTF-8 with U+FFFD, so a path would name
    /// another file.
    package static func processArguments() -> [String] {
        (1..<Int(CommandLine.argc)).compactMap { index in
            CommandLine.unsafeArgv[index].map { ArgumentBytes.decode(UnsafeRawBufferPointer(start: $0, count: strlen($0))) }
        }
    }

    /// Readies the process for a run (`main.swift` calls it before anything else): from here on SIGINT,
    /// SIGTERM, SIGHUP and SIGQUIT end the run only between two writes, by the signal (`InterruptCleanup`).
    package static func installSignalHandling() {
        InterruptCleanup.install()
    }

    /// Runs one invocation.
    ///
    /// - Parameters:
    ///   - arguments: argv without the program name, as `processArguments()` decodes it (a path's bytes
    ///     that are not UTF-8 as `ArgumentBytes` escapes them; text that is not a path must be UTF-8).
    ///   - environment: the process environment (for `RIPPLEGEN_REQUIRE_DTD`).
    ///   - console: where output and messages go.
    ///   - workingDirectory: the folder relative paths are taken from, when not the process's own (tests run
    ///     commands in memory side by side, each in its folder).
    /// - Returns: the exit code.
    package static func run(_ arguments: [String], environment: [String: String], console: Console,
                            workingDirectory: String? = nil) -> Int32 {
        guard let workingDirectory else { return run(arguments, context: CommandContext(environment: environment, console: console)) }
        return FileSystem.$base.withValue(workingDirectory) {
            run(arguments, context: CommandContext(environment: environment, console: console))
        }
    }

    private static func run(_ arguments: [String], context: CommandContext) -> Int32 {
        let console = context.console
        do {
            switch arguments.first {
            case versionFlag:
                try console.out("ripplegen \(HelpText.version)\n")
                return ExitCode.ok.rawValue
            case "help":
                // `ripplegen help batch` is `ripplegen batch --help`; `ripplegen help` the generate command's.
                let named = try helpTopic(arguments.dropFirst().first)
                try console.out((named ?? GenerateCommand.self).help(Array(arguments.dropFirst(named == nil ? 1 : 2))))
                return ExitCode.ok.rawValue
            default:
                let command = commands.first { $0.name == arguments.first } ?? GenerateCommand.self
                let rest = command == GenerateCommand.self ? arguments : Array(arguments.dropFirst())
                return try command.main(rest, context: context).rawValue
            }
        } catch {
            for line in error.lines { console.err(line) }
            return error.code.rawValue
        }
    }
}
