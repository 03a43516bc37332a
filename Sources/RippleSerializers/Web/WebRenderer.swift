import RippleJSON
import RippleKit
import RippleMarkup

/// The files of `--format web`: a style sheet, and the engine with the style's program as a classic script
/// (installed on `document` at load) and as an ES module (`attach`, `press`, `release`, `pressed`, `cancel`;
/// no side effect), and the module's TypeScript declarations.
package struct WebAsset: Equatable, Sendable {
    /// `FILE.css`.
    package var styleSheet: [UInt8]
    /// `FILE.js`.
    package var script: [UInt8]
    /// `FILE.mjs`.
    package var module: [UInt8]
    /// `FILE.d.mts`: the module's declarations (TypeScript pairs `FILE.mjs` with `FILE.d.mts`).
    package var types: [UInt8]
}

/// The web format's front door: a press program in, four files out.
package enum WebRenderer {
    /// Options of the web format.
    package struct Options: Equatable, Sendable {
        /// The class of the elements that get the ripple (`--id-prefix`, default `rg-STYLE`).
        package var className: String
        /// `--reduced-motion`: a wash without movement (`.still`, default), 4× slower, or unchanged.
        package var reducedMotion: ReducedMotion
        /// Whether forced colours show the ripple in the system's text colour.
        package var forcedColors: Bool
        /// Whether a press style's scripts are its program alone, beside the shared engine (`sharedEngine`,
        /// which `batch` writes once per folder with `"engine": "shared"`); otherwise each carries the engine.
        package var sharedEngine = false

        /// Creates options.
        package init(className: String, reducedMotion: ReducedMotion = .still(at: nil), forcedColors: Bool = true) {
            self.className = className
            self.reducedMotion = reducedMotion
            self.forcedColors = forcedColors
        }
    }

    /// The default class of a style's elements.
    package static func defaultClassName(style: String) -> String {
        "rg-" + DocumentRenderer.identifier(style: style)
    }

    /// A press or tap ripple, or a looping decoration: `style` from `StyleTemplate.pressed(_:)`, its press
    /// program and its model (the title, clip and calm frame) from one resolution.
    package static func press(_ style: PressedStyle, options: Options) -> WebAsset {
        let (program, animation) = (style.program, style.animation)
        let sheet = WebStyleSheet(className: options.className, color: program.color, opacity: program.opacity,
                                  reducedMotion: options.reducedMotion, forcedColors: options.forcedColors)
        let text: String, data: String, engine: (script: String, module: String, types: String)
        if program.kind == .loop {
            // A decoration's layers are CSS animations in its sheet; its script gives each element a container.
            let rules = WebLoopRules(program: program, className: options.className)
            text = sheet.sheet(rules, clip: nil, title: animation.title, calm: animation.calmFrameTime).render(.lines)
            data = "{c:\(JSONText.quoted(options.className)),n:\(program.layers.count)}"
            engine = (WebEngineSource.loopScript, WebEngineSource.loopModule, WebEngineSource.loopTypes)
        } else {
            var slow: Double?
            if case .slow(let factor) = options.reducedMotion { slow = factor }
            text = sheet.sheet(nil, clip: animation.clip, title: animation.title, calm: animation.calmFrameTime).render(.lines)
            data = WebProgramScript(program: program, className: options.className, slowFactor: slow).render()
            engine = options.sharedEngine
                ? (WebEngineSource.styleScript, WebEngineSource.styleModule, WebEngineSource.pressTypes)
                : (WebEngineSource.pressScript, WebEngineSource.pressModule, WebEngineSource.pressTypes)
        }
        let header = WebScriptHeader.line(className: options.className, kind: program.kind)
        let script = header + engine.script.replacing("__RIPPLE__", with: data) + "\n"
        let module = header + engine.module.replacing("__RIPPLE__", with: data) + "\n"
        let types = header + engine.types + "\n"
        return WebAsset(styleSheet: Array(text.utf8), script: Array(script.utf8), module: Array(module.utf8), types: Array(types.utf8))
    }

    /// The shared engine's files (`ripplegen.js`, `ripplegen.mjs`, `ripplegen.d.mts`, which the press styles'
    /// scripts rendered with `Options.sharedEngine` use): the same engine, without a style.
    package static let sharedEngine: (script: [UInt8], module: [UInt8], types: [UInt8]) = (
        script: Array((WebScriptHeader.engineLine + WebEngineSource.sharedScript + "\n").utf8),
        module: Array((WebScriptHeader.engineLine + WebEngineSource.sharedModule + "\n").utf8),
        types: Array((WebScriptHeader.engineLine + WebEngineSource.sharedTypes + "\n").utf8)
    )
}
