import RippleJSON
import RippleKit
import RipplePipeline

/// A spec's parameters checked as the command line will use them, when the file is read: a flag that shadows one
/// of ripplegen's own options (`--format`, `--version`), has no `--name` form, or is given twice, a name given
/// twice, or an alias to a choice the parameter does not have would each make an option unusable later, with a
/// message about something else.
extension StyleSource {
    /// Every flag ripplegen itself reads: the generate command's flag table (`--output` and `-o`, `--help` and
    /// `-h`, …) and `--version`.
    static var builtinFlags: Set<String> {
        Set(GenerateOptions.common.flatMap { [$0.name] + ($0.short.map { [$0] } ?? []) } + [RippleGen.versionFlag])
    }

    /// Whether `flag` is `--` then lowercase letters, digits and single dashes, starting with a letter.
    static func isFlagName(_ flag: String) -> Bool {
        guard flag.hasPrefix("--") else { return false }
        let words = flag.dropFirst(2).split(separator: "-", omittingEmptySubsequences: false)
        guard let first = words.first?.unicodeScalars.first, ("a"..."z").contains(first) else { return false }
        return words.allSatisfy { word in
            !word.isEmpty && word.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) }
        }
    }

    /// Refuses, at its line and column, a parameter's or an alias's flag that is not a `--name`, is one of
    /// ripplegen's own, or repeats another flag of the spec; a parameter name given twice; and an alias that names
    /// no choice of its parameter.
    func checkParameters() throws(SpecError) {
        var flags: [String: String] = [:]
        var names: [String: String] = [:]
        for (index, parameter) in (template.parameters ?? []).enumerated() {
            let path = "parameters[\(index)]"
            if let first = names[parameter.name] {
                throw specError(at: path + ".name", "'\(ValueParsers.printable(parameter.name))' is given twice (first at \(first))")
            }
            names[parameter.name] = path + ".name"
            let aliases = (parameter.aliases ?? []).enumerated().map { ("\(path).aliases[\($0)].flag", $1.flag) }
            for (path, flag) in [(path + ".flag", parameter.flag)] + aliases {
                let shown = "'\(ValueParsers.printable(flag))'"
                if Self.builtinFlags.contains(flag) {
                    throw specError(at: path, "\(shown) is one of ripplegen's own options; give the parameter another flag")
                }
                if !Self.isFlagName(flag) {
                    throw specError(at: path, "\(shown) is not a flag: -- then lowercase letters, digits and dashes (--hold)")
                }
                if let first = flags[flag] { throw specError(at: path, "\(shown) is given twice (first at \(first))") }
                flags[flag] = path
            }
            try checkAliases(of: parameter, at: path)
        }
    }

    /// Each alias stands for one of its parameter's choices, so only a choice parameter has aliases.
    private func checkAliases(of parameter: StyleTemplate.Parameter, at path: String) throws(SpecError) {
        let choices = (parameter.choices ?? []).map(\.name)
        for (index, alias) in (parameter.aliases ?? []).enumerated() {
            guard parameter.kind == .choice else {
                throw specError(at: "\(path).aliases", "only a choice parameter has aliases (this one's kind is \(parameter.kind.rawValue))")
            }
            guard choices.contains(alias.choice) else {
                let hint = Suggest.closest(to: alias.choice, in: choices).map { "; did you mean '\($0)'?" } ?? ""
                throw specError(at: "\(path).aliases[\(index)].choice",
                                "'\(ValueParsers.printable(alias.choice))' is not a choice of \(parameter.flag)\(hint) (one of \(choices.map(ValueParsers.printable).joined(separator: ", ")))")
            }
        }
    }

    /// An error at `path` of the spec file, at its line and column (the file's start when it is not found).
    func specError(at path: String, _ message: String) -> SpecError {
        let place = specTree?.locate(path)
        return SpecError(file: specPath ?? "", line: place?.line ?? 1, column: place?.column ?? 1, path: path, message: message)
    }
}
