import RippleKit

extension LottieSerializer {
    /// What every layer of one document shares (its window, frame rate, origin, clip and out point), and
    /// the document's JSON built from it, with or without precompositions for ripples that are one ripple
    /// shifted in time.
    struct Parts {
        let animation: RippleAnimation
        let window: LottieWindow
        let writer: LottieProperty
        let origin: Vector
        let masks: [LottieJSON]?
        let outPoint: Double
        /// The dotLottie additions (slot ids, the `slots` block, markers), or `nil`.
        var slots: LottieSlots? = nil

        /// The document; with `sharing`, each group's reference ripple is an asset (`s0`, `s1`, …) and its
        /// members are precomposition layers placing it `st` frames later.
        func document(tracks: [LayerKeys], sharing: LottieSharing?) throws(LottieError) -> LottieJSON {
            var layers: [LottieJSON] = []
            for (index, layer) in animation.layers.enumerated().reversed() {
                // `ind` counts from 1 in each composition: lottie-android keys layers (and parents) by it.
                let number = layers.count + 1, name = Self.layerName(index)
                if let (offset, group) = sharing?.group(of: index) {
                    layers.append(precompLayer(id: Self.assetID(offset), start: group.shifts[index] ?? 0, index: number, name: name))
                } else {
                    layers.append(rippleLayer(layer, keys: tracks[index], writer: writer, origin: origin, masks: masks,
                                              index: number, name: name, outPoint: outPoint, slots: slots))
                }
            }
            if let background = animation.canvas.background {
                layers.append(backgroundLayer(background, size: animation.canvas.size, origin: origin, index: layers.count + 1,
                                              outPoint: outPoint, slotted: slots != nil))
            }
            let box = animation.canvas.viewBox
            var members: [(String, LottieJSON)] = [
                ("v", .string("5.7.0")), ("fr", .number(writer.fps)), ("ip", .number(0)), ("op", .number(outPoint)),
                ("w", .number(box.width)), ("h", .number(box.height)), ("ddd", .number(0)),
            ]
            // lottie-web's image preloader reads `assets.length` of every document: an empty list without sharing.
            var assets: [LottieJSON] = []
            for (offset, group) in (sharing?.groups ?? []).enumerated() { assets.append(try asset(group, id: Self.assetID(offset))) }
            members.append(("assets", .array(assets)))
            members.append(("layers", .array(layers)))
            if let slots { members += slots.members(writer: writer, background: animation.canvas.background) }
            return .object(members)
        }

        /// The reference ripple of `group` as an asset: its keys from `reach` frames before the window
        /// (what the latest member shows at frame 0) to the window's end, so every member's content time
        /// (frame − `st`) falls on keys that are the reference's own.
        private func asset(_ group: LottieSharing.Group, id: String) throws(LottieError) -> LottieJSON {
            let reach = group.reach / writer.fps
            let widened = LottieWindow(start: window.start - reach, length: window.length + reach, loops: window.loops)
            let layer = animation.layers[group.reference]
            let keys = try LayerKeys(layer, window: widened)
            let content = rippleLayer(layer, keys: keys, writer: writer, origin: origin, masks: masks, index: 1,
                                      name: Self.layerName(group.reference), inPoint: -group.reach, outPoint: outPoint, slots: slots)
            return .object([("id", .string(id)), ("layers", .array([content]))])
        }

        /// A precomposition layer showing asset `id` `start` frames late, over the whole composition
        /// (`w`, `h`: the composition's size, so nothing of the asset is cut off).
        private func precompLayer(id: String, start: Double, index: Int, name: String) -> LottieJSON {
            let box = animation.canvas.viewBox
            return LottiePlayerFields.layer(type: 0, index: index, name: name, transform: [], inPoint: 0, outPoint: outPoint, start: start,
                                            content: [("refId", .string(id)), ("w", .number(box.width)), ("h", .number(box.height))])
        }

        private static func assetID(_ offset: Int) -> String { "s\(offset)" }

        /// The `nm` of model layer `index`: "ripple-1" is the model's first (backmost) ripple.
        private static func layerName(_ index: Int) -> String { "ripple-\(index + 1)" }
    }
}
