import RippleDiagnostics
import RippleJSON

/// A structural check of a Lottie document, run on every Lottie file ripplegen writes.
///
/// The lottie-spec JSON schema (used in the tests) accepts an unknown shape type and says nothing about
/// keyframe order, so this lint checks what players rely on: the required fields of the composition,
/// layers, shapes, masks and keyframes; known `ty` values; `hasMask` beside masks (rlottie ignores masks without it); keyframe times that never decrease (two keyframes
/// share a time only as a jump, whose first one holds); easing handles with x in 0…1 and y in 0…1 (the
/// model's range); holds written as `h: 1`; one top-level layer per ripple (plus a background layer); and
/// for shared keyframes, unique asset ids, precomposition layers whose `refId` resolves, with `st`, `w`
/// and `h`, and no precomposition inside an asset.
package enum LottieLint {
    /// Layer types of lottie-spec 1.0 (precomposition, solid, image, null, shape, text).
    static let layerTypes: Set<Int> = [0, 1, 2, 3, 4, 5]
    /// Shape types of lottie-spec 1.0 and the common extensions players draw.
    static let shapeTypes: Set<String> = ["gr", "el", "sh", "rc", "sr", "fl", "st", "gf", "gs", "tr", "tm", "rd", "rp", "mm", "op", "pb", "tw", "zz"]
    /// Mask modes: add, subtract, intersect, lighten, darken, difference, none.
    static let maskModes: Set<String> = ["a", "s", "i", "l", "d", "f", "n"]

    /// The largest document the lint reads (64 MiB): more than ripplegen writes (`LottieBudget`) by far,
    /// and refused before parsing, so every accepted file is checked in about a second per 10 MB.
    package static let maximumDocumentSize = 64 << 20

    /// The problems of `bytes`, each at the line and column of the value it concerns (the object that lacks
    /// a member), its message starting with the JSON path; empty when the document is sound.
    ///
    /// - Parameters:
    ///   - bytes: the document.
    ///   - file: the name used in messages.
    ///   - layers: how many layers the document must have (one per ripple, plus one for a background),
    ///     or `nil` not to check.
    ///   Like libxml2's, at most `DocumentBounds.diagnostics` problems are listed; a note counts the rest.
    package static func problems(_ bytes: [UInt8], file: String, layers: Int? = nil) -> [Diagnostic] {
        let (found, dropped) = findings(bytes, file: file, layers: layers)
        let listed = found.map { finding in
            let message = finding.path.isEmpty ? finding.message : "\(finding.path): \(finding.message)"
            return Diagnostic(.error, message, at: .init(file: file, line: finding.position.line, column: finding.position.column))
        }
        return DocumentBounds.capped(listed, dropped: dropped, file: file)
    }

    /// One problem: its JSON path, where it is, and what is wrong.
    struct Finding {
        let path: String
        let position: JSONPosition
        let message: String
    }

    /// The problems found, at most `DocumentBounds.diagnostics` of them, and how many more there were.
    static func findings(_ bytes: [UInt8], file: String, layers: Int?) -> (found: [Finding], dropped: Int) {
        let root: JSONValue
        do {
            root = try JSONParser.parse(bytes, file: file, maximumSize: maximumDocumentSize)
        } catch {
            return ([Finding(path: error.path, position: JSONPosition(line: error.line, column: error.column), message: error.message)], 0)
        }
        guard let object = root.object else {
            return ([Finding(path: "", position: root.position, message: "not a JSON object")], 0)
        }
        var lint = Walker()
        lint.composition(object, layers: layers)
        // A missing member is reported at the object that lacks it: the deepest value of its path that exists.
        let found = lint.problems.map { Finding(path: $0.path, position: root.locate($0.path) ?? root.position, message: $0.message) }
        return (found, lint.dropped)
    }

    /// Walks a document, collecting problems with their JSON paths.
    struct Walker {
        var problems: [(path: String, message: String)] = []
        /// Problems found after `DocumentBounds.diagnostics` were kept: counted, not kept.
        var dropped = 0
        /// The ids of the precomposition assets: what a `refId` may name.
        var assetIDs: Set<String> = []

        /// Keeps a problem, or past `DocumentBounds.diagnostics` only counts it: the texts are autoclosures so
        /// that a file of a million bad layers costs a count per problem past the first 200, not two strings.
        mutating func report(_ path: @autoclosure () -> String, _ message: @autoclosure () -> String) {
            guard DocumentBounds.diagnostics.admits(problems.count + 1) else { return dropped += 1 }
            problems.append((path(), message()))
        }

        mutating func composition(_ root: JSONObject, layers expected: Int?) {
            for key in ["w", "h"] {
                guard let value = root.member(named: key)?.value.number, value >= 1, value == value.rounded() else {
                    report(key, "must be a whole number of pixels ≥ 1")
                    continue
                }
            }
            guard let fr = root.member(named: "fr")?.value.number, fr > 0 else { return report("fr", "must be a frame rate > 0") }
            guard let ip = root.member(named: "ip")?.value.number, let op = root.member(named: "op")?.value.number, op > ip else {
                return report("op", "ip and op must be numbers with op > ip")
            }
            require(LottieLint.compositionProfile, in: root, path: "")
            if let assets = root.member(named: "assets")?.value { self.assets(assets) }
            guard let layers = root.member(named: "layers")?.value.array, !layers.isEmpty else {
                return report("layers", "must be a non-empty array")
            }
            uniqueIndices(layers, path: "layers")
            if let expected, layers.count != expected {
                report("layers", "\(layers.count) layers; expected \(expected) (one per ripple, plus the background)")
            }
            for (index, element) in layers.enumerated() {
                layer(element, path: "layers[\(index)]")
            }
        }

        mutating func layer(_ element: JSONValue, path: String, inAsset: Bool = false) {
            guard let layer = element.object else { return report(path, "a layer must be an object") }
            guard let type = element["ty"]?.integer, LottieLint.layerTypes.contains(type) else { return report(path + ".ty", "unknown layer type") }
            require(LottieLint.layerProfile, in: layer, path: path)
            for key in ["ip", "op", "st"] where element[key] != nil && element[key]?.number == nil { report(path + "." + key, "must be a number") }
            if type == 0 { precomposition(element, path: path, inAsset: inAsset) }
            guard let transform = element["ks"]?.object else { return report(path + ".ks", "missing transform") }
            transformMembers(transform, path: path + ".ks")
            if let masks = element["masksProperties"] {
                guard let list = masks.array else { return report(path + ".masksProperties", "must be an array") }
                // rlottie draws no mask of a layer without hasMask (measured with Debian's librlottie 0.1).
                if !list.isEmpty, element["hasMask"]?.bool != true { report(path + ".hasMask", "a layer with masks needs hasMask: true") }
                for (index, mask) in list.enumerated() { self.mask(mask, path: path + ".masksProperties[\(index)]") }
            }
            guard type == 4 else { return }
            guard let shapes = element["shapes"]?.array else { return report(path + ".shapes", "a shape layer needs shapes") }
            for (index, shape) in shapes.enumerated() { self.shape(shape, path: path + ".shapes[\(index)]") }
        }

        mutating func transformMembers(_ transform: JSONObject, path: String) {
            require(LottieLint.transformProfile, in: transform, path: path)
            for key in ["a", "p", "s", "o", "r"] { if let value = transform.member(named: key)?.value { property(value, path: path + "." + key) } }
        }

        mutating func mask(_ element: JSONValue, path: String) {
            guard let mask = element.object else { return report(path, "a mask must be an object") }
            require(LottieLint.maskProfile, in: mask, path: path)
            if let mode = element["mode"]?.string, !LottieLint.maskModes.contains(mode) { report(path + ".mode", "unknown mask mode '\(mode)'") }
            for key in ["pt", "o", "x"] { if let value = element[key] { property(value, path: path + "." + key) } }
        }

        mutating func shape(_ element: JSONValue, path: String) {
            guard let shape = element.object, let type = element["ty"]?.string else {
                return report(path + ".ty", "a shape needs a type")
            }
            guard LottieLint.shapeTypes.contains(type) else { return report(path + ".ty", "unknown shape type '\(type)'") }
            let required: [String: [String]] = ["el": ["p", "s"], "rc": ["p", "s"], "sh": ["ks"], "fl": ["c", "o"], "st": ["c", "o", "w"]]
            for key in required[type] ?? [] {
                guard let value = shape.member(named: key)?.value else {
                    report(path + "." + key, "missing")
                    continue
                }
                property(value, path: path + "." + key)
            }
            if type == "tr" { transformMembers(shape, path: path) }
            guard type == "gr" else { return }
            guard let items = element["it"]?.array, !items.isEmpty else { return report(path + ".it", "a group needs items") }
            if items.last?["ty"]?.string != "tr" { report(path + ".it", "a group must end with its transform (tr)") }
            for (index, item) in items.enumerated() { self.shape(item, path: path + ".it[\(index)]") }
        }

        /// An animatable property: `{a: 0, k: value}` or `{a: 1, k: [keyframes]}`.
        mutating func property(_ element: JSONValue, path: String) {
            guard element.object != nil, let value = element["k"] else {
                return report(path, "an animatable property needs k")
            }
            let animated = element["a"]?.integer ?? 0
            guard animated == 1 else {
                if animated != 0 { report(path + ".a", "must be 0 or 1") }
                return
            }
            guard let frames = value.array, frames.count >= 2 else {
                return report(path + ".k", "an animated property needs at least two keyframes")
            }
            keyframes(frames, path: path + ".k")
        }

        mutating func keyframes(_ frames: [JSONValue], path: String) {
            var previous: (time: Double, hold: Bool)?
            for (index, frame) in frames.enumerated() {
                let here = "\(path)[\(index)]"
                guard frame.object != nil, let time = frame["t"]?.number, time.isFinite else {
                    report(here + ".t", "a keyframe needs a time")
                    continue
                }
                if frame["s"]?.array == nil { report(here + ".s", "a keyframe needs a value array") }
                let hold = frame["h"]?.integer == 1
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

        mutating func handle(_ element: JSONValue?, path: String) {
            guard let handle = element, let x = Self.numbers(handle["x"]), let y = Self.numbers(handle["y"]) else {
                return report(path, "an eased keyframe needs tangents with x and y")
            }
            if !(x + y).allSatisfy({ (0...1).contains($0) }) { report(path, "tangent values must be in 0…1 (got x \(x), y \(y))") }
        }

        /// A frame number as written (`21`, not `21.0`).
        private static func text(_ value: Double) -> String {
            value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
        }

        private static func numbers(_ value: JSONValue?) -> [Double]? {
            if let number = value?.number { return [number] }
            if let list = value?.array {
                let numbers = list.compactMap(\.number)
                return numbers.count == list.count && !numbers.isEmpty ? numbers : nil
            }
            return nil
        }
    }
}
