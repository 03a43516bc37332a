/// Numbers: RFC 8259's grammar exactly, `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`.
extension JSONParser {
    /// Parses a number at `index` (on its `-` or first digit).
    mutating func parseNumber(at start: JSONPosition) throws(SpecError) -> JSONValue {
        let begin = index
        if peek == ASCII.minus { index += 1 }
        guard let first = peek, ASCII.isDigit(first) else {
            throw invalidNumber(from: begin, at: start, reason: "a digit must follow '-'")
        }
        index += 1
        if first == ASCII.zero, let next = peek, ASCII.isDigit(next) {
            throw invalidNumber(from: begin, at: start, reason: "leading zeros are not allowed")
        }
        skipDigits()
        if peek == ASCII.dot {
            index += 1
            guard let next = peek, ASCII.isDigit(next) else {
                throw invalidNumber(from: begin, at: start, reason: "a digit must follow '.'")
            }
            skipDigits()
        }
        if peek == UInt8(ascii: "e") || peek == UInt8(ascii: "E") {
            index += 1
            if peek == ASCII.plus || peek == ASCII.minus { index += 1 }
            guard let next = peek, ASCII.isDigit(next) else {
                throw invalidNumber(from: begin, at: start, reason: "the exponent has no digits")
            }
            skipDigits()
        }
        // `0x1F`, `1.2.3`, `12px`: a number must end where the grammar says, not run into a word.
        if let next = peek, ASCII.isLetter(next) || next == ASCII.dot || next == ASCII.underscore {
            let isHex = (next == UInt8(ascii: "x") || next == UInt8(ascii: "X")) && bytes[index - 1] == ASCII.zero
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
        while let byte = peek, ASCII.isDigit(byte) { index += 1 }
    }

    /// An error quoting the whole malformed token, `invalid number '0x1F'`, not just its first character.
    func invalidNumber(from begin: Int, at start: JSONPosition, reason: String?) -> SpecError {
        var end = begin
        while end < bytes.count, end - begin < 40 {
            let byte = bytes[end]
            guard ASCII.isLetter(byte) || ASCII.isDigit(byte) || byte == ASCII.plus || byte == ASCII.minus
                || byte == ASCII.dot || byte == ASCII.underscore
            else { break }
            end += 1
        }
        let token = String(decoding: bytes[begin..<end], as: UTF8.self)
        return failure("invalid number '\(token)'" + (reason.map { ": \($0)" } ?? ""), at: start)
    }
}
