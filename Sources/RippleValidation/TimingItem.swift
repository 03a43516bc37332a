/// One `;`-separated item of a `begin` or `end` attribute.
enum TimingItem: Equatable {
    /// `indefinite`, `wallclock(…)` or `accessKey(…)`: nothing to check further.
    case keyword
    /// A plain offset such as `0.5s` or `-0.9s`.
    case offset(seconds: Double)
    /// `id.begin+0.4s`, `id.click` or `id.repeat(2)`: `id` must name an element.
    case based(id: String, event: String)
    /// An event on the animation's own target, such as `click+1s`.
    case event(String)

    /// Why an item was rejected.
    enum Problem: Error, Equatable {
        /// The offset's clock value is wrong (`text` is the clock value as written).
        case clock(ClockValue.Problem, text: Substring)
        /// An id containing `-` with no `+` in the item: Chromium splits the item at the first `-`.
        case hyphenatedID(String)
        /// Not a clock value, sync-base, event or keyword.
        case unknown
    }

    /// Events that SMIL timing in SVG 1.1 can wait for (DOM Level 2 and SVG event names).
    static let eventNames: Set<String> = [
        "focusin", "focusout", "activate", "click", "mousedown", "mouseup", "mouseover", "mousemove",
        "mouseout", "mouseenter", "mouseleave", "load", "unload", "abort", "error", "resize", "scroll",
        "zoom", "beginEvent", "endEvent", "repeatEvent", "DOMFocusIn", "DOMFocusOut", "DOMActivate",
        "SVGLoad", "SVGUnload", "SVGAbort", "SVGError", "SVGResize", "SVGScroll", "SVGZoom",
        "keydown", "keyup", "touchstart", "touchend",
    ]

    /// Parses one item (already trimmed). Works on `Character`s: ids and event names may hold any
    /// letter, so this is the general (and slower) path; see `parseOffset` for the common one.
    static func parse(_ item: Substring) -> Result<TimingItem, Problem> {
        if item == "indefinite" { return .success(.keyword) }
        if item.hasPrefix("wallclock("), item.hasSuffix(")") { return .success(.keyword) }
        guard let first = item.first else { return .failure(.unknown) }
        if first.isNumber || first == "." || first == "+" || first == "-" {
            return offset(item).map { .offset(seconds: $0) }
        }

        var index = item.startIndex
        let base = scanID(item, &index)
        var event: Substring
        var id: String?
        if index < item.endIndex, item[index] == "." {
            index = item.index(after: index)
            event = scanEvent(item, &index)
            id = unescaped(base)
        } else {
            // No sync-base: rescan the leading name as an event (ids may hold '-', events do not).
            index = item.startIndex
            event = scanEvent(item, &index)
        }
        let rest = SMILList.trimmed(item[index...])
        if !rest.isEmpty, rest.first != "+", rest.first != "-" { return .failure(.unknown) }
        if let id, hasUnescapedHyphen(base), !item.contains("+") { return .failure(.hyphenatedID(id)) }
        guard isKnown(event: event, hasBase: id != nil) else { return .failure(.unknown) }
        if !rest.isEmpty, case .failure(let problem) = offset(rest) { return .failure(problem) }
        if let id { return .success(.based(id: id, event: String(event))) }
        return .success(event.hasPrefix("accessKey(") ? .keyword : .event(String(event)))
    }

    /// `parse` for the common case, on bytes: an ASCII item that starts like an offset (`0.5s`,
    /// `-0.9s`), which is all that generated documents hold. `nil` when the item needs `parse`.
    static func parseOffset(_ item: LintBytes) -> Result<TimingItem, Problem>? {
        guard let first = item.first, item.isASCII,
            first.isASCIIDigit || first == UInt8(ascii: ".") || first == UInt8(ascii: "+") || first == UInt8(ascii: "-")
        else { return nil }
        var clock = item
        var sign = 1.0
        if first == UInt8(ascii: "+") || first == UInt8(ascii: "-") {
            sign = first == UInt8(ascii: "-") ? -1 : 1
            clock = SMILList.trimmed(item.dropping(1))
        }
        switch ClockValue.seconds(clock) {
        case .success(let seconds): return .success(.offset(seconds: sign * seconds))
        case .failure(let problem): return .failure(.clock(problem, text: Substring(clock.string)))
        }
    }

    /// A signed offset (`+ 0.4s`, `-0.9s`, `1s`) in seconds.
    private static func offset(_ text: Substring) -> Result<Double, Problem> {
        var clock = text
        var sign = 1.0
        if let first = clock.first, first == "+" || first == "-" {
            sign = first == "-" ? -1 : 1
            clock = SMILList.trimmed(clock.dropFirst())
        }
        switch ClockValue.seconds(clock) {
        case .success(let seconds): return .success(sign * seconds)
        case .failure(let problem): return .failure(.clock(problem, text: clock))
        }
    }

    private static func isKnown(event: Substring, hasBase: Bool) -> Bool {
        if hasBase, event == "begin" || event == "end" { return true }
        if event.hasPrefix("repeat("), event.hasSuffix(")") {
            return SMILList.number(event.dropFirst(7).dropLast()) != nil
        }
        if !hasBase, event.hasPrefix("accessKey("), event.hasSuffix(")"), event.count > 11 { return true }
        return eventNames.contains(String(event))
    }

    /// An XML name where `\` escapes the next character (SMIL's way to put `.`, `-`, `+` in ids).
    private static func scanID(_ text: Substring, _ index: inout Substring.Index) -> Substring {
        let start = index
        while index < text.endIndex {
            let character = text[index]
            if character == "\\" {
                index = text.index(after: index)
                if index < text.endIndex { index = text.index(after: index) }
            } else if character.isLetter || character.isNumber || "_-:".contains(character) {
                index = text.index(after: index)
            } else {
                break
            }
        }
        return text[start..<index]
    }

    /// An event name, optionally with a parenthesised argument: `begin`, `click`, `repeat(2)`.
    private static func scanEvent(_ text: Substring, _ index: inout Substring.Index) -> Substring {
        let start = index
        while index < text.endIndex, text[index].isLetter || text[index].isNumber { index = text.index(after: index) }
        if index < text.endIndex, text[index] == "(", let close = text[index...].firstIndex(of: ")") {
            index = text.index(after: close)
        }
        return text[start..<index]
    }

    private static func unescaped(_ id: Substring) -> String {
        var result = ""
        var escaping = false
        for character in id {
            if character == "\\", !escaping {
                escaping = true
            } else {
                result.append(character)
                escaping = false
            }
        }
        return result
    }

    private static func hasUnescapedHyphen(_ id: Substring) -> Bool {
        var previous: Character = " "
        for character in id {
            if character == "-", previous != "\\" { return true }
            previous = character
        }
        return false
    }
}
