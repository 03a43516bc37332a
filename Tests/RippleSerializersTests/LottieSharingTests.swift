import RippleKit
import RippleSerializers
import RippleTemplates
import Testing

/// Which documents share keyframes: staggered rings become one asset and a precomposition layer per ring,
/// shifted by whole frames; ripples that differ in more than time, or shifts between frames, do not.
struct LottieSharingTests {
    static func document(_ style: String, _ options: StyleOptions, fps: Double? = nil) throws -> LottieJSON {
        let template = try #require(try BuiltinStyles.template(named: style))
        return try LottieSerializer.document(for: try template.resolve(options), fps: fps).json
    }

    /// The default ring's period is 42 frames at 60 fps, so three rings are 14 frames apart, front to back.
    @Test func staggeredRingsShareOneAsset() throws {
        let json = try Self.document("ring", StyleOptions(parameters: ["rings": "3"]))
        let assets = try #require(json["assets"]?.elements)
        #expect(assets.count == 1)
        #expect(assets.first?["id"] == .string("s0"))
        // The asset reaches back by the largest shift, so the latest ring's frame 0 has keys.
        #expect(assets.first?["layers"]?.elements?.first?["ip"] == .number(-28))
        let layers = try #require(json["layers"]?.elements)
        #expect(layers.map { $0["ty"] } == Array(repeating: .number(0), count: 3))
        #expect(layers.map { $0["refId"] } == Array(repeating: .string("s0"), count: 3))
        #expect(layers.map { $0["st"]?.number } == [28, 14, 0])
    }

    @Test func sharedDocumentIsSmaller() throws {
        let one = try LottieSerializer.document(for: try #require(try BuiltinStyles.template(named: "ring")).resolve(StyleOptions()))
        let three = try Self.document("ring", StyleOptions(parameters: ["rings": "3"]))
        // Three unshared rings would be about three times one ring; the shared ones are well under that (each
        // precomposition layer still carries its whole transform, the player profile's fields).
        #expect(Double(three.rendered(pretty: false).count) < 2.5 * Double(one.json.rendered(pretty: false).count))
    }

    /// `pulse` scales each ring differently: no two are one ring shifted in time.
    @Test func differentRipplesAreNotShared() throws {
        let json = try Self.document("pulse", StyleOptions())
        #expect(json["assets"] == .array([]))
        #expect(json["layers"]?.elements?.allSatisfy { $0["ty"] == .number(4) } == true)
    }

    /// At 25 fps the 0.7 s period is 17.5 frames: shifts of a third of it are not whole frames.
    @Test func shiftsBetweenFramesAreNotShared() throws {
        let json = try Self.document("ring", StyleOptions(parameters: ["rings": "3"]), fps: 25)
        #expect(json["assets"] == .array([]))
    }
}
