import RippleKit
import RipplePipeline

extension ThemeOption {
    /// Parses `--theme`'s value: themes separated by spaces, each `NAME=COLOR` or `NAME=COLOR@OPACITY`.
    ///
    /// - Throws: `CLIError` (64) naming `--theme` and the part that is wrong.
    static func parse(_ text: String) throws(CLIError) -> [ThemeOption] {
        var themes: [ThemeOption] = []
        let parts = text.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        guard !parts.isEmpty else { throw .badValue("--theme", "name at least one theme, NAME=COLOR[@OPACITY] (e.g. dark=#ffffff@0.24)") }
        for part in parts {
            guard let equals = part.firstIndex(of: "=") else {
                throw .badValue("--theme", "'\(ValueParsers.printable(part))' is not NAME=COLOR[@OPACITY] (e.g. dark=#ffffff@0.24)")
            }
            let id = String(part[..<equals])
            let allowed = id.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" || $0 == "_" }
            guard !id.isEmpty, id.count <= maximumIDLength, allowed else {
                throw .badValue("--theme", "'\(ValueParsers.printable(id))' is not a theme name (a–z, 0–9, - and _, at most \(maximumIDLength))")
            }
            guard !themes.contains(where: { $0.id == id }) else { throw .badValue("--theme", "theme '\(id)' is named twice") }
            let value = part[part.index(after: equals)...]
            let at = value.lastIndex(of: "@")
            let color = try ValueParsers.color(String(at.map { value[..<$0] } ?? value), flag: "--theme")
            let opacity = try at.map { (index) throws(CLIError) in
                try ValueParsers.fraction(.text(String(value[value.index(after: index)...])), flag: "--theme")
            }
            themes.append(ThemeOption(id: id, color: color, opacity: opacity))
        }
        return themes
    }
}
