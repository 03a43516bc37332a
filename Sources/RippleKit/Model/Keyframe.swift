/// A value a track can animate: it can be interpolated linearly between two keyframes.
package protocol Interpolatable: Equatable, Sendable {
    /// The value a fraction `t` of the way from `a` to `b`.
    static func interpolate(_ a: Self, _ b: Self, _ t: Double) -> Self
}

extension Double: Interpolatable {
    /// Linear interpolation.
    package static func interpolate(_ a: Double, _ b: Double, _ t: Double) -> Double {
        a + (b - a) * t
    }
}

extension Vector: Interpolatable {
    /// Component-wise linear interpolation.
    package static func interpolate(_ a: Vector, _ b: Vector, _ t: Double) -> Vector {
        Vector(Double.interpolate(a.x, b.x, t), Double.interpolate(a.y, b.y, t))
    }
}

/// One keyframe: a value at an offset of the iteration, and the easing of the segment that follows it.
package struct Keyframe<Value: Interpolatable>: Equatable, Sendable {
    /// Where in the iteration, 0…1.
    package var offset: Double
    /// The value at `offset`.
    package var value: Value
    /// How the segment from this keyframe to the next one is eased (ignored on the last keyframe).
    package var easing: Easing

    /// Creates a keyframe.
    package init(_ offset: Double, _ value: Value, _ easing: Easing = .linear) {
        self.offset = offset
        self.value = value
        self.easing = easing
    }
}

/// The keyframes of one property, ordered by offset from 0 to 1.
///
/// Two keyframes may share an offset: that is a jump (the value changes instantly, as when Core
/// Animation adds an animation whose window is already under way). At the shared offset the later
/// keyframe's value applies.
package struct Track<Value: Interpolatable>: Equatable, Sendable {
    /// The keyframes; the first is at 0, the last at 1, offsets never decrease, at most two share one.
    package let keyframes: [Keyframe<Value>]

    /// Creates a track.
    ///
    /// - Throws: `ModelError.invalidTrack` when there are fewer than two keyframes, the first is not at 0,
    ///   the last is not at 1, an offset decreases, or three keyframes share an offset. Both output formats
    ///   need a value at 0 % and 100 %, and SMIL needs `keyTimes` from 0 to 1.
    package init(_ keyframes: [Keyframe<Value>]) throws(ModelError) {
        guard keyframes.count >= 2 else { throw .invalidTrack("a track needs at least 2 keyframes") }
        guard keyframes.first?.offset == 0 else { throw .invalidTrack("the first keyframe must be at offset 0") }
        guard keyframes.last?.offset == 1 else { throw .invalidTrack("the last keyframe must be at offset 1") }
        for (previous, next) in zip(keyframes, keyframes.dropFirst()) where next.offset < previous.offset || !next.offset.isFinite {
            throw .invalidTrack("keyframe offsets must not decrease (\(previous.offset) then \(next.offset))")
        }
        for index in keyframes.indices.dropFirst(2) where keyframes[index].offset == keyframes[index - 2].offset {
            throw .invalidTrack("at most two keyframes may share offset \(keyframes[index].offset)")
        }
        self.keyframes = keyframes
    }

    /// The value at iteration progress `progress` (clamped to 0…1).
    package func value(at progress: Double) -> Value {
        let p = min(max(progress, 0), 1)
        guard let index = keyframes.lastIndex(where: { $0.offset <= p }), index < keyframes.count - 1 else {
            return keyframes[keyframes.count - 1].value
        }
        let from = keyframes[index]
        let to = keyframes[index + 1]
        // A hold is its value under any easing (a + (a − a)·e is exactly a): skip solving the curve.
        if from.value == to.value { return from.value }
        let local = (p - from.offset) / (to.offset - from.offset)
        return Value.interpolate(from.value, to.value, from.easing(local))
    }

    /// The values of all keyframes, for bounds and serializers.
    package var values: [Value] { keyframes.map { $0.value } }

    /// The segment easings (one fewer than the keyframes).
    package var easings: [Easing] { keyframes.dropLast().map { $0.easing } }
}

/// A model that cannot be built: the message says why, and a timing error which value it is about.
package enum ModelError: Error, Equatable, CustomStringConvertible {
    case invalidTrack(String)
    /// A timing value out of range: `value` is its subject, so a caller names the option or the spec key
    /// without reading the message.
    case invalidTiming(TimingValue, String)
    case invalidGeometry(String)

    /// A short lower-case message.
    package var description: String {
        switch self {
        case .invalidTrack(let text), .invalidTiming(_, let text), .invalidGeometry(let text): return text
        }
    }
}
