import RippleDiagnostics

/// A unified diff of two texts by lines (`diff -u` layout, 3 lines of context), for `--check`, with its work and
/// its length bounded: a committed file of any size (up to `validate`'s 16 MiB) is diffed in linear time plus at
/// most `maximumWork` steps, and at most `maximumLines` lines of it are printed.
enum UnifiedDiff {
    /// Lines removed plus lines added that the diff looks for (Myers' D); past it the files are said to differ
    /// from a line on, without a diff: nobody reads a diff of thousands of lines, and finding one costs D × lines.
    static let maximumEdits = 1_000
    /// Steps of the search (diagonal moves and comparisons) before it gives up the same way.
    static let maximumWork = 20_000_000
    /// Lines of diff printed (headers and hunks); the rest is counted in one closing line.
    static let maximumLines = 200

    /// A line removed from the old text (`old` is its index) or added from the new one (`new` is its index), at the
    /// point (`old`, `new`) of the edit graph.
    struct Edit {
        let removes: Bool
        let old: Int
        let new: Int
    }

    /// The diff, or an empty string when the texts are equal.
    static func make(old: String, new: String, oldName: String, newName: String, context: Int = 3) -> String {
        let a = lines(old), b = lines(new)
        let (x, y) = interned(a, b)
        var prefix = 0
        while prefix < x.count, prefix < y.count, x[prefix] == y[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < x.count - prefix, suffix < y.count - prefix, x[x.count - 1 - suffix] == y[y.count - 1 - suffix] { suffix += 1 }
        if prefix == x.count, prefix == y.count { return "" }
        let header = "--- \(oldName)\n+++ \(newName)\n"
        guard let edits = edits(x[prefix..<(x.count - suffix)], y[prefix..<(y.count - suffix)]) else {
            return header + tooMany(a, b, prefix: prefix, suffix: suffix)
        }
        return header + hunks(edits, a: a, b: b, context: context, room: maximumLines - 2)
    }

    /// What is said in place of a diff past the bounds: the lines that differ, and the first difference.
    private static func tooMany(_ a: [Substring], _ b: [Substring], prefix: Int, suffix: Int) -> String {
        func span(_ lines: [Substring]) -> String {
            let last = lines.count - suffix
            let range = last > prefix ? "lines \(Bound.grouped(prefix + 1))–\(Bound.grouped(last))" : "no lines"
            return range + " (of \(Bound.grouped(lines.count)))"
        }
        func first(_ lines: [Substring]) -> String {
            prefix < lines.count ? "'\(Printable.text(String(lines[prefix])))'" : "the end of the file"
        }
        return "committed \(span(a)) and generated \(span(b)) differ by more than \(Bound.grouped(maximumEdits)) lines removed or added: "
            + "too many to diff\nfirst difference at line \(Bound.grouped(prefix + 1)): committed \(first(a)) vs generated \(first(b))\n"
    }

    /// The hunks around `edits`, cut after `room` lines with a line saying how many edits were left out.
    private static func hunks(_ edits: [Edit], a: [Substring], b: [Substring], context: Int, room: Int) -> String {
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
            var lines = ["@@ -\(start.old + (oldCount > 0 ? 1 : 0)),\(oldCount) +\(start.new + (newCount > 0 ? 1 : 0)),\(newCount) @@"]
            var (i, j, next) = (start.old, start.new, index)
            while i < stop.old || j < stop.new {
                if next <= last, edits[next].old == i, edits[next].new == j {
                    lines.append(edits[next].removes ? "-\(a[i])" : "+\(b[j])")
                    if edits[next].removes { i += 1 } else { j += 1 }
                    next += 1
                } else {
                    lines.append(" \(a[i])")
                    i += 1
                    j += 1
                }
            }
            guard printed + lines.count <= room else {
                let shown = lines.prefix(max(0, room - printed))
                output += shown.map { $0 + "\n" }.joined()
                let left = edits.count - index - shown.dropFirst().count { $0.first != " " }
                return output + "… the diff goes on: \(Bound.grouped(left)) more lines removed or added (up to line "
                    + "\(end(edits[edits.count - 1]).old) of the committed file) not shown\n"
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

    /// A shortest edit script from `a` to `b` (Myers' O(ND) greedy search, kept to `maximumEdits` and `maximumWork`),
    /// in order, its indices those of the slices; `nil` past either bound.
    static func edits(_ a: ArraySlice<Int>, _ b: ArraySlice<Int>) -> [Edit]? {
        let n = a.count, m = b.count
        guard abs(n - m) <= maximumEdits else { return nil }
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
                while x < n, y < m, a[a.startIndex + x] == b[b.startIndex + y] {
                    x += 1
                    y += 1
                }
                work += 1 + x - start
                v[offset + k] = x
                if x >= n, y >= m { return walkBack(trace, n: n, m: m, base: a.startIndex) }
            }
            if work > maximumWork { return nil }
        }
        return nil
    }

    /// The edits of the path found, from the end back to the start, then reversed.
    private static func walkBack(_ trace: [[Int]], n: Int, m: Int, base: Int) -> [Edit] {
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
            edits.append(x == px ? Edit(removes: false, old: px + base, new: py + base) : Edit(removes: true, old: px + base, new: py + base))
            (x, y) = (px, py)
        }
        return edits.reversed()
    }

    /// Each line as a number, equal lines the same number: the search compares numbers, not text.
    private static func interned(_ a: [Substring], _ b: [Substring]) -> ([Int], [Int]) {
        var numbers: [Substring: Int] = [:]
        func number(_ line: Substring) -> Int {
            if let known = numbers[line] { return known }
            numbers[line] = numbers.count
            return numbers.count - 1
        }
        return (a.map(number), b.map(number))
    }

    private static func lines(_ text: String) -> [Substring] {
        var result = text.split(separator: "\n", omittingEmptySubsequences: false)
        if result.last == "" { result.removeLast() }
        return result
    }
}
