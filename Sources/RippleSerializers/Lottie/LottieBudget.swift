import RippleKit

/// The bound on what one Lottie document may hold, checked from the model before anything is built.
///
/// A finite repeat is unrolled into keyframes and every ripple writes its own, so `--rings` × `--repeat`
/// multiplies the document: `pulse --rings 12 --repeat 900` was 218,000 keyframes, a 57 MB file, and took
/// 2 GB of memory to build and lint. The count here is an upper bound of the keyframes the unshared document
/// writes (sharing only ever writes one ripple's instead of several), computed with the same iteration
/// rule as `LottieTimeline` but without making a key, so a refused document costs nothing.
package enum LottieBudget {
    /// The most keyframes one document may hold: with the lint, about 8 KB of memory each while the file
    /// is made (docs/lottie.md has the measured peak of the largest allowed document).
    package static let maximumKeyframes = 25_000

    /// Throws `LottieError.tooManyKeyframes` when `animation` over `window` could hold more than
    /// `maximumKeyframes`.
    static func check(_ animation: RippleAnimation, window: LottieWindow) throws(LottieError) {
        let count = keyframes(animation, window: window)
        if count > maximumKeyframes {
            throw .tooManyKeyframes(count, repeated: animation.layers.contains { iterations($0.group.timing, window: window) > 1 })
        }
    }

    /// An upper bound of the keyframes `animation` writes over `window`.
    package static func keyframes(_ animation: RippleAnimation, window: LottieWindow) -> Int {
        animation.layers.reduce(0) { total, layer in
            let group = layer.group
            let perIteration = [group.scale?.keyframes.count, group.opacity?.keyframes.count,
                                group.translate?.keyframes.count, group.strokeWidth?.keyframes.count].compactMap { $0 }
            let copies = iterations(group.timing, window: window)
            // Per track: each iteration's keyframes, seven more where a fractional repeat's last piece is
            // followed with linear steps, and the delay's hold and the fill's jump back.
            return perIteration.reduce(total) { sum, count in sum + copies * count + 7 + 2 }
        }
    }

    /// How many iterations of `timing` touch `window` (`LottieTimeline.keys`'s first…last), at most the
    /// repeat count rounded up.
    static func iterations(_ timing: Timing, window: LottieWindow) -> Int {
        let (first, last) = window.iterations(of: timing)
        return max(0, last - first + 1)
    }
}
