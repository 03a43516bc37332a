/// Numbers: RFC 8259's grammar exactly, `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`.
extension JSONParser {
    /// Parses a number at `index` (on its `-` or first digit).
    mutating func parseNumber(at start: JSONPosition) throws(SpecError) -> JSONValue {
        let begin = index
        if peek == UInt8(ascii: "-") { index += 1 }
        guard let first = peek, Self.isDigit(first) else {
            throw invalidNumber(from: begin, at: start, reason: "a digit must follow '-'")
        }
        index += 1
        if first == UInt8(ascii: "0"), let next = peek, Self.isDigit(next) {
            throw invalidNumber(from: begin, at: start, reason: "leading zeros are not allowed")
        }
        skipDigits()
        if peek == UInt8(ascii: ".") {
            index += 1
            guard let next = peek, Self.isDigit(next) else {
                throw invalidNumber(from: begin, at: start, reason: "a digit must follow '.'")
            }
            skipDigits()
        }
        if peek == UInt8(ascii: "e") || peek == UInt8(ascii: "E") {
            index += 1
            if peek == UInt8(ascii: "+") || peek == UInt8(ascii: "-") { index += 1 }
            guard let next = peek, Self.isDigit(next) else {
                throw invalidNumber(from: begin, at: start, reason: "the exponent has no digits")
            }
            skipDigits()
        }
        // `0x1F`, `1.2.3`, `12px`: a number must end where the grammar says, not run into a word.
        if let next = peek, Self.isLetter(next) || next == UInt8(ascii: ".") || next == UInt8(ascii: "_") {
            let isHex = (next == UInt8(ascii: "x") || next == UInt8(ascii: "X")) && bytes[index - 1] == UInt8(ascii: "0")
                && index - begin <= 2
            throw invalidNumber(from: begin, at: start, reason: isHex ? "hexadecimal numbers are not allowed" : nil)
        }
        let literal = String(decoding: bytes[begin..<index], as: UTF8.self)
        guard let value = Double(literal), value.isFinite else {
            throw failure("the number \(literal) is out of range", at: start)
        }
        return JSONValue(.number(value, literal: literal), at: start)
    }

    private mutating func skipDigits() {
        while let byte = peek, Self.isDigit(byte) { index += 1 }
    }

    /// An error quoting the whole malformed token, `invalid number '0x1F'`, not just its first character.
    func invalidNumber(from begin: Int, at start: JSONPosition, reason: String?) -> SpecError {
        var end = begin
        while end < bytes.count, end - begin < 40 {
            let byte = bytes[end]
            guard Self.isLetter(byte) || Self.isDigit(byte) || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-")
                || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "_")
            else { break }
            end += 1
        }
        let token = String(decoding: bytes[begin..<end], as: UTF8.self)
        return failure("invalid number '\(token)'" + (reason.map { ": \($0)" } ?? ""), at: start)
    }
}

extension JSONParser {
    static func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }

    static func isLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
    }
}
