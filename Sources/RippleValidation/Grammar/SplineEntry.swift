/// One `keySplines` entry: four control-point numbers.
enum SplineEntry {
    /// The numbers of one spline, separated by whitespace and/or single commas; `nil` for a stray comma.
    static func controlPoints(_ entry: LintBytes) -> [LintBytes]? {
        var numbers: [LintBytes] = []
        numbers.reserveCapacity(4)
        var index = 0
        while true {
            // One comma-separated piece: at least one whitespace-separated word.
            var words = 0
            while index < entry.count, entry[index] != UInt8(ascii: ",") {
                if entry[index].isLintSpace {
                    index += 1
                    continue
                }
                let start = index
                while index < entry.count, entry[index] != UInt8(ascii: ","), !entry[index].isLintSpace {
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
}
