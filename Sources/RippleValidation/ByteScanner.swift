/// A cursor over `LintBytes` for the small grammars of the lint (numbers, clock values, offsets).
struct ByteScanner {
    /// The text being scanned.
    let bytes: LintBytes
    /// The position of the next byte.
    private(set) var index = 0

    init(_ bytes: LintBytes) {
        self.bytes = bytes
    }

    /// Whether every byte has been consumed.
    var isAtEnd: Bool {
        index >= bytes.count
    }

    /// The next byte, if any.
    var peek: UInt8? {
        isAtEnd ? nil : bytes[index]
    }

    /// The bytes not consumed yet.
    var rest: LintBytes {
        bytes.dropping(index)
    }

    /// Consumes `byte` if it comes next.
    mutating func skip(_ byte: UInt8) -> Bool {
        guard peek == byte else { return false }
        index += 1
        return true
    }

    /// Consumes one of `first` or `second` if it comes next, returning which.
    mutating func skip(either first: UInt8, or second: UInt8) -> UInt8? {
        guard let next = peek, next == first || next == second else { return nil }
        index += 1
        return next
    }

    /// Consumes a run of ASCII digits (possibly empty) and returns it.
    mutating func skipDigits() -> LintBytes {
        let start = index
        while let next = peek, next.isASCIIDigit { index += 1 }
        return bytes.slice(start..<index)
    }

    /// Consumes a plain decimal number: `[+-]? digits? ('.' digits)? ([eE] [+-]? digits)?` with at
    /// least one digit before the exponent. `1.` and `1e` are not numbers in SVG.
    mutating func scanNumber() -> Bool {
        _ = skip(either: UInt8(ascii: "+"), or: UInt8(ascii: "-"))
        var digits = skipDigits().count
        if skip(UInt8(ascii: ".")) {
            let fraction = skipDigits().count
            guard fraction > 0 else { return false }
            digits += fraction
        }
        guard digits > 0 else { return false }
        if skip(either: UInt8(ascii: "e"), or: UInt8(ascii: "E")) != nil {
            _ = skip(either: UInt8(ascii: "+"), or: UInt8(ascii: "-"))
            guard !skipDigits().isEmpty else { return false }
        }
        return true
    }
}
