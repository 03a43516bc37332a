import RippleDiagnostics
import RippleJSON
/// The easing of one keyframe segment: linear, or a cubic Bézier from (0,0) to (1,1).
///
/// Both SMIL (`keySplines`) and CSS (`cubic-bezier()`) express exactly this family, which is why the
/// model is restricted to it; springs are sampled into keyframes by the styles that need them.
public enum Easing: Equatable, Hashable, Sendable {
    /// Straight interpolation.
    case linear
    /// `cubic-bezier(x1, y1, x2, y2)`; all four values in 0…1 (SMIL's keySplines range).
    case cubicBezier(Double, Double, Double, Double)

    /// CSS `ease`.
    package static let ease = Easing.cubicBezier(0.25, 0.1, 0.25, 1)
    /// CSS `ease-in` and Core Animation's ease-in.
    package static let easeIn = Easing.cubicBezier(0.42, 0, 1, 1)
    /// CSS `ease-out`, Core Animation's `kCAMediaTimingFunctionEaseOut` and SwiftUI's `.easeOut`.
    package static let easeOut = Easing.cubicBezier(0, 0, 0.58, 1)
    /// CSS `ease-in-out` and Core Animation's `kCAMediaTimingFunctionEaseInEaseOut`.
    package static let easeInOut = Easing.cubicBezier(0.42, 0, 0.58, 1)
    /// Material's standard curve (MDC iOS `MDCAnimationTimingFunctionStandard`, MDC web, MUI easeInOut).
    package static let standard = Easing.cubicBezier(0.4, 0, 0.2, 1)

    /// The named curves accepted by `--easing` and spec files, in the order `--help` lists them.
    package static let named: [(name: String, easing: Easing)] = [
        ("linear", .linear), ("ease", .ease), ("ease-in", .easeIn), ("ease-out", .easeOut),
        ("ease-in-out", .easeInOut), ("standard", .standard),
    ]

    /// The four control values (linear is `0 0 1 1`).
    package var controlPoints: (Double, Double, Double, Double) {
        switch self {
        case .linear: return (0, 0, 1, 1)
        case .cubicBezier(let x1, let y1, let x2, let y2): return (x1, y1, x2, y2)
        }
    }

    /// Eased progress for linear progress `x` in 0…1.
    package func callAsFunction(_ x: Double) -> Double {
        switch self {
        case .linear:
            return x
        case .cubicBezier(let x1, let y1, let x2, let y2):
            return CubicBezier(x1: x1, y1: y1, x2: x2, y2: y2).solve(x)
        }
    }

    /// Parses a name from `named` or `cubic-bezier(a, b, c, d)`.
    ///
    /// - Throws: `EasingError` saying what is wrong: an unknown name (with the known ones), the wrong
    ///   number of values, a value that is not a number, or a value outside 0…1.
    package static func parse(_ text: String) throws(EasingError) -> Easing {
        let trimmed = text.trimmingASCIIWhitespace().lowercased()
        if let match = named.first(where: { $0.name == trimmed }) { return match.easing }
        let prefix = "cubic-bezier("
        guard trimmed.hasPrefix(prefix), trimmed.hasSuffix(")") else {
            throw .unknownName(trimmed, known: named.map(\.name))
        }
        let parts = trimmed.dropFirst(prefix.count).dropLast().split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 4 else { throw .wrongArity(parts.count) }
        var values: [Double] = []
        for part in parts {
            let piece = String(part).trimmingASCIIWhitespace()
            guard let value = Double(piece), value.isFinite else { throw .notANumber(piece) }
            guard (0...1).contains(value) else { throw .outOfRange(piece) }
            values.append(value)
        }
        return .cubicBezier(values[0], values[1], values[2], values[3])
    }

    /// The shortest text that `parse` turns back into this easing (a name when one matches).
    package var name: String {
        if let match = Self.named.first(where: { $0.easing == self }) { return match.name }
        let (x1, y1, x2, y2) = controlPoints
        return "cubic-bezier(\(x1),\(y1),\(x2),\(y2))"
    }
}

/// Why an easing could not be parsed.
package enum EasingError: Error, Equatable, CustomStringConvertible {
    case unknownName(String, known: [String])
    case wrongArity(Int)
    case notANumber(String)
    case outOfRange(String)

    /// A short lower-case message.
    package var description: String {
        switch self {
        case .unknownName(let name, let known):
            let hint = Suggest.closest(to: name, in: known).map { "; did you mean '\($0)'?" } ?? ""
            return "unknown easing '\(Printable.text(name))'\(hint) (expected \(known.joined(separator: ", ")) or cubic-bezier(x1,y1,x2,y2))"
        case .wrongArity(let count):
            return "cubic-bezier takes 4 values, got \(count)"
        case .notANumber(let text):
            return "cubic-bezier value '\(Printable.text(text))' is not a number"
        case .outOfRange(let text):
            return "cubic-bezier value \(Printable.text(text)) is outside 0…1 (SMIL keySplines allow only 0…1)"
        }
    }
}
