import RippleKit
import RippleMarkup

/// The parts every format shares: the `<svg>` root, title, clip path and background.
///
/// The root is sized to its viewBox at 1:1 (one user unit is one CSS pixel), so a ripple drawn for a
/// 100×100 view keeps its size and a ring that grows beyond the view is not cut off.
struct DocumentSkeleton {
    let animation: RippleAnimation
    let context: DocumentContext
    /// The layers' common centre when it is folded into the viewBox (minified documents without a clip
    /// or background, whose layers all share one centre): the layers then need no centring group.
    let foldedCenter: Vector?
    /// Paint attributes every layer shares, written once on the root and inherited (minified documents
    /// with several layers); a shape repeats one only where its own value differs.
    let sharedPaint: [XMLAttribute]

    init(animation: RippleAnimation, context: DocumentContext) {
        self.animation = animation
        self.context = context
        let centers = Set(animation.layers.map(\.center))
        let foldable = context.minified && animation.clip == nil && animation.canvas.background == nil && centers.count == 1
        foldedCenter = foldable ? animation.layers.first?.center : nil
        guard context.minified, animation.layers.count > 1 else {
            sharedPaint = []
            return
        }
        let paints = animation.layers.map { Self.paintAttributes(of: $0, strokeWidth: $0.rest.strokeWidth, hex: context.minified) }
        sharedPaint = paints[0].filter { attribute in paints.allSatisfy { $0.contains(attribute) } }
    }

    var idPrefix: String { context.idPrefix }

    /// The root element with title, optional style sheet, defs and background, without the layers.
    func root(styleSheet: StyleSheet?, backgroundClass: String? = nil) -> XMLElement {
        var box = animation.canvas.viewBox
        if let center = foldedCenter {
            box.x -= center.x
            box.y -= center.y
        }
        var svg = XMLElement("svg", [
            "xmlns": "http://www.w3.org/2000/svg",
            // The DTD fixes version to 1.1, so leaving it out changes nothing.
            "version": context.minified ? nil : "1.1",
            "width": NumberFormat.format(box.width),
            "height": NumberFormat.format(box.height),
            "viewBox": NumberFormat.join([box.x, box.y, box.width, box.height]),
        ])
        for attribute in sharedPaint { svg.set(attribute.name, attribute.value) }
        // Accessibility: SVG 1.1 names a graphic with <title> and <desc>; ARIA attributes exist only in
        // the svg2 profile. A decorative asset has no name (and is hidden from assistive technology in svg2).
        if context.profile == .svg2 {
            if context.decorative {
                svg.set("aria-hidden", "true")
            } else {
                svg.set("role", "img")
                svg.set("aria-label", animation.title)
            }
        }
        if !context.decorative {
            svg.append(XMLElement("title", children: [.text(animation.title)]))
            if let description = animation.description {
                svg.append(XMLElement("desc", children: [.text(description)]))
            }
        }
        if let styleSheet {
            svg.append(XMLElement("style", ["type": "text/css"], children: [.styleSheet(styleSheet)]))
        }
        if let clip = animation.clip {
            let clipShape: XMLElement
            switch clip {
            case .rect(let rect, let radius):
                clipShape = XMLElement("rect", [
                    // x and y default to 0.
                    "x": context.minified && rect.x == 0 ? nil : NumberFormat.format(rect.x),
                    "y": context.minified && rect.y == 0 ? nil : NumberFormat.format(rect.y),
                    "width": NumberFormat.format(rect.width), "height": NumberFormat.format(rect.height),
                    "rx": radius > 0 ? NumberFormat.format(radius) : nil,
                ])
            case .ellipse(let rect):
                clipShape = XMLElement("ellipse", [
                    "cx": NumberFormat.format(rect.x + rect.width / 2), "cy": NumberFormat.format(rect.y + rect.height / 2),
                    "rx": NumberFormat.format(rect.width / 2), "ry": NumberFormat.format(rect.height / 2),
                ])
            case .path(let data):
                clipShape = XMLElement("path", ["d": data.text(NumberFormat.format)])
            }
            svg.append(XMLElement("defs", children: [.element(XMLElement("clipPath", ["id": clipID], children: [.element(clipShape)]))]))
        }
        if let background = animation.canvas.background {
            let size = animation.canvas.size
            svg.append(XMLElement("rect", [
                "class": backgroundClass,
                "width": NumberFormat.format(size.width), "height": NumberFormat.format(size.height),
                "fill": hex(background), "fill-opacity": background.alpha < 1 ? NumberFormat.format(background.alpha) : nil,
            ]))
        }
        return svg
    }

    /// The id of the clip path.
    var clipID: String { Names(context: context).clip }

    /// Wraps the layer elements in a clipped group when the animation has a clip.
    func layerContainer(_ layers: [XMLElement]) -> [XMLElement] {
        guard animation.clip != nil else { return layers }
        return [XMLElement("g", ["clip-path": "url(#\(clipID))"], children: layers.map { .element($0) })]
    }

    /// The shape element of a layer with its static (rest) attributes, drawn around (0, 0).
    /// - Parameters:
    ///   - layer: the layer.
    ///   - values: the values to write as attributes; the rest values for animated documents (what shows
    ///     where no animation applies), the evaluated values for a static frame.
    ///   - extra: attributes written right after the geometry (a class).
    func shape(of layer: RippleLayer, values: LayerValues? = nil, extra: KeyValuePairs<String, String?> = [:]) -> XMLElement {
        let values = values ?? layer.rest
        var element: XMLElement
        switch layer.shape {
        case .circle(let radius):
            element = XMLElement("circle", ["r": NumberFormat.format(radius)])
        case .ellipse(let rx, let ry) where context.minified && NumberFormat.format(rx) == NumberFormat.format(ry):
            element = XMLElement("circle", ["r": NumberFormat.format(rx)])
        case .ellipse(let rx, let ry):
            element = XMLElement("ellipse", ["rx": NumberFormat.format(rx), "ry": NumberFormat.format(ry)])
        case .path(let data):
            // Only parsed numbers and command letters are written back: user path text never is.
            element = XMLElement("path", ["d": data.text(NumberFormat.format)])
        }
        for (name, value) in extra { if let value { element.set(name, value) } }
        for attribute in Self.paintAttributes(of: layer, strokeWidth: values.strokeWidth, hex: context.minified)
        where !sharedPaint.contains(attribute) {
            element.set(attribute.name, attribute.value)
        }
        if values.opacity != 1 { element.set("opacity", NumberFormat.format(values.opacity)) }
        if values.scale != 1 { element.set("transform", "scale(\(NumberFormat.format(values.scale)))") }
        return element
    }

    /// A layer frozen at `values`: the centre group, an offset group when translated, the shape.
    func stillLayer(_ layer: RippleLayer, values: LayerValues) -> XMLElement {
        var inner = shape(of: layer, values: values)
        if values.translate != .zero {
            inner = XMLElement("g", ["transform": Self.translate(values.translate)], children: [.element(inner)])
        }
        return centered(inner, layer: layer)
    }

    /// `element` placed at the layer's centre: in a translated group, or as it is when the centre is
    /// folded into the viewBox.
    func centered(_ element: XMLElement, layer: RippleLayer) -> XMLElement {
        if foldedCenter != nil { return element }
        return XMLElement("g", ["transform": Self.translate(layer.center)], children: [.element(element)])
    }

    /// A colour as `#rrggbb`, or `#rgb` when minified and exact.
    func hex(_ color: RGBA) -> String {
        Self.hex(color, short: context.minified)
    }

    private static func hex(_ color: RGBA, short: Bool) -> String {
        short ? color.shortHexRGB : color.hexRGB
    }

    /// A shape's paint attributes in output order: fill, fill-opacity, stroke, stroke-opacity, stroke-width.
    /// (Static: `init` needs them before the skeleton exists.)
    static func paintAttributes(of layer: RippleLayer, strokeWidth: Double, hex short: Bool) -> [XMLAttribute] {
        let hex = { (color: RGBA) in Self.hex(color, short: short) }
        let paint = layer.paint
        var attributes = [XMLAttribute(name: "fill", value: paint.fill.map(hex) ?? "none")]
        if let fill = paint.fill, fill.alpha < 1 { attributes.append(XMLAttribute(name: "fill-opacity", value: NumberFormat.format(fill.alpha))) }
        if let stroke = paint.stroke {
            attributes.append(XMLAttribute(name: "stroke", value: hex(stroke)))
            if stroke.alpha < 1 { attributes.append(XMLAttribute(name: "stroke-opacity", value: NumberFormat.format(stroke.alpha))) }
            attributes.append(XMLAttribute(name: "stroke-width", value: NumberFormat.format(strokeWidth)))
        }
        return attributes
    }

    /// `translate(x y)`.
    static func translate(_ vector: Vector) -> String {
        "translate(\(NumberFormat.format(vector.x)) \(NumberFormat.format(vector.y)))"
    }
}
