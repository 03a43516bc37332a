import RippleKit
import RippleMarkup

/// The layers' looping animations: each track's `animation` entry and the `@keyframes` it names, with the
/// values and easings written in them.
extension WebLoopRules {
    /// Each layer's `@keyframes` names and its `animation` entries (tracks with the same keyframe times and
    /// easings share one `@keyframes`).
    func animations(of layer: PressProgram.Layer, keyframes: inout [CSSStatement]) -> (names: [String], press: [String]) {
        var names: [String] = []
        var press: [String] = []
        let timing = CSSMath.time(layer.pressDuration) + " " + defaultCurve + (layer.delay > 0 ? " " + CSSMath.time(layer.delay) : "")
        let count = layer.iterations == 1 ? "" : " " + CSSMath.iterationCount(layer.iterations)
        var groups: [[PressProgram.Track]] = []
        for track in layer.tracks {
            if let index = groups.firstIndex(where: { Self.sameTiming($0[0], track) }) {
                groups[index].append(track)
            } else {
                groups.append([track])
            }
        }
        for group in groups {
            let name = "\(className)-\(keyframes.count)"
            keyframes.append(pressKeyframes(name, group, in: layer))
            names.append(name)
            press.append("\(name) \(timing)\(count)")
        }
        return (names, press)
    }

    private static func sameTiming(_ a: PressProgram.Track, _ b: PressProgram.Track) -> Bool {
        a.keyframes.map(\.offset) == b.keyframes.map(\.offset) && a.keyframes.dropLast().map(\.easing) == b.keyframes.dropLast().map(\.easing)
            && a.keyframes.dropLast().map(\.spring) == b.keyframes.dropLast().map(\.spring)
    }

    private func pressKeyframes(_ name: String, _ tracks: [PressProgram.Track], in layer: PressProgram.Layer) -> CSSStatement {
        var frames: [CSSKeyframe] = []
        for (index, frame) in tracks[0].keyframes.enumerated() {
            var declarations = tracks.map { declaration($0.property, $0.keyframes[index].value, in: layer) }
            if index + 1 < tracks[0].keyframes.count {
                // The default spring's curve is written once, not worked out again for each keyframe.
                let curve = frame.spring == defaultSpring && frame.spring != nil ? defaultCurve
                    : frame.spring.map(SpringCurve.linear) ?? CSSMath.easing(frame.easing)
                // A hold's easing changes nothing: a loop, whose default is its spring, leaves it out.
                let hold = tracks.allSatisfy { $0.keyframes[index].value == $0.keyframes[index + 1].value }
                if curve != defaultCurve, !hold { declarations.append(CSSDeclaration("animation-timing-function", curve)) }
            }
            // Equal neighbours share one block (`33.33%,to{opacity:1}`).
            let offset = CSSMath.keyframeOffset(frame.offset, after: index > 0 ? tracks[0].keyframes[index - 1].offset : nil)
            if let last = frames.last, last.declarations == declarations {
                frames[frames.count - 1].offsets.append(offset)
            } else {
                frames.append(CSSKeyframe(offset: offset, declarations: declarations))
            }
        }
        return .keyframes(name: name, frames: frames)
    }

    func declaration(_ property: PressProgram.Property, _ value: [Expression], in layer: PressProgram.Layer) -> CSSDeclaration {
        let value = value.map(\.folded)
        switch property {
        case .translate:
            let parts = value.map { self.value($0, unit: "px") }
            return CSSDeclaration("translate", parts.allSatisfy { $0 == "0" } ? "0" : parts.joined(separator: " "))
        case .scale: return CSSDeclaration("scale", value.map { self.value($0) }.joined(separator: " "))
        case .opacity: return CSSDeclaration("opacity", self.value(value[0]))
        }
    }
}
