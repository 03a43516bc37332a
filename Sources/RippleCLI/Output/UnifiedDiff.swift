import RippleDiagnostics

/// A unified diff of two texts by lines (`diff -u` layout, 3 lines of context), for `--check`, with its work and
/// its length bounded. The lines both texts start and end with are found in their bytes and never split into
/// lines; the lines between are diffed by Myers' O(ND) search up to `maximumEdits` and `maximumWork`, past which
/// the answer is which lines differ and where the first difference is. The diff is cut after the lines the
/// caller has room for. (Swift's `difference(from:)` over whole files took 76 s for 80,000 lines.)
enum UnifiedDiff {
    /// Lines removed plus lines added that the diff looks for (Myers' D): nobody reads a diff of thousands of
    /// lines, and finding one costs D × lines.
    static let maximumEdits = 1_000
    /// Steps of the search (diagonal moves and comparisons) before it gives up the same way.
    static let maximumWork = 20_000_000

    typealias Line = ArraySlice<UInt8>

    /// A line removed from the old text (`old` is its index) or added from the new one (`new` is its index), at the
    /// point (`old`, `new`) of the edit graph.
    struct Edit {
        let removes: Bool
        let old: Int
        let new: Int
    }

    /// Where two texts first differ: the byte offset of the line that differs in both (a line start), and the
    /// byte counts of the whole lines both end with after it.
    struct CommonEnds {
        let start: Int
        let oldEnd: Int
        let newEnd: Int

        init(_ old: [UInt8], _ new: [UInt8]) {
            let shorter = min(old.count, new.count)
            var start = 0
            while start < shorter, old[start] == new[start] { start += 1 }
            while start > 0, old[start - 1] != UnifiedDiff.newline { start -= 1 }
            var tail = 0
            while tail < shorter - start, old[old.count - 1 - tail] == new[new.count - 1 - tail] { tail += 1 }
            while tail > 0, !UnifiedDiff.isLineStart(old, old.count - tail) || !UnifiedDiff.isLineStart(new, new.count - tail) { tail -= 1 }
            (self.start, oldEnd, newEnd) = (start, old.count - tail, new.count - tail)
        }
    }

    static let newline = UInt8(ascii: "\n")

    /// The diff, or an empty string when the texts have the same lines: at most `room` lines (headers included),
    /// then one line counting what was left out.
    static func make(old: [UInt8], new: [UInt8], oldName: String, newName: String, room: Int, context: Int = 3) -> String {
        let ends = CommonEnds(old, new)
        let oldBytes = old[ends.start..<ends.oldEnd], newBytes = new[ends.start..<ends.newEnd]
        let counts = (lineCount(oldBytes), lineCount(newBytes)), first = lineCount(old[..<ends.start])
        let header = "--- \(oldName)\n+++ \(newName)\n"
        // Every line of the longer middle beyond the shorter one's length is an edit: too many is known unsplit.
        guard abs(counts.0 - counts.1) <= maximumEdits, let edits = edits(lines(oldBytes), lines(newBytes)) else {
            return header + tooMany(old, new, ends: ends, first: first, counts: counts)
        }
        guard !edits.isEmpty else { return "" }
        // The middles with up to `context` whole lines each side: all the hunks can show.
        let before = lines(endingAt: ends.start, of: old, count: context), after = lines(from: ends.oldEnd, of: old, count: context)
        let shifted = edits.map { Edit(removes: $0.removes, old: $0.old + before.count, new: $0.new + before.count) }
        return header + hunks(shifted, a: before + lines(oldBytes) + after, b: before + lines(newBytes) + after,
                              firstLine: first - before.count, context: context, room: max(1, room - 2))
    }

    /// What is said in place of a diff past the bounds: the lines that differ, and the first difference.
    private static func tooMany(_ old: [UInt8], _ new: [UInt8], ends: CommonEnds, first: Int, counts: (Int, Int)) -> String {
        func span(_ text: [UInt8], _ count: Int) -> String {
            let range = count > 0 ? "lines \(Bound.grouped(first + 1))–\(Bound.grouped(first + count))" : "no lines"
            return range + " (of \(Bound.grouped(lineCount(text[...]))))"
        }
        func quoted(_ text: [UInt8]) -> String {
            guard ends.start < text.count else { return "the end of the file" }
            let line = text[ends.start...].prefix { $0 != newline }
            return "'\(Printable.text(String(decoding: line, as: UTF8.self)))'"
        }
        return "committed \(span(old, counts.0)) and generated \(span(new, counts.1)) differ by more than \(Bound.grouped(maximumEdits)) "
            + "lines removed or added: too many to diff\n"
            + "first difference at line \(Bound.grouped(first + 1)): committed \(quoted(old)) vs generated \(quoted(new))\n"
    }

    /// The hunks around `edits`, numbered from `firstLine`, cut after `room` lines with a line counting the rest.
    private static func hunks(_ edits: [Edit], a: [Line], b: [Line], firstLine: Int, context: Int, room: Int) -> String {
        var output = "", printed = 0, index = 0
        while index < edits.count {
            // A hunk runs while the equal lines between two edits are at most twice the context.
            var last = index
            while last + 1 < edits.count, edits[last + 1].old - end(edits[last]).old <= 2 * context { last += 1 }
            let lead = min(context, edits[index].old, edits[index].new)
            let tail = min(context, a.count - end(edits[last]).old, b.count - end(edits[last]).new)
            let start = (old: edits[index].old - lead, new: edits[index].new - lead)
            let stop = (old: end(edits[last]).old + tail, new: end(edits[last]).new + tail)
            let oldCount = stop.old - start.old, newCount = stop.new - start.new
            let oldStart = firstLine + start.old + (oldCount > 0 ? 1 : 0), newStart = firstLine + start.new + (newCount > 0 ? 1 : 0)
            var lines = ["@@ -\(oldStart),\(oldCount) +\(newStart),\(newCount) @@"]
            var (i, j, next) = (start.old, start.new, index)
            while i < stop.old || j < stop.new {
                if next <= last, edits[next].old == i, edits[next].new == j {
                    lines.append(edits[next].removes ? "-" + text(a[i]) : "+" + text(b[j]))
                    if edits[next].removes { i += 1 } else { j += 1 }
                    next += 1
                } else {
                    lines.append(" " + text(a[i]))
                    i += 1
                    j += 1
                }
            }
            guard printed + lines.count <= room else {
                let shown = lines.prefix(max(0, room - printed))
                output += shown.map { $0 + "\n" }.joined()
                let left = edits.count - index - shown.dropFirst().count { $0.first != " " }
                return output + "… the diff goes on: \(Bound.grouped(left)) more \(left == 1 ? "line" : "lines") removed or added (up to line "
                    + "\(Bound.grouped(firstLine + end(edits[edits.count - 1]).old)) of the committed file) not shown\n"
            }
            output += lines.map { $0 + "\n" }.joined()
            printed += lines.count
            index = last + 1
        }
        return output
    }

    /// Where the edit graph stands after `edit`.
    private static func end(_ edit: Edit) -> (old: Int, new: Int) {
        edit.removes ? (edit.old + 1, edit.new) : (edit.old, edit.new + 1)
    }

    /// A shortest edit script from `old` to `new` (Myers' O(ND) greedy search on the lines as numbers, kept to
    /// `maximumEdits` and `maximumWork`), in order; `nil` past either bound.
    static func edits(_ old: [Line], _ new: [Line]) -> [Edit]? {
        let (a, b) = interned(old, new)
        let n = a.count, m = b.count
        let limit = min(maximumEdits, n + m), offset = limit + 1
        var v = [Int](repeating: 0, count: 2 * limit + 3)
        // trace[d] holds v[-d-1 ... d+1] as it stood before step d: enough to walk back.
        var trace: [[Int]] = []
        var work = 0
        for d in 0...limit {
            trace.append(Array(v[(offset - d - 1)...(offset + d + 1)]))
            for k in stride(from: -d, through: d, by: 2) {
                var x = k == -d || (k != d && v[offset + k - 1] < v[offset + k + 1]) ? v[offset + k + 1] : v[offset + k - 1] + 1
                var y = x - k
                let start = x
                while x < n, y < m, a[x] == b[y] {
                    x += 1
                    y += 1
                }
                work += 1 + x - start
                v[offset + k] = x
                if x >= n, y >= m { return walkBack(trace, n: n, m: m) }
            }
            if work > maximumWork { return nil }
        }
        return nil
    }

    /// The edits of the path found, from the end back to the start, then reversed.
    private static func walkBack(_ trace: [[Int]], n: Int, m: Int) -> [Edit] {
        var edits: [Edit] = []
        var (x, y) = (n, m)
        for d in stride(from: trace.count - 1, to: 0, by: -1) {
            let v = { (k: Int) in trace[d][k + d + 1] }
            let k = x - y
            let previous = k == -d || (k != d && v(k - 1) < v(k + 1)) ? k + 1 : k - 1
            let (px, py) = (v(previous), v(previous) - previous)
            while x > px, y > py {
                x -= 1
                y -= 1
            }
            edits.append(Edit(removes: x != px, old: px, new: py))
            (x, y) = (px, py)
        }
        return edits.reversed()
    }

    /// Each line as a number, equal lines the same number: the search compares numbers, not text.
    private static func interned(_ a: [Line], _ b: [Line]) -> ([Int], [Int]) {
        var numbers: [Line: Int] = [:]
        func number(_ line: Line) -> Int {
            if let known = numbers[line] { return known }
            numbers[line] = numbers.count
            return numbers.count - 1
        }
        return (a.map(number), b.map(number))
    }

    /// The lines of `bytes` without their newlines (a last line without one counts).
    static func lines(_ bytes: ArraySlice<UInt8>) -> [Line] {
        var result = bytes.split(separator: newline, omittingEmptySubsequences: false)
        if result.last?.isEmpty == true { result.removeLast() }
        return result
    }

    /// Up to `count` lines of `bytes` ending at `offset` (a line start), found from there backwards.
    static func lines(endingAt offset: Int, of bytes: [UInt8], count: Int) -> [Line] {
        var found: [Line] = []
        var end = offset - 1
        while found.count < count, end >= 0 {
            let from = bytes[..<end].lastIndex(of: newline).map { $0 + 1 } ?? 0
            found.insert(bytes[from..<end], at: 0)
            end = from - 1
        }
        return found
    }

    /// Up to `count` lines of `bytes` from `offset` (a line start) on.
    static func lines(from offset: Int, of bytes: [UInt8], count: Int) -> [Line] {
        var found: [Line] = []
        var from = offset
        while found.count < count, from < bytes.count {
            let end = bytes[from...].firstIndex(of: newline) ?? bytes.count
            found.append(bytes[from..<end])
            from = end + 1
        }
        return found
    }

    /// How many lines `bytes` holds, as `lines` counts them.
    static func lineCount(_ bytes: ArraySlice<UInt8>) -> Int {
        bytes.count { $0 == newline } + (bytes.last.map { $0 == newline ? 0 : 1 } ?? 0)
    }

    /// Whether `offset` begins a line of `bytes`.
    static func isLineStart(_ bytes: [UInt8], _ offset: Int) -> Bool {
        offset == 0 || bytes[offset - 1] == newline
    }

    private static func text(_ line: Line) -> String {
        String(decoding: line, as: UTF8.self)
    }
}
