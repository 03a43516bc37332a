import RippleKit

/// One keyframe of a web layer's animation, before it is written: its offset in the press phase, its values
/// (one list of components per property, placed for the layer's box) and its easing to the next keyframe
/// (`nil`: linear, the Web Animations default, left out).
struct WebFrame {
    let offset: Double
    let values: [(property: PressProgram.Property, value: [Expression])]
    let easing: String?

    /// A group of tracks (`WebLayerBox.animations`: the same keyframe times and easings) as animated at the
    /// press; one keyframe (a released track the press leaves alone) holds its value from 0 to 1.
    static func press(_ group: [PressProgram.Track], box: WebLayerBox) -> [WebFrame] {
        let frames = keyframes(group, box: box)
        return frames.count == 1 ? [WebFrame(offset: 0, values: frames[0].values, easing: nil), WebFrame(offset: 1, values: frames[0].values, easing: nil)] : frames
    }

    /// A group's keyframes as the model has them.
    static func keyframes(_ group: [PressProgram.Track], box: WebLayerBox) -> [WebFrame] {
        let track = group[0]
        return track.keyframes.indices.map { index in
            let easing = index + 1 < track.keyframes.count ? Self.easing(track.keyframes[index]) : nil
            return WebFrame(offset: track.keyframes[index].offset,
                            values: group.map { ($0.property, box.placed($0.property, $0.keyframes[index].value)) }, easing: easing)
        }
    }

    /// Whether the two frames give every property the same value (their offsets and easings aside).
    func same(as other: WebFrame) -> Bool {
        values.map(\.property) == other.values.map(\.property) && values.map(\.value) == other.values.map(\.value)
    }

    /// Frames in offset order, a stable sort (a property's own keyframes, a jump's two included, keep theirs),
    /// the last ones (offset 1) as one keyframe where each of their properties has one there: a last keyframe's
    /// easing is never used, so tracks that end together need not be apart (one keyframe fewer to build and
    /// for `animate()` to parse per press: material's scale and translate, and its opacity).
    static func ordered(_ frames: [WebFrame]) -> [WebFrame] {
        let sorted = frames.enumerated().sorted { ($0.element.offset, $0.offset) < ($1.element.offset, $1.offset) }.map(\.element)
        let ends = sorted.filter { $0.offset == 1 }, properties = ends.flatMap { $0.values.map(\.property.rawValue) }
        guard ends.count > 1, Set(properties).count == properties.count else { return sorted }
        return sorted.filter { $0.offset != 1 } + [WebFrame(offset: 1, values: ends.flatMap(\.values), easing: nil)]
    }

    /// The keyframe as `animate()` takes it, at the offset written `offset` (JavaScript; `nil`: none, the
    /// release function places it).
    func text(offset: String?, _ writer: WebScriptWriter) -> String {
        let fields = (offset.map { ["offset:" + $0] } ?? []) + values.map { $0.property.rawValue + ":" + writer.css($0.property, $0.value) }
            + (easing.map { ["easing:\"" + $0 + "\""] } ?? [])
        return "{" + fields.joined(separator: ",") + "}"
    }

    /// The time of an offset in a phase of `length` seconds, as JavaScript computes it from the two numbers
    /// as written (the formatter would round the product).
    static func time(_ offset: Double, _ length: Double) -> String {
        let (a, b) = (CSSMath.number(offset), CSSMath.number(length))
        if a == "0" || b == "0" { return "0" }
        if a == "1" { return b }
        return b == "1" ? a : a + "*" + b
    }

    /// A keyframe's easing to the next, `nil` where it is linear.
    static func easing(_ frame: PressProgram.Keyframe) -> String? {
        let text = frame.spring.map(SpringCurve.linear) ?? CSSMath.easing(frame.easing)
        return text == "linear" ? nil : text
    }

    /// A release curve: an easing, or a spring as `linear()` through the model's own spring table; `nil`
    /// where it is linear.
    static func curve(_ curve: Curve) -> String? {
        let text: String
        switch curve {
        case .easing(let easing): text = CSSMath.easing(easing)
        case .spring(let response): text = SpringCurve.linear(response: response)
        }
        return text == "linear" ? nil : text
    }
}
