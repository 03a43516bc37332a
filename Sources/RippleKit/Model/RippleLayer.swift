/// A ripple's outline, drawn around its own origin (0, 0) so that scaling needs no transform-origin.
package enum Shape: Equatable, Sendable {
    /// A circle of the given radius.
    case circle(radius: Double)
    /// An ellipse with the given radii.
    case ellipse(rx: Double, ry: Double)
    /// Any outline (a heart, a user's path), already placed around the origin.
    case path(PathData)

    /// The largest distance from the origin along each axis: what scaling about the origin can grow.
    package var halfExtent: Vector {
        switch self {
        case .circle(let radius): return Vector(radius, radius)
        case .ellipse(let rx, let ry): return Vector(rx, ry)
        case .path(let data):
            let box = data.bounds
            return Vector(max(abs(box.x), abs(box.maxX)), max(abs(box.y), abs(box.maxY)))
        }
    }
}

/// How a shape is painted. A ring is a shape with a stroke and no fill.
package struct Paint: Equatable, Sendable {
    /// Fill colour, or `nil` for none.
    package var fill: RGBA?
    /// Stroke colour, or `nil` for none.
    package var stroke: RGBA?

    /// Creates paint.
    package init(fill: RGBA? = nil, stroke: RGBA? = nil) {
        self.fill = fill
        self.stroke = stroke
    }
}

/// One ripple: a shape with paint, centred somewhere in the view, animated by a keyframe group.
public struct RippleLayer: Equatable, Sendable {
    /// The outline, around (0, 0).
    package var shape: Shape
    /// Fill and stroke.
    package var paint: Paint
    /// Where the shape's origin sits in the view.
    package var center: Vector
    /// The values shown when no animation applies: before a positive delay, and after the end when the
    /// fill is `remove`. Also the static attributes written into the document.
    package var rest: LayerValues
    /// The animation.
    package var group: KeyframeGroup

    /// Creates a layer.
    ///
    /// - Throws: `ModelError.invalidGeometry` for a non-positive or non-finite size or stroke width.
    package init(shape: Shape, paint: Paint, center: Vector, rest: LayerValues, group: KeyframeGroup) throws(ModelError) {
        let extent = shape.halfExtent
        guard extent.x.isFinite, extent.y.isFinite, extent.x > 0, extent.y > 0 else {
            throw .invalidGeometry("a ripple's size must be positive and finite")
        }
        guard center.x.isFinite, center.y.isFinite else { throw .invalidGeometry("a ripple's centre must be finite") }
        let widths = [rest.strokeWidth] + (group.strokeWidth?.values ?? [])
        guard widths.allSatisfy({ $0.isFinite && $0 >= 0 }) else { throw .invalidGeometry("stroke width must be zero or positive") }
        self.shape = shape
        self.paint = paint
        self.center = center
        self.rest = rest
        self.group = group
    }

    /// The layer's values at document time `time`: its tracks where the group applies, else the rest values.
    public func values(at time: Double) -> LayerValues {
        guard let progress = group.timing.progress(at: time) else { return rest }
        return LayerValues(
            scale: group.scale?.value(at: progress) ?? rest.scale,
            opacity: group.opacity?.value(at: progress) ?? rest.opacity,
            translate: group.translate?.value(at: progress) ?? rest.translate,
            strokeWidth: group.strokeWidth?.value(at: progress) ?? rest.strokeWidth
        )
    }

    /// A layer's opacity at `time` (`values(at:).opacity`) from the parts it reads, without evaluating the
    /// other tracks or copying the layer: for callers that sample many times (the CSS calm frame).
    package static func opacity(at time: Double, timing: Timing, track: Track<Double>?, rest: Double) -> Double {
        guard let progress = timing.progress(at: time) else { return rest }
        return track?.value(at: progress) ?? rest
    }

    /// The smallest rectangle holding the layer at every moment, stroke included.
    ///
    /// Eased values stay between their keyframes (easing y values are limited to 0…1), so the extremes
    /// of the keyframe values and the rest values bound the whole animation.
    package var animatedBounds: Rect {
        let scales = [rest.scale] + (group.scale?.values ?? [])
        let offsets = [rest.translate] + (group.translate?.values ?? [])
        let widths = [rest.strokeWidth] + (group.strokeWidth?.values ?? [])
        let maxScale = scales.map(abs).max() ?? 1
        let halfStroke = paint.stroke == nil ? 0 : (widths.max() ?? 0) / 2
        let extent = shape.halfExtent
        let reachX = maxScale * (extent.x + halfStroke)
        let reachY = maxScale * (extent.y + halfStroke)
        let minX = center.x + (offsets.map { $0.x }.min() ?? 0) - reachX
        let maxX = center.x + (offsets.map { $0.x }.max() ?? 0) + reachX
        let minY = center.y + (offsets.map { $0.y }.min() ?? 0) - reachY
        let maxY = center.y + (offsets.map { $0.y }.max() ?? 0) + reachY
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
