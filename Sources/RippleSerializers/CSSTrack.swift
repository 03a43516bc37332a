import RippleKit
import RippleMarkup

/// One animated CSS property of an element: its keyframe offsets, easings and formatted values.
struct CSSTrack {
    var property = ""
    let offsets: [Double]
    let easings: [Easing]
    let values: [String]

    init<Value>(_ track: Track<Value>, format: (Value) -> String) {
        offsets = track.keyframes.map(\.offset)
        easings = track.easings
        values = track.values.map(format)
    }

    func named(_ property: String) -> CSSTrack {
        var copy = self
        copy.property = property
        return copy
    }

    /// The `@keyframes` rules and the class rule animating `className` with `tracks`.
    ///
    /// Tracks with the same offsets and easings are merged into one rule (fewer bytes, one animation);
    /// the others become further rules named `<class>-1`, `<class>-2`, … listed in one `animation`.
    static func rules(for tracks: [CSSTrack], className: String, timing: Timing) -> [CSSStatement] {
        guard !tracks.isEmpty else { return [] }
        var statements: [CSSStatement] = []
        for (index, group) in schedules(of: tracks).enumerated() {
            statements.append(.keyframes(name: keyframesName(className, index), frames: frames(for: group)))
        }
        statements.append(animationRule(for: tracks, className: className, timing: timing))
        return statements
    }

    /// The class rule starting the animations of `tracks` (named as `rules` names them) with `timing`.
    static func animationRule(for tracks: [CSSTrack], className: String, timing: Timing) -> CSSStatement {
        let animations = schedules(of: tracks).indices.map { shorthand(name: keyframesName(className, $0), timing: timing) }
        return .rule(CSSRule(selector: ".\(className)", declarations: [CSSDeclaration("animation", animations.joined(separator: ", "))]))
    }

    private static func keyframesName(_ className: String, _ index: Int) -> String {
        index == 0 ? className : "\(className)-\(index)"
    }

    /// Tracks grouped by equal offsets and easings, in first-appearance order.
    private static func schedules(of tracks: [CSSTrack]) -> [[CSSTrack]] {
        var schedules: [[CSSTrack]] = []
        for track in tracks {
            if let index = schedules.firstIndex(where: { $0[0].offsets == track.offsets && $0[0].easings == track.easings }) {
                schedules[index].append(track)
            } else {
                schedules.append([track])
            }
        }
        return schedules
    }

    private static func frames(for group: [CSSTrack]) -> [CSSKeyframe] {
        let first = group[0]
        let offsets = separated(first.offsets)
        return first.offsets.indices.map { index in
            var declarations = group.map { CSSDeclaration($0.property, $0.values[index]) }
            if index < first.easings.count, first.easings[index] != .linear {
                let (x1, y1, x2, y2) = first.easings[index].controlPoints
                declarations.append(CSSDeclaration("animation-timing-function",
                                                   "cubic-bezier(\(NumberFormat.join([x1, y1, x2, y2], separator: ",")))"))
            }
            return CSSKeyframe(offset: offsets[index], declarations: declarations)
        }
    }

    /// The smallest step between written keyframe offsets: 0.0001 %, the formatter's resolution.
    static let jumpStep = 0.000_001

    /// Keyframe offsets with jumps pulled apart by one step. Two CSS keyframes at the same percentage
    /// merge into one, so a jump (two model keyframes at one offset) is written one step apart instead;
    /// at 100 % the earlier of the two moves back.
    static func separated(_ offsets: [Double]) -> [Double] {
        var result = offsets
        for index in result.indices.dropFirst() where offsets[index] == offsets[index - 1] {
            if offsets[index] >= 1 {
                result[index - 1] = offsets[index] - jumpStep
            } else {
                result[index] = offsets[index] + jumpStep
            }
        }
        return result
    }

    /// `name duration linear delay count [forwards]`: the per-keyframe timing functions override
    /// `linear`, and `forwards` holds the final frame exactly as SMIL's `fill="freeze"`.
    private static func shorthand(name: String, timing: Timing) -> String {
        var parts = [name, NumberFormat.seconds(timing.duration), "linear", NumberFormat.seconds(timing.delay)]
        switch timing.repeatCount {
        case .indefinite: parts.append("infinite")
        case .count(let count): parts.append(NumberFormat.format(count))
        }
        if timing.fill == .freeze, timing.activeDuration != nil { parts.append("forwards") }
        return parts.joined(separator: " ")
    }
}
