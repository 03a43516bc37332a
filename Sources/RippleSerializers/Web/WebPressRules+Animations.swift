import RippleKit
import RippleMarkup

/// The layers' animations: each track's `animation` entry while pressed and once released, the
/// `@keyframes` they name, and the values and easings written in them.
extension WebPressRules {
    /// Each track's `animation` entry while pressed and once released, with the `@keyframes` they name; a
    /// release that fades the container instead (`fadesContainer`) goes to `container`.
    func animations(of layer: PressProgram.Layer, keyframes: inout [String],
                    container: inout [String]) -> (names: [String], press: [String], released: [String]) {
        var names: [String] = []
        var press: [String] = []
        var cut: [String] = []
        var release: [String] = []
        let timing = CSSMath.time(layer.pressDuration) + " " + defaultCurve + (layer.delay > 0 ? " " + CSSMath.time(layer.delay) : "")
        let count = layer.iterations == 1 ? "" : " " + (layer.iterations.isInfinite ? "infinite" : CSSMath.number(layer.iterations))
        // A press's layer holds its first frame before its delay and its last after its end; a loop never
        // ends, and shows its rest values before its delay (see `rules`).
        let fill = program.kind == .loop ? "" : " both"
        // Tracks that keep their timing once released share one @keyframes when their keyframe times and
        // easings agree (material's scale and translate).
        var groups: [(tracks: [PressProgram.Track], cut: PressProgram.ReleaseSegment?)] = []
        for track in layer.tracks {
            let cuts = track.release != nil && track.release?.from == nil
            if !cuts, let index = groups.firstIndex(where: { $0.cut == nil && Self.sameTiming($0.tracks[0], track) }) {
                groups[index].tracks.append(track)
            } else {
                groups.append(([track], cuts ? track.release : nil))
            }
        }
        for group in groups {
            let name = "\(className)-\(keyframes.count)"
            keyframes.append(pressKeyframes(name, group.tracks, in: layer))
            names.append(name)
            press.append("\(name) \(timing)\(count)\(fill)")
            if let segment = group.cut {
                // Ends the press track where the release cuts it; fill holds the value there.
                let elapsed = layer.delay == 0 ? segment.begin : Expression.binary("-", segment.begin, .number(layer.delay))
                let progress = Expression.binary("/", elapsed, .number(layer.pressDuration))
                let iterations = "min(1,max(0,\(css(progress))))"
                cut.append("\(name) \(timing) \(iterations) both")
            } else {
                cut.append("\(name) \(timing)\(count) both")
            }
        }
        for track in layer.tracks {
            guard let segment = track.release else { continue }
            let name = "\(className)-\(keyframes.count)"
            let entry = "\(name) \(value(segment.duration, unit: "s")) \(curve(segment.curve)) \(value(segment.begin, unit: "s")) forwards"
            if fadesContainer(track, in: layer) {
                // From the container's own opacity (the style's), which nothing else animates.
                keyframes.append("@keyframes \(name){to{opacity:0}}")
                container.append(entry)
            } else {
                keyframes.append(releaseKeyframes(name, track.property, segment, in: layer))
                release.append(entry)
            }
        }
        // Nothing to add or cut: the layer keeps its press animations as they are.
        return (names, press, release.isEmpty && cut == press ? [] : cut + release)
    }

    /// Whether a release fades the container instead of the layer: a fade to 0 of the only layer's opacity,
    /// which is exact as a product (the container's opacity times the layer's held one) when the fade starts
    /// from where the track was cut, or from the value the track ends on once it has ended (material's
    /// `max(hold, 0.225)`). Chromium runs it on the compositor there; on the layer, beside the press's own
    /// opacity animation holding its value, it recalculated style on every frame of the fade
    /// (`Benchmarks/web_press.py`: material 6.5 → 4.3 ms of style per press).
    func fadesContainer(_ track: PressProgram.Track, in layer: PressProgram.Layer) -> Bool {
        guard program.layers.count == 1, track.property == .opacity, let segment = track.release,
              segment.to.map(\.folded) == [.number(0)] else { return false }
        guard let from = segment.from else { return true }
        guard from.map(\.folded) == track.keyframes.last?.value.map(\.folded),
              let earliest = earliest(segment.begin.substituting(inlined).folded) else { return false }
        return earliest >= layer.delay + layer.pressDuration
    }

    /// The least `expression` can be for any hold (≥ 0), or nil where that is not plain: numbers, the hold,
    /// `max`, `min` and sums of them.
    private func earliest(_ expression: Expression) -> Double? {
        switch expression {
        case .number(let value): return value
        case .variable(let name): return name == program.release ? 0 : nil
        case .binary("+", let lhs, let rhs): return earliest(lhs).flatMap { a in earliest(rhs).map { a + $0 } }
        case .call("max", let arguments): return arguments.compactMap(earliest).max()
        case .call("min", let arguments):
            let bounds = arguments.map(earliest)
            return bounds.contains(nil) ? nil : bounds.compactMap { $0 }.min()
        default: return nil
        }
    }

    private static func sameTiming(_ a: PressProgram.Track, _ b: PressProgram.Track) -> Bool {
        a.keyframes.map(\.offset) == b.keyframes.map(\.offset) && a.keyframes.dropLast().map(\.easing) == b.keyframes.dropLast().map(\.easing)
            && a.keyframes.dropLast().map(\.spring) == b.keyframes.dropLast().map(\.spring)
    }

    private func pressKeyframes(_ name: String, _ tracks: [PressProgram.Track], in layer: PressProgram.Layer) -> String {
        var frames: [(selector: String, body: String)] = []
        for (index, frame) in tracks[0].keyframes.enumerated() {
            var body = tracks.map { declaration($0.property, $0.keyframes[index].value, in: layer) }.joined(separator: ";")
            if index + 1 < tracks[0].keyframes.count {
                // The default spring's curve is written once, not worked out again for each keyframe.
                let curve = frame.spring == defaultSpring && frame.spring != nil ? defaultCurve
                    : frame.spring.map(SpringCurve.linear) ?? CSSMath.easing(frame.easing)
                // A hold's easing changes nothing: a loop, whose default is its spring, leaves it out.
                let hold = program.kind == .loop && tracks.allSatisfy { $0.keyframes[index].value == $0.keyframes[index + 1].value }
                if curve != defaultCurve, !hold { body += ";animation-timing-function:" + curve }
            }
            // Equal neighbours share one block (`33.33%,to{opacity:1}`).
            let offset = percent(frame.offset, after: index > 0 ? tracks[0].keyframes[index - 1].offset : nil)
            if let last = frames.last, last.body == body {
                frames[frames.count - 1].selector += "," + offset
            } else {
                frames.append((offset, body))
            }
        }
        return "@keyframes \(name){\(frames.map { "\($0.selector){\($0.body)}" }.joined())}"
    }

    private func releaseKeyframes(_ name: String, _ property: PressProgram.Property, _ segment: PressProgram.ReleaseSegment,
                                  in layer: PressProgram.Layer) -> String {
        // Without a `from` keyframe the animation starts from the value beneath it: the cut press track's.
        let from = segment.from.map { "from{\(declaration(property, $0, in: layer))}" } ?? ""
        return "@keyframes \(name){\(from)to{\(declaration(property, segment.to, in: layer))}}"
    }

    func declaration(_ property: PressProgram.Property, _ value: [Expression], in layer: PressProgram.Layer) -> String {
        let value = placed(property, value, in: layer)
        switch property {
        case .translate:
            let parts = value.map { self.value($0, unit: "px") }
            return "translate:" + (parts.allSatisfy { $0 == "0" } ? "0" : parts.joined(separator: " "))
        case .scale: return "scale:" + value.map { self.value($0) }.joined(separator: " ")
        case .opacity: return "opacity:" + self.value(value[0])
        }
    }

    /// A release curve: an easing, or a spring as `linear()` through the model's own spring table.
    private func curve(_ curve: Curve) -> String {
        switch curve {
        case .easing(let easing):
            return CSSMath.easing(easing)
        case .spring(let response):
            return SpringCurve.linear(response: response)
        }
    }

    private func percent(_ offset: Double, after previous: Double?) -> String {
        offset == 1 ? "to" : CSSMath.percent(offset, after: previous)
    }
}
