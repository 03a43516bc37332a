/// The animation of one ripple layer: tracks sharing one timing, like a Core Animation group.
///
/// Every track runs over the same iteration (offsets are fractions of `timing.duration`), so a property
/// that changes for only part of the iteration (a 0.075 s fade-in inside a 0.225 s expansion) simply has
/// keyframes that stop early. A missing track means the property keeps the layer's rest value.
package struct KeyframeGroup: Equatable, Sendable {
    /// Uniform scale about the layer's centre.
    package var scale: Track<Double>?
    /// Layer opacity 0…1 (multiplies the paint's alpha).
    package var opacity: Track<Double>?
    /// Offset of the centre from `RippleLayer.center`, in user units.
    package var translate: Track<Vector>?
    /// Stroke width in the shape's own units (a scale scales it too, as on Core Animation layers).
    package var strokeWidth: Track<Double>?
    /// Duration, delay, repeat count and fill.
    package var timing: Timing

    /// Creates a group.
    package init(
        timing: Timing,
        scale: Track<Double>? = nil,
        opacity: Track<Double>? = nil,
        translate: Track<Vector>? = nil,
        strokeWidth: Track<Double>? = nil
    ) {
        self.timing = timing
        self.scale = scale
        self.opacity = opacity
        self.translate = translate
        self.strokeWidth = strokeWidth
    }
}

/// The animatable values of a layer at one moment.
public struct LayerValues: Equatable, Sendable {
    /// Uniform scale.
    public var scale: Double
    /// Opacity 0…1.
    public var opacity: Double
    /// Offset of the centre.
    public var translate: Vector
    /// Stroke width in shape units.
    public var strokeWidth: Double

    /// Creates values.
    package init(scale: Double = 1, opacity: Double = 1, translate: Vector = .zero, strokeWidth: Double = 0) {
        self.scale = scale
        self.opacity = opacity
        self.translate = translate
        self.strokeWidth = strokeWidth
    }
}
