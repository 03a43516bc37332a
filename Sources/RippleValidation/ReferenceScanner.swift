import Foundation

/// Finds local `url(#id)` references in attribute values and CSS text.
enum ReferenceScanner {
    /// The ids of every `url(#id)`, `url('#id')` and `url("#id")` in `text`, in order.
    /// External references (`url(file.svg#id)`) are not ours to resolve and are skipped.
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
}
