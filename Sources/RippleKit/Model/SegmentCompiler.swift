import Foundation // exp only

/// Turns a property's animation segments into one keyframe track over a timeline.
///
/// The rules are Core Animation's and SwiftUI's: a property holds its value between animations; a
/// segment with an explicit `from` that differs from the current value makes it jump; a segment that
/// begins while an earlier one is still running interrupts it there (the earlier curve is cut exactly,
/// see `Easing.prefix(upTo:)`), and one without `from` continues from the interrupted value.
package enum SegmentCompiler {
    /// How many Bézier pieces follow a spring.
    static let springPieces = 8

    /// Times closer than this (seconds) are the same instant: far below a frame, far above float noise.
    static let epsilon = 1e-9

    /// Compiles segments into a track.
    ///
    /// - Parameters:
    ///   - segments: the animations, in any order (sorted stably by `begin`).
    ///   - initial: the value before the first segment begins.
    ///   - length: the timeline's length in seconds (> 0); segments are cut at its end.
    /// - Throws: `ModelError.invalidTrack` for negative or non-finite times.
    package static func track<Value: Interpolatable>(_ segments: [Segment<Value>], initial: Value, length: Double) throws(ModelError) -> Track<Value> {
        guard length.isFinite, length > 0 else { throw .invalidTrack("the timeline must be longer than 0 s") }
        let ordered = segments.enumerated().sorted { ($0.element.begin, $0.offset) < ($1.element.begin, $1.offset) }.map { $0.element }
        for segment in ordered where !(segment.begin.isFinite && segment.begin >= 0 && segment.length.isFinite && segment.length >= 0) {
            throw .invalidTrack("a segment's begin and duration must be finite and not negative")
        }
        var builder = KeyframeList(initial: initial)
        for (index, segment) in ordered.enumerated() {
            let begin = min(segment.begin, length)
            let limit = min(index + 1 < ordered.count ? ordered[index + 1].begin : length, length)
            builder.hold(until: begin)
            if let from = segment.from { builder.jump(to: from) }
            let start = builder.value
            if segment.length == 0 || begin >= limit {
                if begin < length || segment.length == 0 { builder.jump(to: segment.to) }
                continue
            }
            for var piece in pieces(of: segment, from: start, begin: begin) {
                // Sums like 0.3 + 0.15 miss 0.45 by an ulp; a piece ending that close to the limit ends on it.
                if abs(piece.end - limit) < epsilon { piece.end = limit }
                if piece.end <= limit {
                    builder.append(piece)
                } else {
                    if piece.start < limit { builder.append(piece.cut(at: limit)) }
                    break
                }
            }
        }
        builder.finish(at: length)
        return try Track(builder.keyframes.map { Keyframe($0.time / length, $0.value, $0.easing) })
    }

    /// A spring's progress 0 → 1 as keyframes over its settle time (offsets 0…1): how a format that
    /// starts a spring at run time follows the same pieces as `track`.
    package static func springProgress(response: Double) -> [Keyframe<Double>] {
        let segment = Segment(begin: 0, duration: 0, from: 0.0, to: 1.0, curve: .spring(response: response))
        let pieces = pieces(of: segment, from: 0, begin: 0)
        var keyframes = [Keyframe(0, 0.0, pieces[0].easing)]
        for (index, piece) in pieces.enumerated() {
            keyframes.append(Keyframe(piece.end / segment.length, piece.to, index + 1 < pieces.count ? pieces[index + 1].easing : .linear))
        }
        keyframes[keyframes.count - 1].offset = 1
        return keyframes
    }

    /// The pieces of one segment in absolute time: one for an easing, several for a spring.
    static func pieces<Value: Interpolatable>(of segment: Segment<Value>, from start: Value, begin: Double) -> [Piece<Value>] {
        switch segment.curve {
        case .easing(let easing):
            return [Piece(start: begin, end: begin + segment.duration, from: start, to: segment.to, easing: easing)]
        case .spring(let response):
            let settle = segment.length
            let omega = 2 * Double.pi / response
            let times = (0...springPieces).map { settle * Double($0) / Double(springPieces) }
            let progress = times.enumerated().map { $0.offset == springPieces ? 1 : Curve.springProgress($0.element, response: response) }
            let slope = times.map { omega * omega * $0 * exp(-omega * $0) }
            return (0..<springPieces).map { index in
                let h = times[index + 1] - times[index]
                let delta = progress[index + 1] - progress[index]
                let y1 = delta > 0 ? min(max(slope[index] * h / 3 / delta, 0), 1) : 1.0 / 3
                let y2 = delta > 0 ? min(max(1 - slope[index + 1] * h / 3 / delta, 0), 1) : 2.0 / 3
                return Piece(start: begin + times[index], end: begin + times[index + 1],
                             from: Value.interpolate(start, segment.to, progress[index]),
                             to: Value.interpolate(start, segment.to, progress[index + 1]),
                             easing: .cubicBezier(1.0 / 3, y1, 2.0 / 3, y2))
            }
        }
    }
}

/// A stretch of one eased interpolation in absolute time.
struct Piece<Value: Interpolatable> {
    var start: Double
    var end: Double
    var from: Value
    var to: Value
    var easing: Easing

    /// The piece up to `time`: an exact shorter Bézier, or a linear approximation when the exact one
    /// would need control values outside 0…1.
    func cut(at time: Double) -> Piece {
        let fraction = (time - start) / (end - start)
        let (easing, progress) = easing.prefix(upTo: fraction)
        return Piece(start: start, end: time, from: from, to: Value.interpolate(from, to, progress), easing: easing ?? .linear)
    }
}

/// Keyframes in absolute time while they are built.
struct KeyframeList<Value: Interpolatable> {
    struct Entry {
        var time: Double
        var value: Value
        var easing: Easing
    }

    private(set) var keyframes: [Entry]

    init(initial: Value) {
        keyframes = [Entry(time: 0, value: initial, easing: .linear)]
    }

    var value: Value { keyframes[keyframes.count - 1].value }
    var time: Double { keyframes[keyframes.count - 1].time }

    /// Keeps the current value until `time`.
    mutating func hold(until time: Double) {
        guard time > self.time + SegmentCompiler.epsilon else { return }
        keyframes[keyframes.count - 1].easing = .linear
        keyframes.append(Entry(time: time, value: value, easing: .linear))
    }

    /// Ends the list exactly at `length`: holds until then, or moves a last keyframe that is within
    /// rounding noise of it onto it (a track must end at offset 1 exactly).
    mutating func finish(at length: Double) {
        if abs(time - length) <= SegmentCompiler.epsilon {
            for index in keyframes.indices where abs(keyframes[index].time - length) <= SegmentCompiler.epsilon {
                keyframes[index].time = length
            }
        } else {
            hold(until: length)
        }
    }

    /// Changes the value instantly at the current time.
    mutating func jump(to value: Value) {
        guard value != self.value else { return }
        let count = keyframes.count
        if count == 1 && time == 0 {
            keyframes[0].value = value // a jump at the very start is just the start value
        } else if count >= 2, keyframes[count - 2].time == time {
            keyframes[count - 1].value = value // a second jump at the same instant replaces the first
        } else {
            keyframes.append(Entry(time: time, value: value, easing: .linear))
        }
    }

    /// Appends an interpolation that starts at the current time.
    mutating func append(_ piece: Piece<Value>) {
        jump(to: piece.from)
        guard piece.end > time else {
            jump(to: piece.to)
            return
        }
        keyframes[keyframes.count - 1].easing = piece.from == piece.to ? .linear : piece.easing
        keyframes.append(Entry(time: piece.end, value: piece.to, easing: .linear))
    }
}
