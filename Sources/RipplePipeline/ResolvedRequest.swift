import RippleKit

/// A request with its style resolved into an animation: everything before rendering.
///
/// `batch` runs its entries through the same steps, so a flag behaves and fails the same way in both.
package struct ResolvedRequest: Sendable {
    /// The request.
    package let request: OutputRequest
    /// The style resolved with the request's options.
    package let animation: RippleAnimation

    /// The template.
    package var template: StyleTemplate { request.template }

    /// Resolves the request's style.
    ///
    /// - Parameter memo: `batch` passes its worker's memo, so the formats of one asset resolve the style once.
    package init(_ request: OutputRequest, memo: ThreadMemo? = nil) throws(PipelineError) {
        let source = request.source
        self.request = request
        do {
            if let memo {
                animation = try memo.animation(style: source.specPath ?? source.template.name, options: request.style) { () throws(StyleError) in
                    try source.template.resolve(request.style)
                }
            } else {
                animation = try source.template.resolve(request.style)
            }
        } catch {
            throw source.cliError(for: error)
        }
    }
}
