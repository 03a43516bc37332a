
/// Renders `--help` texts from a command's parts (`Command`), so every text has one shape and its option
/// table never drifts from the parser. Prose is written as one line per paragraph and wrapped here once.
enum HelpText {
    /// The tool's version, printed by `--version`.
    static let version = "0.1.0"

    /// Help lines are at most this wide (as swift-argument-parser's).
    static let width = 80
    /// Where an option's help starts; a longer label puts its help on the lines below.
    static let column = 30

    /// `USAGE:`, the paragraphs, `OPTIONS:` and the epilogue, wrapped to `width`.
    ///
    /// - Parameters:
    ///   - title: a first line (the generate command's), or `nil`.
    ///   - usage: the usage lines, each after `ripplegen`.
    static func render(title: String? = nil, usage: [String], about: [String], options: [OptionSpec],
                       epilogue: [String]) -> String {
        var text = title.map { $0 + "\n\n" } ?? ""
        text += "USAGE: " + usage.joined(separator: "\n       ") + "\n"
        for paragraph in about { text += "\n" + paragraph + "\n" }
        text += "\nOPTIONS:\n" + table(options)
        if !epilogue.isEmpty { text += epilogue.joined(separator: "\n") + "\n" }
        return fit(text)
    }

    /// `text` with every line longer than `width` broken at spaces. A continuation keeps the line's
    /// indentation, or hangs under a leading `LABEL: ` (`EXIT CODES: `).
    static func fit(_ text: String) -> String {
        var out: [String] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            guard line.count > width else {
                out.append(line)
                continue
            }
            let leading = line.prefix { $0 == " " }.count
            var hang = leading
            if leading == 0, let colon = line.range(of: ": "), line[..<colon.lowerBound].allSatisfy({ $0.isUppercase || $0 == " " }) {
                hang = line.distance(from: line.startIndex, to: colon.upperBound)
            } else if leading == 0, line.hasPrefix("STYLE ") {
                hang = 2
            }
            let pieces = wrap(String(line.dropFirst(leading)), width: width - leading)
            guard let first = pieces.first else { continue }
            out.append(String(repeating: " ", count: leading) + first)
            let rest = wrap(pieces.dropFirst().joined(separator: " "), width: width - hang)
            out += rest.map { String(repeating: " ", count: hang) + $0 }
        }
        return out.joined(separator: "\n")
    }

    /// The options as `  LABEL  help…`, wrapped at `width`: help words continue under the help column, and a
    /// value list too long for a line (`--state normal|highlighted|…`) continues on indented lines.
    static func table(_ options: [OptionSpec]) -> String {
        var out = ""
        for option in options {
            var label = option.short.map { "\($0), " } ?? ""
            label += option.name
            var labelLines = ["  " + label]
            if let value = option.value {
                for (index, part) in value.split(separator: "|", omittingEmptySubsequences: false).enumerated() {
                    let piece = (index == 0 ? " " : "|") + part
                    if labelLines[labelLines.count - 1].count + piece.count > width {
                        labelLines.append("      " + (index == 0 ? String(piece.dropFirst()) : String(part)))
                        if index > 0 { labelLines[labelLines.count - 2] += "|" }
                    } else {
                        labelLines[labelLines.count - 1] += piece
                    }
                }
            }
            let helpLines = wrap(option.help, width: width - column)
            let last = labelLines[labelLines.count - 1]
            if labelLines.count == 1, last.count + 2 <= column {
                out += last + String(repeating: " ", count: column - last.count) + (helpLines.first ?? "") + "\n"
                for line in helpLines.dropFirst() { out += String(repeating: " ", count: column) + line + "\n" }
            } else {
                for line in labelLines { out += line + "\n" }
                for line in helpLines { out += String(repeating: " ", count: column) + line + "\n" }
            }
        }
        return out
    }

    /// `text` in lines of at most `width` characters, broken at spaces (a longer word gets a line of its own).
    static func wrap(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if line.isEmpty {
                line = String(word)
            } else if line.count + 1 + word.count <= width {
                line += " " + word
            } else {
                lines.append(line)
                line = String(word)
            }
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }
}
