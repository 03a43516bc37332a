/// Command-line arguments kept byte for byte in a `String`.
///
/// A path on Linux is bytes, not text: `-o $'bad\xff.svg'` names a file whose name is not UTF-8, and
/// `CommandLine.arguments` would have replaced the byte with U+FFFD, so ripplegen wrote, read or
/// validated another file than the one named. A `String` cannot hold an arbitrary byte, so the CLI uses
/// this lossless form: valid UTF-8 stays as it is, and every byte that is not part of valid UTF-8 becomes
/// the private-use scalar U+10FF00 + byte (an *escaped byte*). A valid encoding of U+10FF00…U+10FFFF in
/// the input is escaped byte by byte too, so no escaped byte can come from text and the mapping is a
/// bijection between byte strings and the strings `decode` returns: `bytes(of: decode(b)) == b`.
///
/// Paths go back to their exact bytes through `withPlatformPath`; `Printable` shows an escaped byte as
/// `\xff`; text flags refuse a value that holds one (`firstEscapedByte`).
package enum ArgumentBytes {
    /// The first scalar of the escaped bytes: byte `b` is U+10FF00 + b.
    static let base: UInt32 = 0x10_FF00

    /// The lossless string of `bytes`.
    ///
    /// - Parameter bytes: a raw argument (argv, a directory entry's name).
    /// - Returns: the text, with each byte that is not part of valid UTF-8 (or that encodes a scalar of the
    ///   escape range) as U+10FF00 + byte.
    package static func decode<Bytes: Collection>(_ bytes: Bytes) -> String where Bytes.Element == UInt8 {
        let bytes = Array(bytes)
        var scalars = String.UnicodeScalarView()
        var index = 0
        while index < bytes.count {
            if let (scalar, length) = scalar(in: bytes, at: index), !isEscape(scalar.value) {
                scalars.append(scalar)
                index += length
            } else {
                // One byte only: resynchronising at the next byte keeps every later byte, so nothing is lost.
                scalars.append(escape(bytes[index]))
                index += 1
            }
        }
        return String(scalars)
    }

    /// The bytes `text` stands for: the inverse of `decode`.
    ///
    /// - Parameter text: a string from `decode` (or any text: its UTF-8, escaped bytes as their byte).
    package static func bytes(of text: String) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            if let byte = escapedByte(scalar) {
                result.append(byte)
            } else {
                result.append(contentsOf: String(scalar).utf8)
            }
        }
        return result
    }

    /// The byte `scalar` escapes, or `nil` for a scalar that is text.
    package static func escapedByte(_ scalar: Unicode.Scalar) -> UInt8? {
        isEscape(scalar.value) ? UInt8(scalar.value - base) : nil
    }

    /// The first escaped byte of `text` and its position among the bytes (1 for the first byte), or `nil`
    /// when `text` is UTF-8 text: what a text flag's refusal names (`byte \xff at 2`).
    package static func firstEscapedByte(in text: String) -> (byte: UInt8, position: Int)? {
        var position = 1
        for scalar in text.unicodeScalars {
            if let byte = escapedByte(scalar) { return (byte, position) }
            position += String(scalar).utf8.count
        }
        return nil
    }

    /// Calls `body` with `path` as the NUL-terminated bytes it stands for, for a system call.
    package static func withPlatformPath<Result>(_ path: String, _ body: (UnsafePointer<CChar>) throws -> Result) rethrows -> Result {
        // Most paths are UTF-8 text, whose C string is already the right bytes.
        guard path.unicodeScalars.contains(where: { isEscape($0.value) }) else { return try path.withCString(body) }
        let raw = bytes(of: path).map { CChar(bitPattern: $0) } + [0]
        return try raw.withUnsafeBufferPointer { try body($0.baseAddress!) }
    }

    static func isEscape(_ value: UInt32) -> Bool {
        value >= base && value <= base + 0xFF
    }

    private static func escape(_ byte: UInt8) -> Unicode.Scalar {
        Unicode.Scalar(base + UInt32(byte))!
    }

    /// The scalar encoded at `index` and its length in bytes, when a well-formed UTF-8 sequence starts
    /// there (no overlong forms, no surrogates, nothing above U+10FFFF).
    private static func scalar(in bytes: [UInt8], at index: Int) -> (Unicode.Scalar, Int)? {
        let lead = bytes[index]
        let header: (length: Int, bits: UInt32, lowest: UInt32)
        switch lead {
        case 0x00...0x7F: return (Unicode.Scalar(lead), 1)
        case 0xC2...0xDF: header = (2, UInt32(lead & 0x1F), 0x80)
        case 0xE0...0xEF: header = (3, UInt32(lead & 0x0F), 0x800)
        case 0xF0...0xF4: header = (4, UInt32(lead & 0x07), 0x1_0000)
        default: return nil
        }
        let length = header.length
        guard index + length <= bytes.count else { return nil }
        var value = header.bits
        for next in bytes[(index + 1)..<(index + length)] {
            guard next & 0xC0 == 0x80 else { return nil }
            value = value << 6 | UInt32(next & 0x3F)
        }
        guard value >= header.lowest, let scalar = Unicode.Scalar(value) else { return nil }
        return (scalar, length)
    }
}
