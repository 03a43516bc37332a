import RippleKit
import RippleMarkup

/// The two files of `--format web`: a style sheet and a script for HTML elements of one class.
public struct WebAsset: Equatable, Sendable {
    /// `FILE.css`.
    public var styleSheet: [UInt8]
    /// `FILE.js`.
    public var script: [UInt8]
}

/// The web format's front door: a press program in, two files out.
public enum WebRenderer {
    /// Options of the web format.
    public struct Options: Equatable, Sendable {
        /// The class of the elements that get the ripple (`--id-prefix`, default `rg-STYLE`).
        public var className: String
        /// `--reduced-motion`: a wash without movement (`.still`, default), 4× slower, or unchanged.
        public var reducedMotion: ReducedMotion
        /// Whether forced colours show the ripple in the system's text colour.
        public var forcedColors: Bool

        /// Creates options.
        public init(className: String, reducedMotion: ReducedMotion = .still(at: nil), forcedColors: Bool = true) {
            self.className = className
            self.reducedMotion = reducedMotion
            self.forcedColors = forcedColors
        }
    }

    /// The default class of a style's elements.
    public static func defaultClassName(style: String) -> String {
        "rg-" + DocumentRenderer.identifier(style: style)
    }

    /// A press or tap ripple, or a looping decoration: `program` from `StyleTemplate.pressProgram`,
    /// `animation` the same style and options resolved as usual (its title, clip and calm frame).
    public static func press(_ program: PressProgram, animation: RippleAnimation, options: Options) -> WebAsset {
        var slow: Double?
        if case .slow(let factor) = options.reducedMotion { slow = factor }
        let sheet = WebStyleSheet(className: options.className, color: program.color, opacity: program.opacity,
                                  reducedMotion: options.reducedMotion, forcedColors: options.forcedColors)
        let rules = WebPressRules(program: program, className: options.className)
        // A loop slows in its sheet (its animations start with the element, not at an event).
        let script = WebScript(kind: program.kind, className: options.className, layers: program.layers.count,
                               dragFade: program.dragFade != nil, slowFactor: program.kind == .loop ? nil : slow)
        let text = sheet.sheet(rules, dragFade: program.dragFade, clip: animation.clip, title: animation.title, calm: animation.calmFrameTime)
        return WebAsset(styleSheet: Array(text.utf8), script: Array(script.render().utf8))
    }
}
