import RippleKit
import RippleMarkup

/// The first line of every script `--format web` writes, `/* ripplegen CLASS: press ripple, docs/web.md */`,
/// and its recogniser: the CLI replaces an existing `FILE.js` or `FILE.mjs` only when its first line is
/// exactly such a header, so the line is made and read in this one place.
package enum WebScriptHeader {
    /// The words after the class name: what the script does.
    static func kind(_ kind: PressProgram.Kind) -> String {
        switch kind {
        case .held: "press ripple"
        case .tap: "tap ripple"
        case .loop: "looping decoration"
        }
    }

    /// The header line, with its newline.
    static func line(className: String, kind: PressProgram.Kind) -> String {
        "/* ripplegen \(className): \(Self.kind(kind)), docs/web.md */\n"
    }

    /// The words of the shared engine's files, whose "class" is `ripplegen`.
    static let engine = "shared engine"

    /// The shared engine's header line, with its newline.
    static let engineLine = "/* ripplegen ripplegen: \(engine), docs/web.md */\n"

    /// The words of a style bundle's scripts (`"engine": "bundle"`), whose "class" is `ripplegen` too.
    static let bundle = "style bundle"

    /// The style bundle's header line, with its newline.
    static let bundleLine = "/* ripplegen ripplegen: \(bundle), docs/web.md */\n"

    /// The longest first line `matches` can accept, in bytes (a class name is a CSS identifier of at most
    /// a few hundred bytes), so a reader need not read more of a file than this.
    package static let maximumLength = 4096

    /// Whether `line` (the first line of a file, without its newline) is a header ripplegen writes: the
    /// exact form, with a class name that is a CSS identifier and one of the three kinds, so a user's
    /// `/* ripplegenX */` or `/* ripplegen */` is not taken for one.
    ///
    /// - Parameter line: the bytes before the first newline.
    /// - Returns: `true` only for a line `line(className:kind:)` can make.
    package static func matches(_ line: some Collection<UInt8>) -> Bool {
        guard line.count <= maximumLength else { return false }
        let text = String(decoding: line, as: UTF8.self)
        // Bytes that are not UTF-8 decode to U+FFFD, which a name may hold: ripplegen never writes them.
        guard text.utf8.elementsEqual(line) else { return false }
        let prefix = "/* ripplegen ", suffix = ", docs/web.md */"
        guard text.hasPrefix(prefix), text.hasSuffix(suffix), text.utf8.count > prefix.utf8.count + suffix.utf8.count else { return false }
        let middle = text.dropFirst(prefix.count).dropLast(suffix.count)
        guard let colon = middle.firstIndex(of: ":") else { return false }
        let className = String(middle[..<colon])
        let kind = middle[colon...]
        return CSSText.isIdentifier(className)
            && ([PressProgram.Kind.held, .tap, .loop].contains { kind == ": " + Self.kind($0) } || kind == ": " + engine || kind == ": " + bundle)
    }
}
