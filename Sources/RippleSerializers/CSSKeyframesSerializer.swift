import RippleKit
import RippleMarkup

/// Writes a standalone SVG 1.1 document animated with CSS `@keyframes`.
///
/// The layer structure is the SMIL one (a group at the centre, the shape around (0, 0)); SVG children
/// have `transform-origin: 0 0` by default, so `transform: scale()` scales about the centre with no
/// `transform-origin` or `transform-box`. Only `transform` and `opacity` are animated (and
/// `stroke-width` when a track asks for it), which browsers composite off the main thread. Tracks of one
/// element that share their keyframe offsets and easings share one `@keyframes` rule; others get their
/// own rule and run as a second animation on the same element. Everything CSS-only lives in the style
/// sheet, so the document stays valid against the SVG 1.1 DTD.
public struct CSSKeyframesSerializer: Serializer {
    /// Creates the serializer.
    public init() {}

    /// Builds the document; see the type's description.
    public func document(for animation: RippleAnimation, idPrefix: String) -> XMLElement {
        var statements: [CSSStatement] = []
        var elements: [XMLElement] = []
        for (index, layer) in animation.layers.enumerated() {
            let name = "\(idPrefix)-\(index)"
            var shapeTracks: [CSSTrack] = []
            if let scale = layer.group.scale {
                shapeTracks.append(CSSTrack(scale) { "scale(\(NumberFormat.format($0)))" }.named("transform"))
            }
            if let opacity = layer.group.opacity {
                shapeTracks.append(CSSTrack(opacity) { NumberFormat.format($0) }.named("opacity"))
            }
            if let width = layer.group.strokeWidth {
                shapeTracks.append(CSSTrack(width) { NumberFormat.format($0) + "px" }.named("stroke-width"))
            }
            let shapeRules = CSSTrack.rules(for: shapeTracks, className: name, timing: layer.group.timing)
            statements += shapeRules
            var shape = DocumentSkeleton.shape(of: layer, extra: ["class": shapeRules.isEmpty ? nil : name])
            if let translate = layer.group.translate {
                let moverName = "\(name)-move"
                let track = CSSTrack(translate) {
                    "translate(\(NumberFormat.format($0.x))px,\(NumberFormat.format($0.y))px)"
                }.named("transform")
                statements += CSSTrack.rules(for: [track], className: moverName, timing: layer.group.timing)
                let rest = layer.rest.translate == .zero ? nil : DocumentSkeleton.translate(layer.rest.translate)
                shape = XMLElement("g", ["class": moverName, "transform": rest], children: [.element(shape)])
            }
            elements.append(XMLElement("g", ["transform": DocumentSkeleton.translate(layer.center)], children: [.element(shape)]))
        }
        let skeleton = DocumentSkeleton(animation: animation, idPrefix: idPrefix)
        var svg = skeleton.root(styleSheet: statements.isEmpty ? nil : StyleSheet(statements))
        for element in skeleton.layerContainer(elements) { svg.append(element) }
        return svg
    }
}
