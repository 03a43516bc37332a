import RippleKit

/// What a dotLottie animation adds to the Lottie document of the same model: its colours and opacities bound
/// to slots (`sid`), a `slots` block holding their defaults (what a player without themes draws, the same as
/// the `k` beside each `sid`), and `markers` naming the segments the state machine plays.
///
/// Three slots at most: `ripple_color` (every ripple's fill or stroke colour), `ripple_opacity` (their
/// opacity, 0–100: the style's opacity, which the model leaves out by being resolved at opacity 1) and, with
/// a background, `background_color`. A theme sets them with `Color` and `Scalar` rules (`DotLottieTheme`).
package struct LottieSlots: Equatable, Sendable {
    /// A named stretch of the timeline, in seconds of document time.
    package struct Marker: Equatable, Sendable {
        /// `cm`: the segment's name (`press`, `release`).
        package let name: String
        /// Where it starts, seconds.
        package let start: Double
        /// How long it lasts, seconds (0: one frame to jump to).
        package let duration: Double

        /// A marker.
        package init(name: String, start: Double, duration: Double) {
            self.name = name
            self.start = start
            self.duration = duration
        }
    }

    /// The slot ids.
    package static let colorID = "ripple_color", opacityID = "ripple_opacity", backgroundID = "background_color"

    /// The ripples' colour (opaque).
    package let color: RGBA
    /// The style's opacity, 0…1.
    package let opacity: Double
    /// The markers, in timeline order.
    package let markers: [Marker]

    /// The slots of a ripple of `color` at `opacity`, with `markers`.
    package init(color: RGBA, opacity: Double, markers: [Marker]) {
        self.color = color
        self.opacity = opacity
        self.markers = markers
    }

    /// The ids of the slots a document with (or without) a background holds.
    package static func ids(background: Bool) -> [String] {
        [colorID, opacityID] + (background ? [backgroundID] : [])
    }

    /// `property` with its slot id.
    static func bound(_ property: LottieJSON, to id: String) -> LottieJSON {
        guard case .object(let members) = property else { return property }
        return .object(members + [("sid", .string(id))])
    }

    /// A colour's channels as the document writes them: 0…1, rounded to 8 bits (the SVG formats' `#rrggbb`).
    package static func channels(_ color: RGBA) -> [Double] {
        [color.red, color.green, color.blue].map { ($0 * 255).rounded() / 255 }
    }

    /// The document's `markers` and `slots` members.
    func members(writer: LottieProperty, background: RGBA?) -> [(String, LottieJSON)] {
        let markers: [LottieJSON] = self.markers.map { marker in
            .object([("cm", .string(marker.name)), ("tm", .number(writer.frame(marker.start))), ("dr", .number(marker.duration * writer.fps))])
        }
        var slots: [(String, LottieJSON)] = [
            (Self.colorID, .object([("p", LottieProperty.constant(Self.channels(color)))])),
            (Self.opacityID, .object([("p", LottieProperty.constant(opacity * 100))])),
        ]
        if let background { slots.append((Self.backgroundID, .object([("p", LottieProperty.constant(Self.channels(background)))]))) }
        return [("markers", .array(markers)), ("slots", .object(slots))]
    }
}
