/// What a request makes, with every setting of that kind typed and checked, and no path: each kind's plan
/// (built by its descriptor, `OutputKind.plan`) renders its own files, so the pipeline has no switch over
/// kinds. The modes that are not kinds (`--evaluate`, `--filmstrip`) are plans too.
package protocol OutputPlan: Sendable {
    /// The files, in the kind's order, not yet checked.
    ///
    /// - Parameters:
    ///   - progress: told of each frame of an animated image (`done`, `total`).
    ///   - memo: a batch worker's memo: an asset's frames are rendered once for all its formats.
    func render(_ resolved: ResolvedRequest, progress: ((Int, Int) -> Void)?, memo: ThreadMemo?) throws(PipelineError) -> [OutputFile]
    /// The descriptors of the files it makes: its kind's, unless it is a mode's.
    func files(of kind: OutputKind) -> [OutputKind.File]
    /// Whether the style is resolved with its press program (the web format's) in the same pass.
    var resolvesPress: Bool { get }
    /// Whether `other` is the same plan with the same settings.
    func isEqual(to other: any OutputPlan) -> Bool
}

extension OutputPlan {
    package func files(of kind: OutputKind) -> [OutputKind.File] { kind.files }
    package var resolvesPress: Bool { false }
}

extension OutputPlan where Self: Equatable {
    package func isEqual(to other: any OutputPlan) -> Bool { (other as? Self) == self }
}
