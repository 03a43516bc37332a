/// A built-in style (or a user's spec) as a declarative description, decoded from JSON in `Templates/`.
///
/// Geometry and keyframe times are `Quantity` values: numbers, or expressions over the view's size and
/// the template's variables, so each constant keeps the derivation its seed's source gives it.
/// `StyleTemplate.resolve(_:)` turns a template plus the user's options into a `RippleAnimation`.
public struct StyleTemplate: Decodable, Equatable, Sendable {
    /// The style's CLI name, for example `ring`.
    public var name: String
    /// One line for `ripplegen styles`.
    public var summary: String
    /// Where the behaviour comes from (seed and source lines).
    public var source: String
    /// Defaults the user's options override.
    public var defaults: Defaults
    /// `none` (the default) or `bounds` (clip to the view).
    public var clip: String?
    /// Named values computed in order, each able to use the ones before it.
    public var variables: [Variable]?
    /// The ripples, back to front.
    public var layers: [LayerTemplate]

    /// Defaults of a style.
    public struct Defaults: Decodable, Equatable, Sendable {
        /// View size `[W, H]`.
        public var size: [Double]
        /// A CSS colour.
        public var color: String
        /// Stroke width for stroked layers.
        public var strokeWidth: Double?
        /// One iteration in seconds; keyframe `at` times are on this timeline.
        public var duration: Double
        /// Delay in seconds.
        public var delay: Double?
        /// A count or `"indefinite"`.
        public var `repeat`: RepeatValue
        /// `freeze` or `remove`.
        public var fill: String?
        /// The style's main curve, used by keyframes whose easing is `main`.
        public var easing: String
    }

    /// A named value.
    public struct Variable: Decodable, Equatable, Sendable {
        /// The name used in later expressions.
        public var name: String
        /// Its value.
        public var value: Quantity
    }

    /// One ripple of a template.
    public struct LayerTemplate: Decodable, Equatable, Sendable {
        /// `circle` (with `r`) or `ellipse` (with `rx`, `ry`).
        public var shape: String
        /// Circle radius.
        public var r: Quantity?
        /// Ellipse x radius.
        public var rx: Quantity?
        /// Ellipse y radius.
        public var ry: Quantity?
        /// `fill` or `stroke`.
        public var paint: String
        /// `[x, y]` of the shape's origin in the view.
        public var center: [Quantity]
        /// Extra delay of this layer in template seconds (staggered ripples).
        public var delay: Quantity?
        /// Values shown before the layer begins and after it is removed.
        public var rest: RestTemplate?
        /// The keyframes of each animated property.
        public var tracks: TracksTemplate
    }

    /// Rest values; missing ones are the identity (scale 1, opacity 1, no offset).
    public struct RestTemplate: Decodable, Equatable, Sendable {
        /// Scale at rest.
        public var scale: Quantity?
        /// Opacity at rest.
        public var opacity: Quantity?
    }

    /// Keyframes per property.
    public struct TracksTemplate: Decodable, Equatable, Sendable {
        /// Scale keyframes.
        public var scale: [KeyframeTemplate]?
        /// Opacity keyframes.
        public var opacity: [KeyframeTemplate]?
        /// Translation keyframes; each value is `[dx, dy]`.
        public var translate: [KeyframeTemplate]?
        /// Stroke width keyframes.
        public var strokeWidth: [KeyframeTemplate]?
    }

    /// A keyframe at a time on the template's timeline.
    public struct KeyframeTemplate: Decodable, Equatable, Sendable {
        /// Seconds from the iteration start on the template's timeline (0 … `duration`).
        public var at: Quantity
        /// A number, or `[x, y]` for translation.
        public var value: [Quantity]
        /// `main`, `linear`, a named curve or `cubic-bezier(…)` for the segment that follows.
        public var easing: String?

        enum CodingKeys: String, CodingKey { case at, value, easing }

        /// Decodes `value` as a single quantity or an array of them.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            at = try container.decode(Quantity.self, forKey: .at)
            easing = try container.decodeIfPresent(String.self, forKey: .easing)
            if let single = try? container.decode(Quantity.self, forKey: .value) {
                value = [single]
            } else {
                value = try container.decode([Quantity].self, forKey: .value)
            }
        }
    }
}

/// A number or an expression string in a template.
public struct Quantity: Decodable, Equatable, Sendable {
    /// The parsed expression (a number is `.number`).
    public var expression: Expression

    /// Wraps a number.
    public init(_ number: Double) {
        expression = .number(number)
    }

    /// Decodes a JSON number or an expression string.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let number = try? container.decode(Double.self) {
            expression = .number(number)
            return
        }
        let text = try container.decode(String.self)
        do {
            expression = try Expression(parsing: text)
        } catch {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "expression '\(text)': \(error)")
        }
    }
}

/// A repeat count or `"indefinite"` in a template.
public struct RepeatValue: Decodable, Equatable, Sendable {
    /// The decoded value.
    public var value: Repeat

    /// Decodes a number or the string `indefinite`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let count = try? container.decode(Double.self) {
            value = .count(count)
        } else if try container.decode(String.self) == "indefinite" {
            value = .indefinite
        } else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "expected a number or \"indefinite\"")
        }
    }
}
