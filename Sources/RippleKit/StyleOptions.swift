/// What a user can override on any style (from flags or a spec file). `nil` keeps the style's default.
public struct StyleOptions: Equatable, Sendable {
    /// The view size.
    public var size: Size?
    /// The ripple colour (its alpha multiplies the layer opacity in the output).
    public var color: RGBA?
    /// Stroke width of stroked layers.
    public var strokeWidth: Double?
    /// One iteration in seconds; the style's whole timeline is scaled to it.
    public var duration: Double?
    /// Delay in seconds before the first iteration (negative starts part-way in).
    public var delay: Double?
    /// Repeat count or indefinite.
    public var repeatCount: Repeat?
    /// The style's main curve.
    public var easing: Easing?
    /// The document title.
    public var title: String?
    /// A background colour over the view.
    public var background: RGBA?

    /// Creates options.
    public init(size: Size? = nil, color: RGBA? = nil, strokeWidth: Double? = nil, duration: Double? = nil,
                delay: Double? = nil, repeatCount: Repeat? = nil, easing: Easing? = nil, title: String? = nil,
                background: RGBA? = nil) {
        self.size = size
        self.color = color
        self.strokeWidth = strokeWidth
        self.duration = duration
        self.delay = delay
        self.repeatCount = repeatCount
        self.easing = easing
        self.title = title
        self.background = background
    }

    /// The largest view side accepted, in user units: far beyond any UI element, small enough that
    /// every coordinate stays exact at four decimals.
    public static let maximumSide = 10_000.0
}

/// A template or option combination that cannot be resolved; the message names the key path.
public struct StyleError: Error, Equatable, CustomStringConvertible {
    /// Where in the template (`layers[0].tracks.scale[1].value`) or which option.
    public var path: String
    /// What is wrong.
    public var message: String

    /// Creates an error.
    public init(path: String, message: String) {
        self.path = path
        self.message = message
    }

    /// `path: message`.
    public var description: String { path.isEmpty ? message : "\(path): \(message)" }
}
