import Testing

/// Pinned fragments of a generated text: each must be there, after the one before it.
enum TextFragments {
    /// Records an issue for the first fragment that is missing or out of order.
    static func expectInOrder(_ fragments: [String], in text: String, sourceLocation: SourceLocation = #_sourceLocation) {
        var rest = Substring(text)
        for fragment in fragments {
            guard let range = rest.range(of: fragment) else {
                Issue.record("missing, or out of order: \(fragment)\nin \(text)", sourceLocation: sourceLocation)
                return
            }
            rest = rest[range.upperBound...]
        }
    }
}
