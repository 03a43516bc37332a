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
    public var source: String
    /// Defaults the user's options override.
    public var defaults: Defaults
    /// Style-specific options exposed as CLI flags.
    public var parameters: [Parameter]?
    /// Named curves segments may use by name; choices can replace them.
    public var curves: [NamedCurve]?
    /// Named values computed in order after the parameters, each able to use the ones before it.
    public var variables: [Variable]?
    /// The ripples, back to front.
    public var layers: [LayerTemplate]
    /// How the style answers a press on a web page (`--format web`); `nil`: a tap ripple when the style
    /// plays a finite number of times, a looping decoration otherwise.
    public var press: PressTemplate?

    /// Press semantics for `--format web`.
    public struct PressTemplate: Equatable, Sendable {
        /// The `seconds` parameter that is the release time (`hold`): left open until the press ends.
        public var release: String?
        /// Seconds of the fade out when the pointer leaves the element during a press, and in when it
        /// comes back (MDC iOS: 0.075); `nil`: leaving changes nothing until the release.
        public var dragFade: Double?
    }

    /// Defaults of a style.
    public struct Defaults: Equatable, Sendable {
        /// View size `[W, H]`.
        public var size: [Double]
        /// A CSS colour.
        public var color: String
        /// The style's opacity (variable `alpha`, set by `--opacity`); templates decide where it applies.
        public var opacity: Double?
        /// Stroke width for stroked layers.
        public var strokeWidth: Double?
        /// The timeline's length in seconds (an expression); `--duration` scales the timeline to its value.
        public var duration: Quantity
        /// Delay in seconds.
        public var delay: Double?
        /// A count or `"indefinite"`.
        public var `repeat`: RepeatValue
        /// What a layer shows after its last iteration.
        public var fill: FillMode?
        /// The style's main curve (`--easing`), used by segments whose easing is `main`.
        public var easing: String
        /// `center` or `[x, y]`: the touch point (variables `px`, `py`).
        public var origin: OriginValue?
        /// `circle`, `ellipse`, `heart` or `path:D`: the shape of layers whose shape is `ripple`.
        public var shape: ShapeOption?
        /// `none`, `bounds`, `rounded:R`, `circle` or `path:D`.
        public var clip: ClipOption?
    }

    /// A named value.
    public struct Variable: Equatable, Sendable {
        /// The name used in later expressions.
        public var name: String
        /// Its value.
        public var value: Quantity
    }

    /// A named curve.
    public struct NamedCurve: Equatable, Sendable {
        /// The name segments use.
        public var name: String
        /// `linear`, a named easing, `cubic-bezier(…)` or `spring(response)`.
        public var curve: String
    }
}

/// A number or an expression string in a template.
public struct Quantity: Equatable, Sendable {
    /// The parsed expression (a number is `.number`).
    public var expression: Expression

    /// Wraps a number.
    public init(_ number: Double) {
        expression = .number(number)
    }

    /// Wraps a parsed expression.
    public init(expression: Expression) {
        self.expression = expression
    }
}

/// One quantity or an array of them (a scalar or an `[x, y]` pair).
public struct Quantities: Equatable, Sendable {
    /// The components.
    public var values: [Quantity]
}

/// A repeat count or `"indefinite"` in a template.
public struct RepeatValue: Equatable, Sendable {
    /// The decoded value.
    public var value: Repeat
}

/// `"center"` or `[x, y]` in a template.
public struct OriginValue: Equatable, Sendable {
    /// `nil` for the centre.
    public var point: [Quantity]?
}
