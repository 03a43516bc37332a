import RippleKit

extension GenerateCommand {
    /// A request with its style resolved into an animation: everything before rendering.
    ///
    /// `batch` runs its entries through the same steps, so a flag behaves and fails the same way in both.
    struct Resolved: Sendable {
        /// The typed command line.
        let request: GenerateRequest
        /// The style resolved with the request's options.
        let animation: RippleAnimation

        /// The template.
        var template: StyleTemplate { request.template }
    }

    /// Resolves the request's style.
    ///
    /// - Parameter memo: `batch` passes its worker's memo, so the formats of one asset resolve the style once.
    static func resolve(_ request: GenerateRequest, memo: ThreadMemo? = nil) throws(CLIError) -> Resolved {
        let source = request.source
        do {
            if let memo {
                let animation = try memo.animation(style: source.specPath ?? source.template.name, options: request.style) { () throws(StyleError) in
                    try source.template.resolve(request.style)
                }
                return Resolved(request: request, animation: animation)
            }
            return Resolved(request: request, animation: try source.template.resolve(request.style))
        } catch {
            throw source.cliError(for: error)
        }
    }
}
