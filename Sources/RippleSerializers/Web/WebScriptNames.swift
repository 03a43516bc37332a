/// The names of the web script's readable sources (`Templates/web/*.js`) and the names that ship: the
/// minifier's declared mapping. One letter each, chosen once and kept (the shipped scripts are checked in
/// as goldens); a letter is shared only by names that never meet in one scope (`element` and `entries`).
/// Properties and object keys are never renamed: a property the script adds itself (the expando `z` on a
/// waiting container) is written as it ships.
enum WebScriptNames {
    /// Readable → shipped, in the order the sources introduce them.
    static let table: [(readable: String, shipped: String)] = [
        // The script's parameters (press-context.js, loop-context.js): its constants and helpers.
        ("rippleClass", "C"),
        ("doc", "D"),
        ("installedKey", "K"),
        ("heldPresses", "A"),
        ("pathOf", "P"),
        ("playbackRateNow", "Z"),
        ("startAnimations", "T"),
        ("whenFinished", "F"),
        ("startPress", "S"),
        ("endPress", "E"),
        ("sizeObserver", "O"),
        ("attachAll", "U"),
        // Parameters and locals of the helpers and listeners.
        ("event", "v"),
        ("pressId", "i"),
        ("host", "h"),
        ("parent", "B"),
        ("container", "c"),
        ("rect", "r"),
        ("style", "s"),
        ("boxWidth", "W"),
        ("boxHeight", "H"),
        ("rate", "z"),
        ("time", "t"),
        ("animation", "a"),
        ("element", "e"),
        ("entries", "e"),
        ("eventName", "n"),
        ("type", "y"),
        ("isKey", "k"),
        ("phase", "j"),
        ("press", "p"),
    ]

    /// `table` as a dictionary, for `ScriptMinifier`.
    static let mapping: [String: String] = Dictionary(uniqueKeysWithValues: table.map { ($0.readable, $0.shipped) })
}
