import RippleDiagnostics
import RippleKit
import RipplePipeline
import RippleRaster

extension FlagRules {
    /// Where a flag's values differ by format, and why they cannot be one: printed under the table, with the
    /// limits the checks read.
    static let differences: [String] = [
        "`--fps`: Lottie's `fr` is a number players honour as it is, so it takes 1…\(LottieOutput.maximumFPS.limit) with fractions (29.97); the animated images render whole frames per second, 1…\(RasterOutput.maximumFPS.limit) (GIF at most \(GIFEncoder.maximumFPS)), because their frame delays are whole milliseconds (APNG, WebP) or centiseconds (GIF), which a fractional rate would only approximate.",
        "`--repeat`: SVG and CSS take 1…\(spaced(RepeatLimit.model.maximum)) with fractions (a run can stop part-way); the raster formats play whole runs, 1…\(spaced(RepeatLimit.plays.maximum)) (the WebP and GIF loop counts are 16-bit); Lottie writes each iteration's keyframes, so a count whose keyframes exceed its budget is refused naming the budget; the web format refuses it (a press plays once).",
        "Letter case: `--easing` and `--color` take CSS values, which CSS matches without regard to case (`EASE-IN`, `RED`); ripplegen's own names (`--style`, `--format`, `--profile` and the other choices) are matched exactly, as file names and spec keys are, and a name that differs only in case gets \"did you mean\".",
        "`-o=FILE` is `--output=FILE`: a value attaches with `=` to the short name as to the long one.",
    ]

    /// `1000000` as `1 000 000`.
    private static func spaced(_ limit: Double) -> String {
        Bound.grouped(Int(limit)).replacing(",", with: " ")
    }

    /// The flag table as Markdown, as docs/cli.md shows it (a test fails when the file is stale).
    static var markdown: String {
        var lines = ["| flag | applies to | ignored by | refused with, and why |", "|---|---|---|---|"]
        for rule in table {
            let flags = rule.flags.map { "`\($0)`" }.joined(separator: ", ")
            let refused = rule.refused.enumerated().map { index, cell in
                let last = rule.endsWithOtherwise && index == rule.refused.count - 1
                return "\(last && index > 0 ? "everything else" : labels(cell.modes)): \(cell.why)"
            }.joined(separator: "; ")
            lines.append("| \(flags) | \(labels(rule.applies)) | \(labels(rule.ignored)) | \(refused.isEmpty ? "—" : refused) |")
        }
        return (lines + [""] + differences.map { "- " + $0 }).joined(separator: "\n") + "\n"
    }

    /// The modes in the table's column order, the web format's two as one where both are listed.
    private static func labels(_ modes: Set<Mode>) -> String {
        if modes.isEmpty { return "—" }
        let both = modes.isSuperset(of: Mode.web)
        return Mode.allCases.filter(modes.contains).compactMap { mode in
            guard both, Mode.web.contains(mode) else { return mode.label }
            return mode == .press ? "`web`" : nil
        }.joined(separator: ", ")
    }
}
