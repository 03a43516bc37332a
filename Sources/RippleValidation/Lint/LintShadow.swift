/// What the grammars read instead of text with non-ASCII bytes: as many bytes, so that every offset still
/// points at the same place of the original (messages and ids quote the original, see `LintNode.source`),
/// with each non-ASCII `Character` replaced by its class, so that the one byte grammar sees it exactly as
/// the `Character`-based rules always did:
/// - whitespace (`Character.isWhitespace`, e.g. a no-break space): a space, then `space` bytes;
/// - U+037E, which is canonically `;`: a `;`, then `mark` bytes (skipped with the separator);
/// - a letter or a number (`é`, `١`): `letter` or `number` bytes (name characters in `begin` ids);
/// - anything else, such as `;` with a combining mark: a `!`, then `mark` bytes (part of no grammar).
///
/// ASCII text has no shadow: it is read as it is, one byte per `Character` (CR LF being whitespace either way).
enum LintShadow {
    /// The bytes after the first of a whitespace `Character`: whitespace to the grammars.
    static let space: UInt8 = 0x9F
    /// The bytes of a letter.
    static let letter: UInt8 = 0x80
    /// The bytes of a number.
    static let number: UInt8 = 0x81
    /// The bytes after the `!` of any other `Character`, and after the `;` of U+037E.
    static let mark: UInt8 = 0xBF

    /// The shadow of `text`, or `nil` when it is ASCII (or not valid UTF-8, which libxml2 never hands over).
    static func of(_ text: LintBytes) -> [UInt8]? {
        guard !text.isASCII else { return nil }
        let string = text.string
        guard string.utf8.count == text.count else { return nil }
        var shadow: [UInt8] = []
        shadow.reserveCapacity(text.count)
        for character in string {
            let rest = character.utf8.count - 1
            if character.isASCII {
                shadow += character.utf8
            } else if character.isWhitespace {
                shadow.append(UInt8(ascii: " "))
                shadow += repeatElement(space, count: rest)
            } else if character.isLetter || character.isNumber {
                shadow += repeatElement(character.isLetter ? letter : number, count: rest + 1)
            } else {
                shadow.append(character == ";" ? UInt8(ascii: ";") : UInt8(ascii: "!"))
                shadow += repeatElement(mark, count: rest)
            }
        }
        return shadow
    }

    /// Whether `byte` continues the `Character` before it (after a `\` in an id, the whole `Character` is escaped).
    static func continues(_ byte: UInt8) -> Bool {
        byte == space || byte == mark
    }
}
