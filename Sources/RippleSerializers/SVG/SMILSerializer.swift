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
package struct SMILSerializer: Serializer {
    /// Creates the serializer.
    package init() {}

    /// Builds the document; see the type's description.
    package func document(for animation: RippleAnimation, context: DocumentContext) -> XMLElement {
        let skeleton = DocumentSkeleton(animation: animation, context: context)
        var svg = skeleton.root(styleSheet: nil)
        let layers = animation.layers.map { layerElement($0, skeleton: skeleton) }
        for element in skeleton.layerContainer(layers) { svg.append(element) }
        return svg
    }

    private func layerElement(_ layer: RippleLayer, skeleton: DocumentSkeleton) -> XMLElement {
        let minified = skeleton.context.minified
        let timing = layer.group.timing
        // SMIL discards an interval that ends at or before the document begins (SMIL Animation §3.6.8),
        // so `fill="freeze"` would never apply to a run over by time 0 (a negative delay longer than the
        // whole run): browsers show the base values. Such a layer is written as its final still frame.
        if let active = timing.activeDuration, timing.delay + active <= 0 {
            return skeleton.stillLayer(layer, values: layer.values(at: 0))
        }
        var shape = skeleton.shape(of: layer)
        if let scale = layer.group.scale {
            shape.append(animation("animateTransform", attribute: "transform", type: "scale",
                                   values: scale.values.map(NumberFormat.format), track: scale.keyframes.map { $0.offset },
                                   easings: scale.easings, timing: timing, minified: minified))
        }
        if let opacity = layer.group.opacity {
            shape.append(animation("animate", attribute: "opacity", values: opacity.values.map(NumberFormat.format),
                                   track: opacity.keyframes.map { $0.offset }, easings: opacity.easings, timing: timing, minified: minified))
        }
        if let width = layer.group.strokeWidth {
            shape.append(animation("animate", attribute: "stroke-width", values: width.values.map(NumberFormat.format),
                                   track: width.keyframes.map { $0.offset }, easings: width.easings, timing: timing, minified: minified))
        }
        var inner = shape
        if let translate = layer.group.translate {
            var mover = XMLElement("g", ["transform": layer.rest.translate == .zero ? nil : DocumentSkeleton.translate(layer.rest.translate)])
            mover.append(shape)
            mover.append(animation("animateTransform", attribute: "transform", type: "translate",
                                   values: translate.values.map { "\(NumberFormat.format($0.x)) \(NumberFormat.format($0.y))" },
                                   track: translate.keyframes.map { $0.offset }, easings: translate.easings, timing: timing, minified: minified))
            inner = mover
        }
        return skeleton.centered(inner, layer: layer)
    }

    private func animation(_ name: String, attribute: String, type: String? = nil, values: [String],
                           track offsets: [Double], easings: [Easing], timing: Timing, minified: Bool) -> XMLElement {
        let eased = easings.contains { $0 != .linear }
        let repeatCount: String?
        switch timing.repeatCount {
        case .indefinite: repeatCount = "indefinite"
        case .count(let count): repeatCount = minified && count == 1 ? nil : NumberFormat.format(count)
        }
        let freezes = timing.fill == .freeze && timing.activeDuration != nil
        let keyTimes = offsets.map(NumberFormat.format)
        // Minified, attributes at their SMIL defaults are left out: begin 0, calcMode linear, one
        // repeat, and keyTimes that only space the values evenly (the default for linear and spline).
        let evenlySpaced = offsets.count > 1 && keyTimes.indices.allSatisfy {
            keyTimes[$0] == NumberFormat.format(Double($0) / Double(offsets.count - 1))
        }
        return XMLElement(name, [
            "attributeName": attribute,
            "type": type,
            "values": values.joined(separator: ";"),
            "keyTimes": minified && evenlySpaced ? nil : keyTimes.joined(separator: ";"),
            "calcMode": eased ? "spline" : (minified ? nil : "linear"),
            "keySplines": eased ? easings.map { easing in
                let (x1, y1, x2, y2) = easing.controlPoints
                return NumberFormat.join([x1, y1, x2, y2])
            }.joined(separator: ";") : nil,
            "begin": minified && timing.delay == 0 ? nil : NumberFormat.seconds(timing.delay),
            "dur": NumberFormat.seconds(timing.duration),
            "repeatCount": repeatCount,
            "fill": freezes ? "freeze" : nil,
        ])
    }
}
