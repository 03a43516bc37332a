// The raster formats' savings against a naive encoding of the same frames: for every built-in style at
// 30 fps, the bytes ripplegen writes (identical frames merged, frames cropped to what changed, APNG with one
// exact palette) beside a naive file (every rendered frame whole: APNG as RGBA, WebP every frame a key frame,
// GIF whole frames cleared each time), as a Markdown table, then whether the targets hold: APNG at most 75 %
// of naive, WebP and GIF never larger. Exits 1 when one does not.
//
// A benchmark rather than a test: it renders and encodes every style twice (~10 s in a debug build), and its
// figures are what Benchmarks/raster.py puts into raster-results.md.
//
//     swift run -c release raster-savings
//
// Lossless WebP misses 75 %: it already codes each whole frame with its own palette and colour cache, and a
// ripple changes nearly every pixel inside its bounds from one frame to the next, so only held frames (pulse:
// 69 rendered, 52 distinct) are left to save.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import RippleKit
import RippleRaster
import RippleTemplates

let styles = ["ring", "fill", "material", "splash", "pulse"]
let formats: [RasterFormat] = [.apng, .webp, .gif]
/// The APNG target: at most this share of the naive file.
let apngLimit = 0.75

/// One style's bytes per format: what ripplegen writes, and the naive file of the same frames.
func sizes(_ style: String) throws -> (rendered: Int, distinct: Int, bytes: [RasterFormat: (made: Int, naive: Int)]) {
    guard let template = try BuiltinStyles.template(named: style) else { fatalError("no built-in style \(style)") }
    let animation = try template.resolve(StyleOptions())
    let plays = RunSpan(animation).loops ? 0 : 1
    let timeline = try RasterTimeline(animation, fps: 30)
    let renderer = try FrameRenderer(animation)
    let merged = try FrameSequence.render(renderer, timeline: timeline)
    let every = try FrameSequence.render(renderer, timeline: timeline, merge: false)
    let bytes: [RasterFormat: (made: Int, naive: Int)] = [
        .apng: (try APNGEncoder().encode(merged, plays: plays).count,
                try APNGEncoder(crop: false, palette: false).encode(every, plays: plays).count),
        .webp: (try WebPEncoder().encode(merged, plays: plays).count,
                try WebPEncoder(keyFramesOnly: true).encode(every, plays: plays).count),
        .gif: (try GIFEncoder().encode(merged, plays: plays).count,
               try GIFEncoder(crop: false).encode(every, plays: plays).count),
    ]
    return (every.frames.count, merged.frames.count, bytes)
}

print("| style | frames rendered → distinct | APNG bytes / naive | WebP bytes / naive | GIF bytes / naive |")
print("|---|---|---|---|---|")
var missed: [String] = []
for style in styles {
    let (rendered, distinct, bytes) = try sizes(style)
    let cells = formats.map { format -> String in
        let (made, naive) = bytes[format]!
        let limit = format == .apng ? apngLimit : 1
        if Double(made) > limit * Double(naive) { missed.append("\(style) \(format): \(made) bytes, naive \(naive)") }
        return "\(made) / \(naive) (\(Int((Double(made) / Double(naive) * 100).rounded())) %)"
    }
    print("| \(style) | \(rendered) → \(distinct) | " + cells.joined(separator: " | ") + " |")
}
print()
if missed.isEmpty {
    print("targets met: APNG at most \(Int(apngLimit * 100)) % of naive, WebP and GIF never larger, for every style")
} else {
    print("targets missed:\n" + missed.map { "  " + $0 }.joined(separator: "\n"))
    exit(1)
}
