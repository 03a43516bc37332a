import RippleJSON
import RippleKit

/// Asset names: `{axis}` placeholders filled from a matrix combination, and the file-name rules.
///
/// A name becomes `OUTDIR/NAME.svg`, so it may hold only letters, digits, `-`, `_` and `.`, may not
/// start with `.` (no hidden files, no `..`) and is at most `maximumLength` characters, which keeps
/// `NAME-smil.svg` within every file system's 255-byte limit.
enum BatchName {
    /// The longest name accepted.
    static let maximumLength = 200

    /// Fills `{axis}` placeholders with the combination's values.
    ///
    /// A value is made safe before it is inserted by dropping every character a name may not hold, so a
    /// colour axis gives `ring-1e88e5` for `#1e88e5`; names that collide that way are reported as duplicates.
    ///
    /// - Throws: a message when a placeholder names no axis, or a brace is unbalanced.
    static func expand(_ template: String, with values: [(key: String, value: BatchValue)]) throws(BatchName.Failure) -> String {
        var result = ""
        var rest = Substring(template)
        while let open = rest.firstIndex(where: { $0 == "{" || $0 == "}" }) {
            result += rest[..<open]
            guard rest[open] == "{", let close = rest[open...].firstIndex(of: "}") else {
                throw Failure("name '\(ValueParsers.printable(template))' has an unbalanced brace; placeholders look like {axis}")
            }
            let key = String(rest[rest.index(after: open)..<close])
            guard let value = values.first(where: { $0.key == key })?.value else {
                let axes = values.map(\.key)
                if axes.isEmpty {
                    throw Failure("name: placeholder '{\(ValueParsers.printable(key))}' needs a matrix axis of that name; this entry has no matrix")
                }
                let hint = Suggest.closest(to: key, in: axes).map { "; did you mean '{\($0)}'?" } ?? ""
                throw Failure("name: '{\(ValueParsers.printable(key))}' is not a matrix axis\(hint)")
            }
            result += value.text.filter(isAllowed)
            rest = rest[rest.index(after: close)...]
        }
        return result + rest
    }

    /// Checks the file-name rules.
    static func check(_ name: String) throws(BatchName.Failure) {
        let shown = ValueParsers.printable(name)
        guard !name.isEmpty else { throw Failure("the name is empty") }
        guard name.count <= maximumLength else { throw Failure("name '\(shown.prefix(40))…' is longer than \(maximumLength) characters") }
        if let bad = name.first(where: { !isAllowed($0) }) {
            let what = bad == "/" ? "'/'" : "'\(ValueParsers.printable(String(bad)))'"
            throw Failure("name '\(shown)' is not a safe file name: \(what) is not allowed (letters, digits, '-', '_' and '.' only)")
        }
        guard !name.hasPrefix(".") else { throw Failure("name '\(shown)' is not a safe file name: it starts with '.'") }
    }

    /// Whether a name may hold `character`: ASCII letters and digits, `-`, `_`, `.`.
    static func isAllowed(_ character: Character) -> Bool {
        guard character.isASCII, let scalar = character.unicodeScalars.first else { return false }
        switch scalar {
        case "a"..."z", "A"..."Z", "0"..."9", "-", "_", ".": return true
        default: return false
        }
    }

    /// Why a name cannot be used.
    struct Failure: Error {
        /// A lower-case sentence.
        let message: String

        /// A failure with that message.
        init(_ message: String) {
            self.message = message
        }
    }
}
