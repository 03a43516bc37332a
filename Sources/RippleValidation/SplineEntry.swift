/// One `keySplines` entry: four control-point numbers.
enum SplineEntry {
    /// The numbers of one spline, separated by whitespace and/or single commas; `nil` for a stray comma.
    ///
    /// ASCII entries are split byte-wise; others with `String` splitting (Unicode whitespace,
    /// `Character` commas), the pieces mapped back to bytes.
    static func controlPoints(_ entry: LintBytes) -> [LintBytes]? {
        guard entry.isASCII else {
            let text = entry.string
            return controlPoints(Substring(text)).map { pieces in
                pieces.map { entry.slice(SMILList.utf8Range(of: $0, in: text)) }
            }
        }
        var numbers: [LintBytes] = []
        numbers.reserveCapacity(4)
        var index = 0
        while true {
            // One comma-separated piece: at least one whitespace-separated word.
            var words = 0
            while index < entry.count, entry[index] != UInt8(ascii: ",") {
                if entry[index].isASCIIWhitespace {
                    index += 1
                    continue
                }
                let start = index
                while index < entry.count, entry[index] != UInt8(ascii: ","), !entry[index].isASCIIWhitespace {
                    index += 1
                }
                numbers.append(entry.slice(start..<index))
                words += 1
            }
            guard words > 0 else { return nil }
            guard index < entry.count else { return numbers }
            index += 1  // the comma
        }
    }

    /// `controlPoints` on a `Substring`: the reference behaviour for non-ASCII text.
    static func controlPoints(_ entry: Substring) -> [Substring]? {
        var numbers: [Substring] = []
        for piece in entry.split(separator: ",", omittingEmptySubsequences: false) {
            let words = piece.split(whereSeparator: \.isWhitespace)
            guard !words.isEmpty else { return nil }
            numbers += words
        }
        return numbers
    }
}
