import Foundation
import RippleArchive

/// One probe per row of `BoundsTable`, keyed by the bound's subject (`BoundsTableTests` fails on a row without one).
enum BoundProbes {
    typealias Run = BoundProbe.Run
    static let spec = ProbeSpec.self

    /// A spec of exactly `bytes` bytes: the smallest spec padded with spaces.
    static func specOfSize(_ bytes: Int) -> String {
        let text = spec.spec()
        return text + String(repeating: " ", count: bytes - text.utf8.count)
    }

    /// A spec with one variable whose value is `expression`.
    static func expression(_ expression: String) -> Run {
        spec.run(spec.spec(extra: #""variables": [{ "name": "v", "value": "\#(expression)" }], "#))
    }

    /// A spec whose default shape is `path:` + `data`.
    static func path(_ data: String) -> Run { spec.run(spec.spec(defaults: #", "shape": "path:\#(data)""#)) }

    /// `count` scale segments of 2 ms, one after the other.
    static func segments(_ count: Int) -> String {
        "[" + (0..<count).map { #"{ "at": \#(Double($0) * 0.002), "dur": 0.002, "from": 1, "to": 2 }"# }.joined(separator: ", ") + "]"
    }

    /// A still of 30 layers shaped by `--shape`, a path of `count` curves (`c1 2 3 4 5 6`).
    static func curves(_ count: Int) -> Run {
        let shape = "path:M0 0c" + Array(repeating: "1 2 3 4 5 6", count: count).joined(separator: " ")
        return Run(arguments: ["--spec", "s.json", "--shape", shape, "--format", "png", "--at", "0", "-o", "x.png"],
                   files: ["s.json": spec.spec(layers: [spec.layer(count: 30)])])
    }

    /// `path:` data of `segments` commands: a move, lines up and down, a close.
    static func zigzag(_ segments: Int) -> String {
        "path:M0 0" + (0..<(segments - 2)).map { $0 % 2 == 0 ? "l1 1" : "l1 -1" }.joined() + "Z"
    }

    /// A batch manifest of one small asset.
    static let manifest = #"{ "assets": [ { "name": "a", "style": "ring" } ] }"#

    /// `count` elements with an attribute the DTD does not declare: one diagnostic each.
    static func undeclared(_ count: Int) -> String {
        spec.svg(String(repeating: #"<g data="1"/>"#, count: count))
    }

    static let all: [BoundProbe] = [
        BoundProbe(subject: "bytes in a spec file", at: spec.run(specOfSize(1 << 20)), past: spec.run(specOfSize((1 << 20) + 1))),
        BoundProbe(subject: "levels of JSON nesting",
                   at: spec.run(spec.spec(extra: "\"x\": " + String(repeating: "[", count: 63) + String(repeating: "]", count: 63) + ", ")),
                   atExits: [65], past: spec.run(spec.spec(extra: "\"x\": " + String(repeating: "[", count: 64) + String(repeating: "]", count: 64) + ", "))),
        BoundProbe(subject: "entries in a spec's layers", at: spec.run(spec.spec(layers: Array(repeating: spec.layer(), count: 64))),
                   past: spec.run(spec.spec(layers: Array(repeating: spec.layer(), count: 65)))),
        BoundProbe(subject: "copies of one layer (count)", at: spec.run(spec.spec(layers: [spec.layer(count: 64)])),
                   past: spec.run(spec.spec(layers: [spec.layer(count: 65)]))),
        BoundProbe(subject: "layers in all (the layers' counts added up)", at: spec.run(spec.spec(layers: [spec.layer(count: 32), spec.layer(count: 32)])),
                   past: spec.run(spec.spec(layers: [spec.layer(count: 32), spec.layer(count: 33)]))),
        BoundProbe(subject: "segments in one track", at: spec.run(spec.spec(layers: [spec.layer(scale: segments(256))])),
                   past: spec.run(spec.spec(layers: [spec.layer(scale: segments(257))]))),
        BoundProbe(subject: "items in one variables, curves, parameters or choices array",
                   at: spec.run(spec.spec(extra: #""variables": ["# + (0..<256).map { #"{ "name": "v\#($0)", "value": 1 }"# }.joined(separator: ", ") + "], ")),
                   past: spec.run(spec.spec(extra: #""variables": ["# + (0..<257).map { #"{ "name": "v\#($0)", "value": 1 }"# }.joined(separator: ", ") + "], "))),
        // A translation is the one value bounded by the limit itself (a scale's bound shrinks with the ripple's size).
        BoundProbe(subject: "for a scale, or user units of a layer's centre, size, translation or reach (size × scale)", at: spec.run(spec.spec(layers: [spec.layer(translate: 1_000_000)])),
                   past: spec.run(spec.spec(layers: [spec.layer(translate: 1_000_001)]))),
        BoundProbe(subject: "characters in one expression", at: expression("1" + String(repeating: " ", count: 4095)),
                   past: expression("1" + String(repeating: " ", count: 4096))),
        BoundProbe(subject: "levels of parentheses and calls in one expression",
                   at: expression(String(repeating: "(", count: 32) + "1" + String(repeating: ")", count: 32)),
                   past: expression(String(repeating: "(", count: 33) + "1" + String(repeating: ")", count: 33))),
        BoundProbe(subject: "operators and arguments in one expression", at: expression("1" + String(repeating: "+1", count: 256)),
                   past: expression("1" + String(repeating: "+1", count: 257))),
        BoundProbe(subject: "characters of path data (--shape path:D, --clip path:D, a spec's shape)",
                   at: path("M0 0 L1 1 Z".padding(toLength: 65_536, withPad: " ", startingAt: 0)),
                   past: path("M0 0 L1 1 Z".padding(toLength: 65_537, withPad: " ", startingAt: 0))),
        BoundProbe(subject: "segments in one path", at: path("M0 0" + String(repeating: " L1 1", count: 9998) + " Z"),
                   past: path("M0 0" + String(repeating: " L1 1", count: 9999) + " Z")),
        BoundProbe(subject: "characters in one number, after its sign",
                   at: Run(arguments: ["--repeat", String(repeating: "0", count: 23) + "1"]),
                   past: Run(arguments: ["--repeat", String(repeating: "0", count: 24) + "1"]), says: "more than 24 characters"),
        BoundProbe(subject: "px on one side of the view (--size), a stroke width or a corner radius",
                   at: Run(arguments: ["--size", "10000x10"]), past: Run(arguments: ["--size", "10001x10"])),
        BoundProbe(subject: "seconds in a duration, a delay or a time", at: Run(arguments: ["--duration", "86400"]),
                   past: Run(arguments: ["--duration", "86401"])),
        BoundProbe(subject: "plays (--repeat, a spec's repeat); never unrolled in SVG and web", at: Run(arguments: ["--repeat", "1000000"]),
                   past: Run(arguments: ["--repeat", "1000001"])),
        BoundProbe(subject: "characters in --title or --desc", at: Run(arguments: ["--title", String(repeating: "é", count: 1000)]),
                   past: Run(arguments: ["--desc", String(repeating: "é", count: 1001)])),
        BoundProbe(subject: "times in --evaluate", at: Run(arguments: ["--evaluate", Array(repeating: "0", count: 10_000).joined(separator: ","), "-o", "x.json"]),
                   past: Run(arguments: ["--evaluate", Array(repeating: "0", count: 10_001).joined(separator: ","), "-o", "x.json"])),
        // The budget is an upper bound computed from the model, so the largest accepted document is found by --repeat.
        BoundProbe(subject: "keyframes in one Lottie file (--rings × --repeat; lottie.md)",
                   at: Run(arguments: ["--style", "pulse", "--rings", "12", "--format", "lottie", "--repeat", "93", "--minify", "-o", "x.json"]),
                   past: Run(arguments: ["--style", "pulse", "--rings", "12", "--format", "lottie", "--repeat", "94", "-o", "x.json"])),
        BoundProbe(subject: "frames per second of a Lottie file (--fps)", at: Run(arguments: ["--format", "lottie", "--fps", "240", "-o", "x.json"]),
                   past: Run(arguments: ["--format", "lottie", "--fps", "241", "-o", "x.json"])),
        BoundProbe(subject: "frames in --filmstrip", at: Run(arguments: ["--size", "10x10", "--filmstrip", "120", "-o", "x.png"]),
                   past: Run(arguments: ["--size", "10x10", "--filmstrip", "121", "-o", "x.png"])),
        // 10,000 frames are 10,000 renderings (minutes in a debug build); the count is checked from --fps × the run.
        BoundProbe(subject: "frames in one animated image", at: nil,
                   past: Run(arguments: ["--size", "10x10", "--duration", "100.01", "--fps", "100", "--format", "apng", "-o", "x.png"])),
        BoundProbe(subject: "px in one frame (4096 × 4096)", at: Run(arguments: ["--size", "2044x2044", "--format", "png", "--at", "0", "-o", "x.png"]),
                   past: Run(arguments: ["--size", "2045x2044", "--format", "png", "--at", "0", "-o", "x.png"])),
        // 64 megapixels take 6–25 s to encode in a release build (docs/cli.md, Bounds).
        BoundProbe(subject: "px on one side of a frame (WebP's limit)",
                   at: Run(arguments: ["--style", "fill", "--size", "5461x1", "--scale", "3", "--format", "png", "--at", "0", "-o", "x.png"]),
                   past: Run(arguments: ["--style", "fill", "--size", "5462x1", "--scale", "3", "--format", "png", "--at", "0", "-o", "x.png"])),
        BoundProbe(subject: "px rendered for one file (64 megapixels)", at: nil,
                   past: Run(arguments: ["--size", "400x400", "--duration", "4.01", "--fps", "100", "--format", "apng", "-o", "x.png"])),
        // 30 layers of a path of 5,329 curves make a frame of 7,999,6xx bytes; one curve more, 8,001,173.
        BoundProbe(subject: "bytes of SVG in one frame (librsvg reads at most 10,000,000)", at: curves(5329), past: curves(5330)),
        // A 5,000-segment path (M, 4,998 lines, Z) drawn on 100 frames of 2 × 2 px; 101 frames are one past.
        BoundProbe(subject: "outline segments drawn for one file: frames × the layers' and the clip's path segments (a circle or an ellipse is 4)",
                   at: Run(arguments: ["--size", "2x2", "--shape", zigzag(5000), "--duration", "1", "--fps", "100", "--format", "apng", "-o", "x.png"]),
                   past: Run(arguments: ["--size", "2x2", "--shape", zigzag(5000), "--duration", "1.01", "--fps", "100", "--format", "apng", "-o", "x.png"])),
        BoundProbe(subject: "frames per second of an animated image (--fps; GIF at most 50)",
                   at: Run(arguments: ["--size", "10x10", "--duration", "0.1", "--fps", "120", "--format", "apng", "-o", "x.png"]),
                   past: Run(arguments: ["--size", "10x10", "--duration", "0.1", "--fps", "121", "--format", "apng", "-o", "x.png"])),
        BoundProbe(subject: "pixels per px (--scale)", at: Run(arguments: ["--size", "10x10", "--scale", "4", "--format", "png", "--at", "0", "-o", "x.png"]),
                   past: Run(arguments: ["--size", "10x10", "--scale", "5", "--format", "png", "--at", "0", "-o", "x.png"])),
        BoundProbe(subject: "plays of an animated image (--repeat)",
                   at: Run(arguments: ["--size", "10x10", "--duration", "0.1", "--fps", "10", "--repeat", "65535", "--format", "gif", "-o", "x.gif"]),
                   past: Run(arguments: ["--size", "10x10", "--duration", "0.1", "--fps", "10", "--repeat", "65536", "--format", "gif", "-o", "x.gif"])),
        // 100,000 assets are 100,000 files; the product of the matrix axes is checked before anything is expanded.
        BoundProbe(subject: "assets in one manifest, matrices expanded", at: nil,
                   past: Run(arguments: ["batch", "m.json", "-o", "out"], files: ["m.json": #"{ "assets": [ { "name": "{a}-{b}", "style": "ring", "matrix": { "a": ["# + (1...1000).map(String.init).joined(separator: ",") + #"], "b": ["# + (1...101).map(String.init).joined(separator: ",") + "] } } ] }"])),
        BoundProbe(subject: "jobs (--jobs)", at: Run(arguments: ["batch", "m.json", "-o", "out", "--jobs", "1024"], files: ["m.json": manifest]),
                   past: Run(arguments: ["batch", "m.json", "-o", "out", "--jobs", "1025"], files: ["m.json": manifest])),
        // Padding in a comment: the largest file, parsed to its end (libxml2 once said "Huge input lookup" here).
        BoundProbe(subject: "bytes in one file", at: spec.validate(sized(16 << 20)), past: spec.validate(sized((16 << 20) + 1))),
        BoundProbe(subject: "attributes on one element", at: spec.validate(spec.svg(attributes(256))), atExits: [1],
                   past: spec.validate(spec.svg(attributes(257)))),
        BoundProbe(subject: "elements in one document", at: spec.validate(spec.svg(String(repeating: "<g/>", count: 199_999))),
                   past: spec.validate(spec.svg(String(repeating: "<g/>", count: 200_000)))),
        BoundProbe(subject: "bytes in one comment, text run or attribute value",
                   at: spec.validate(spec.svg("<!--" + String(repeating: "x", count: 10_000_000) + "-->")),
                   past: spec.validate(spec.svg("<!--" + String(repeating: "x", count: 10_000_001) + "-->"))),
        BoundProbe(subject: "levels of element nesting (the root is level 1)", at: spec.validate(nested(255)), past: spec.validate(nested(256))),
        BoundProbe(subject: "diagnostics printed for one file", at: spec.validate(undeclared(200)), atExits: [1],
                   past: spec.validate(undeclared(201)), says: "1 more"),
        // Archives whose entries are no dotLottie's (exit 1 at the limit), refused by the bound one past it.
        BoundProbe(subject: "entries in one dotLottie archive", at: archive(entries: 64, bytes: 0), atExits: [1],
                   past: archive(entries: 65, bytes: 0)),
        BoundProbe(subject: "bytes in one entry of a dotLottie archive, inflated", at: archive(entries: 1, bytes: 8 << 20), atExits: [1],
                   past: archive(entries: 1, bytes: (8 << 20) + 1)),
        BoundProbe(subject: "bytes in all entries of a dotLottie archive, inflated", at: archive(entries: 2, bytes: 8 << 20), atExits: [1],
                   past: archive(entries: 3, bytes: (16 << 20) / 3 + 1)),
        BoundProbe(subject: "lines printed by --check for one file", at: check(extraLines: 193), atExits: [1], past: check(extraLines: 194),
                   says: "the diff goes on: 1 more line removed or added"),
    ]

    /// `validate` of a ZIP archive of `entries` entries of `bytes` spaces each (deflated: a few KB on disk).
    static func archive(entries: Int, bytes: Int) -> Run {
        let content = [UInt8](repeating: 0x20, count: bytes)
        let made = try? ZipArchive.shared.get().archive((0..<entries).map { ZipArchive.Entry(name: "i/\($0).png", bytes: content) })
        return Run(arguments: ["validate", "f.lottie"], data: ["f.lottie": made ?? []])
    }

    /// `--style ring --check` against the ring with `extraLines` more lines at its end: the finding, the diff's two
    /// headers, its hunk header, 3 lines of context and the extra lines, 200 in all for 193.
    static func check(extraLines: Int) -> Run {
        let ring = (try? CLI.run(["--style", "ring"]).stdout) ?? ""
        return Run(arguments: ["--style", "ring", "-o", "x.svg", "--check"],
                   files: ["x.svg": ring + (0..<extraLines).map { "extra \($0)\n" }.joined()])
    }

    /// An SVG document of exactly `bytes` bytes: comments of a mebibyte each, then spaces.
    static func sized(_ bytes: Int) -> String {
        let comment = "<!--" + String(repeating: "x", count: (1 << 20) - 7) + "-->"
        let room = bytes - spec.svg("").utf8.count
        let comments = room / (1 << 20)
        return spec.svg(String(repeating: comment, count: comments) + String(repeating: " ", count: room - (comments << 20)))
    }

    /// One `<g>` with `count` attributes.
    static func attributes(_ count: Int) -> String {
        "<g " + (0..<count).map { "a\($0)=\"1\"" }.joined(separator: " ") + "/>"
    }

    /// `depth` elements in the root, each inside the one before (`depth + 1` levels with the root).
    static func nested(_ depth: Int) -> String {
        spec.svg(String(repeating: "<g>", count: depth) + String(repeating: "</g>", count: depth))
    }
}
