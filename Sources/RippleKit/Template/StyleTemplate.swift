/// A built-in style (or a user's spec) as a declarative description, read from JSON in `Templates/`
/// (`init(json:)`).
///
/// Geometry and times are `Quantity` values: numbers, or expressions over the view's size, the origin,
/// the style's parameters and variables, so each constant keeps the derivation its seed's source gives.
/// Every property is animated by `SegmentTemplate`s (from/to animations on the style's timeline, as
/// in Core Animation and SwiftUI), which `SegmentCompiler` turns into keyframe tracks.
/// `StyleTemplate.resolve(_:)` turns a template plus the user's options into a `RippleAnimation`.
/// The schema is documented in `Templates/README.md`.
public struct StyleTemplate: Equatable, Sendable {
    /// The style's CLI name, for example `ring`.
    public var name: String
    /// One line for `ripplegen styles`.
    public var summary: String
    /// Where the behaviour comes from (seed and source lines).
    package var source: String
    /// Defaults the user's options override.
    package var defaults: Defaults
    /// Style-specific options exposed as CLI flags.
    package var parameters: [Parameter]?
    /// Named curves segments may use by name; choices can replace them.
    package var curves: [NamedCurve]?
    /// Named values computed in order after the parameters, each able to use the ones before it.
    package var variables: [Variable]?
    /// The ripples, back to front.
    package var layers: [LayerTemplate]
    /// How the style answers a press on a web page (`--format web`); `nil`: a tap ripple when the style
    /// plays a finite number of times, a looping decoration otherwise.
    package var press: PressTemplate?

    /// Press semantics for `--format web`.
    package struct PressTemplate: Equatable, Sendable {
        /// The `seconds` parameter that is the release time (`hold`): left open until the press ends.
        package var release: String?
        /// Seconds of the fade out when the pointer leaves the element during a press, and in when it
        /// comes back (MDC iOS: 0.075); `nil`: leaving changes nothing until the release.
        package var dragFade: Double?
    }

    /// Defaults of a style.
    package struct Defaults: Equatable, Sendable {
        /// View size `[W, H]`.
        package var size: [Double]
        /// A CSS colour.
        package var color: String
        /// The style's opacity (variable `alpha`, set by `--opacity`); templates decide where it applies.
        package var opacity: Double?
        /// Stroke width for stroked layers.
        package var strokeWidth: Double?
        /// The timeline's length in seconds (an expression); `--duration` scales the timeline to its value.
        package var duration: Quantity
        /// Delay in seconds.
        package var delay: Double?
        /// A count or `"indefinite"`.
        package var `repeat`: RepeatValue
        /// What a layer shows after its last iteration.
        package var fill: FillMode?
        /// The style's main curve (`--easing`), used by segments whose easing is `main`.
        package var easing: String
        /// `center` or `[x, y]`: the touch point (variables `px`, `py`).
        package var origin: OriginValue?
        /// `circle`, `ellipse`, `heart` or `path:D`: the shape of layers whose shape is `ripple`.
        package var shape: ShapeOption?
        /// `none`, `bounds`, `rounded:R`, `circle` or `path:D`.
        package var clip: ClipOption?
    }

    /// A named value.
    package struct Variable: Equatable, Sendable {
        /// The name used in later expressions.
        package var name: String
        /// Its value.
        package var value: Quantity
    }

    /// A named curve.
    package struct NamedCurve: Equatable, Sendable {
        /// The name segments use.
        package var name: String
        /// `linear`, a named easing, `cubic-bezier(…)` or `spring(response)`.
        package var curve: String
    }
}

/// A number or an expression string in a template.
package struct Quantity: Equatable, Sendable {
    /// The parsed expression (a number is `.number`).
    package var expression: Expression

    /// Wraps a number.
    package init(_ number: Double) {
        expression = .number(number)
    }

    /// Wraps a parsed expression.
    package init(expression: Expression) {
        self.expression = expression
    }
}

/// One quantity or an array of them (a scalar or an `[x, y]` pair).
package struct Quantities: Equatable, Sendable {
    /// The components.
    package var values: [Quantity]
}

/// A repeat count or `"indefinite"` in a template.
package struct RepeatValue: Equatable, Sendable {
    /// The decoded value.
    package var value: Repeat
}

/// `"center"` or `[x, y]` in a template.
package struct OriginValue: Equatable, Sendable {
    /// `nil` for the centre.
    package var point: [Quantity]?
}
