/// Strings and UTF-8: the only places bytes outside ASCII may legally appear.
extension JSONParser {
    /// Parses a string at `index` (on its opening quote), resolving escapes.
    mutating func parseString() throws(SpecError) -> String {
        let open = position
        index += 1
        // Unescaped runs are copied in one go; most strings have no escapes at all.
        var text: [UInt8] = []
        var segmentStart = index
        while let byte = peek {
            switch byte {
            case UInt8(ascii: "\""):
                text.append(contentsOf: bytes[segmentStart..<index])
                index += 1
                return String(decoding: text, as: UTF8.self)
            case UInt8(ascii: "\\"):
                text.append(contentsOf: bytes[segmentStart..<index])
                try parseEscape(into: &text, stringStart: open)
                segmentStart = index
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                // Point at the opening quote: a forgotten closing quote is the usual cause.
                throw failure("unterminated string: the line ends before the closing quote", at: open)
            case 0..<0x20:
                throw failure("control character \(Self.describe(Unicode.Scalar(byte))) must be escaped in a string")
            case 0..<0x80:
                index += 1
            default:
                guard let (_, length) = Self.decodeScalar(bytes, at: index) else { throw invalidUTF8() }
                index += length
                extraBytesOnLine += length - 1
            }
        }
        throw failure("unterminated string: the file ends before the closing quote", at: open)
    }

    /// Parses one escape at `index` (on its backslash) and appends its UTF-8.
    private mutating func parseEscape(into text: inout [UInt8], stringStart: JSONPosition) throws(SpecError) {
        let escape = position
        index += 1
        guard let byte = peek else {
            throw failure("unterminated string: the file ends before the closing quote", at: stringStart)
        }
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): text.append(byte)
        case UInt8(ascii: "b"): text.append(0x08)
        case UInt8(ascii: "f"): text.append(0x0C)
        case UInt8(ascii: "n"): text.append(0x0A)
        case UInt8(ascii: "r"): text.append(0x0D)
        case UInt8(ascii: "t"): text.append(0x09)
        case UInt8(ascii: "u"):
            index += 1
            let scalar = try parseUnicodeEscape(at: escape)
            Unicode.UTF8.encode(scalar) { text.append($0) }
            return
        case 0x21..<0x7F:
            throw failure("invalid escape '\\\(Character(Unicode.Scalar(byte)))' in a string", at: escape)
        default:
            throw failure("invalid escape: '\\' followed by \(try found()) in a string", at: escape)
        }
        index += 1
    }

    /// Parses the digits of `\uXXXX` (and of a following low surrogate's escape) into a scalar.
    private mutating func parseUnicodeEscape(at escape: JSONPosition) throws(SpecError) -> Unicode.Scalar {
        let unit = try parseHexQuad(escape: escape)
        let unpaired = "unpaired surrogate \\u\(Self.hex(unit)) in a string"
        switch unit {
        case 0xD800...0xDBFF:
            // A character outside the BMP is written as a UTF-16 pair of escapes: \uD83D\uDE00.
            guard peek == UInt8(ascii: "\\"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "u") else {
                throw failure("\(unpaired): a high surrogate must be followed by a \\uDC00–\\uDFFF escape", at: escape)
            }
            let low = position
            index += 2
            let second = try parseHexQuad(escape: low)
            guard (0xDC00...0xDFFF).contains(second) else {
                throw failure("\(unpaired): a high surrogate must be followed by a \\uDC00–\\uDFFF escape", at: escape)
            }
            return Unicode.Scalar(0x10000 + ((unit - 0xD800) << 10) + (second - 0xDC00))!
        case 0xDC00...0xDFFF:
            throw failure("\(unpaired): a low surrogate must follow a high one", at: escape)
        default:
            return Unicode.Scalar(unit)!
        }
    }

    private mutating func parseHexQuad(escape: JSONPosition) throws(SpecError) -> UInt32 {
        let digits = bytes[index..<min(index + 4, bytes.count)]
        guard digits.count == 4, digits.allSatisfy({ Character(Unicode.Scalar($0)).isHexDigit }),
              let value = UInt32(String(decoding: digits, as: UTF8.self), radix: 16) else {
            throw failure("invalid \\u escape: expected four hexadecimal digits", at: escape)
        }
        index += 4
        return value
    }

    // MARK: UTF-8

    /// The scalar whose UTF-8 starts at `offset`, and its length, or `nil` if the bytes there are not
    /// well-formed UTF-8 (the standard library's decoder: no overlong forms, no surrogates, nothing past U+10FFFF).
    static func decodeScalar(_ bytes: [UInt8], at offset: Int) -> (scalar: Unicode.Scalar, length: Int)? {
        var iterator = bytes[offset...].makeIterator()
        var parser = Unicode.UTF8.ForwardParser()
        guard case .valid(let encoded) = parser.parseScalar(from: &iterator) else { return nil }
        return (Unicode.UTF8.decode(encoded), encoded.count)
    }

    /// The error for bytes at `index` that are not UTF-8 (a Latin-1 file, typically).
    func invalidUTF8() -> SpecError {
        failure("invalid UTF-8 (byte 0x\(Self.hex(UInt32(bytes[index]), digits: 2))); JSON files must be UTF-8")
    }

    /// The character at `index` for a "found …" message; invalid UTF-8 there is reported as such.
    func found() throws(SpecError) -> String {
        guard index < bytes.count else { return "end of file" }
        guard let (scalar, _) = Self.decodeScalar(bytes, at: index) else { throw invalidUTF8() }
        return Self.describe(scalar)
    }

    /// `'x'`, or `U+00A0` for control, format and space characters, which would be invisible in quotes.
    static func describe(_ scalar: Unicode.Scalar) -> String {
        let category = scalar.properties.generalCategory
        if category == .control || category == .format || scalar.properties.isWhitespace {
            return "U+\(hex(scalar.value))"
        }
        return "'\(scalar)'"
    }

    /// Upper-case hexadecimal, zero-padded.
    static func hex(_ value: UInt32, digits: Int = 4) -> String {
        let text = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }
}
