import RippleJSON
import RippleKit

/// A spec's parameter flags checked as the command line will use them, when the file is read: a flag that
/// shadows one of ripplegen's own options (`--format`), has no `--name` form, or is given twice would each
/// make an option unusable later, with a message about something else.
extension StyleSource {
    /// Every name of the generate command's flag table (`--output` and `-o`, `--help` and `-h`, …).
    static var builtinFlags: Set<String> {
        Set(GenerateOptions.common.flatMap { [$0.name] + ($0.short.map { [$0] } ?? []) })
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

    /// Refuses a parameter's or an alias's flag that is not a `--name`, is a built-in option, or repeats
    /// another flag of the spec, at its line and column.
    func checkFlags() throws(SpecError) {
        var seen: [String: String] = [:]
        for (index, parameter) in (template.parameters ?? []).enumerated() {
            let aliases = (parameter.aliases ?? []).enumerated().map { ("parameters[\(index)].aliases[\($0)].flag", $1.flag) }
            for (path, flag) in [("parameters[\(index)].flag", parameter.flag)] + aliases {
                let shown = "'\(ValueParsers.printable(flag))'"
                if Self.builtinFlags.contains(flag) {
                    throw specError(at: path, "\(shown) is one of ripplegen's own options; give the parameter another flag")
                }
                if !Self.isFlagName(flag) {
                    throw specError(at: path, "\(shown) is not a flag: -- then lowercase letters, digits and dashes (--hold)")
                }
                if let first = seen[flag] { throw specError(at: path, "\(shown) is given twice (first at \(first))") }
                seen[flag] = path
            }
        }
    }

    /// An error at `path` of the spec file, at its line and column (the file's start when it is not found).
    func specError(at path: String, _ message: String) -> SpecError {
        let place = specTree?.locate(path)
        return SpecError(file: specPath ?? "", line: place?.line ?? 1, column: place?.column ?? 1, path: path, message: message)
    }
}
