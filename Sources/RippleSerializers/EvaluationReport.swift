import RippleKit
import RippleMarkup

/// The model's values at given times as JSON: what `ripplegen --evaluate` prints, so tests in other
/// languages (the browser harness) compare what browsers show with the evaluator, not with a copy of it.
///
/// For each time and layer: scale, opacity (layer opacity × paint alpha is `visibleOpacity`),
/// translation, stroke width, and `box`, the layer's geometry bounds (without stroke) in user units.
package enum EvaluationReport {
    /// The JSON text (one object, keys in a fixed order, numbers from `NumberFormat`).
    package static func json(_ animation: RippleAnimation, times: [Double]) -> String {
        let box = animation.canvas.viewBox
        var lines: [String] = []
        lines.append("{")
        lines.append("  \"style\": \"\(animation.style.filter { $0.isLetter || $0.isNumber || $0 == "-" })\",")
        lines.append("  \"viewBox\": \(array([box.x, box.y, box.width, box.height])),")
        lines.append("  \"endTime\": \(animation.endTime.map(NumberFormat.format) ?? "null"),")
        lines.append("  \"frames\": [")
        for (timeIndex, time) in times.enumerated() {
            let values = animation.values(at: time)
            var layers: [String] = []
            for (layer, value) in zip(animation.layers, values) {
                let half = layer.shape.geometryBox
                let center = Vector(layer.center.x + value.translate.x, layer.center.y + value.translate.y)
                let geometry = [center.x + value.scale * half.x, center.y + value.scale * half.y,
                                value.scale * half.width, value.scale * half.height]
                let alpha = (layer.paint.fill ?? layer.paint.stroke)?.alpha ?? 1
                layers.append("""
                      {"scale": \(NumberFormat.format(value.scale)), "opacity": \(NumberFormat.format(value.opacity)), \
                "visibleOpacity": \(NumberFormat.format(value.opacity * alpha)), \
                "translate": \(array([value.translate.x, value.translate.y])), \
                "strokeWidth": \(NumberFormat.format(value.strokeWidth * value.scale)), "box": \(array(geometry))}
                """)
            }
            let comma = timeIndex + 1 < times.count ? "," : ""
            lines.append("    {\"t\": \(NumberFormat.format(time)), \"layers\": [")
            lines.append(layers.joined(separator: ",\n"))
            lines.append("    ]}\(comma)")
        }
        lines.append("  ]")
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    private static func array(_ values: [Double]) -> String {
        "[" + values.map(NumberFormat.format).joined(separator: ", ") + "]"
    }
}

extension Shape {
    /// The shape's geometry bounds around its origin (x, y, width, height), stroke excluded.
    var geometryBox: Rect {
        switch self {
        case .circle(let radius): return Rect(x: -radius, y: -radius, width: 2 * radius, height: 2 * radius)
        case .ellipse(let rx, let ry): return Rect(x: -rx, y: -ry, width: 2 * rx, height: 2 * ry)
        case .path(let data): return data.bounds
        }
    }
}
