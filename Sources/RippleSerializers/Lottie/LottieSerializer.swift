import RippleKit
import RippleMarkup

/// Writes a Lottie (bodymovin) JSON document from the same `RippleAnimation` as the SVG formats.
///
/// The composition is the SVG document's viewBox at 1:1 (`w`, `h` its size; a point of the view at
/// `p` is at `p − viewBox origin`), so frame *k* at `fr` shows what `--at window.start + k/fr` shows.
/// One shape layer per ripple, front to back as Lottie orders them (the model is back to front), plus a
/// background layer at the back when there is one. Each ripple layer holds one group: the shape
/// (`el`, or `sh` Béziers), its stroke and fill, and the group transform `tr`. The keyframed scale (%),
/// opacity (0–100) and position go in the layer transform `ks`, except with a clip: masks live in the
/// layer's own space, so there `ks` stays the identity and the animation moves into `tr`. Ripples that
/// are one ripple shifted in time are written once as an asset and placed by precomposition layers
/// (`LottieSharing`), when that makes the minified file smaller.
package enum LottieSerializer {
    /// Builds the document.
    ///
    /// - Parameters:
    ///   - animation: the resolved model.
    ///   - fps: `fr`; `nil` for `LottieWindow.defaultFrameRate`.
    ///   - slots: for a dotLottie animation: colours and opacities bound to slots, and markers.
    /// - Throws: `LottieError` when the timing has no Lottie form (see `LottieWindow`).
    package static func document(for animation: RippleAnimation, fps: Double? = nil, slots: LottieSlots? = nil) throws(LottieError) -> LottieDocument {
        let window = try LottieWindow(animation)
        // Before any key is made: the document's size is bounded from the model.
        try LottieBudget.check(animation, window: window)
        var tracks: [LayerKeys] = []
        for layer in animation.layers { tracks.append(try LayerKeys(layer, window: window)) }
        let rate = fps ?? window.defaultFrameRate(keyTimes: tracks.flatMap(\.times))
        let outPoint = window.outPoint(fps: rate)
        let writer = LottieProperty(start: window.start, fps: rate)
        let box = animation.canvas.viewBox
        let origin = Vector(box.x, box.y)
        let masks = animation.clip.map { LottieGeometry.masks($0, origin: origin) }
        let parts = Parts(animation: animation, window: window, writer: writer, origin: origin, masks: masks, outPoint: outPoint, slots: slots)
        var json = try parts.document(tracks: tracks, sharing: nil)
        let sharing = LottieSharing(animation.layers, fps: rate)
        if !sharing.groups.isEmpty {
            // Sharing pays for its asset and precomposition layers only when the copies it saves are larger.
            let shared = try parts.document(tracks: tracks, sharing: sharing)
            if shared.rendered(pretty: false).count < json.rendered(pretty: false).count { json = shared }
        }
        return LottieDocument(json: json, fps: rate, outPoint: outPoint, window: window)
    }

    /// The document's bytes: pretty (explicit) or minified (no whitespace).
    package static func render(_ animation: RippleAnimation, fps: Double? = nil, minified: Bool = false) throws(LottieError) -> [UInt8] {
        try document(for: animation, fps: fps).json.rendered(pretty: !minified)
    }

    /// The keys of a layer's four properties over the window.
    struct LayerKeys {
        let scale: [TimedKey<Double>]
        let opacity: [TimedKey<Double>]
        let translate: [TimedKey<Vector>]
        let strokeWidth: [TimedKey<Double>]

        init(_ layer: RippleLayer, window: LottieWindow) throws(LottieError) {
            let group = layer.group
            let rest = layer.rest
            scale = try LottieTimeline.keys(group.scale, rest: rest.scale, timing: group.timing, window: window)
            opacity = try LottieTimeline.keys(group.opacity, rest: rest.opacity, timing: group.timing, window: window)
            translate = try LottieTimeline.keys(group.translate, rest: rest.translate, timing: group.timing, window: window)
            strokeWidth = try LottieTimeline.keys(group.strokeWidth, rest: rest.strokeWidth, timing: group.timing, window: window)
        }

        /// Every key time, for the frame-rate rule.
        var times: [Double] {
            scale.map(\.time) + opacity.map(\.time) + translate.map(\.time) + strokeWidth.map(\.time)
        }
    }

    /// A ripple's shape layer, `index` its `ind` in its composition and `name` its `nm`.
    static func rippleLayer(_ layer: RippleLayer, keys: LayerKeys, writer: LottieProperty, origin: Vector, masks: [LottieJSON]?,
                            index: Int, name: String, inPoint: Double = 0, outPoint: Double, slots: LottieSlots? = nil) -> LottieJSON {
        let center = Vector(layer.center.x - origin.x, layer.center.y - origin.y)
        let transform: [(String, LottieJSON)] = [
            ("p", writer.json(keys.translate) { [center.x + $0.x, center.y + $0.y] }),
            ("s", writer.json(keys.scale) { [$0 * 100, $0 * 100] }),
            ("o", writer.json(keys.opacity, value: { [$0 * 100] }, scalar: true)),
        ]
        var items = LottieGeometry.shapes(layer.shape)
        // Lottie draws the first style on top: the stroke goes before the fill, as SVG paints it over.
        if let stroke = layer.paint.stroke {
            items.append(.object([
                ("ty", .string("st")), ("c", color(stroke, slot: slots.map { _ in LottieSlots.colorID })),
                ("o", opacity(stroke, slots: slots)),
                ("w", writer.json(keys.strokeWidth, value: { [$0] }, scalar: true)),
                // SVG's defaults: butt caps, miter joins, miter limit 4 (Lottie's own defaults differ).
                ("lc", .number(1)), ("lj", .number(1)), ("ml", .number(4)),
            ]))
        }
        if let fill = layer.paint.fill { items.append(fillItem(fill, slots: slots)) }
        // Masks live in the layer's own space: with a clip the animation is the group's and `ks` the identity.
        let clipped = masks != nil
        items.append(.object([("ty", .string("tr"))] + LottiePlayerFields.transform(clipped ? transform : [])))
        var content: [(String, LottieJSON)] = []
        // Debian's rlottie ignores masksProperties unless hasMask says there are some (measured).
        if let masks { content += [("hasMask", .bool(true)), ("masksProperties", .array(masks))] }
        content.append(("shapes", .array([group(items)])))
        return LottiePlayerFields.layer(type: 4, index: index, name: name, transform: clipped ? [] : transform,
                                        inPoint: inPoint, outPoint: outPoint, start: 0, content: content)
    }

    static func backgroundLayer(_ color: RGBA, size: Size, origin: Vector, index: Int, outPoint: Double, slotted: Bool = false) -> LottieJSON {
        let rect: LottieJSON = .object([
            ("ty", .string("rc")), ("p", LottieProperty.constant([size.width / 2 - origin.x, size.height / 2 - origin.y])),
            ("s", LottieProperty.constant([size.width, size.height])), ("r", LottieProperty.constant(0)),
        ])
        let transform: LottieJSON = .object([("ty", .string("tr"))] + LottiePlayerFields.transform())
        let fill: LottieJSON = .object([("ty", .string("fl")), ("c", Self.color(color, slot: slotted ? LottieSlots.backgroundID : nil)),
                                        ("o", LottieProperty.constant(color.alpha * 100))])
        return LottiePlayerFields.layer(type: 4, index: index, name: "background", transform: [], inPoint: 0, outPoint: outPoint,
                                        start: 0, content: [("shapes", .array([group([rect, fill, transform])]))])
    }

    /// A shape group of `items` (the last one its transform).
    private static func group(_ items: [LottieJSON]) -> LottieJSON {
        .object([("ty", .string("gr")), ("it", .array(items))])
    }

    /// A fill of `color` at its alpha (with `slots`, its colour and opacity bound to the ripple's slots).
    private static func fillItem(_ fill: RGBA, slots: LottieSlots?) -> LottieJSON {
        .object([("ty", .string("fl")), ("c", color(fill, slot: slots.map { _ in LottieSlots.colorID })), ("o", opacity(fill, slots: slots))])
    }

    /// A paint's opacity (0–100): its alpha, or with `slots` bound to the ripple's opacity slot: the style's
    /// opacity times the paint's alpha (1 in a model resolved for slots, so the value is the slot's default).
    private static func opacity(_ paint: RGBA, slots: LottieSlots?) -> LottieJSON {
        guard let slots else { return LottieProperty.constant(paint.alpha * 100) }
        return LottieSlots.bound(LottieProperty.constant(slots.opacity * paint.alpha * 100), to: LottieSlots.opacityID)
    }

    /// A colour as Lottie's RGB 0…1, each channel rounded to 8 bits first (the `#rrggbb` the SVG formats
    /// write), so both draw the same pixels; `currentColor` is black, as in a standalone SVG file. With
    /// `slot`, the property carries that slot id.
    static func color(_ color: RGBA, slot: String? = nil) -> LottieJSON {
        let property = LottieProperty.constant(LottieSlots.channels(color))
        return slot.map { LottieSlots.bound(property, to: $0) } ?? property
    }
}
