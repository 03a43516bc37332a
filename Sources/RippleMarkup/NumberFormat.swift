/// The one number formatter of every document ripplegen writes.
///
/// Output must be byte-stable across runs, machines and locales, and must read correctly in every
/// browser: at most four decimals, trailing zeros trimmed, always a leading zero (`0.5`, never `.5`,
/// which old Firefox rejected in clock values), never `-0`, never an exponent. It uses integer
/// arithmetic only, so no locale or `printf` rounding mode can change a digit.
package enum NumberFormat {
    /// Decimal places kept; 4 keeps sub-pixel geometry and 0.1 ms timing while staying short.
    package static let maximumDecimals = 4

    /// The largest magnitude formatted; beyond it a value is clamped (callers validate ranges first).
    package static let maximumMagnitude = 1e12

    /// Formats `value`, rounded half away from zero to `maximumDecimals` places.
    ///
    /// - Parameter value: a finite number; NaN becomes `0` and infinities are clamped, so a bug upstream
    ///   can never produce `nan` or `inf` in a document (the validators and the model reject them first).
    /// - Returns: the shortest decimal text for the rounded value.
    package static func format(_ value: Double) -> String {
        guard value.isFinite else { return value.isNaN ? "0" : format(value < 0 ? -maximumMagnitude : maximumMagnitude) }
        let clamped = min(max(value, -maximumMagnitude), maximumMagnitude)
        let scaled = (abs(clamped) * 10_000).rounded(.toNearestOrAwayFromZero)
        let units = Int64(scaled)
        if units == 0 { return "0" }
        var whole = units / 10_000
        var fraction = units % 10_000
        var digits = maximumDecimals
        while fraction != 0, fraction % 10 == 0 {
            fraction /= 10
            digits -= 1
        }
        // Digits are written backwards into a small buffer: the result is a small string (no allocation),
        // and this runs for every number of every document.
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 32) { buffer in
            var index = buffer.count
            func put(_ byte: UInt8) {
                index -= 1
                buffer[index] = byte
            }
            if fraction != 0 {
                for _ in 0..<digits {
                    put(UInt8(ascii: "0") + UInt8(fraction % 10))
                    fraction /= 10
                }
                put(UInt8(ascii: "."))
            }
            repeat {
                put(UInt8(ascii: "0") + UInt8(whole % 10))
                whole /= 10
            } while whole > 0
            if clamped < 0 { put(UInt8(ascii: "-")) }
            return String(decoding: UnsafeBufferPointer(rebasing: buffer[index...]), as: UTF8.self)
        }
    }

    /// Formats a duration or offset in seconds as a clock value: `0.7s`, `-0.35s`, `0s`.
    package static func seconds(_ value: Double) -> String {
        format(value) + "s"
    }

    /// Formats a fraction 0…1 as a CSS keyframe selector percentage: `0%`, `33.3333%`, `100%`.
    package static func percent(_ fraction: Double) -> String {
        format(fraction * 100) + "%"
    }

    /// Joins numbers with a separator, each formatted: `join([0, 0.58], " ")` → `0 0.58`.
    package static func join(_ values: [Double], separator: String = " ") -> String {
        values.map(format).joined(separator: separator)
    }
}
