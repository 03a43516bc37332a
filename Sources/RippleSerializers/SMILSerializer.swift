import RippleKit
import RippleMarkup

/// Writes a standalone SVG 1.1 document animated with SMIL.
///
/// Each layer is a group translated to the layer's centre holding the shape drawn around (0, 0), so
/// `<animateTransform type="scale">` scales about the centre with no `transform-origin` (which SVG 1.1
/// does not have). A translation track gets its own inner group, so translate and scale never combine
/// in one transform list. Every track becomes one animation element with `keyTimes` and, when any
/// segment is eased, `calcMode="spline"` with one `keySplines` entry per segment. The output contains
/// no `<style>` and no `style=`, so it works where inline styles are blocked.
public struct SMILSerializer: Serializer {
    /// Creates the serializer.
    public init() {}

    /// Builds the document; see the type's description.
    public func document(for animation: RippleAnimation, context: DocumentContext) -> XMLElement {
        let skeleton = DocumentSkeleton(animation: animation, context: context)
        var svg = skeleton.root(styleSheet: nil)
        let layers = animation.layers.map(layerElement)
        for element in skeleton.layerContainer(layers) { svg.append(element) }
        return svg
    }

    private func layerElement(_ layer: RippleLayer) -> XMLElement {
        let timing = layer.group.timing
        // SMIL discards an interval that ends at or before the document begins (SMIL Animation §3.6.8),
        // so `fill="freeze"` would never apply to a run over by time 0 (a negative delay longer than the
        // whole run): browsers show the base values. Such a layer is written as its final still frame.
        if let active = timing.activeDuration, timing.delay + active <= 0 {
            return DocumentSkeleton.stillLayer(layer, values: layer.values(at: 0))
        }
        var shape = DocumentSkeleton.shape(of: layer)
        if let scale = layer.group.scale {
            shape.append(animation("animateTransform", attribute: "transform", type: "scale",
                                   values: scale.values.map(NumberFormat.format), track: scale.keyframes.map(\.offset),
                                   easings: scale.easings, timing: timing))
        }
        if let opacity = layer.group.opacity {
            shape.append(animation("animate", attribute: "opacity", values: opacity.values.map(NumberFormat.format),
                                   track: opacity.keyframes.map(\.offset), easings: opacity.easings, timing: timing))
        }
        if let width = layer.group.strokeWidth {
            shape.append(animation("animate", attribute: "stroke-width", values: width.values.map(NumberFormat.format),
                                   track: width.keyframes.map(\.offset), easings: width.easings, timing: timing))
        }
        var inner = shape
        if let translate = layer.group.translate {
            var mover = XMLElement("g", ["transform": layer.rest.translate == .zero ? nil : DocumentSkeleton.translate(layer.rest.translate)])
            mover.append(shape)
            mover.append(animation("animateTransform", attribute: "transform", type: "translate",
                                   values: translate.values.map { "\(NumberFormat.format($0.x)) \(NumberFormat.format($0.y))" },
                                   track: translate.keyframes.map(\.offset), easings: translate.easings, timing: timing))
            inner = mover
        }
        return XMLElement("g", ["transform": DocumentSkeleton.translate(layer.center)], children: [.element(inner)])
    }

    private func animation(_ name: String, attribute: String, type: String? = nil, values: [String],
                           track offsets: [Double], easings: [Easing], timing: Timing) -> XMLElement {
        let eased = easings.contains { $0 != .linear }
        let repeatCount: String
        switch timing.repeatCount {
        case .indefinite: repeatCount = "indefinite"
        case .count(let count): repeatCount = NumberFormat.format(count)
        }
        let freezes = timing.fill == .freeze && timing.activeDuration != nil
        return XMLElement(name, [
            "attributeName": attribute,
            "type": type,
            "values": values.joined(separator: ";"),
            "keyTimes": offsets.map(NumberFormat.format).joined(separator: ";"),
            "calcMode": eased ? "spline" : "linear",
            "keySplines": eased ? easings.map { easing in
                let (x1, y1, x2, y2) = easing.controlPoints
                return NumberFormat.join([x1, y1, x2, y2])
            }.joined(separator: ";") : nil,
            "begin": NumberFormat.seconds(timing.delay),
            "dur": NumberFormat.seconds(timing.duration),
            "repeatCount": repeatCount,
            "fill": freezes ? "freeze" : nil,
        ])
    }
}
