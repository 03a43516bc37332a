extension StyleTemplate {
    /// A style-specific option: a number, a duration, a whole number, or a choice among named settings.
    public struct Parameter: Equatable, Sendable {
        /// The variable name in expressions (`hold`).
        public var name: String
        /// The CLI flag (`--hold`).
        public var flag: String
        /// How the flag's value is read.
        public var kind: ParameterKind
        /// The default: a quantity for numbers, a choice name for choices.
        public var `default`: ParameterDefault
        /// Smallest accepted value (numbers).
        public var min: Double?
        /// Largest accepted value (numbers).
        public var max: Double?
        /// One line of help.
        public var help: String
        /// The settings of a choice.
        public var choices: [Choice]?
        /// Value-less flags that select a choice, such as `--unbounded`.
        public var aliases: [Alias]?
    }

    /// A parameter default: a quantity or a choice name.
    public struct ParameterDefault: Equatable, Sendable {
        /// The quantity, for numeric kinds.
        public var quantity: Quantity?
        /// The choice name, for choices.
        public var choice: String?
    }

    /// One setting of a choice parameter.
    public struct Choice: Equatable, Sendable {
        /// The value on the command line.
        public var name: String
        /// What it means, for `--help`.
        public var help: String?
        /// A colour it sets (unless `--color` is given).
        public var color: String?
        /// A clip it sets (unless the clip option is given).
        public var clip: ClipOption?
        /// Variables it sets, evaluated in order after all parameters.
        public var variables: [Variable]?
        /// Named curves it replaces.
        public var curves: [NamedCurve]?
    }

    /// A value-less flag selecting a choice.
    public struct Alias: Equatable, Sendable {
        /// The flag, such as `--unbounded`.
        public var flag: String
        /// The choice it selects.
        public var choice: String
    }

    /// One ripple of a template (or `count` of them, with index variable `i`).
    public struct LayerTemplate: Equatable, Sendable {
        /// How many copies (variable `i` = 0, 1, …); default 1.
        public var count: Quantity?
        /// Variables per copy, evaluated in order with `i` bound.
        public var variables: [Variable]?
        /// The style's shape (`ripple`, the default), a circle or an ellipse.
        public var shape: ShapeKind?
        /// Half extents `[rx, ry]`, or `[r]` for both.
        public var size: [Quantity]
        /// Filled or stroked (a stroke width option turns fills into strokes).
        public var paint: PaintKind
        /// Multiplies the colour's alpha (default 1).
        public var alpha: Quantity?
        /// `[x, y]` of the shape's origin in the view.
        public var center: [Quantity]
        /// Delay of this layer in timeline seconds (staggered ripples).
        public var delay: Quantity?
        /// Values shown before the layer begins and after it is removed.
        public var rest: RestTemplate?
        /// The animations of each property.
        public var tracks: TracksTemplate
    }

    /// Rest values; missing ones are the identity (scale 1, opacity 1, no offset).
    public struct RestTemplate: Equatable, Sendable {
        /// Scale at rest.
        public var scale: Quantity?
        /// Opacity at rest.
        public var opacity: Quantity?
    }

    /// Segments per property.
    public struct TracksTemplate: Equatable, Sendable {
        /// Scale segments.
        public var scale: [SegmentTemplate]?
        /// Opacity segments.
        public var opacity: [SegmentTemplate]?
        /// Translation segments; values are `[dx, dy]`.
        public var translate: [SegmentTemplate]?
        /// Stroke width segments.
        public var strokeWidth: [SegmentTemplate]?
    }

    /// One animation: from a value (or the current one) to a value, on the timeline.
    public struct SegmentTemplate: Equatable, Sendable {
        /// Begin, in timeline seconds.
        public var at: Quantity
        /// Duration in seconds (omit for springs, which run until settled).
        public var dur: Quantity?
        /// Start value; omitted: from the current value (an interrupted animation continues from there).
        public var from: Quantities?
        /// End value.
        public var to: Quantities
        /// `main`, a named curve of the template, `linear`, an easing name, `cubic-bezier(…)` or `spring(r)`.
        public var easing: String?
        /// Included only when this evaluates to more than 0.
        public var when: Quantity?
    }

    /// How a parameter's value is read.
    public enum ParameterKind: String, CaseIterable, Sendable {
        case number, seconds, integer, choice
    }

    /// A layer's shape: the style's (`ripple`), or a fixed circle or ellipse.
    public enum ShapeKind: String, CaseIterable, Sendable {
        case ripple, circle, ellipse
    }

    /// Whether a layer is filled or stroked.
    public enum PaintKind: String, CaseIterable, Sendable {
        case fill, stroke
    }
}
