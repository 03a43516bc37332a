/// User text as messages show it: control characters and escaped bytes made visible, and long text shortened.
///
/// Every message that echoes what a user typed or a file holds goes through this one function, so an
/// escape sequence (ESC, BEL, a C1 control such as CSI) never reaches the terminal as itself and a
/// 40 KB value never fills it. It reads at most `maximumLength` characters of the text, so a value of any
/// length is shown in the same time. A byte of a path that is not UTF-8 (`ArgumentBytes`) shows as `\xff`,
/// so a message names the file the user typed, not a look-alike.
public enum Printable {
    /// Characters kept of a long value; `…` marks the cut.
    public static let maximumLength = 80

    /// `text` with controls escaped and cut after `maximumLength` characters.
    ///
    /// - Parameter text: the user's text.
    /// - Returns: the text as a message may quote it: `x\u{1b}[31m`, `aaaa…`.
    public static func text(_ text: String) -> String {
        var shown = ""
        var count = 0
        for scalar in text.unicodeScalars {
            guard count < maximumLength else { return shown + "…" }
            shown += visible(scalar)
            count += 1
        }
        return shown
    }

    /// A whole message with its controls escaped but its line breaks kept (nothing cut): what the printer
    /// applies to every message and note (a `--check` diff is one note of many lines), so a message that
    /// quotes text without `text(_:)` still cannot drive the terminal.
    public static func escaped(_ message: String) -> String {
        guard message.unicodeScalars.contains(where: { (isControl($0) && $0 != "\n") || ArgumentBytes.escapedByte($0) != nil }) else {
            return message
        }
        return message.unicodeScalars.map { $0 == "\n" ? "\n" : visible($0) }.joined()
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
