/// What a user can override on any style (from flags or a spec file). `nil` keeps the style's default.
public struct StyleOptions: Equatable, Sendable {
    /// The view size.
    public var size: Size?
    /// The touch point; `nil` keeps the style's default origin.
    public var origin: Origin?
    /// The ripple colour (its alpha multiplies the layer opacity in the output).
    public var color: RGBA?
    /// The style's opacity (variable `alpha`).
    public var opacity: Double?
    /// Stroke width; given, it also turns filled ripples into rings.
    public var strokeWidth: Double?
    /// The timeline's length in seconds; the style's whole timeline is scaled to it.
    public var duration: Double?
    /// Delay in seconds before the first iteration (negative starts part-way in).
    public var delay: Double?
    /// Repeat count or indefinite.
    public var repeatCount: Repeat?
    /// The style's main curve.
    public var easing: Easing?
    /// The shape of the ripple.
    public var shape: ShapeOption?
    /// The clip.
    public var clip: ClipOption?
    /// The document title.
    public var title: String?
    /// The document description (`<desc>`).
    public var description: String?
    /// A background colour over the view.
    public var background: RGBA?
    /// Style parameters by name (`hold` → `0.5`), as typed; the template says how to read them.
    public var parameters: [String: String]

    /// The options every style has, for errors that concern one (`StyleError.Subject.option`).
    package enum Key: String, Sendable {
        case size, origin, color, opacity, strokeWidth, duration, delay, repeatCount, easing, shape, clip
    }

    /// Creates options.
    public init(size: Size? = nil, origin: Origin? = nil, color: RGBA? = nil, opacity: Double? = nil,
                strokeWidth: Double? = nil, duration: Double? = nil, delay: Double? = nil, repeatCount: Repeat? = nil,
                easing: Easing? = nil, shape: ShapeOption? = nil, clip: ClipOption? = nil, title: String? = nil,
                description: String? = nil, background: RGBA? = nil, parameters: [String: String] = [:]) {
        self.size = size
        self.origin = origin
        self.color = color
        self.opacity = opacity
        self.strokeWidth = strokeWidth
        self.duration = duration
        self.delay = delay
        self.repeatCount = repeatCount
        self.easing = easing
        self.shape = shape
        self.clip = clip
        self.title = title
        self.description = description
        self.background = background
        self.parameters = parameters
    }

    /// The largest view side accepted, in user units: far beyond any UI element, small enough that
    /// every coordinate stays exact at four decimals.
    package static let maximumSide = 10_000.0
}

/// The touch point of a ripple.
public enum Origin: Equatable, Sendable {
    /// The view's centre (keyboard, programmatic, pulse).
    case center
    /// A point in view coordinates.
    case point(Vector)
}

/// A template or option combination that cannot be resolved, and what it is about.
public struct StyleError: Error, Equatable, CustomStringConvertible {
    /// What an error is about; the CLI words it (a flag, or a line and column of the spec file).
    package enum Subject: Equatable, Sendable {
        /// A key path in the template (`layers[0].tracks.scale[1].at`); empty: the template as a whole.
        case template(String)
        /// One of the options every style has.
        case option(StyleOptions.Key)
        /// One of the style's own parameters, by name (`hold`).
        case parameter(String)
    }

    /// What is wrong where.
    package var subject: Subject
    /// What is wrong.
    public var message: String

    /// Creates an error.
    package init(_ subject: Subject, _ message: String) {
        self.subject = subject
        self.message = message
    }

    /// An error at a key path of the template.
    package init(path: String, message: String) {
        self.init(.template(path), message)
    }

    /// `path: message` (or the option's or parameter's name), for logs and tests; the CLI words its own.
    public var description: String {
        let name: String
        switch subject {
        case .template(let path): name = path
        case .option(let key): name = key.rawValue
        case .parameter(let parameter): name = parameter
        }
        return name.isEmpty ? message : "\(name): \(message)"
    }
}
