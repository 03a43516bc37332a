/// The lexical layer of the SVG path grammar: whitespace, commas, numbers and arc flags, over UTF-8 bytes.
///
/// The grammar is pure ASCII, so bytes are enough to tokenize; offsets are byte offsets and the parser
/// turns them into character positions only when it reports an error. Numbers use the grammar's greedy
/// compact form: a number ends where the next byte cannot continue it, so `0.5.5` is `0.5` and `.5`,
/// and `-1-2` is `-1` and `-2`.
struct PathScanner {
    /// Why a token could not be read; the parser adds the command context and the position.
    enum Failure: Error, Equatable {
        /// Nothing that can start a number is here.
        case noNumber
        /// A sign, point or exponent without the digits it needs, such as `-.` or `1e+`.
        case malformedNumber
        /// Not finite, or beyond `PathScanner.maxMagnitude`.
        case outOfRange
        /// An arc flag that is not `0` or `1`.
        case badFlag
    }

    /// The largest magnitude accepted for any number. Beyond it, user input is a mistake or an attack, and
    /// keeping every coordinate small keeps sums, squares and serialized text well behaved.
    static let maxMagnitude = 1e9

    let bytes: [UInt8]
    /// The byte offset of the next unread byte.
    var offset = 0

    init(_ text: String) {
        bytes = Array(text.utf8)
    }

    /// Whether every byte has been read.
    var isAtEnd: Bool { offset >= bytes.count }

    /// The next byte, if any.
    var current: UInt8? { isAtEnd ? nil : bytes[offset] }

    /// Whether the next byte can start a number: a sign, a digit or a decimal point.
    var atNumberStart: Bool {
        guard let byte = current else { return false }
        return Self.isDigit(byte) || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
    }

    /// Skips `wsp*` (SVG 1.1: space, tab, carriage return, line feed).
    mutating func skipWhitespace() {
        while let byte = current, Self.isWhitespace(byte) { offset += 1 }
    }

    /// Skips an optional `comma-wsp` (`wsp* ,? wsp*`) and says whether it held a comma, because a comma
    /// must be followed by another argument.
    @discardableResult
    mutating func skipCommaWhitespace() -> Bool {
        skipWhitespace()
        guard current == UInt8(ascii: ",") else { return false }
        offset += 1
        skipWhitespace()
        return true
    }

    /// Reads `sign? (digits ('.' digits?)? | '.' digits) exponent?` and checks its range.
    mutating func number() throws(Failure) -> Double {
        guard atNumberStart else { throw .noNumber }
        let start = offset
        if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { offset += 1 }
        var digitCount = skipDigits()
        if current == UInt8(ascii: ".") {
            offset += 1
            digitCount += skipDigits()
        }
        guard digitCount > 0 else {
            offset = start
            throw .malformedNumber
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            // There is no `e` command, so an `e` here always belongs to the number and must be complete.
            offset += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { offset += 1 }
            guard skipDigits() > 0 else {
                offset = start
                throw .malformedNumber
            }
        }
        // Swift's Double(String) is locale-independent; the scanner has already limited the characters.
        let value = Double(String(decoding: bytes[start..<offset], as: UTF8.self)) ?? .nan
        guard value.isFinite, abs(value) <= Self.maxMagnitude else {
            offset = start
            throw .outOfRange
        }
        return value
    }

    /// Reads one arc flag. Flags are single characters, which is what lets `a1 1 0 00 1 1` omit separators.
    mutating func flag() throws(Failure) -> Bool {
        switch current {
        case UInt8(ascii: "0"):
            offset += 1
            return false
        case UInt8(ascii: "1"):
            offset += 1
            return true
        default:
            throw .badFlag
        }
    }

    private mutating func skipDigits() -> Int {
        let start = offset
        while let byte = current, Self.isDigit(byte) { offset += 1 }
        return offset - start
    }

    static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0D || byte == 0x0A
    }
}
