import Foundation // JSONSerialization: the lint reads the bytes back as any consumer would

/// A structural check of a Lottie document, run on every Lottie file ripplegen writes.
///
/// The lottie-spec JSON schema (used in the tests) accepts an unknown shape type and says nothing about
/// keyframe order, so this lint checks what players rely on: the required fields of the composition,
/// layers, shapes, masks and keyframes; known `ty` values; `hasMask` beside masks (rlottie ignores masks without it); keyframe times that never decrease (two keyframes
/// share a time only as a jump, whose first one holds); easing handles with x in 0…1 and y in 0…1 (the
/// model's range); holds written as `h: 1`; one top-level layer per ripple (plus a background layer); and
/// for shared keyframes, unique asset ids, precomposition layers whose `refId` resolves, with `st`, `w`
/// and `h`, and no precomposition inside an asset.
public enum LottieLint {
    /// Layer types of lottie-spec 1.0 (precomposition, solid, image, null, shape, text).
    static let layerTypes: Set<Int> = [0, 1, 2, 3, 4, 5]
    /// Shape types of lottie-spec 1.0 and the common extensions players draw.
    static let shapeTypes: Set<String> = ["gr", "el", "sh", "rc", "sr", "fl", "st", "gf", "gs", "tr", "tm", "rd", "rp", "mm", "op", "pb", "tw", "zz"]
    /// Mask modes: add, subtract, intersect, lighten, darken, difference, none.
    static let maskModes: Set<String> = ["a", "s", "i", "l", "d", "f", "n"]

    /// The problems of `bytes`, each as `file: path: message`; empty when the document is sound.
    ///
    /// - Parameters:
    ///   - bytes: the document.
    ///   - file: the name used in messages.
    ///   - layers: how many layers the document must have (one per ripple, plus one for a background),
    ///     or `nil` not to check.
    public static func problems(_ bytes: [UInt8], file: String, layers: Int? = nil) -> [String] {
        var lint = Walker(file: file)
        guard let root = try? JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any] else {
            return ["\(file): not a JSON object"]
        }
        lint.composition(root, layers: layers)
        return lint.problems
    }

    /// Walks a document, collecting problems with their JSON paths.
    struct Walker {
        let file: String
        var problems: [String] = []
        /// The ids of the precomposition assets: what a `refId` may name.
        var assetIDs: Set<String> = []

        mutating func report(_ path: String, _ message: String) {
            problems.append("\(file): \(path): \(message)")
        }

        mutating func composition(_ root: [String: Any], layers expected: Int?) {
            for key in ["w", "h"] {
                guard let value = root[key] as? Double, value >= 1, value == value.rounded() else {
                    report(key, "must be a whole number of pixels ≥ 1")
                    continue
                }
            }
            guard let fr = root["fr"] as? Double, fr > 0 else { return report("fr", "must be a frame rate > 0") }
            guard let ip = root["ip"] as? Double, let op = root["op"] as? Double, op > ip else {
                return report("op", "ip and op must be numbers with op > ip")
            }
            require(LottieLint.compositionProfile, in: root, path: "")
            if let assets = root["assets"] { self.assets(assets) }
            guard let layers = root["layers"] as? [Any], !layers.isEmpty else { return report("layers", "must be a non-empty array") }
            uniqueIndices(layers, path: "layers")
            if let expected, layers.count != expected {
                report("layers", "\(layers.count) layers; expected \(expected) (one per ripple, plus the background)")
            }
            for (index, element) in layers.enumerated() {
                layer(element, path: "layers[\(index)]")
            }
        }

        mutating func layer(_ element: Any, path: String, inAsset: Bool = false) {
            guard let layer = element as? [String: Any] else { return report(path, "a layer must be an object") }
            guard let type = layer["ty"] as? Int, Self.known(type) else { return report(path + ".ty", "unknown layer type") }
            require(LottieLint.layerProfile, in: layer, path: path)
            for key in ["ip", "op", "st"] where layer[key] != nil && !(layer[key] is Double) { report(path + "." + key, "must be a number") }
            if type == 0 { precomposition(layer, path: path, inAsset: inAsset) }
            guard let transform = layer["ks"] as? [String: Any] else { return report(path + ".ks", "missing transform") }
            transformMembers(transform, path: path + ".ks")
            if let masks = layer["masksProperties"] {
                guard let list = masks as? [Any] else { return report(path + ".masksProperties", "must be an array") }
                // rlottie draws no mask of a layer without hasMask (measured with Debian's librlottie 0.1).
                if !list.isEmpty, (layer["hasMask"] as? Bool) != true { report(path + ".hasMask", "a layer with masks needs hasMask: true") }
                for (index, mask) in list.enumerated() { self.mask(mask, path: path + ".masksProperties[\(index)]") }
            }
            guard type == 4 else { return }
            guard let shapes = layer["shapes"] as? [Any] else { return report(path + ".shapes", "a shape layer needs shapes") }
            for (index, shape) in shapes.enumerated() { self.shape(shape, path: path + ".shapes[\(index)]") }
        }

        private static func known(_ type: Int) -> Bool { LottieLint.layerTypes.contains(type) }

        mutating func transformMembers(_ transform: [String: Any], path: String) {
            require(LottieLint.transformProfile, in: transform, path: path)
            for key in ["a", "p", "s", "o", "r"] where transform[key] != nil { property(transform[key]!, path: path + "." + key) }
        }

        mutating func mask(_ element: Any, path: String) {
            guard let mask = element as? [String: Any] else { return report(path, "a mask must be an object") }
            require(LottieLint.maskProfile, in: mask, path: path)
            if let mode = mask["mode"] as? String, !LottieLint.maskModes.contains(mode) { report(path + ".mode", "unknown mask mode '\(mode)'") }
            for key in ["pt", "o", "x"] { if let value = mask[key] { property(value, path: path + "." + key) } }
        }

        mutating func shape(_ element: Any, path: String) {
            guard let shape = element as? [String: Any], let type = shape["ty"] as? String else {
                return report(path + ".ty", "a shape needs a type")
            }
            guard LottieLint.shapeTypes.contains(type) else { return report(path + ".ty", "unknown shape type '\(type)'") }
            let required: [String: [String]] = ["el": ["p", "s"], "rc": ["p", "s"], "sh": ["ks"], "fl": ["c", "o"], "st": ["c", "o", "w"]]
            for key in required[type] ?? [] {
                guard let value = shape[key] else {
                    report(path + "." + key, "missing")
                    continue
                }
                property(value, path: path + "." + key)
            }
            if type == "tr" { transformMembers(shape, path: path) }
            guard type == "gr" else { return }
            guard let items = shape["it"] as? [Any], !items.isEmpty else { return report(path + ".it", "a group needs items") }
            if ((items.last as? [String: Any])?["ty"] as? String) != "tr" { report(path + ".it", "a group must end with its transform (tr)") }
            for (index, item) in items.enumerated() { self.shape(item, path: path + ".it[\(index)]") }
        }

        /// An animatable property: `{a: 0, k: value}` or `{a: 1, k: [keyframes]}`.
        mutating func property(_ element: Any, path: String) {
            guard let property = element as? [String: Any], property["k"] != nil else {
                return report(path, "an animatable property needs k")
            }
            let animated = (property["a"] as? Int) ?? 0
            guard animated == 1 else {
                if animated != 0 { report(path + ".a", "must be 0 or 1") }
                return
            }
            guard let frames = property["k"] as? [Any], frames.count >= 2 else {
                return report(path + ".k", "an animated property needs at least two keyframes")
            }
            keyframes(frames, path: path + ".k")
        }

        mutating func keyframes(_ frames: [Any], path: String) {
            var previous: (time: Double, hold: Bool)?
            for (index, element) in frames.enumerated() {
                let here = "\(path)[\(index)]"
                guard let frame = element as? [String: Any], let time = frame["t"] as? Double, time.isFinite else {
                    report(here + ".t", "a keyframe needs a time")
                    continue
                }
                if !(frame["s"] is [Any]) { report(here + ".s", "a keyframe needs a value array") }
                let hold = (frame["h"] as? Int) == 1
                if let previous {
                    if time < previous.time { report(here + ".t", "keyframe times must not decrease (\(Self.text(previous.time)) then \(Self.text(time)))") }
                    if time == previous.time, !previous.hold { report(here + ".t", "two keyframes at \(Self.text(time)): the first of a jump must hold (h: 1)") }
                }
                if index < frames.count - 1, !hold {
                    for key in ["o", "i"] { handle(frame[key], path: here + "." + key) }
                }
                previous = (time, hold)
            }
        }

        mutating func handle(_ element: Any?, path: String) {
            guard let handle = element as? [String: Any], let x = Self.numbers(handle["x"]), let y = Self.numbers(handle["y"]) else {
                return report(path, "an eased keyframe needs tangents with x and y")
            }
            if !(x + y).allSatisfy({ (0...1).contains($0) }) { report(path, "tangent values must be in 0…1 (got x \(x), y \(y))") }
        }

        /// A frame number as written (`21`, not `21.0`).
        private static func text(_ value: Double) -> String {
            value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
        }

        private static func numbers(_ value: Any?) -> [Double]? {
            if let number = value as? Double { return [number] }
            if let list = value as? [Any] {
                let numbers = list.compactMap { $0 as? Double }
                return numbers.count == list.count && !numbers.isEmpty ? numbers : nil
            }
            return nil
        }
    }
}
