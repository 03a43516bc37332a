import RippleKit

/// The release of a program's layers as JavaScript (`WebProgramScript`'s `r`): per layer with a released
/// track, `[layer, keyframes, timing]` that its press animation takes in place. A released track: its press
/// keyframes up to the cut `P = max(b - d, 0)`, the value there, its start value there too where the segment
/// has one (a jump), and its end value at `P + D`; the layer's other animated tracks keep their press
/// keyframes and hold their last value to the end. Offsets are times over the latest end.
///
/// Where the cut cannot fall inside the press phase (one released track whose begin is at least the phase's
/// end, whatever the hold: material's), the keyframes are written out with the cut and the end as locals
/// (`P0`, `T0`: default parameters of `r`); elsewhere (splash, released early, cuts an eased interval) the
/// layer calls `release.js`'s function (`X`), which cuts at run time.
struct WebReleaseScript {
    let writer: WebScriptWriter
    let bound: WebLowerBound
    /// Whether a layer calls `X`.
    private(set) var needsHelper = false
    /// The locals the written-out layers read, `NAME=VALUE`.
    private(set) var locals: [String] = []

    /// The layer's release, or `nil` when the release leaves it alone.
    mutating func layer(_ box: WebLayerBox, index: Int) -> String? {
        let groups = box.animations.filter { !$0.allSatisfy(\.isConstant) }
        let released = groups.filter { $0[0].release != nil }
        guard !released.isEmpty else { return nil }
        let layer = box.layer
        if released.count == 1, let segment = released[0][0].release, let least = bound.of(writer.resolved(segment.begin)),
           least - layer.delay >= layer.pressDuration, released[0][0].keyframes.allSatisfy({ $0.offset <= 1 }) {
            return writtenOut(box, groups: groups, index: index, segment: segment)
        }
        needsHelper = true
        let ready = groups.filter { $0[0].release == nil }.map { group in
            "[" + WebFrame.press(group, box: box).map { "[" + WebFrame.time($0.offset, layer.pressDuration) + "," + $0.text(offset: nil, writer) + "]" }
                .joined(separator: ",") + "]"
        }
        let cut = released.map { group in
            let track = group[0], segment = track.release!
            let frames = WebFrame.keyframes(group, box: box).map { (frame: WebFrame) -> String in
                let easing = frame.easing.map { ",\"" + $0 + "\"" } ?? ""
                return "[" + WebFrame.time(frame.offset, layer.pressDuration) + "," + components(frame.values[0].value) + easing + "]"
            }
            let property: String = "\"" + track.property.rawValue + "\""
            let keyframes: String = "[" + frames.joined(separator: ",") + "]"
            var from = "0"
            if let start = segment.from { from = components(box.placed(track.property, start)) }
            var fields: [String] = [property, keyframes, self.cut(segment, delay: layer.delay), from]
            fields.append(components(box.placed(track.property, segment.to)))
            fields.append(writer.write(segment.duration))
            if let curve = WebFrame.curve(segment.curve) { fields.append("\"" + curve + "\"") }
            return "[" + fields.joined(separator: ",") + "]"
        }
        return "[\(index),...X([" + ready.joined(separator: ",") + "],[" + cut.joined(separator: ",") + "])]"
    }

    /// The layer written out: the cut comes after every press keyframe.
    private mutating func writtenOut(_ box: WebLayerBox, groups: [[PressProgram.Track]], index: Int, segment: PressProgram.ReleaseSegment) -> String {
        let layer = box.layer
        let (cut, end) = ("P\(index)", "T\(index)")
        locals.append(cut + "=" + self.cut(segment, delay: layer.delay, atLeastTheDelay: true))
        let length = writer.resolved(segment.duration)
        if case .number(let value) = length {
            locals.append(end + "=" + cut + "+" + (value > 0 ? CSSMath.number(value) : "1e-9"))
        } else {
            locals.append(end + "=" + cut + "+(" + writer.write(length) + "||1e-9)")
        }
        // The press keyframes of every animated track (a released one's as the model has them, but a last
        // keyframe that holds the value before it: the cut repeats that value, so the browser would parse a
        // keyframe that changes nothing; material's opacity at the phase's end), over the end.
        let press = WebFrame.ordered(groups.flatMap { group -> [WebFrame] in
            guard group[0].release != nil else { return WebFrame.press(group, box: box) }
            let frames = WebFrame.keyframes(group, box: box)
            return frames.count > 1 && frames[frames.count - 2].same(as: frames[frames.count - 1]) ? frames.dropLast() : frames
        })
        var frames = press.map { frame in
            let time = WebFrame.time(frame.offset, layer.pressDuration)
            return frame.text(offset: time == "0" ? "0" : time + "/" + end, writer)
        }
        let track = groups.first { $0[0].release != nil }![0]
        let curve = WebFrame.curve(segment.curve)
        let value = { (components: [Expression]) in [(property: track.property, value: box.placed(track.property, components))] }
        // The cut: the press track's last value, then the start value where there is one (a jump; none where
        // it is that value: material's release starts from its held opacity).
        let held = WebFrame(offset: 0, values: value(track.keyframes.last!.value), easing: nil)
        let jump = segment.from.map { WebFrame(offset: 0, values: value($0), easing: nil) }.flatMap { $0.same(as: held) ? nil : $0 }
        frames.append(WebFrame(offset: 0, values: held.values, easing: jump == nil ? curve : nil).text(offset: cut + "/" + end, writer))
        if let jump { frames.append(WebFrame(offset: 0, values: jump.values, easing: curve).text(offset: cut + "/" + end, writer)) }
        // The end, one keyframe: the released value, and the other tracks' last values (they end before it and
        // hold them; each track is one group's, so no property is there twice).
        let holds = groups.filter { $0[0].release == nil }.flatMap { WebFrame.press($0, box: box).last!.values }
        frames.append(WebFrame(offset: 1, values: holds + value(segment.to), easing: nil).text(offset: "1", writer))
        return "[\(index),[" + frames.joined(separator: ",") + "],{duration:\(end)*1e3,iterations:1}]"
    }

    /// The cut, seconds after the layer's start: `max(b - d, 0)` (a release before the delay cuts at the
    /// delay); where the begin is known to be past the delay, `b - d`.
    private func cut(_ segment: PressProgram.ReleaseSegment, delay: Double, atLeastTheDelay: Bool = false) -> String {
        let begin = writer.write(segment.begin)
        let minus = delay == 0 ? begin : begin + "-" + CSSMath.number(delay)
        return atLeastTheDelay ? minus : "Math.max(" + minus + ",0)"
    }

    /// A value's components as a JavaScript list.
    private func components(_ value: [Expression]) -> String {
        "[" + value.map(writer.write).joined(separator: ",") + "]"
    }
}
