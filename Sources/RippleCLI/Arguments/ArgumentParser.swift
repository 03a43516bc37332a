import RippleDiagnostics
import RippleJSON
import RippleKit

/// A command-line option a command accepts.
struct OptionSpec: Sendable {
    /// The long name with dashes, for example `--repeat`.
    let name: String
    /// A short alias such as `-o`.
    let short: String?
    /// The value placeholder (`N|indefinite`), or `nil` for a flag without a value.
    let value: String?
    /// One line of help.
    let help: String

    init(_ name: String, short: String? = nil, value: String? = nil, _ help: String) {
        self.name = name
        self.short = short
        self.value = value
        self.help = help
    }
}

/// What the parser found: option values by long name, flags, and positional arguments.
struct ParsedArguments: Equatable, Sendable {
    var values: [String: OptionValue] = [:]
    var flags: Set<String> = []
    var positionals: [String] = []

    /// The option's value as text (a path, a name, a colour).
    func value(_ name: String) -> String? { values[name]?.text }
    /// The option's value as given, for the numeric parsers (`ValueParsers.number`).
    func option(_ name: String) -> OptionValue? { values[name] }
    func has(_ name: String) -> Bool { flags.contains(name) }
    /// Whether the option was given at all, with or without a value.
    func given(_ name: String) -> Bool { flags.contains(name) || values[name] != nil }
}

/// Parses argv for one command: `--name value`, `--name=value`, `-o value`, `-o=value`, flags, positionals, `--`.
///
/// Every error is a usage error (exit 64) naming the argument, with "did you mean" for near misses,
/// the way swift-argument-parser reports them.
struct ArgumentParser {
    let command: String?
    let options: [OptionSpec]
    /// Flags of other styles, by flag, naming the styles they belong to. Computed only when an unknown
    /// flag is met: it decodes every built-in template, which a correct command line never needs.
    var otherStyles: @Sendable () -> [String: [String]]

    init(command: String?, options: [OptionSpec], otherStyles: @escaping @Sendable () -> [String: [String]] = { [:] }) {
        self.command = command?.isEmpty == true ? nil : command
        self.options = options
        self.otherStyles = otherStyles
    }

    func parse(_ arguments: [String]) throws(CLIError) -> ParsedArguments {
        var result = ParsedArguments()
        var index = 0
        var onlyPositionals = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if onlyPositionals || !argument.hasPrefix("-") || argument == "-" {
                result.positionals.append(argument)
                continue
            }
            if argument == "--" {
                onlyPositionals = true
                continue
            }
            var name = argument
            var inlineValue: String?
            // `=` attaches a value to a short name too, so `-o=F` means what `--output=F` means.
            if let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            let spec = try option(named: name)
            if spec.value != nil, inlineValue == nil, index < arguments.count, !looksLikeOption(arguments[index]) {
                inlineValue = arguments[index]
                index += 1
            }
            if let inlineValue { try refuseBytes(inlineValue, of: spec) }
            try add(spec, inlineValue.map(OptionValue.text), to: &result)
        }
        return result
    }

    /// A batch entry's arguments, typed as the manifest holds them (`"repeat": 25` a number, `"minify": true`
    /// a flag), checked as `parse` checks a command line, with the same messages: a name of no option, a
    /// value for a flag that takes none, no value (`true`) for an option that needs one. `false` leaves a
    /// value-less flag out (and is "no value" for any other option).
    ///
    /// - Parameter members: long names without their dashes, each with a value or `true`/`false`.
    func parse(members: [(name: String, value: OptionValue?, present: Bool)]) throws(CLIError) -> ParsedArguments {
        var result = ParsedArguments()
        for member in members {
            let spec = try option(named: "--" + member.name)
            if member.value == nil, !member.present, spec.value == nil { continue }
            try add(spec, member.value, to: &result)
        }
        return result
    }

    /// The option a name (`--repeat`, `-o`) stands for, or the usage error for an unknown one.
    private func option(named name: String) throws(CLIError) -> OptionSpec {
        guard let spec = options.first(where: { $0.name == name || $0.short == name }) else { throw unknownOption(name) }
        return spec
    }

    /// Records one option: a flag (no value) or an option with its value, refusing repeats, values for flags,
    /// options without a value, and an empty path.
    private func add(_ spec: OptionSpec, _ value: OptionValue?, to result: inout ParsedArguments) throws(CLIError) {
        if result.values[spec.name] != nil || result.flags.contains(spec.name) {
            throw CLIError.usage("\(spec.name) given more than once", command: command)
        }
        guard let placeholder = spec.value else {
            if value != nil { throw CLIError.usage("\(spec.name) takes no value", command: command) }
            result.flags.insert(spec.name)
            return
        }
        guard let value else { throw CLIError.usage("\(spec.name) needs a value (\(placeholder))", command: command) }
        // An empty path names no file: a usage error, not a write that fails (73) or a folder ''.
        if value == .text(""), Self.pathPlaceholders.contains(placeholder) {
            throw CLIError.usage("\(spec.name): an empty \(placeholder) names no file", command: command)
        }
        result.values[spec.name] = value
    }

    /// The placeholders of the options whose value is a path: kept byte for byte (`ArgumentBytes`), where
    /// every other value is text.
    static let pathPlaceholders: Set<String> = ["FILE", "OUTDIR"]

    /// Refuses a text value that is not UTF-8 (a byte `ArgumentBytes` escaped), naming the flag: `--title`
    /// would otherwise write a look-alike of what was typed. A path keeps its bytes, so it is never refused.
    private func refuseBytes(_ value: String, of spec: OptionSpec) throws(CLIError) {
        guard let placeholder = spec.value, !Self.pathPlaceholders.contains(placeholder),
              let (byte, position) = ArgumentBytes.firstEscapedByte(in: value) else { return }
        let hex = (byte < 0x10 ? "0" : "") + String(byte, radix: 16)
        throw CLIError.usage("\(spec.name): not UTF-8 text (byte \\x\(hex) at \(position))", command: command)
    }

    /// A value may start with `-` when it is a number (`--delay -0.35`), never when it is an option. `-inf`
    /// and `-nan` are values too, so the value's parser says what they are (not a number), where taking
    /// them for an option said the flag had no value.
    private func looksLikeOption(_ text: String) -> Bool {
        guard text.hasPrefix("-"), text.count > 1 else { return false }
        if ["-inf", "-infinity", "-nan"].contains(text.lowercased()) { return false }
        let second = text[text.index(after: text.startIndex)]
        return !(second.isNumber || second == ".")
    }

    private func unknownOption(_ name: String) -> CLIError {
        if let styles = otherStyles()[name], let last = styles.last {
            // Every style that has it (`--hold`: material and splash), so none is left out.
            let names = styles.count == 1 ? "style '\(last)'"
                : "styles " + styles.dropLast().map { "'\($0)'" }.joined(separator: ", ") + " and '\(last)'"
            return .usage("\(name) is an option of \(names), not of this style", command: command)
        }
        let candidates = options.map(\.name) + options.compactMap(\.short)
        if let suggestion = Suggest.closest(to: name, in: candidates) {
            return .usage("unknown option '\(Printable.text(name))'; did you mean '\(suggestion)'?", command: command)
        }
        return .usage("unknown option '\(Printable.text(name))'", command: command)
    }
}
