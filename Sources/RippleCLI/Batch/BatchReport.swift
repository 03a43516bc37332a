import RippleDiagnostics
import RipplePipeline

/// The end of a batch: the messages for stderr and the summary table for stdout, both in manifest
/// order and made only from the results, so they are the same bytes whatever `--jobs` is.
enum BatchReport {
    /// The summary table and a totals line.
    ///
    /// ```
    /// file              bytes  gzip  valid  status
    /// ring-25-smil.svg   1234   561  yes    written
    /// press.svg             -     -  -      failed
    /// 2 files: 1 written, 1 failed
    /// ```
    static func table(_ results: [BatchResult], check: Bool) -> String {
        let header = ["file", "bytes", "gzip", "valid", "status"]
        let rows = results.map { result in
            // A stray's name may hold controls or bytes that are not UTF-8: shown as messages show them.
            [Printable.escaped(result.file), result.bytes.map(String.init) ?? "-", result.gzipBytes.map(String.init) ?? "-",
             result.validity.rawValue, result.status.rawValue]
        }
        let all = [header] + rows
        let widths = (0..<header.count).map { column in all.map { $0[column].count }.max() ?? 0 }
        // Numbers are right-aligned so that sizes compare at a glance; text is left-aligned.
        let rightAligned: Set<Int> = [1, 2]
        var text = ""
        for row in all {
            let cells = row.enumerated().map { column, cell in
                let padding = String(repeating: " ", count: widths[column] - cell.count)
                return rightAligned.contains(column) ? padding + cell : cell + padding
            }
            var line = cells.joined(separator: "  ")
            while line.hasSuffix(" ") { line.removeLast() }
            text += line + "\n"
        }
        return text + totals(results, check: check) + "\n"
    }

    /// `12 files: 10 written, 1 unchanged, 1 failed`.
    static func totals(_ results: [BatchResult], check: Bool) -> String {
        let order: [BatchResult.Status] = check ? [.upToDate, .outOfDate, .missing, .stray, .failed] : [.written, .unchanged, .pruned, .failed]
        let counts = order.compactMap { status -> String? in
            let count = results.filter { $0.status == status }.count
            return count > 0 ? "\(count) \(status.rawValue)" : nil
        }
        let files = results.count == 1 ? "1 file" : "\(results.count) files"
        return counts.isEmpty ? files : files + ": " + counts.joined(separator: ", ")
    }

    /// The lines for stderr: each failed entry's error (once per manifest entry, not once per format or per
    /// matrix combination) and, with `--check`, each file that is out of date or missing.
    static func messages(_ results: [BatchResult], path: (String) -> String, check: Bool) -> [String] {
        var lines: [String] = []
        // A bad flag fails every format and every matrix combination of its entry alike (an axis that is no
        // flag: thousands of rows); the error is said once, naming how many combinations it failed.
        var labels: [String: [String]] = [:]
        for result in results {
            guard let error = result.error else { continue }
            let key = entryKey(result.label, error.lines)
            if labels[key]?.contains(result.label) != true { labels[key, default: []].append(result.label) }
        }
        var said: Set<String> = []
        for result in results {
            if let error = result.error {
                let key = entryKey(result.label, error.lines)
                if said.insert(key).inserted {
                    let others = (labels[key]?.count ?? 1) - 1
                    let label = others == 0 ? result.label
                        : String(result.label.dropLast()) + " and \(others) other combination\(others == 1 ? "" : "s") of its matrix)"
                    lines += error.lines.map { $0.replacingOccurrences(of: result.label, with: label) }
                }
            }
            if result.status == .outOfDate || result.status == .missing {
                lines.append("\(path(result.file)): \(result.status.rawValue)")
            }
            if result.status == .stray {
                let why = OutputWriter.temporaryOwner(result.file) != nil ? "a temporary file of a ripplegen run that was killed" : "the manifest does not make it"
                lines.append("\(path(result.file)): stray (\(why))")
            }
        }
        let stale = results.filter { $0.status == .outOfDate || $0.status == .missing }.count
        if check, stale > 0 {
            let made = results.filter { $0.status != .stray }.count
            lines.append("\(stale) of \(made) files out of date or missing; run without --check to regenerate them")
        }
        let strays = results.filter { $0.status == .stray }.count
        if check, strays > 0 {
            lines.append("\(strays) stray file\(strays == 1 ? "" : "s") in OUTDIR; 'ripplegen batch --prune' deletes them")
        }
        return lines
    }

    /// An error of a manifest entry, the same for each of its expansions: `assets[N]` and the lines without
    /// the expansion's own label.
    private static func entryKey(_ label: String, _ lines: [String]) -> String {
        let entry = label.prefix { $0 != " " }
        return ([String(entry)] + lines.map { $0.replacingOccurrences(of: label, with: entry) }).joined(separator: "\n")
    }

    /// The highest exit code any row asks for (0 when every row is fine).
    static func exitCode(_ results: [BatchResult]) -> ExitCode {
        results.map(\.exitCode).max { $0.rawValue < $1.rawValue } ?? .ok
    }
}
