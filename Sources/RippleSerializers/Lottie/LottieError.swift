import RippleKit

/// Why an animation cannot be written as Lottie.
package enum LottieError: Error, Equatable, CustomStringConvertible {
    /// Looping layers whose durations have no common period.
    case incommensurablePeriods(Double, Double)
    /// A finite repeat that would unroll into more copies than `RepeatLimit.unrolled` admits.
    case tooManyIterations(Int)
    /// A document that could hold more keyframes than `LottieBudget.maximumKeyframes`; `repeated` when a
    /// finite repeat multiplies them (the repeat is the subject), otherwise the style's own layers and
    /// segments are too many in one cycle.
    case tooManyKeyframes(Int, repeated: Bool)

    /// A short lower-case message.
    package var description: String {
        switch self {
        case .incommensurablePeriods(let a, let b):
            return "looping layers of \(a) s and \(b) s have no common period, so one Lottie cycle cannot hold them"
        case .tooManyIterations(let count):
            return "a finite repeat is unrolled into keyframes; \(count) iterations is more than \(Int(RepeatLimit.unrolled.maximum)) "
                + "(use --repeat indefinite and let the app stop the player)"
        case .tooManyKeyframes(let count, true):
            return "the document would hold up to \(count) keyframes, more than the \(LottieBudget.maximumKeyframes) one Lottie file "
                + "may hold (a finite repeat writes every iteration of every ripple): lower --repeat or --rings, or use "
                + "--repeat indefinite and let the app stop the player"
        case .tooManyKeyframes(let count, false):
            return "one cycle of the style's layers and segments would hold up to \(count) keyframes, more than the "
                + "\(LottieBudget.maximumKeyframes) one Lottie file may hold: fewer layers (--rings) or segments"
        }
    }
}
