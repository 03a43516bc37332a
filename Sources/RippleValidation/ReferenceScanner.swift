import Foundation

/// Finds local `url(#id)` references in attribute values and CSS text.
enum ReferenceScanner {
    /// The ids of every `url(#id)`, `url('#id')` and `url("#id")` in `text`, in order.
    /// External references (`url(file.svg#id)`) are not ours to resolve and are skipped.
    ///
    /// Every attribute value passes through here, so ASCII text (all of it, in practice) is scanned
    /// byte-wise; other text keeps the `String` scan, whose `Character` and Unicode-whitespace rules
    /// bytes cannot reproduce. Text without the bytes `url(` holds no reference either way.
    static func urlReferences(in text: LintBytes) -> [String] {
        guard var open = find(in: text, from: 0) else { return [] }
        guard text.isASCII else { return urlReferences(in: text.string) }
        var ids: [String] = []
        while true {
            var index = open + 4
            while index < text.count, text[index].isASCIIWhitespace { index += 1 }
            if index < text.count, text[index] == UInt8(ascii: "'") || text[index] == UInt8(ascii: "\"") { index += 1 }
            if index < text.count, text[index] == UInt8(ascii: "#") {
                index += 1
                let start = index
                while index < text.count, !endsID(text[index]) { index += 1 }
                ids.append(text.slice(start..<index).string)
            }
            guard let next = find(in: text, from: index) else { return ids }
            open = next
        }
    }

    /// `urlReferences` on a `String`: the reference behaviour for non-ASCII text.
    static func urlReferences(in text: String) -> [String] {
        guard text.contains("url(") else { return [] }
        var ids: [String] = []
        var rest = Substring(text)
        while let open = rest.range(of: "url(") {
            rest = rest[open.upperBound...].drop { $0.isWhitespace }
            if let quote = rest.first, quote == "'" || quote == "\"" { rest = rest.dropFirst() }
            guard rest.first == "#" else { continue }
            rest = rest.dropFirst()
            let id = rest.prefix { $0 != ")" && $0 != "'" && $0 != "\"" && !$0.isWhitespace }
            ids.append(String(id))
            rest = rest[id.endIndex...]
        }
        return ids
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
        byte == UInt8(ascii: ")") || byte == UInt8(ascii: "'") || byte == UInt8(ascii: "\"") || byte.isASCIIWhitespace
    }
}
