import RippleDiagnostics
import Foundation

/// `--check`: a committed file against what would be generated now, with a message a snapshot user can act
/// on — what kind of difference it is (final newline, line endings, encoding) before the diff, and for long
/// (minified) lines the line, the column and a short excerpt instead of a whole-line dump.
enum SnapshotCheck {
    /// Lines longer than this are reported by column, not as a diff.
    static let longLine = 160
    /// Characters of context each side of a difference in a long line.
    static let excerpt = 30
    /// Lines printed for one file (the finding, its notes and the diff); past it the diff is cut and one more line
    /// counts what was left out.
    static let printedLines = Bound(200, "lines printed by --check for one file")

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
        // The first line that differs, from the bytes: a long one (minified) is reported by column, not diffed.
        let start = UnifiedDiff.CommonEnds(body, generated).start
        if start < body.count, start < generated.count {
            let old = body[start...].prefix { $0 != UnifiedDiff.newline }, new = generated[start...].prefix { $0 != UnifiedDiff.newline }
            if max(characters(old), characters(new)) > longLine {
                // Only the lines' beginnings up to a little past the difference are decoded (a line may be 16 MiB).
                let shared = zip(old, new).prefix { $0 == $1 }.count + 256
                let (a, b) = (Array(String(decoding: old.prefix(shared), as: UTF8.self)), Array(String(decoding: new.prefix(shared), as: UTF8.self)))
                return notes + [columnReport(a, b, line: UnifiedDiff.lineCount(body[..<start]) + 1, path: path)]
            }
        }
        // The finding's own line and the notes above take their share of the room.
        let diff = UnifiedDiff.make(old: body, new: generated, oldName: path, newName: "\(path) (generated)", room: printedLines.limit - 1 - notes.count)
        return notes + [diff.hasSuffix("\n") ? String(diff.dropLast()) : diff]
    }

    /// The characters of UTF-8 `bytes` (the bytes that begin one).
    private static func characters(_ bytes: ArraySlice<UInt8>) -> Int {
        bytes.count { $0 & 0xC0 != 0x80 }
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
