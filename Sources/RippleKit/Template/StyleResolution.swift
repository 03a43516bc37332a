/// A style resolved once (`StyleTemplate.resolution(_:press:)`): the model and, when the format presses the
/// style, the press program of the same pass, or why the style cannot be pressed.
package struct StyleResolution: Sendable {
    /// The model.
    package let animation: RippleAnimation
    /// The press program when it was asked for; its error is kept for the format that presses the style, to
    /// report after its own checks of the model.
    let press: Result<PressProgram, StyleError>?

    /// Whether the press program was asked for (`pressed()` may be called).
    package var includesPress: Bool { press != nil }

    /// The model with its press program.
    ///
    /// - Throws: `StyleError` for what a press cannot leave open (`StyleTemplate.pressed(_:)`).
    package func pressed() throws(StyleError) -> PressedStyle {
        guard let press else { preconditionFailure("the style was resolved without its press program") }
        return PressedStyle(animation: animation, program: try press.get())
    }
}

/// A style resolved for live presses (`--format web`, `StyleTemplate.pressed(_:)`): its model and its press
/// program, from one pass over the template, layer by layer.
package struct PressedStyle: Equatable, Sendable {
    /// The model: what the web format reads its title, clip and calm frame from.
    package let animation: RippleAnimation
    /// The press program, each layer built beside the model's layer of the same index.
    package let program: PressProgram
}
