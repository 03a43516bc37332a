/// Finds local `url(#id)` references in attribute values and CSS text.
enum ReferenceScanner {
    /// The ids (slices of `text`) of every `url(#id)`, `url('#id')` and `url("#id")` in `text`, in order.
    /// External references (`url(file.svg#id)`) are not ours to resolve and are skipped.
    ///
    /// `url(` is found in `source`, the text as written (as Foundation's `range(of:)` found it, even after a
    /// prepended mark), the rest read in `text` (see `LintShadow`). Every attribute value passes through
    /// here; text without the bytes `url(` costs one pass.
    static func urlReferences(in text: LintBytes, source: LintBytes) -> [LintBytes] {
        guard var open = find(in: source, from: 0) else { return [] }
        var ids: [LintBytes] = []
        while true {
            var index = open + 4
            while index < text.count, text[index].isLintSpace { index += 1 }
            if index < text.count, text[index] == UInt8(ascii: "'") || text[index] == UInt8(ascii: "\"") { index += 1 }
            if index < text.count, text[index] == UInt8(ascii: "#") {
                index += 1
                let start = index
                while index < text.count, !endsID(text[index]) { index += 1 }
                ids.append(text.slice(start..<index))
            }
            guard let next = find(in: source, from: index) else { return ids }
            open = next
        }
    }

    /// The index of the next `url(` at or after `start`.
    private static func find(in text: LintBytes, from start: Int) -> Int? {
        guard text.count >= 4 else { return nil }
        var index = start
        while index <= text.count - 4 {
            if text[index] == UInt8(ascii: "u"), text[index + 1] == UInt8(ascii: "r"),
                text[index + 2] == UInt8(ascii: "l"), text[index + 3] == UInt8(ascii: "(")
            {
                return index
            }
            index += 1
        }
        return nil
    }

    /// Whether `byte` ends an id: `)`, a quote or whitespace.
    private static func endsID(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: ")") || byte == UInt8(ascii: "'") || byte == UInt8(ascii: "\"") || byte.isLintSpace
    }
}
