import RippleKit
import RippleMarkup

/// Writes animatable Lottie properties (`{"a":0,"k":value}` or `{"a":1,"k":[keyframes]}`) from timed keys.
struct LottieProperty {
    /// The document time of frame 0 (`LottieWindow.start`).
    let start: Double
    /// Frames per second.
    let fps: Double

    /// The frame of a document time.
    func frame(_ time: Double) -> Double { (time - start) * fps }

    /// A property from keys: static when no key changes the value, else one keyframe per key.
    ///
    /// Each keyframe's `o`/`i` are the segment's cubic-Bézier handles (x1, y1) and (x2, y2), which Lottie
    /// reads exactly as CSS and SMIL do; a hold is `h: 1`; the last keyframe has only `t` and `s`.
    /// Two keyframes at one frame are a jump: the first holds, the second applies from that frame on.
    func json<Value>(_ keys: [TimedKey<Value>], value: (Value) -> [Double], scalar: Bool = false) -> LottieJSON {
        let keys = onWrittenFrames(keys)
        let values = keys.map { value($0.value) }
        // Compared as written: values equal to four decimals are one value in the file.
        let written = values.map { $0.map(NumberFormat.format) }
        guard let first = written.first, written.contains(where: { $0 != first }) else {
            let shown = values.first ?? []
            return .object([("a", .number(0)), ("k", scalar && shown.count == 1 ? .number(shown[0]) : .numbers(shown))])
        }
        var frames: [LottieJSON] = []
        for (index, key) in keys.enumerated() {
            var members: [(String, LottieJSON)] = [("t", .number(frame(key.time))), ("s", .numbers(values[index]))]
            if index < keys.count - 1 {
                if let easing = key.easing {
                    let (x1, y1, x2, y2) = easing.controlPoints
                    members.append(("o", .object([("x", .number(x1)), ("y", .number(y1))])))
                    members.append(("i", .object([("x", .number(x2)), ("y", .number(y2))])))
                } else {
                    members.append(("h", .number(1)))
                }
            }
            frames.append(.object(members))
        }
        return .object([("a", .number(1)), ("k", .array(frames))])
    }

    /// The keys at the frames the file can write (`NumberFormat`'s decimals), merged where they meet.
    ///
    /// Keys a sliver apart in time (the last iteration of `--repeat 2.0001` at 0.001 s per iteration ends
    /// 0.006 frames after the second began) are distinct to the timeline but one frame in the file, where
    /// three keys at one frame are no jump a player can show: there they are a jump as the timeline makes
    /// them for keys at one time, the earlier held and the latest value shown from that frame on.
    func onWrittenFrames<Value>(_ keys: [TimedKey<Value>]) -> [TimedKey<Value>] {
        let scale = (0..<NumberFormat.maximumDecimals).reduce(1.0) { value, _ in value * 10 }
        return LottieTimeline.normalized(keys.map { key in
            var key = key
            key.time = start + (frame(key.time) * scale).rounded(.toNearestOrAwayFromZero) / scale / fps
            return key
        })
    }

    /// A static property.
    static func constant(_ values: [Double]) -> LottieJSON {
        .object([("a", .number(0)), ("k", .numbers(values))])
    }

    /// A static scalar property.
    static func constant(_ value: Double) -> LottieJSON {
        .object([("a", .number(0)), ("k", .number(value))])
    }
}
