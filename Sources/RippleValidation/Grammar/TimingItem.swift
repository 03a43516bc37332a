/// One `;`-separated item of a `begin` or `end` attribute: an offset (`0.5s`, `-0.9s`), a sync-base
/// (`id.begin+0.4s`, `id.repeat(2)`), an event (`click+1s`) or a keyword (`indefinite`, `wallclock(…)`,
/// `accessKey(…)`).
enum TimingItem {
    /// An offset, an event or a keyword: nothing more to check.
    case plain
    /// A sync-base: `id` must name an element.
    case syncBase(id: String)
    /// The offset's clock value is wrong (`text` is the clock value as written).
    case badClock(ClockValue.Problem, text: LintBytes)
    /// An id containing `-` with no `+` in the item: Chromium splits the item at the first `-`.
    case hyphenatedID(String)
    /// Not a clock value, sync-base, event or keyword.
    case unknown

    /// Events that SMIL timing in SVG 1.1 can wait for (DOM Level 2 and SVG event names).
    static let eventNames: Set<String> = [
        "focusin", "focusout", "activate", "click", "mousedown", "mouseup", "mouseover", "mousemove",
        "mouseout", "mouseenter", "mouseleave", "load", "unload", "abort", "error", "resize", "scroll",
        "zoom", "beginEvent", "endEvent", "repeatEvent", "DOMFocusIn", "DOMFocusOut", "DOMActivate",
        "SVGLoad", "SVGUnload", "SVGAbort", "SVGError", "SVGResize", "SVGScroll", "SVGZoom",
        "keydown", "keyup", "touchstart", "touchend",
    ]

    /// Parses one item (already trimmed) as the lint reads it; ids and event names are taken from their
    /// original text, `source(piece)` (the same bytes for ASCII text, see `LintShadow`).
    static func parse(_ item: LintBytes, source: (LintBytes) -> LintBytes) -> TimingItem {
        if item.equals("indefinite") || item.hasPrefix("wallclock(") && item.hasSuffix(")") { return .plain }
        guard let first = item.first else { return .unknown }
        // A number (an offset) or its sign.
        if first.isASCIIDigit || first == LintShadow.number || "+-.".utf8.contains(first) { return offset(item) }
        var index = 0
        let base = scanID(item, &index)
        var id: String?
        if index < item.count, item[index] == UInt8(ascii: ".") {
            index += 1
            id = unescaped(base, source: source(base))
        } else {
            index = 0  // no sync-base: rescan the leading name as an event (ids may hold '-', events do not)
        }
        let eventStart = index
        while index < item.count, isNameByte(item[index]) { index += 1 }
        if index < item.count, item[index] == UInt8(ascii: "("), let close = item.dropping(index).firstIndex(of: UInt8(ascii: ")")) {
            index += close + 1
        }
        let event = item.slice(eventStart..<index)
        let rest = SMILList.trimmed(item.dropping(index))
        if let sign = rest.first, sign != UInt8(ascii: "+"), sign != UInt8(ascii: "-") { return .unknown }
        if let id, hasUnescapedHyphen(base), item.firstIndex(of: UInt8(ascii: "+")) == nil { return .hyphenatedID(id) }
        guard isKnown(event: event, name: source(event).string, hasBase: id != nil) else { return .unknown }
        if !rest.isEmpty, case .badClock(let problem, let text) = offset(rest) { return .badClock(problem, text: text) }
        return id.map { .syncBase(id: $0) } ?? .plain
    }

    /// A signed offset (`+ 0.4s`, `-0.9s`, `1s`): `.plain` or `.badClock`.
    private static func offset(_ text: LintBytes) -> TimingItem {
        let signed = text.first == UInt8(ascii: "+") || text.first == UInt8(ascii: "-")
        let clock = signed ? SMILList.trimmed(text.dropping(1)) : text
        if case .failure(let problem) = ClockValue.seconds(clock) { return .badClock(problem, text: clock) }
        return .plain
    }

    /// Whether `name` (the event as written; `event` as the lint reads it) is an event SMIL can wait for.
    /// `Character` comparisons on the name, as always: `K` (U+212A) is canonically `K`.
    private static func isKnown(event: LintBytes, name: String, hasBase: Bool) -> Bool {
        if hasBase, name == "begin" || name == "end" { return true }
        if name.hasPrefix("repeat("), name.hasSuffix(")") {
            return SMILList.number(event.slice(7..<event.count - 1)) != nil
        }
        if !hasBase, name.hasPrefix("accessKey("), name.hasSuffix(")"), name.count > 11 { return true }
        return eventNames.contains(name)
    }

    /// A letter or a digit (`Character.isLetter`, `isNumber`).
    private static func isNameByte(_ byte: UInt8) -> Bool {
        byte.isASCIIDigit || (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
            || byte == LintShadow.letter || byte == LintShadow.number
    }

    /// An XML name where `\` escapes the next character (SMIL's way to put `.`, `-`, `+` in ids).
    private static func scanID(_ text: LintBytes, _ index: inout Int) -> LintBytes {
        let start = index
        while index < text.count {
            let byte = text[index]
            if byte == UInt8(ascii: "\\") {
                // The escaped `Character`: CR LF, or a byte and what continues it.
                index += text.dropping(index + 1).hasPrefix("\r\n") ? 3 : 2
                while index < text.count, LintShadow.continues(text[index]) { index += 1 }
            } else if isNameByte(byte) || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ":") {
                index += 1
            } else {
                break
            }
        }
        index = min(index, text.count)
        return text.slice(start..<index)
    }

    /// The id without its escaping `\`s (`id` as the lint reads it decides, `source` gives the bytes).
    private static func unescaped(_ id: LintBytes, source: LintBytes) -> String {
        var result: [UInt8] = []
        var escaping = false
        for index in 0..<id.count {
            if id[index] == UInt8(ascii: "\\"), !escaping {
                escaping = true
            } else {
                result.append(source[index])
                escaping = false
            }
        }
        return String(decoding: result, as: UTF8.self)
    }

    private static func hasUnescapedHyphen(_ id: LintBytes) -> Bool {
        id.indices.contains { id[$0] == UInt8(ascii: "-") && ($0 == 0 || id[$0 - 1] != UInt8(ascii: "\\")) }
    }
}
