/// Foundation-free trigonometry for arc geometry, accurate to a few ulps over the ranges used here.
///
/// RippleKit imports nothing (see `expApprox` in Segment.swift for the same approach), and arcs need sine,
/// cosine and atan2. Arguments stay small: rotations are reduced modulo 360° exactly before conversion to
/// radians, and angles come from `atan2`, so a short Cody–Waite reduction and Taylor kernels suffice.
enum PathMath {
    /// Radians for an angle in degrees. Reducing the degrees first is exact, and keeps large rotations
    /// such as 1e9° accurate.
    static func radians(degrees: Double) -> Double {
        degrees.truncatingRemainder(dividingBy: 360) * (Double.pi / 180)
    }

    /// sin(x).
    static func sin(_ x: Double) -> Double {
        let (quadrant, r) = reduce(x)
        switch quadrant {
        case 0: return sinKernel(r)
        case 1: return cosKernel(r)
        case 2: return -sinKernel(r)
        default: return -cosKernel(r)
        }
    }

    /// cos(x).
    static func cos(_ x: Double) -> Double {
        let (quadrant, r) = reduce(x)
        switch quadrant {
        case 0: return cosKernel(r)
        case 1: return -sinKernel(r)
        case 2: return -cosKernel(r)
        default: return sinKernel(r)
        }
    }

    /// The angle of (x, y) in −π…π, as C's `atan2` (signed zeros aside).
    static func atan2(_ y: Double, _ x: Double) -> Double {
        if x > 0 { return atan(y / x) }
        if x < 0 { return y < 0 ? atan(y / x) - Double.pi : atan(y / x) + Double.pi }
        if y > 0 { return Double.pi / 2 }
        if y < 0 { return -Double.pi / 2 }
        return 0
    }

    /// arctan(z).
    static func atan(_ z: Double) -> Double {
        if z < 0 { return -atan(-z) }
        if z > 1 { return Double.pi / 2 - atan(1 / z) }
        // Three halvings, atan(z) = 2·atan(z / (1 + √(1 + z²))), bring z ≤ tan(π/32) ≈ 0.098, where the
        // alternating series below has converged to double precision after a dozen terms.
        var w = z
        for _ in 0..<3 { w /= 1 + (1 + w * w).squareRoot() }
        let w2 = w * w
        var sum = 0.0
        for n in stride(from: 12, through: 0, by: -1) {
            let term = 1 / Double(2 * n + 1)
            sum = (n % 2 == 0 ? term : -term) + w2 * sum
        }
        return 8 * w * sum
    }

    /// x = k·π/2 + r with |r| ≤ π/4, as (k mod 4, r). π/2 is split in three parts (fdlibm's pio2_1, pio2_2,
    /// pio2_2t) so that k·part is exact for the moderate k that occur here.
    private static func reduce(_ x: Double) -> (Int, Double) {
        let k = (x * (2 / Double.pi)).rounded()
        let r = ((x - k * 1.570_796_326_734_125_614_17) - k * 6.077_100_506_303_965_976_60e-11) - k * 2.022_266_248_795_950_631_54e-21
        let quadrant = Int(k.truncatingRemainder(dividingBy: 4))
        return ((quadrant + 4) % 4, r)
    }

    /// Taylor series of sin on |r| ≤ π/4, to r²¹ (remainder below 1e-19).
    private static func sinKernel(_ r: Double) -> Double {
        let r2 = r * r
        var sum = 0.0
        for n in stride(from: 10, through: 1, by: -1) {
            sum = (1 - sum * r2 / Double((2 * n) * (2 * n + 1)))
        }
        return r * sum
    }

    /// Taylor series of cos on |r| ≤ π/4, to r²⁰.
    private static func cosKernel(_ r: Double) -> Double {
        let r2 = r * r
        var sum = 0.0
        for n in stride(from: 10, through: 1, by: -1) {
            sum = (1 - sum * r2 / Double((2 * n - 1) * (2 * n)))
        }
        return sum
    }
}
