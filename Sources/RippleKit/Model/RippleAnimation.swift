/// The area a ripple belongs to (the button, the view) and the document extent around it.
package struct Canvas: Equatable, Sendable {
    /// The view's size; the view occupies (0, 0)–(width, height) in user units.
    package var size: Size
    /// The document's viewBox: the view plus everything the animation reaches, in whole units.
    package var viewBox: Rect
    /// A colour behind the ripple over the view's rectangle, or `nil` for transparent.
    package var background: RGBA?

    /// Creates a canvas.
    package init(size: Size, viewBox: Rect, background: RGBA? = nil) {
        self.size = size
        self.viewBox = viewBox
        self.background = background
    }
}

/// A region outside which ripples are not drawn (Core Animation's `masksToBounds`, CSS `overflow: hidden`).
package enum Clip: Equatable, Sendable {
    /// A rectangle with optional rounded corners.
    case rect(Rect, cornerRadius: Double)
    /// The ellipse inscribed in a rectangle.
    case ellipse(Rect)
    /// A path in view coordinates.
    case path(PathData)
}

/// A resolved ripple animation: everything a serializer needs, nothing about SVG or files.
public struct RippleAnimation: Equatable, Sendable {
    /// The style it came from (`ring`), used for default ids and titles.
    public var style: String
    /// The accessible title of the document.
    public var title: String
    /// A longer accessible description (`<desc>`), if any.
    public var description: String?
    /// View size, viewBox and background.
    package var canvas: Canvas
    /// Optional clip shared by all layers.
    package var clip: Clip?
    /// The ripples, back to front.
    public var layers: [RippleLayer]

    /// Creates an animation. When `viewBox` is `nil`, the canvas's viewBox is computed: the view
    /// (or the clip, when there is one) united with every layer's animated bounds, grown to whole units.
    package init(style: String, title: String, description: String? = nil, size: Size, background: RGBA? = nil, clip: Clip? = nil,
                layers: [RippleLayer], viewBox: Rect? = nil) {
        self.style = style
        self.title = title
        self.description = description
        self.clip = clip
        self.layers = layers
        let view = Rect(x: 0, y: 0, width: size.width, height: size.height)
        var box = view
        if clip == nil {
            for layer in layers { box = box.union(layer.animatedBounds) }
        }
        self.canvas = Canvas(size: size, viewBox: viewBox ?? box.integral, background: background)
    }

    /// Every layer's values at document time `time` (seconds): the single source of truth that the
    /// serializers' output and the browser tests are checked against.
    public func values(at time: Double) -> [LayerValues] {
        layers.map { $0.values(at: time) }
    }

    /// The time after which nothing changes any more, or `nil` when some layer repeats forever.
    public var endTime: Double? {
        var end = 0.0
        for layer in layers {
            guard let active = layer.group.timing.activeDuration else { return nil }
            end = max(end, layer.group.timing.delay + active)
        }
        return end
    }
}
