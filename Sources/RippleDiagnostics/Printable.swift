/// User text as messages show it: control characters and escaped bytes made visible, and long text shortened.
///
/// Every message that echoes what a user typed or a file holds goes through this one function, so an
/// escape sequence (ESC, BEL, a C1 control such as CSI) never reaches the terminal as itself and a
/// 40 KB value never fills it. It reads at most `maximumLength` characters of the text, so a value of any
/// length is shown in the same time. A byte of a path that is not UTF-8 (`ArgumentBytes`) shows as `\xff`,
/// so a message names the file the user typed, not a look-alike.
package enum Printable {
    /// Characters kept of a long value; `…` marks the cut.
    package static let maximumLength = 80

    /// `text` with controls escaped and cut after `maximumLength` characters.
    ///
    /// - Parameter text: the user's text.
    /// - Returns: the text as a message may quote it: `x\u{1b}[31m`, `aaaa…`.
    package static func text(_ text: String) -> String {
        var shown = ""
        var count = 0
        for scalar in text.unicodeScalars {
            guard count < maximumLength else { return shown + "…" }
            shown += visible(scalar)
            count += 1
        }
        return shown
    }

    /// Characters printed of one message line, a closing `… (N more bytes)` included: what a message quotes of a
    /// file (a 9 MB attribute value in "references unknown id '…'", a 15 MB line in a `--check` diff) is cut
    /// here, the one place every printed line goes through. A cut line is not cut again when printed.
    package static let maximumLineLength = 1_000

    /// Room kept for the `… (N more bytes)` note (at most 25 characters for a 16 MiB file).
    private static let noteRoom = 32

    /// A whole message with its controls escaped but its line breaks kept, each line cut after
    /// `maximumLineLength` characters: what the printer applies to every message and note (a `--check` diff is
    /// one note of many lines), so a message that quotes text without `text(_:)` still cannot drive the
    /// terminal or fill it.
    package static func escaped(_ message: String) -> String {
        message.split(separator: "\n", omittingEmptySubsequences: false).map(line).joined(separator: "\n")
    }

    /// One line escaped and cut.
    private static func line(_ text: Substring) -> String {
        let scalars = text.unicodeScalars
        guard scalars.count > maximumLineLength || scalars.contains(where: { isControl($0) || ArgumentBytes.escapedByte($0) != nil }) else {
            return String(text)
        }
        var shown = ""
        var count = 0
        var index = scalars.startIndex
        while index < scalars.endIndex {
            let piece = visible(scalars[index])
            guard count + piece.unicodeScalars.count <= maximumLineLength - noteRoom else {
                return shown + "… (\(Bound.grouped(text.utf8[index...].count)) more bytes)"
            }
            shown += piece
            count += piece.unicodeScalars.count
            index = scalars.index(after: index)
        }
        return shown
    }

    /// C0 controls but the tab, DEL and the C1 controls (U+0080…U+009F, read by terminals as escapes).
    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        (scalar.value < 0x20 && scalar != "\t") || (0x7F...0x9F).contains(scalar.value)
    }

    private static func visible(_ scalar: Unicode.Scalar) -> String {
        if let byte = ArgumentBytes.escapedByte(scalar) {
            return "\\x" + (byte < 0x10 ? "0" : "") + String(byte, radix: 16)
        }
        return isControl(scalar) ? "\\u{\(String(scalar.value, radix: 16))}" : String(scalar)
    }
}
