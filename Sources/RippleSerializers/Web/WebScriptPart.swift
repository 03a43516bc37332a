/// One readable source of the web script, `Templates/web/NAME.js`, whose minified template ships. A script
/// is `((DEFINITIONS) => INSTALL)("CLASS", document)`: the context, timing, start and end parts are
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

    /// The readable source, from the repository root. What ships is its minified template
    /// (`template`, generated into `WebScriptPart+Templates.swift` by `WebScriptCodegen`).
    var file: String { "Templates/web/\(rawValue).js" }
}
