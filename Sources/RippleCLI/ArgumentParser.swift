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
struct ParsedArguments: Sendable {
    var values: [String: String] = [:]
    var flags: Set<String> = []
    var positionals: [String] = []

    func value(_ name: String) -> String? { values[name] }
    func has(_ name: String) -> Bool { flags.contains(name) }
}

/// Parses argv for one command: `--name value`, `--name=value`, `-o value`, flags, positionals, `--`.
///
/// Every error is a usage error (exit 64) naming the argument, with "did you mean" for near misses,
/// the way swift-argument-parser reports them.
struct ArgumentParser {
    let command: String?
    let options: [OptionSpec]

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
            if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            guard let spec = options.first(where: { $0.name == name || $0.short == name }) else {
                throw unknownOption(name)
            }
            if result.values[spec.name] != nil || result.flags.contains(spec.name) {
                throw CLIError.usage("\(spec.name) given more than once", command: command)
            }
            guard let placeholder = spec.value else {
                if inlineValue != nil { throw CLIError.usage("\(spec.name) takes no value", command: command) }
                result.flags.insert(spec.name)
                continue
            }
            if let inlineValue {
                result.values[spec.name] = inlineValue
            } else if index < arguments.count, !looksLikeOption(arguments[index]) {
                result.values[spec.name] = arguments[index]
                index += 1
            } else {
                throw CLIError.usage("\(spec.name) needs a value (\(placeholder))", command: command)
            }
        }
        return result
    }

    /// A value may start with `-` when it is a number (`--delay -0.35`), never when it is an option.
    private func looksLikeOption(_ text: String) -> Bool {
        guard text.hasPrefix("-"), text.count > 1 else { return false }
        let second = text[text.index(after: text.startIndex)]
        return !(second.isNumber || second == ".")
    }

    private func unknownOption(_ name: String) -> CLIError {
        let candidates = options.map(\.name) + options.compactMap(\.short)
        if let suggestion = Suggest.closest(to: name, in: candidates) {
            return .usage("unknown option '\(name)'; did you mean '\(suggestion)'?", command: command)
        }
        return .usage("unknown option '\(name)'", command: command)
    }
}

/// "Did you mean" suggestions by edit distance.
enum Suggest {
    /// The candidate closest to `word`, if it is close enough to be a plausible typo.
    static func closest(to word: String, in candidates: [String]) -> String? {
        let scored = candidates.map { ($0, distance(word.lowercased(), $0.lowercased())) }
        guard let best = scored.min(by: { $0.1 < $1.1 }) else { return nil }
        let limit = max(2, best.0.count / 3)
        return best.1 <= limit ? best.0 : nil
    }

    /// Levenshtein distance.
    static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }
}
