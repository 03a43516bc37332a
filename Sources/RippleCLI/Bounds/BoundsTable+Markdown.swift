import RippleDiagnostics

extension BoundsTable {
    /// The table as Markdown, as docs/cli.md shows it (a test fails when the file is stale).
    static var markdown: String {
        var lines = ["| input | bound | one past it |", "|---|---|---|"]
        for row in rows {
            let past = switch row.past {
            case .refused(let code): "refused, exit \(code.rawValue)"
            case .cut: "the rest counted in one note"
            }
            lines.append("| \(row.input) | \(row.bound.phrase) | \(past) |")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
