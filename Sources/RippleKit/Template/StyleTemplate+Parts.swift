extension StyleTemplate {
    /// A style-specific option: a number, a duration, a whole number, or a choice among named settings.
    package struct Parameter: Equatable, Sendable {
        /// The variable name in expressions (`hold`).
        package var name: String
        /// The CLI flag (`--hold`).
        package var flag: String
        /// How the flag's value is read.
        package var kind: ParameterKind
        /// The default: a quantity for numbers, a choice name for choices.
        package var `default`: ParameterDefault
        /// Smallest accepted value (numbers).
        package var min: Double?
        /// Largest accepted value (numbers).
        package var max: Double?
        /// One line of help.
        package var help: String
        /// The settings of a choice.
        package var choices: [Choice]?
        /// Value-less flags that select a choice, such as `--unbounded`.
        package var aliases: [Alias]?
    }

    /// A parameter default: a quantity or a choice name.
    package struct ParameterDefault: Equatable, Sendable {
        /// The quantity, for numeric kinds.
        package var quantity: Quantity?
        /// The choice name, for choices.
        package var choice: String?
    }

    /// One setting of a choice parameter.
    package struct Choice: Equatable, Sendable {
        /// The value on the command line.
        package var name: String
        /// What it means, for `--help`.
        package var help: String?
        /// A colour it sets (unless `--color` is given).
        package var color: String?
        /// A clip it sets (unless the clip option is given).
        package var clip: ClipOption?
        /// Variables it sets, evaluated in order after all parameters.
        package var variables: [Variable]?
        /// Named curves it replaces.
        package var curves: [NamedCurve]?
    }

    /// A value-less flag selecting a choice.
    package struct Alias: Equatable, Sendable {
        /// The flag, such as `--unbounded`.
        package var flag: String
        /// The choice it selects.
        package var choice: String
    }

    /// One ripple of a template (or `count` of them, with index variable `i`).
    package struct LayerTemplate: Equatable, Sendable {
        /// How many copies (variable `i` = 0, 1, …); default 1.
        package var count: Quantity?
        /// Variables per copy, evaluated in order with `i` bound.
        package var variables: [Variable]?
        /// The style's shape (`ripple`, the default), a circle or an ellipse.
        package var shape: ShapeKind?
        /// Half extents `[rx, ry]`, or `[r]` for both.
        package var size: [Quantity]
        /// Filled or stroked (a stroke width option turns fills into strokes).
        package var paint: PaintKind
        /// Multiplies the colour's alpha (default 1).
        package var alpha: Quantity?
        /// `[x, y]` of the shape's origin in the view.
        package var center: [Quantity]
        /// Delay of this layer in timeline seconds (staggered ripples).
        package var delay: Quantity?
        /// Values shown before the layer begins and after it is removed.
        package var rest: RestTemplate?
        /// The animations of each property.
        package var tracks: TracksTemplate
    }

    /// Rest values; missing ones are the identity (scale 1, opacity 1, no offset).
    package struct RestTemplate: Equatable, Sendable {
        /// Scale at rest.
        package var scale: Quantity?
        /// Opacity at rest.
        package var opacity: Quantity?
    }

    /// Segments per property.
    package struct TracksTemplate: Equatable, Sendable {
        /// Scale segments.
        package var scale: [SegmentTemplate]?
        /// Opacity segments.
        package var opacity: [SegmentTemplate]?
        /// Translation segments; values are `[dx, dy]`.
        package var translate: [SegmentTemplate]?
        /// Stroke width segments.
        package var strokeWidth: [SegmentTemplate]?
    }

    /// One animation: from a value (or the current one) to a value, on the timeline.
    package struct SegmentTemplate: Equatable, Sendable {
        /// Begin, in timeline seconds.
        package var at: Quantity
        /// Duration in seconds (omit for springs, which run until settled).
        package var dur: Quantity?
        /// Start value; omitted: from the current value (an interrupted animation continues from there).
        package var from: Quantities?
        /// End value.
        package var to: Quantities
        /// `main`, a named curve of the template, `linear`, an easing name, `cubic-bezier(…)` or `spring(r)`.
        package var easing: String?
        /// Included only when this evaluates to more than 0.
        package var when: Quantity?
    }

    /// How a parameter's value is read.
    package enum ParameterKind: String, CaseIterable, Sendable {
        case number, seconds, integer, choice
    }

    /// A layer's shape: the style's (`ripple`), or a fixed circle or ellipse.
    package enum ShapeKind: String, CaseIterable, Sendable {
        case ripple, circle, ellipse
    }

    /// Whether a layer is filled or stroked.
    package enum PaintKind: String, CaseIterable, Sendable {
        case fill, stroke
    }
}
