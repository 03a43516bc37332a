import Foundation
import RippleKit
import RippleRaster
import RippleTemplates
import RippleTestSupport
import Testing

/// Issue 40, finding 8: raster work grows with the outlines each frame draws, and the documented bounds did not
/// bound it (64 layers of a 10,000-segment path took seconds a frame, and 9,960 such frames hours). The outline
/// segments drawn for one file (`RasterLimit.maximumWork`) are checked before the first frame is rendered: a
/// single frame past the bound blames the spec's shape (65, at its line and column), too many frames the flags
/// (64, naming --fps and the run). No test here times anything: each refused run renders nothing.
struct RasterWorkTests {
    /// The issue's spec: 64 copies of a layer with 256 scale segments, its shape a 10,000-segment path.
    static func spec(copies: Int = 64, pathSegments: Int = 10_000) -> String {
        let segments = (0..<256).map { #"{ "at": \#(Double($0) * 0.002), "dur": 0.002, "from": 1, "to": 2 }"# }.joined(separator: ", ")
        return """
            { "name": "heavy", "summary": "a work test", "source": "RasterWorkTests",
              "defaults": { "size": [100, 100], "color": "#ffff00", "strokeWidth": 4, "duration": 0.7, "repeat": 1, "easing": "ease-out",
                "shape": "\(BoundProbes.zigzag(pathSegments))" },
              "layers": [{ "count": \(copies), "size": ["W/2", "H/2"], "paint": "stroke", "center": ["px", "py"], "tracks": { "scale": [\(segments)] } }] }
            """
    }

    /// One frame of 640,000 segments is past the bound in every raster format: the spec's shape is blamed.
    @Test(arguments: [["--format", "png", "--at", "0.3", "-o", "x.png"], ["--format", "apng", "-o", "x.png"], ["--format", "gif", "-o", "x.gif"],
                      ["--format", "webp", "-o", "x.webp"], ["--filmstrip", "2", "-o", "x.png"]])
    func aFrameTooHeavyBlamesTheSpecsShape(_ format: [String]) throws {
        let result = try Self.run(Self.spec(), format)
        #expect(result.status == 65, "\(result.stderr.prefix(600))")
        #expect(result.stderr.contains("s.json:3:14: error: defaults.shape: one frame would draw 640000 outline segments (64 layers)")
                    && result.stderr.contains("at most 500,000"), "\(result.stderr.prefix(600))")
    }

    /// A frame within the bound, too many of them (8 copies: 80,000 segments a frame, 21 frames at 30 fps): the
    /// flags are blamed, naming what to reduce; one still of it is accepted by the bound.
    @Test func tooManyFramesBlameTheFlags() throws {
        let animated = try Self.run(Self.spec(copies: 8), ["--format", "apng", "-o", "x.png"])
        #expect(animated.status == 64, "\(animated.stderr.prefix(600))")
        #expect(animated.stderr.contains("--format apng: 21 frames of 80000 outline segments are 1680000 segments to draw; at most 500000 (fewer frames: a lower --fps or a shorter run"),
                "\(animated.stderr.prefix(600))")
        let strip = try Self.run(Self.spec(copies: 8), ["--filmstrip", "7", "-o", "x.png"])
        #expect(strip.status == 64 && strip.stderr.contains("--filmstrip: 7 frames of 80000 outline segments are more than 500000 segments to draw (fewer frames"),
                "\(strip.stderr.prefix(600))")
    }

    /// 64 layers of a 5,400-curve path are inside the work bound (345,664 segments) but a 17 MB frame, more than
    /// librsvg reads (it failed, exit 70): refused before rendering at the spec's shape, or naming --shape.
    @Test func aFrameLongerThanLibrsvgReadsIsRefused() throws {
        let curves = "path:M0 0c" + Array(repeating: "1 2 3 4 5 6", count: 5400).joined(separator: " ")
        let text = ProbeSpec.spec(layers: [ProbeSpec.layer(count: 64)], defaults: #", "shape": "\#(curves)""#)
        let own = try Self.run(text, ["--format", "png", "--at", "0", "-o", "x.png"])
        #expect(own.status == 65 && own.stderr.contains("s.json:2:136: error: defaults.shape: one frame would be")
                    && own.stderr.contains("bytes of SVG (64 layers); librsvg reads at most 8,000,000"), "\(own.stderr.prefix(600))")
        let flag = try Self.run(ProbeSpec.spec(layers: [ProbeSpec.layer(count: 64)]), ["--shape", curves, "--format", "png", "--at", "0", "-o", "x.png"])
        #expect(flag.status == 64 && flag.stderr.contains("bytes of SVG; librsvg reads at most 8000000"), "\(flag.stderr.prefix(600))")
    }

    /// Every built-in style stays inside the bound at 120 fps with its most layers (`--rings 12`) and the heart
    /// shape, the heaviest built-in outline, for its default run: the bound refuses no built-in style's file.
    @Test(arguments: BuiltinStyles.names)
    func theBuiltInStylesAtTheirHeaviestStayInside(_ name: String) throws {
        let template = try #require(try BuiltinStyles.template(named: name))
        let rings = (template.parameters ?? []).contains { $0.name == "rings" } ? ["rings": "12"] : [:]
        let animation = try template.resolve(StyleOptions(shape: .heart, parameters: rings))
        let frames = try RasterTimeline(animation, fps: 120).frameCount
        let segments = RasterLimit.segments(perFrameOf: animation)
        #expect(RasterLimit.exceeded(frames: frames, segments: segments) == nil, "\(frames) frames × \(segments)")
    }

    static func run(_ spec: String, _ arguments: [String]) throws -> BinaryRunner.Result {
        let directory = try BinaryRunner.temporaryDirectory()
        try Data(spec.utf8).write(to: directory.appendingPathComponent("s.json"))
        let result = try BinaryRunner.run(["--spec", "s.json"] + arguments, in: directory)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["s.json"], "nothing is written")
        return result
    }
}
