/// Plain decimal numbers on bytes: `[+-]? digits? ('.' digits)? ([eE] [+-]? digits)?` with at least one
/// digit before the exponent (`1.` and `1e` are not numbers in SVG), converted in the same pass to the
/// `Double` that `Double(String)` (strtod) gives, without building a `String` in the common case.
enum DecimalNumber {
    /// Powers of ten that a `Double` holds exactly.
    private static let exactPowers: [Double] = [
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
        1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
    ]

    /// The value of `text` when all of it matches the grammar (possibly infinite: `1e400`), else `nil`.
    static func value(of text: LintBytes) -> Double? {
        var index = 0
        /// Consumes `+` or `-` if it comes next; whether it was `-`.
        func sign() -> Bool {
            guard index < text.count, text[index] == UInt8(ascii: "+") || text[index] == UInt8(ascii: "-") else { return false }
            index += 1
            return text[index - 1] == UInt8(ascii: "-")
        }
        func digits() -> LintBytes {
            let start = index
            index = text.digitsEnd(from: index)
            return text.slice(start..<index)
        }
        let negative = sign()
        let whole = digits()
        var fraction = LintBytes(start: nil, count: 0)
        if index < text.count, text[index] == UInt8(ascii: ".") {
            index += 1
            fraction = digits()
            guard !fraction.isEmpty else { return nil }
        }
        guard !whole.isEmpty || !fraction.isEmpty else { return nil }
        var exponent = 0
        if index < text.count, text[index] | 0x20 == UInt8(ascii: "e") {
            index += 1
            let negativeExponent = sign()
            let digits = digits()
            guard !digits.isEmpty else { return nil }
            for digit in digits where exponent < 100_000 {
                exponent = exponent * 10 + Int(digit - UInt8(ascii: "0"))
            }
            if negativeExponent { exponent = -exponent }
        }
        guard index == text.count else { return nil }
        return exactValue(whole: whole, fraction: fraction, exponent: exponent, negative: negative) ?? Double(text.string)
    }

    /// Clinger's fast path: a mantissa below 2^53 times an exactly representable power of ten is
    /// rounded once, by the multiplication or division, hence correctly. `nil` when that does not apply.
    private static func exactValue(whole: LintBytes, fraction: LintBytes, exponent: Int, negative: Bool) -> Double? {
        var mantissa: UInt64 = 0
        var significant = 0
        func accumulate(_ digits: LintBytes) -> Bool {
            for digit in digits where mantissa != 0 || digit != UInt8(ascii: "0") {  // skip leading zeros
                significant += 1
                guard significant <= 19 else { return false }
                mantissa = mantissa * 10 + UInt64(digit - UInt8(ascii: "0"))
            }
            return true
        }
        guard accumulate(whole), accumulate(fraction), mantissa <= 1 << 53 else { return nil }
        let power = exponent - fraction.count
        let magnitude: Double
        if mantissa == 0 {
            magnitude = 0
        } else if (0...22).contains(power) {
            magnitude = Double(mantissa) * exactPowers[power]
        } else if (-22..<0).contains(power) {
            magnitude = Double(mantissa) / exactPowers[-power]
        } else {
            return nil
        }
        return negative ? -magnitude : magnitude
    }
}
