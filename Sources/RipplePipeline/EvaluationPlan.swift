import RippleSerializers

/// `--evaluate T[,T…]`: the model's values at these times, as JSON (a mode, not a kind: it replaces the
/// kind's files with its one).
package struct EvaluationPlan: OutputPlan, Equatable {
    /// The file.
    package static let file = OutputKind.File(part: .evaluation, endings: [".json"], what: "the model's values", mediaType: "application/json")

    package let times: [Double]

    package init(times: [Double]) {
        self.times = times
    }

    package func render(_ resolved: ResolvedRequest, progress: ((Int, Int) -> Void)?, memo: ThreadMemo?) throws(PipelineError) -> [OutputFile] {
        [OutputFile(part: .evaluation, bytes: Array(EvaluationReport.json(resolved.animation, times: times).utf8), check: nil)]
    }

    package func files(of kind: OutputKind) -> [OutputKind.File] { [Self.file] }
}
