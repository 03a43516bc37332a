import Foundation

/// `--check`: a committed file against what would be generated now, with a message a snapshot user can act
/// on — what kind of difference it is (final newline, line endings, encoding) before the diff, and for long
/// (minified) lines the line, the column and a short excerpt instead of a whole-line dump.
enum SnapshotCheck {
    /// Lines longer than this are reported by column, not as a diff.
    static let longLine = 160
    /// Characters of context each side of a difference in a long line.
    static let excerpt = 30

    /// Nothing when `path` holds `generated`; else the error (exit 1). A missing file is drift too (exit 1).
    static func compare(_ generated: [UInt8], with path: String, console: Console) throws(CLIError) {
        var status = stat()
        guard FileSystem.status(path, &status) == 0 else {
            throw CLIError.drift(path, "missing; generate it without --check")
        }
        let existing = try InputFile.read(path, limit: ValidateCommand.maximumBytes, what: "output")
        guard existing != generated else {
            console.err("\(path): up to date")
            return
        }
        throw CLIError.drift(path, "out of date; regenerate it without --check", details: explain(committed: existing, generated: generated, path: path))
    }

    /// What differs, most specific first; for binary files (images), only the sizes.
    static func explain(committed: [UInt8], generated: [UInt8], path: String) -> [String] {
        guard String(validating: generated, as: UTF8.self) != nil else {
            return ["\(path): \(committed.count) bytes committed, \(generated.count) generated"]
        }
        if committed.starts(with: [0xFF, 0xFE]) || committed.starts(with: [0xFE, 0xFF]) {
            return ["\(path): the committed file is UTF-16; ripplegen writes UTF-8 (re-encode it or regenerate it)"]
        }
        var body = committed
        var notes: [String] = []
        if body.starts(with: [0xEF, 0xBB, 0xBF]) {
            body.removeFirst(3)
            notes.append("\(path): the committed file starts with a byte order mark; ripplegen writes none")
        }
        if body.contains(UInt8(ascii: "\r")), !generated.contains(UInt8(ascii: "\r")) {
            body = crlfToLF(body)
            notes.append("\(path): the committed file has CRLF line endings; ripplegen writes LF (git core.autocrlf? "
                         + "mark the file `-text` in .gitattributes)")
        }
        if body == generated { return notes }
        if trimmingNewlines(body) == trimmingNewlines(generated) {
            let have = body.last == UInt8(ascii: "\n"), want = generated.last == UInt8(ascii: "\n")
            return notes + ["\(path): only the final newline differs (the committed file \(want && !have ? "lacks it" : "has an extra one"))"]
        }
        let old = String(decoding: body, as: UTF8.self), new = String(decoding: generated, as: UTF8.self)
        let oldLines = old.split(separator: "\n", omittingEmptySubsequences: false)
        let newLines = new.split(separator: "\n", omittingEmptySubsequences: false)
        if let index = (0..<min(oldLines.count, newLines.count)).first(where: { oldLines[$0] != newLines[$0] }), max(oldLines[index].count, newLines[index].count) > longLine {
            return notes + [columnReport(Array(oldLines[index]), Array(newLines[index]), line: index + 1, path: path)]
        }
        let diff = UnifiedDiff.make(old: old, new: new, oldName: path, newName: "\(path) (generated)")
        return notes + [diff.hasSuffix("\n") ? String(diff.dropLast()) : diff]
    }

    /// `PATH:LINE:COLUMN: committed '…' vs generated '…'` for the first differing character of a long line.
    private static func columnReport(_ old: [Character], _ new: [Character], line: Int, path: String) -> String {
        let column = (0..<min(old.count, new.count)).first { old[$0] != new[$0] } ?? min(old.count, new.count)
        func around(_ text: [Character]) -> String {
            let start = max(0, column - excerpt), end = min(text.count, column + excerpt)
            return (start > 0 ? "…" : "") + String(text[start..<end]) + (end < text.count ? "…" : "")
        }
        return "\(path):\(line):\(column + 1): first difference: committed '\(around(old))' vs generated '\(around(new))'"
    }

    private static func crlfToLF(_ bytes: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        for (index, byte) in bytes.enumerated() where !(byte == UInt8(ascii: "\r") && index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "\n")) {
            out.append(byte)
        }
        return out
    }

    private static func trimmingNewlines(_ bytes: [UInt8]) -> ArraySlice<UInt8> {
        var end = bytes.count
        while end > 0, bytes[end - 1] == UInt8(ascii: "\n") { end -= 1 }
        return bytes[..<end]
    }
}
