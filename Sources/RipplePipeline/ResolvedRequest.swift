import RippleKit

/// A request with its style resolved: everything before rendering.
///
/// `batch` runs its entries through the same steps, so a flag behaves and fails the same way in both.
package struct ResolvedRequest: Sendable {
    /// The request.
    package let request: OutputRequest
    /// The style resolved with the request's options, with the press program of the same pass when the
    /// request makes web files.
    package let resolution: StyleResolution

    /// The model.
    package var animation: RippleAnimation { resolution.animation }
    /// The template.
    package var template: StyleTemplate { request.template }

    /// Resolves the request's style, once: the web format's press program comes from the same pass as the model.
    ///
    /// - Parameter memo: `batch` passes its worker's memo, so the formats of one asset resolve the style once.
    package init(_ request: OutputRequest, memo: ThreadMemo? = nil) throws(PipelineError) {
        let source = request.source
        let press = request.plan.resolvesPress
        self.request = request
        do {
            if let memo {
                resolution = try memo.resolution(style: source.specPath ?? source.template.name, options: request.style, press: press) {
                    () throws(StyleError) in try source.template.resolution(request.style, press: press)
                }
            } else {
                resolution = try source.template.resolution(request.style, press: press)
            }
        } catch {
            throw source.cliError(for: error)
        }
    }
}
