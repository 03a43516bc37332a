import RippleKit

extension GenerateCommand {
    /// A request with its style resolved: everything before rendering.
    ///
    /// `batch` runs its entries through the same steps, so a flag behaves and fails the same way in both.
    struct Resolved: Sendable {
        /// The typed command line.
        let request: GenerateRequest
        /// The style resolved with the request's options, with the press program of the same pass when the
        /// request makes web files.
        let resolution: StyleResolution

        /// The model.
        var animation: RippleAnimation { resolution.animation }
        /// The template.
        var template: StyleTemplate { request.template }
    }

    /// Resolves the request's style, once: the web format's press program comes from the same pass as the model.
    ///
    /// - Parameter memo: `batch` passes its worker's memo, so the formats of one asset resolve the style once.
    static func resolve(_ request: GenerateRequest, memo: ThreadMemo? = nil) throws(CLIError) -> Resolved {
        let source = request.source
        let press = if case .web = request.plan { true } else { false }
        do {
            if let memo {
                let resolution = try memo.resolution(style: source.specPath ?? source.template.name, options: request.style, press: press) {
                    () throws(StyleError) in try source.template.resolution(request.style, press: press)
                }
                return Resolved(request: request, resolution: resolution)
            }
            return Resolved(request: request, resolution: try source.template.resolution(request.style, press: press))
        } catch {
            throw source.cliError(for: error)
        }
    }
}
