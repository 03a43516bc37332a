import RippleJSON

extension LottieLint.Walker {
    /// The `assets` list: objects with a unique string `id`; a precomposition's layers are checked as layers.
    mutating func assets(_ element: JSONValue) {
        guard let list = element.array else { return report("assets", "must be an array") }
        for (index, asset) in list.enumerated() {
            let path = "assets[\(index)]"
            guard asset.object != nil, let id = asset["id"]?.string, !id.isEmpty else {
                report(path + ".id", "an asset needs a string id")
                continue
            }
            if !assetIDs.insert(id).inserted { report(path + ".id", "asset id '\(id)' is used twice") }
            guard let layers = asset["layers"] else { continue }
            guard let layerList = layers.array, !layerList.isEmpty else {
                report(path + ".layers", "a precomposition needs a non-empty layer array")
                continue
            }
            uniqueIndices(layerList, path: path + ".layers")
            for (number, layer) in layerList.enumerated() { self.layer(layer, path: "\(path).layers[\(number)]", inAsset: true) }
        }
    }

    /// A precomposition layer (`ty: 0`): a `refId` naming an asset, the start time `st` that shifts its
    /// content, and the `w`/`h` of the area it shows (players cut the content off there).
    mutating func precomposition(_ layer: JSONValue, path: String, inAsset: Bool) {
        // ripplegen nests no precompositions; one inside an asset could name itself, which players follow forever.
        if inAsset { report(path + ".ty", "a precomposition inside an asset") }
        if let id = layer["refId"]?.string {
            if !assetIDs.contains(id) { report(path + ".refId", "'\(id)' names no asset") }
        } else {
            report(path + ".refId", "a precomposition layer needs a refId")
        }
        let start = layer["st"]?.number ?? .nan
        if !start.isFinite { report(path + ".st", "a precomposition layer needs a start time") }
        for key in ["w", "h"] {
            let size = layer[key]?.number ?? 0
            if !(size >= 1) { report(path + "." + key, "a precomposition layer needs its size (≥ 1)") }
        }
    }
}
