import RippleKit

/// Which attributes a document may use.
package enum Profile: String, CaseIterable, Sendable {
    /// Strictly SVG 1.1: `<title>`/`<desc>` for accessibility, valid against the W3C DTD.
    case svg11
    /// SVG 1.1 plus exactly the ARIA attributes `role`, `aria-label` and `aria-hidden` on the root
    /// (SVG 2 / HTML accessibility); validated by the DTD with those attributes allowed.
    case svg2

    /// The attributes this profile adds to what the SVG 1.1 DTD declares.
    package var extraRootAttributes: Set<String> {
        self == .svg2 ? ["role", "aria-label", "aria-hidden"] : []
    }
}

/// What the CSS format does for people who ask for reduced motion (`prefers-reduced-motion: reduce`).
package enum ReducedMotion: Equatable, Sendable {
    /// Stop the animation and show the model's frame at this time (seconds), or a calm frame chosen
    /// automatically (`nil`: the latest moment of the first cycle where the ripple is most visible).
    case still(at: Double?)
    /// Keep the animation but run it this many times slower.
    case slow(factor: Double)
    /// Ignore the preference.
    case none
}

/// Everything a serializer needs besides the model.
package struct DocumentContext: Equatable, Sendable {
    /// Prefix of ids, classes and keyframe names.
    package var idPrefix: String
    /// SVG 1.1 or SVG 1.1 + ARIA.
    package var profile: Profile
    /// Decorative assets have no accessible name (and `aria-hidden` in the svg2 profile).
    package var decorative: Bool
    /// The CSS format's reduced-motion behaviour.
    package var reducedMotion: ReducedMotion
    /// Whether the CSS format adds `@media (forced-colors: active)` system colours.
    package var forcedColors: Bool
    /// Whether to take the shortest equivalent markup (`--minify`): no `version`, the layers' shared
    /// centre folded into the viewBox, `<circle>` for round ellipses, `#rgb` colours, default SMIL
    /// attributes and CSS keyframe values the element already has left out, easing keywords.
    package var minified: Bool

    /// Creates a context.
    package init(idPrefix: String, profile: Profile = .svg11, decorative: Bool = false,
                reducedMotion: ReducedMotion = .still(at: nil), forcedColors: Bool = true, minified: Bool = false) {
        self.idPrefix = idPrefix
        self.profile = profile
        self.decorative = decorative
        self.reducedMotion = reducedMotion
        self.forcedColors = forcedColors
        self.minified = minified
    }
}

extension RippleAnimation {
    /// A calm frame for reduced motion: over the first cycle, the latest moment at which the layers'
    /// visible opacity is highest (a ring at its start, a press ripple fully expanded before it fades).
    public var calmFrameTime: Double {
        let span = layers.map { max(0, $0.group.timing.delay) + $0.group.timing.duration }.max() ?? 0
        let steps = 400
        // Each layer's paint alpha is constant: weigh the opacities with it once, not per sample.
        let alphas = layers.map { (($0.paint.fill ?? $0.paint.stroke)?.alpha ?? 1) }
        // The parts of each layer the samples read, taken out once: a layer is copied whole when read
        // from the array, 401 times per layer otherwise.
        let timings = layers.map { $0.group.timing }
        let tracks = layers.map { $0.group.opacity }
        let rests = layers.map { $0.rest.opacity }
        var best = (time: 0.0, score: -1.0)
        for step in 0...steps {
            let time = span * Double(step) / Double(steps)
            var score = 0.0
            for index in timings.indices {
                score += RippleLayer.opacity(at: time, timing: timings[index], track: tracks[index], rest: rests[index]) * alphas[index]
            }
            if score >= best.score - 1e-9 { best = (time, max(score, best.score)) }
        }
        return best.time
    }
}
