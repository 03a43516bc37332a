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
///
/// The style sheet also answers two user preferences, which SMIL cannot read: `prefers-reduced-motion`
/// (a still frame from the model, or a slower animation) and `forced-colors` (system colours).
package struct CSSKeyframesSerializer: Serializer {
    /// Creates the serializer.
    package init() {}

    /// Builds the document; see the type's description.
    package func document(for animation: RippleAnimation, context: DocumentContext) -> XMLElement {
        let names = Names(context: context)
        let minified = context.minified
        let skeleton = DocumentSkeleton(animation: animation, context: context)
        var statements: [CSSStatement] = []
        var written: [CSSTrack.KeyframesRule] = []
        var animated: [AnimatedElement] = []
        var elements: [XMLElement] = []
        for (index, layer) in animation.layers.enumerated() {
            let name = names.layer(index)
            let shapeRules = CSSTrack.rules(for: Self.shapeTracks(of: layer), className: name, timing: layer.group.timing,
                                            minified: minified, written: &written)
            statements += shapeRules.statements
            animated.append(AnimatedElement(className: name, layer: index, animations: shapeRules.animations, role: .shape))
            var shape = skeleton.shape(of: layer, extra: ["class": name])
            if let translate = layer.group.translate {
                let moverName = names.mover(index)
                let track = CSSTrack(translate, rest: layer.rest.translate) { Self.translate($0) }.named("transform")
                let moverRules = CSSTrack.rules(for: [track], className: moverName, timing: layer.group.timing, minified: minified,
                                                written: &written)
                statements += moverRules.statements
                animated.append(AnimatedElement(className: moverName, layer: index, animations: moverRules.animations, role: .mover))
                let rest = layer.rest.translate == .zero ? nil : DocumentSkeleton.translate(layer.rest.translate)
                shape = XMLElement("g", ["class": moverName, "transform": rest], children: [.element(shape)])
            }
            elements.append(skeleton.centered(shape, layer: layer))
        }
        statements += reducedMotion(animation, animated: animated, context: context)
        if context.forcedColors { statements += forcedColors(animation, names: names, minified: minified) }
        var svg = skeleton.root(styleSheet: statements.isEmpty ? nil : StyleSheet(statements), backgroundClass: names.background)
        for element in skeleton.layerContainer(elements) { svg.append(element) }
        return svg
    }

    /// An element with a class that animations or preferences address.
    struct AnimatedElement {
        enum Role { case shape, mover }
        let className: String
        let layer: Int
        /// The animations its class rule starts (none when no track moves).
        let animations: [CSSTrack.Scheduled]
        let role: Role
    }

    static func shapeTracks(of layer: RippleLayer) -> [CSSTrack] {
        var tracks: [CSSTrack] = []
        let rest = layer.rest
        if let scale = layer.group.scale {
            tracks.append(CSSTrack(scale, rest: rest.scale) { "scale(\(NumberFormat.format($0)))" }.named("transform"))
        }
        if let opacity = layer.group.opacity {
            tracks.append(CSSTrack(opacity, rest: rest.opacity) { NumberFormat.format($0) }.named("opacity"))
        }
        if let width = layer.group.strokeWidth {
            tracks.append(CSSTrack(width, rest: rest.strokeWidth) { NumberFormat.format($0) + "px" }.named("stroke-width"))
        }
        return tracks
    }

    static func translate(_ vector: Vector) -> String {
        "translate(\(NumberFormat.format(vector.x))px,\(NumberFormat.format(vector.y))px)"
    }

    /// `@media (prefers-reduced-motion: reduce)`: a still frame from the model, or the same animation slower.
    /// Minified, a still frame leaves out values the element has anyway once its animation is `none`.
    private func reducedMotion(_ animation: RippleAnimation, animated: [AnimatedElement], context: DocumentContext) -> [CSSStatement] {
        var rules: [CSSStatement] = []
        switch context.reducedMotion {
        case .none:
            return []
        case .still(let at):
            let values = animation.values(at: at ?? animation.calmFrameTime)
            for element in animated where !element.animations.isEmpty {
                let value = values[element.layer]
                let layer = animation.layers[element.layer]
                var declarations = [CSSDeclaration("animation", "none")]
                func add(_ property: String, _ text: String, rest: String) {
                    if !(context.minified && text == rest) { declarations.append(CSSDeclaration(property, text)) }
                }
                switch element.role {
                case .mover:
                    add("transform", Self.translate(value.translate), rest: Self.translate(layer.rest.translate))
                case .shape:
                    add("transform", "scale(\(NumberFormat.format(value.scale)))", rest: "scale(\(NumberFormat.format(layer.rest.scale)))")
                    add("opacity", NumberFormat.format(value.opacity), rest: NumberFormat.format(layer.rest.opacity))
                    if layer.group.strokeWidth != nil {
                        add("stroke-width", NumberFormat.format(value.strokeWidth) + "px", rest: NumberFormat.format(layer.rest.strokeWidth) + "px")
                    }
                }
                rules.append(.rule(CSSRule(selector: ".\(element.className)", declarations: declarations)))
            }
        case .slow(let factor):
            for element in animated where !element.animations.isEmpty {
                let timing = animation.layers[element.layer].group.timing
                guard let slower = try? Timing(duration: timing.duration * factor, delay: timing.delay * factor,
                                               repeatCount: timing.repeatCount, fill: timing.fill) else { continue }
                rules.append(CSSTrack.animationRule(element.animations, className: element.className, timing: slower,
                                                    minified: context.minified))
            }
        }
        // `(prefers-reduced-motion)` alone is true exactly when the value is `reduce` (Media Queries 5 boolean context).
        let query = CSSMediaQuery.reducedMotion(boolean: context.minified)
        return rules.isEmpty ? [] : [.media(query: query, statements: rules)]
    }

    /// `@media (forced-colors: active)`: the ripple in the system's text colour on its canvas colour,
    /// so it stays visible in high-contrast modes.
    private func forcedColors(_ animation: RippleAnimation, names: Names, minified: Bool) -> [CSSStatement] {
        var rules: [CSSStatement] = []
        for (index, layer) in animation.layers.enumerated() {
            var declarations: [CSSDeclaration] = []
            if layer.paint.fill != nil { declarations.append(CSSDeclaration("fill", "CanvasText")) }
            if layer.paint.stroke != nil { declarations.append(CSSDeclaration("stroke", "CanvasText")) }
            if !declarations.isEmpty { rules.append(.rule(CSSRule(selector: ".\(names.layer(index))", declarations: declarations))) }
        }
        if animation.canvas.background != nil {
            rules.append(.rule(CSSRule(selector: ".\(names.background)", declarations: [CSSDeclaration("fill", "Canvas")])))
        }
        let query = CSSMediaQuery.forcedColors(boolean: minified)
        return rules.isEmpty ? [] : [.media(query: query, statements: rules)]
    }
}
