/// A unified diff of two texts by lines (`diff -u` layout, 3 lines of context), for `--check`.
enum UnifiedDiff {
    /// The diff, or an empty string when the texts are equal.
    static func make(old: String, new: String, oldName: String, newName: String, context: Int = 3) -> String {
        let a = lines(old)
        let b = lines(new)
        let changes = b.difference(from: a)
        guard !changes.isEmpty else { return "" }
        // Mark which lines of a are removed and which lines of b are inserted, then walk both in step.
        var removed = Set<Int>()
        var inserted = Set<Int>()
        for change in changes {
            switch change {
            case .remove(let offset, _, _): removed.insert(offset)
            case .insert(let offset, _, _): inserted.insert(offset)
            }
        }
        var script: [(kind: Character, text: String, oldLine: Int, newLine: Int)] = []
        var i = 0, j = 0
        while i < a.count || j < b.count {
            if i < a.count, removed.contains(i) {
                script.append(("-", a[i], i, j)); i += 1
            } else if j < b.count, inserted.contains(j) {
                script.append(("+", b[j], i, j)); j += 1
            } else {
                script.append((" ", a[i], i, j)); i += 1; j += 1
            }
        }
        var output = "--- \(oldName)\n+++ \(newName)\n"
        var index = 0
        while index < script.count {
            guard script[index].kind != " " else { index += 1; continue }
            let start = max(0, index - context)
            var end = index
            var lastChange = index
            while end < script.count, end - lastChange <= 2 * context {
                if script[end].kind != " " { lastChange = end }
                end += 1
            }
            end = min(script.count, lastChange + context + 1)
            let hunk = script[start..<end]
            let oldCount = hunk.filter { $0.kind != "+" }.count
            let newCount = hunk.filter { $0.kind != "-" }.count
            let first = hunk.first!
            output += "@@ -\(first.oldLine + (oldCount > 0 ? 1 : 0)),\(oldCount) +\(first.newLine + (newCount > 0 ? 1 : 0)),\(newCount) @@\n"
            for line in hunk { output += "\(line.kind)\(line.text)\n" }
            index = end
        }
        return output
    }

    private static func lines(_ text: String) -> [String] {
        var result = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if result.last == "" { result.removeLast() }
        return result
    }
}
