/// "Did you mean" suggestions by edit distance.
package enum Suggest {
    /// The candidate closest to `word` among those close enough to be a plausible typo (an edit distance of
    /// at most a third of the candidate, or 2).
    ///
    /// Linear in `word`: the distance is at least the difference in length, so a candidate that differs in
    /// length by more than its limit is passed over without computing it (a 100,000-character value was
    /// compared with every colour name, 17 s).
    package static func closest(to word: String, in candidates: [String]) -> String? {
        let word = Array(word.lowercased())
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            let limit = max(2, candidate.count / 3)
            guard abs(word.count - candidate.count) <= limit else { continue }
            let found = distance(word, Array(candidate.lowercased()))
            if found <= limit, found < best?.distance ?? .max { best = (candidate, found) }
        }
        return best?.candidate
    }

    /// Levenshtein distance between two strings.
    package static func distance(_ a: String, _ b: String) -> Int {
        distance(Array(a), Array(b))
    }

    private static func distance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }
}
