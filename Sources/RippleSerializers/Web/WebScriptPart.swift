/// One readable source of the web script, `Templates/web/NAME.js` (embedded at build time, as the
/// styles are), and its minified template. A script is
/// `((DEFINITIONS) => INSTALL)("CLASS", document)`: the context, timing, start and end parts are
/// definitions (the arrow function's parameters, with their default values), the install parts its body.
enum WebScriptPart: String, CaseIterable, Sendable {
    /// The class, the document, the run-once key, the held presses and the composed path (and the
    /// playback rate under reduced motion).
    case pressContext = "press-context"
    /// Starting a press's animations at its event time, and what happens when they are over.
    case pressTiming = "press-timing"
    /// A press begins: which elements ripple, the container, the numbers.
    case pressStart = "press-start"
    /// A held press ends: the hold, the release's animations, or the ripple goes.
    case pressEnd = "press-end"
    /// Once per document: the listeners of a press or a tap.
    case pressInstall = "press-install"
    /// A looping decoration's definitions: the class, the document, the size observer and the attaching.
    case loopContext = "loop-context"
    /// Once per document: containers now and whenever the page changes.
    case loopInstall = "loop-install"

    /// Whether the part is definitions (parameters of the script's arrow function) or its body.
    var isDefinitions: Bool { self != .pressInstall && self != .loopInstall }

    /// The readable source, as embedded.
    var source: [UInt8] {
        switch self {
        case .pressContext: PackageResources.press_context_js
        case .pressTiming: PackageResources.press_timing_js
        case .pressStart: PackageResources.press_start_js
        case .pressEnd: PackageResources.press_end_js
        case .pressInstall: PackageResources.press_install_js
        case .loopContext: PackageResources.loop_context_js
        case .loopInstall: PackageResources.loop_install_js
        }
    }

    /// The minified template, made once per process (the sources are part of the binary; a test
    /// minifies each one, so a source the minifier refuses fails the tests, not a user's run).
    var template: ScriptTemplate { Self.templates[self]! }

    private static let templates: [WebScriptPart: ScriptTemplate] = Dictionary(uniqueKeysWithValues: allCases.map { part in
        do {
            return (part, try ScriptMinifier.minify(part.source, names: WebScriptNames.mapping))
        } catch {
            // A defect of Templates/web that no input can cause, and that WebScriptPartTests report first.
            fatalError("Templates/web/\(part.rawValue).js: \(error)")
        }
    })
}
