/// A style resolved for live presses (`--format web`): the same template and options as a
/// `RippleAnimation`, with the press left open.
///
/// The view size `W`, `H` and the press point `px`, `py` are known only when an element is pressed, and
/// the release time (the template's `press.release` parameter, `hold`) only when it is released. They stay
/// symbolic here, with everything derived from them: `definitions` is the template's arithmetic, in
/// order, still to be evaluated; every other value is already a number. Segments whose times do not
/// depend on the release are compiled into keyframe tracks by `SegmentCompiler` (their values are
/// expressions); the segments the release starts are kept as segments, to be evaluated at the release.
package struct PressProgram: Equatable, Sendable {
    /// What a press does.
    package enum Kind: String, Equatable, Sendable {
        /// Touch-down animations while the press lasts, then the release's (material, splash).
        case held
        /// The whole timeline plays from the press point, whatever the release (fill).
        case tap
        /// No press: a looping decoration (ring, pulse) plays from the element's centre as long as the
        /// element is on the page (`--format web` of a style that repeats indefinitely).
        case loop
    }

    /// A named value computed when the element is pressed (or released, when `release` is set).
    package struct Definition: Equatable, Sendable {
        /// A unique name: the template's, with a number appended when a name is bound again.
        package var name: String
        /// The value, over `W H px py hold` and earlier definitions; every constant is folded in.
        package var expression: Expression
        /// Whether it depends on the release time (computed at the release).
        package var release: Bool
    }

    /// The animated properties of the web format (the composited ones).
    package enum Property: String, Equatable, Sendable {
        case scale, translate, opacity
    }

    /// One keyframe of a press track: the value is one expression per component (two for translate).
    package struct Keyframe: Equatable, Sendable {
        /// Where in the press phase, 0…1.
        package var offset: Double
        /// The value's components.
        package var value: [Expression]
        /// The easing to the next keyframe.
        package var easing: Easing
        /// When set, the way to the next keyframe is one whole spring of this response (seconds), which
        /// the model follows in `SegmentCompiler`'s pieces; `easing` is then linear (loops only: a format
        /// with a spring curve of its own writes it once instead of piece by piece).
        package var spring: Double? = nil

        /// Creates a keyframe.
        package init(offset: Double, value: [Expression], easing: Easing, spring: Double? = nil) {
            self.offset = offset
            self.value = value
            self.easing = easing
            self.spring = spring
        }
    }

    /// A segment that begins at the release.
    package struct ReleaseSegment: Equatable, Sendable {
        /// Begin in seconds after touch-down (depends on `hold`).
        package var begin: Expression
        /// Length in seconds (a spring's settle time for springs).
        package var duration: Expression
        /// The start value, or `nil`: the value the press track has reached at `begin` (it is cut there).
        package var from: [Expression]?
        /// The end value.
        package var to: [Expression]
        /// Its curve.
        package var curve: Curve
    }

    /// One property of a layer: its touch-down keyframes and what the release does to it.
    package struct Track: Equatable, Sendable {
        package var property: Property
        /// Over the layer's `pressDuration`, from the layer's `delay`.
        package var keyframes: [Keyframe]
        /// `nil` when the release leaves this property alone.
        package var release: ReleaseSegment?

        /// Creates a track.
        package init(property: Property, keyframes: [Keyframe], release: ReleaseSegment?) {
            self.property = property
            self.keyframes = keyframes
            self.release = release
        }
    }

    /// One ripple element per press.
    package struct Layer: Equatable, Sendable {
        /// Half extents `[rx, ry]`.
        package var halfSize: [Expression]
        /// Centre in the element's coordinates.
        package var center: [Expression]
        /// The template's shape for this layer, resolved (only circles and ellipses are drawn on the web).
        package var shape: Shape
        /// A stroke width for stroked layers (a ring), `nil` for filled ones.
        package var strokeWidth: Double?
        /// Seconds after touch-down before the press tracks begin.
        package var delay: Double
        /// Length of the press phase in seconds (every press track runs over it).
        package var pressDuration: Double
        /// Iterations of the press phase (taps and loops, `.infinity` for a loop; 1 for held presses).
        package var iterations: Double
        /// The values a property has before the layer's delay has passed (the template's `rest`): scale,
        /// translate and opacity, one expression per component.
        package var rest: [Property: [Expression]]
        /// The animated properties.
        package var tracks: [Track]
    }

    /// Held or tap.
    package var kind: Kind
    /// The release input's name (the template's `press.release`, `hold`), for held presses.
    package var release: String?
    /// Template arithmetic left for press and release time.
    package var definitions: [Definition]
    /// The ripples, back to front.
    package var layers: [Layer]
    /// Fade length when the pointer leaves or re-enters during a held press (`press.dragFade`).
    package var dragFade: Double?
    /// The ripple's colour (opaque: its alpha is in `opacity`).
    package var color: RGBA
    /// The style's opacity (its `alpha`, with the colour's own alpha): the web format's opacity default.
    /// Template values are computed with `alpha` = 1 and this multiplies the whole ripple.
    package var opacity: Double

    /// The press inputs, available to every expression.
    package static let inputs = ["W", "H", "px", "py"]
}
