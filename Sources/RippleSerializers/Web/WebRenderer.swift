import RippleKit
import RippleMarkup

/// The two files of `--format web`: a style sheet and a script for HTML elements of one class.
public struct WebAsset: Equatable, Sendable {
    /// `FILE.css`.
    public var styleSheet: [UInt8]
    /// `FILE.js` (a comment only, for a looping decoration, which needs no script).
    public var script: [UInt8]
}

/// The web format's front door: a press program (or, for a looping style, its animation) in, two files out.
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

    /// A press or tap ripple: `program` from `StyleTemplate.pressProgram`, `animation` the same style and
    /// options resolved as usual (its title and clip).
    public static func press(_ program: PressProgram, animation: RippleAnimation, options: Options) -> WebAsset {
        var slow: Double?
        if case .slow(let factor) = options.reducedMotion { slow = factor }
        let sheet = WebStyleSheet(className: options.className, color: program.color, opacity: program.opacity,
                                  reducedMotion: options.reducedMotion, forcedColors: options.forcedColors)
        let rules = WebPressRules(program: program, className: options.className)
        let script = WebScript(kind: program.kind, className: options.className, layers: program.layers.count,
                               dragFade: program.dragFade != nil, slowFactor: slow)
        return WebAsset(styleSheet: Array(sheet.press(rules, dragFade: program.dragFade, clip: animation.clip, title: animation.title).utf8),
                        script: Array(script.render().utf8))
    }

    /// A looping decoration: `mask` is the style resolved in white at opacity 1 (the mask's alpha is the
    /// ripple's), drawn by the CSS format; `color` and `opacity` become the custom properties' defaults.
    public static func decoration(mask: RippleAnimation, color: RGBA, opacity: Double, title: String, options: Options) -> WebAsset {
        let document = DocumentRenderer.renderBytes(mask, options: RenderOptions(
            format: .css, idPrefix: options.className + "-m", layout: .compact, decorative: true,
            reducedMotion: options.reducedMotion, forcedColors: false))
        let sheet = WebStyleSheet(className: options.className, color: color.opaque,
                                  opacity: opacity * color.alpha, reducedMotion: options.reducedMotion, forcedColors: options.forcedColors)
        let note = "/* ripplegen: \(options.className) is a looping decoration; its style sheet alone draws it, so this script is empty */\n"
        return WebAsset(styleSheet: Array(sheet.decoration(mask: document, canvas: mask.canvas, title: title).utf8), script: Array(note.utf8))
    }
}
