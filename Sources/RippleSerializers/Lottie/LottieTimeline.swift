import RippleKit

/// A keyframe on the document's timeline, in seconds: what a Lottie keyframe is before it is given a frame.
struct TimedKey<Value: Interpolatable>: Equatable {
    /// Document time in seconds.
    var time: Double
    /// The value from this time on.
    var value: Value
    /// The easing towards the next key, or `nil` for a hold: the value stays until the next key.
    var easing: Easing?
}

/// Turns a track and its timing into keys on the document's timeline over a window.
///
/// Lottie has no delay, repeat or fill: a layer's start time `st` did not shift shape-layer keyframes in
/// the renderers tried (`exports.md` §1), so every iteration that touches the window is written out at
/// its own times (negative times included, which is how a negative delay starts part-way in), the last
/// iteration of a fractional repeat is cut inside its segment with the same de Casteljau split the model
/// uses for interrupted animations, a positive delay is a hold on the rest value, and `fill: remove`
/// is a jump back to it. Keys wholly outside the window are dropped.
enum LottieTimeline {
    /// The keys of one property, or a single key when it does not change inside the window.
    static func keys<Value>(_ track: Track<Value>?, rest: Value, timing: Timing, window: LottieWindow) throws(LottieError) -> [TimedKey<Value>] {
        guard let track else { return [TimedKey(time: window.start, value: rest, easing: nil)] }
        let end = window.start + window.length
        let duration = timing.duration
        let delay = timing.delay
        var count: Double?
        if case .count(let value) = timing.repeatCount { count = value }
        if let count, !RepeatLimit.unrolled.admits(count) { throw .tooManyIterations(RepeatLimit.iterations(count)) }
        let (first, last) = window.iterations(of: timing)
        guard first <= last else {
            let progress = timing.progress(at: window.start)
            return [TimedKey(time: window.start, value: progress.map { track.value(at: $0) } ?? rest, easing: nil)]
        }
        var keys: [TimedKey<Value>] = []
        if delay > window.start { keys.append(TimedKey(time: window.start, value: rest, easing: nil)) }
        for index in first...last {
            let base = delay + Double(index) * duration
            let fraction = (index == last ? count.map { $0 - Double(index) } : nil).map { min($0, 1) } ?? 1
            append(track, from: base, duration: duration, upTo: fraction, to: &keys)
        }
        if let active = timing.activeDuration, timing.fill == .remove, delay + active <= end + 1e-9 {
            keys.append(TimedKey(time: delay + active, value: rest, easing: nil))
        }
        // A finite window ends on the final state, which everything after it shows: nothing there is trimmed.
        return trimmed(normalized(keys), start: window.start, end: window.loops ? end : .infinity)
    }

    /// One iteration's keys starting at `base`, up to `fraction` of it.
    private static func append<Value>(_ track: Track<Value>, from base: Double, duration: Double, upTo fraction: Double,
                                      to keys: inout [TimedKey<Value>]) {
        let frames = track.keyframes
        for (index, frame) in frames.enumerated() {
            if frame.offset > fraction + 1e-12, index > 0 {
                let previous = frames[index - 1]
                let local = (fraction - previous.offset) / (frame.offset - previous.offset)
                let (piece, progress) = previous.easing.prefix(upTo: local)
                if let piece {
                    keys[keys.count - 1].easing = piece
                } else {
                    // The piece's normalised handles leave 0…1: follow the curve with short linear steps.
                    keys[keys.count - 1].easing = .linear
                    for step in 1..<8 {
                        let u = local * Double(step) / 8
                        let value = Value.interpolate(previous.value, frame.value, previous.easing(u))
                        keys.append(TimedKey(time: base + (previous.offset + u * (frame.offset - previous.offset)) * duration,
                                             value: value, easing: .linear))
                    }
                }
                keys.append(TimedKey(time: base + fraction * duration, value: Value.interpolate(previous.value, frame.value, progress),
                                     easing: nil))
                return
            }
            keys.append(TimedKey(time: base + frame.offset * duration, value: frame.value, easing: index < frames.count - 1 ? frame.easing : nil))
        }
    }

    /// Holds where a segment does not move or has no length, and no key that repeats what is already shown.
    static func normalized<Value>(_ input: [TimedKey<Value>]) -> [TimedKey<Value>] {
        var keys: [TimedKey<Value>] = []
        for var key in input {
            if var previous = keys.last {
                // Two keys at one time are a jump: the earlier holds; if it shows the same value it is dropped.
                if abs(key.time - previous.time) < 1e-9 {
                    key.time = previous.time
                    if previous.value == key.value || keys.count >= 2 && abs(keys[keys.count - 2].time - previous.time) < 1e-9 {
                        keys.removeLast()
                    } else {
                        previous.easing = nil
                        keys[keys.count - 1] = previous
                    }
                } else if previous.value == key.value {
                    keys[keys.count - 1].easing = nil
                }
                // A held value repeated by a key that holds too adds nothing.
                if let held = keys.last, held.easing == nil, held.value == key.value, abs(held.time - key.time) >= 1e-9 {
                    if key.easing == nil { continue }
                }
            }
            keys.append(key)
        }
        return keys
    }

    /// Drops keys that only matter before `start` or after `end`; the first kept key is at or before
    /// `start` and the last at or after `end`, so every frame inside still interpolates the same segment.
    private static func trimmed<Value>(_ input: [TimedKey<Value>], start: Double, end: Double) -> [TimedKey<Value>] {
        var keys = input[...]
        while keys.count >= 2, keys[keys.startIndex + 1].time <= start + 1e-9 { keys.removeFirst() }
        while keys.count >= 2, keys[keys.endIndex - 2].time >= end - 1e-9 { keys.removeLast() }
        return Array(keys)
    }
}
