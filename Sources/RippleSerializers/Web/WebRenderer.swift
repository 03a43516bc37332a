import RippleJSON
import RippleKit
import RippleMarkup

/// The files of `--format web`: a style sheet, and the engine with the style's program as a classic script
/// (installed on `document` at load) and as an ES module (`attach`, `press`, `release`; no side effect).
public struct WebAsset: Equatable, Sendable {
    /// `FILE.css`.
    public var styleSheet: [UInt8]
    /// `FILE.js`.
    public var script: [UInt8]
    /// `FILE.mjs`.
    public var module: [UInt8]
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

    /// A press or tap ripple, or a looping decoration: `style` from `StyleTemplate.pressed(_:)`, its press
    /// program and its model (the title, clip and calm frame) from one resolution.
    public static func press(_ style: PressedStyle, options: Options) -> WebAsset {
        let (program, animation) = (style.program, style.animation)
        let sheet = WebStyleSheet(className: options.className, color: program.color, opacity: program.opacity,
                                  reducedMotion: options.reducedMotion, forcedColors: options.forcedColors)
        let text: String, data: String, engine: (script: String, module: String)
        if program.kind == .loop {
            // A decoration's layers are CSS animations in its sheet; its script gives each element a container.
            let rules = WebLoopRules(program: program, className: options.className)
            text = sheet.sheet(rules, clip: nil, title: animation.title, calm: animation.calmFrameTime).render(.lines)
            data = "{c:\(JSONText.quoted(options.className)),n:\(program.layers.count)}"
            engine = (WebEngineSource.loopScript, WebEngineSource.loopModule)
        } else {
            var slow: Double?
            if case .slow(let factor) = options.reducedMotion { slow = factor }
            text = sheet.sheet(nil, clip: animation.clip, title: animation.title, calm: animation.calmFrameTime).render(.lines)
            data = WebProgramLiteral(program: program, className: options.className, slowFactor: slow).render()
            engine = (WebEngineSource.pressScript, WebEngineSource.pressModule)
        }
        let header = WebScriptHeader.line(className: options.className, kind: program.kind)
        let script = header + engine.script.replacing("__RIPPLE__", with: data) + "\n"
        let module = header + engine.module.replacing("__RIPPLE__", with: data) + "\n"
        return WebAsset(styleSheet: Array(text.utf8), script: Array(script.utf8), module: Array(module.utf8))
    }
}
