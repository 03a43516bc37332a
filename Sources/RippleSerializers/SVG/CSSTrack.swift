import RippleKit
import RippleMarkup

/// One animated CSS property of an element: its keyframe offsets, easings and formatted values.
struct CSSTrack {
    var property = ""
    let offsets: [Double]
    let easings: [Easing]
    let values: [String]
    /// The property's value on the element when no animation applies (its presentation attribute or
    /// the initial value), formatted like `values`; minified keyframes leave it out at 0 % and 100 %.
    let rest: String

    init<Value>(_ track: Track<Value>, rest: Value, format: (Value) -> String) {
        offsets = track.keyframes.map { $0.offset }
        easings = track.easings
        values = track.values.map(format)
        self.rest = format(rest)
    }

    func named(_ property: String) -> CSSTrack {
        var copy = self
        copy.property = property
        return copy
    }

    /// One animation an element runs: the `@keyframes` rule it names and the easing of its shorthand.
    struct Scheduled {
        let name: String
        let easing: Easing
    }

    /// The `@keyframes` rules and the class rule animating `className` with `tracks`, and the animations
    /// that rule starts (a reduced-motion rule restarts them with another timing).
    ///
    /// Tracks with the same offsets and easings are merged into one rule (fewer bytes, one animation);
    /// the others become further rules named `<class>-1`, `<class>-2`, … listed in one `animation`.
    /// A rule with the same frames as one written before (another layer's) is not written again: the
    /// animation names the earlier one.
    static func rules(for tracks: [CSSTrack], className: String, timing: Timing, minified: Bool,
                      written: inout [KeyframesRule]) -> (statements: [CSSStatement], animations: [Scheduled]) {
        guard !tracks.isEmpty else { return ([], []) }
        var statements: [CSSStatement] = []
        var animations: [Scheduled] = []
        for (index, group) in schedules(of: tracks).enumerated() {
            let (frames, easing) = Self.frames(for: group, minified: minified)
            let name: String
            if let earlier = written.first(where: { $0.frames == frames }) {
                name = earlier.name
            } else {
                name = index == 0 ? className : "\(className)-\(index)"
                written.append(KeyframesRule(name: name, frames: frames))
                statements.append(.keyframes(name: name, frames: frames))
            }
            animations.append(Scheduled(name: name, easing: easing))
        }
        statements.append(animationRule(animations, className: className, timing: timing, minified: minified))
        return (statements, animations)
    }

    /// The class rule starting `animations` on `className` with `timing`.
    static func animationRule(_ animations: [Scheduled], className: String, timing: Timing, minified: Bool) -> CSSStatement {
        let shorthands = animations.map { shorthand(name: $0.name, timing: timing, easing: $0.easing, minified: minified) }
        return .rule(CSSRule(selector: ".\(className)", declarations: [CSSDeclaration("animation", shorthands.joined(separator: ", "))]))
    }

    /// A `@keyframes` rule already in the style sheet.
    struct KeyframesRule {
        let name: String
        let frames: [CSSKeyframe]
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

    /// The keyframes of a group, and the easing its animation shorthand names.
    ///
    /// Explicit (pretty) documents name `linear` and write every other segment's function in its
    /// keyframe. Minified ones name the most used easing of the moving segments (the first on a tie) in
    /// the shorthand, write only the others, and leave out a value equal to `rest` at 100 % and at 0 % (where the implicit
    /// keyframe is the underlying value with the shorthand's easing, exactly what was left out).
    private static func frames(for group: [CSSTrack], minified: Bool) -> (frames: [CSSKeyframe], easing: Easing) {
        let first = group[0]
        let offsets = separated(first.offsets)
        // A segment that holds its values looks the same under any easing; minified, it takes the shared one.
        let holds = first.easings.indices.map { index in group.allSatisfy { $0.values[index] == $0.values[index + 1] } }
        let moving = first.easings.indices.filter { !holds[$0] }.map { first.easings[$0] }
        let shared = minified ? mostUsed(moving) : .linear
        let last = first.offsets.count - 1
        var frames: [CSSKeyframe] = []
        for index in first.offsets.indices {
            var easing = index < first.easings.count ? first.easings[index] : shared
            if minified, index < holds.count, holds[index] { easing = shared }
            let atEnd = (index == 0 && first.offsets[index] == 0 && easing == shared) || (index == last && first.offsets[index] == 1)
            var declarations: [CSSDeclaration] = []
            for track in group where !(minified && atEnd && track.values[index] == track.rest) {
                declarations.append(CSSDeclaration(track.property, track.values[index]))
            }
            if index < first.easings.count, easing != shared {
                declarations.append(CSSDeclaration("animation-timing-function", function(easing, minified: minified)))
            }
            if declarations.isEmpty { continue }
            frames.append(CSSKeyframe(offset: offsets[index], declarations: declarations))
        }
        return (frames, shared)
    }

    private static func mostUsed(_ easings: [Easing]) -> Easing {
        var best = easings.first ?? .linear
        var bestCount = 0
        for easing in easings {
            let count = easings.lazy.filter { $0 == easing }.count
            if count > bestCount { (best, bestCount) = (easing, count) }
        }
        return best
    }

    /// A CSS timing function; minified, the keyword when one names exactly the written curve.
    static func function(_ easing: Easing, minified: Bool) -> String {
        let (x1, y1, x2, y2) = easing.controlPoints
        let written = NumberFormat.join([x1, y1, x2, y2], separator: ",")
        if minified || easing == .linear {
            for (name, named) in keywords {
                let (a, b, c, d) = named.controlPoints
                if NumberFormat.join([a, b, c, d], separator: ",") == written { return name }
            }
        }
        return "cubic-bezier(\(written))"
    }

    /// The CSS keywords for cubic Béziers.
    private static let keywords: [(String, Easing)] = [
        ("linear", .linear), ("ease", .ease), ("ease-in", .easeIn), ("ease-out", .easeOut), ("ease-in-out", .easeInOut),
    ]

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

    /// `name duration easing delay count [forwards]`: the per-keyframe timing functions override the
    /// easing, and `forwards` holds the final frame exactly as SMIL's `fill="freeze"`. Minified, the
    /// defaults (`ease`, a zero delay, one iteration) are left out.
    private static func shorthand(name: String, timing: Timing, easing: Easing, minified: Bool) -> String {
        var parts = [name, NumberFormat.seconds(timing.duration)]
        let function = function(easing, minified: minified)
        if !(minified && function == "ease") { parts.append(function) }
        if !(minified && timing.delay == 0) { parts.append(NumberFormat.seconds(timing.delay)) }
        let count: Double = switch timing.repeatCount {
        case .indefinite: .infinity
        case .count(let count): count
        }
        if !(minified && count == 1) { parts.append(CSSMath.iterationCount(count)) }
        if timing.fill == .freeze, timing.activeDuration != nil { parts.append("forwards") }
        return parts.joined(separator: " ")
    }
}
