import RippleKit
import RippleSerializers
import RippleTemplates
import Testing

/// The Lottie document read back as a player reads it (keyframes, `o`/`i` easing, holds, jumps) agrees
/// with the model at every frame: frame k shows `values(at: window.start + k/fr)`.
///
/// This is the serializer's timing proof without any player; `Tests/Lottie/run.py` adds the pixels of two.
struct LottieModelAgreementTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let id: String
        let style: String
        let options: StyleOptions
        var fps: Double?
        var testDescription: String { id }
    }

    static let cases: [Case] = [
        Case(id: "ring", style: "ring", options: StyleOptions()),
        Case(id: "fill", style: "fill", options: StyleOptions()),
        Case(id: "material", style: "material", options: StyleOptions()),
        Case(id: "splash", style: "splash", options: StyleOptions()),
        Case(id: "pulse", style: "pulse", options: StyleOptions()),
        Case(id: "ring phase-shifted", style: "ring", options: StyleOptions(delay: -0.35, easing: .standard)),
        Case(id: "ring rings 3", style: "ring", options: StyleOptions(parameters: ["rings": "3"])),
        // Shared keyframes (precomposition layers): six rings, a clip inside the asset, a finite repeat.
        Case(id: "ring rings 6", style: "ring", options: StyleOptions(parameters: ["rings": "6"])),
        Case(id: "ring rings 3 clipped", style: "ring", options: StyleOptions(clip: .rounded(30), parameters: ["rings": "3"])),
        Case(id: "ring rings 3 repeat 2", style: "ring", options: StyleOptions(repeatCount: .count(2), parameters: ["rings": "3"])),
        Case(id: "ring repeat 2.5", style: "ring", options: StyleOptions(repeatCount: .count(2.5))),
        Case(id: "ring repeat 2.3 ease", style: "ring", options: StyleOptions(repeatCount: .count(2.3), easing: .ease)),
        Case(id: "ring late start", style: "ring", options: StyleOptions(delay: 0.2, repeatCount: .count(1))),
        Case(id: "ring ended before 0", style: "ring", options: StyleOptions(delay: -2, repeatCount: .count(2))),
        Case(id: "ring at 24 fps", style: "ring", options: StyleOptions(), fps: 24),
        Case(id: "material unbounded", style: "material", options: StyleOptions(origin: .point(Vector(20, 30)),
                                                                              parameters: ["bounds": "unbounded", "hold": "0.5"])),
        Case(id: "splash extend", style: "splash", options: StyleOptions(parameters: ["disappear": "opacity", "hold": "0.3"])),
        Case(id: "pulse 4 rings", style: "pulse", options: StyleOptions(parameters: ["rings": "4", "stagger": "0.2", "period": "2"])),
    ]

    @Test(arguments: cases)
    func everyFrameShowsTheModel(_ item: Case) throws {
        let template = try #require(try BuiltinStyles.template(named: item.style))
        try Self.check(try template.resolve(item.options), fps: item.fps, id: item.id)
    }

    /// Every frame of `animation`'s Lottie document (at most `limit`, spread evenly), read back, against the model.
    static func check(_ animation: RippleAnimation, fps: Double? = nil, id: String, limit: Int = 10_000) throws {
        let document = try LottieSerializer.document(for: animation, fps: fps)
        let layers = try #require(document.json["layers"]?.elements)
        let box = animation.canvas.viewBox
        let count = Int(document.outPoint)
        let frames = count <= limit ? Array(0..<count) : (0..<limit).map { $0 * (count - 1) / (limit - 1) }
        for frame in frames {
            let time = document.window.start + Double(frame) / document.fps
            // At a jump the model's value flips with the last bit of the time (an iteration boundary computed
            // as 11.999999999999996 iterations): a frame may match the instant just before or after it.
            let candidates = [time, time + 1e-7, time - 1e-7].map { animation.values(at: $0) }
            for index in animation.layers.indices {
                // Lottie lists layers front to back; the model back to front.
                let (layer, content) = try Self.resolved(layers[animation.layers.count - 1 - index], frame: Double(frame),
                                                         in: document.json)
                let transform = try #require(Self.transform(of: layer))
                let read = LottieReader(frame: content)
                let position = try #require(try read.value(transform["p"]))
                let center = animation.layers[index].center
                let shown = LayerValues(scale: (try read.value(transform["s"])?[0] ?? 100) / 100,
                                        opacity: (try read.value(transform["o"])?[0] ?? 100) / 100,
                                        translate: Vector(position[0] + box.x - center.x, position[1] + box.y - center.y),
                                        strokeWidth: try Self.stroke(of: layer).flatMap { try read.value($0["w"])?[0] } ?? 0)
                let stroked = Self.stroke(of: layer) != nil
                let matches = candidates.contains { Self.agree(shown, $0[index], stroked: stroked) }
                #expect(matches, "\(id) layer \(index) frame \(frame) (t = \(time)): Lottie \(shown), model \(candidates[0][index])")
            }
        }
    }

    /// The shape layer a top-level layer draws and the frame it is read at: itself at `frame`, or for a
    /// precomposition layer (`ty: 0`) its asset's layer at `frame − st`, as players shift a precomposition.
    static func resolved(_ layer: LottieJSON, frame: Double, in document: LottieJSON) throws -> (LottieJSON, Double) {
        guard layer["ty"] == .number(0) else { return (layer, frame) }
        let assets = try #require(document["assets"]?.elements)
        let asset = try #require(assets.first { $0["id"] == layer["refId"] })
        let content = try #require(asset["layers"]?.elements?.first)
        return (content, frame - (layer["st"]?.number ?? 0))
    }

    /// Equal within what four decimals of easing handles and values allow.
    static func agree(_ shown: LayerValues, _ model: LayerValues, stroked: Bool) -> Bool {
        abs(shown.scale - model.scale) < 2e-3 && abs(shown.opacity - model.opacity) < 2e-3
            && abs(shown.translate.x - model.translate.x) < 0.01 && abs(shown.translate.y - model.translate.y) < 0.01
            && (!stroked || abs(shown.strokeWidth - model.strokeWidth) < 2e-3)
    }

    /// The animated transform: the layer's `ks`, or the group's `tr` when a clip keeps `ks` the identity.
    static func transform(of layer: LottieJSON) -> LottieJSON? {
        if layer["masksProperties"] != nil { return items(of: layer)?.last }
        return layer["ks"]
    }

    static func stroke(of layer: LottieJSON) -> LottieJSON? {
        items(of: layer)?.first { $0["ty"] == .string("st") }
    }

    static func items(of layer: LottieJSON) -> [LottieJSON]? {
        layer["shapes"]?.elements?.first?["it"]?.elements
    }
}

/// Evaluates a Lottie property at a frame as players do: the last keyframe at or before the frame
/// (the later of two at one frame), held with `h`, else eased by the cubic Bézier (o.x, o.y, i.x, i.y).
struct LottieReader {
    let frame: Double

    struct Malformed: Error {}

    func value(_ property: LottieJSON?) throws -> [Double]? {
        guard let property, let k = property["k"] else { return nil }
        if property["a"]?.number != 1 { return k.number.map { [$0] } ?? k.elements?.compactMap(\.number) }
        guard let keys = k.elements, !keys.isEmpty else { throw Malformed() }
        let times = keys.map { $0["t"]?.number ?? .nan }
        let values = keys.map { $0["s"]?.elements?.compactMap(\.number) ?? [] }
        guard let index = times.lastIndex(where: { $0 <= frame + 1e-9 }) else { return values[0] }
        if index == keys.count - 1 || keys[index]["h"]?.number == 1 { return values[index] }
        let (o, i) = (keys[index]["o"], keys[index]["i"])
        guard let x1 = o?["x"]?.number, let y1 = o?["y"]?.number, let x2 = i?["x"]?.number, let y2 = i?["y"]?.number else { throw Malformed() }
        let progress = (frame - times[index]) / (times[index + 1] - times[index])
        let eased = CubicBezier(x1: x1, y1: y1, x2: x2, y2: y2).solve(progress)
        return zip(values[index], values[index + 1]).map { $0 + ($1 - $0) * eased }
    }
}
