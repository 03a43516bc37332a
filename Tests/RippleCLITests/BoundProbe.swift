import Foundation

/// How to meet one bound of `BoundsTable` from the command line: a run at the limit and a run one past it.
///
/// `at` is the largest input the bound accepts; it must not be refused by the bound (`atExits`, normally 0).
/// It is `nil` only where that run is minutes of work (a 64-megapixel image, 100,000 files), with the reason.
struct BoundProbe: Sendable, CustomStringConvertible {
    /// One run: the arguments and the files it reads, written into an empty directory first.
    struct Run: Sendable {
        var arguments: [String]
        var files: [String: String] = [:]
        /// Files that are bytes rather than text (a dotLottie archive).
        var data: [String: [UInt8]] = [:]

        /// Every file the run reads.
        var names: Set<String> { Set(files.keys).union(data.keys) }
    }

    /// The row's `Bound.subject`.
    let subject: String
    /// The run at the limit, or why there is none.
    let at: Run?
    /// Exit codes the run at the limit may end with (a Lottie or SVG file may be invalid, but not refused).
    var atExits: Set<Int32> = [0]
    /// The run one past the limit.
    let past: Run
    /// Words of the refusal, beside the limit itself.
    var says: String = ""

    var description: String { subject }
}

/// Spec files for the probes: the ring with its parameters removed, and what each probe changes.
enum ProbeSpec {
    /// One layer: a stroke ring scaled 1 → 2 and faded out, moved `translate` units to the right when given.
    static func layer(count: Int = 1, scale: String? = nil, translate: Int? = nil) -> String {
        let track = scale ?? #"[{ "at": 0, "dur": 0.7, "from": 1, "to": 2 }]"#
        let move = translate.map { #", "translate": [{ "at": 0, "dur": 0.7, "to": [\#($0), 0] }]"# } ?? ""
        return #"{ "count": \#(count), "size": ["W/2", "H/2"], "paint": "stroke", "center": ["px", "py"], "tracks": { "scale": \#(track)\#(move) } }"#
    }

    /// A spec of `layers`, with `defaults` members and top-level members added.
    static func spec(layers: [String] = [layer()], defaults: String = "", extra: String = "") -> String {
        """
        { "name": "probe", "summary": "a bound's probe", "source": "BoundsTableTests",
          "defaults": { "size": [100, 100], "color": "#ffff00", "strokeWidth": 4, "duration": 0.7, "repeat": 1, "easing": "ease-out"\(defaults) },
          \(extra)"layers": [\(layers.joined(separator: ", "))] }
        """
    }

    /// `spec` run into `x.svg`.
    static func run(_ text: String, _ arguments: [String] = []) -> BoundProbe.Run {
        BoundProbe.Run(arguments: ["--spec", "s.json", "-o", "x.svg"] + arguments, files: ["s.json": text])
    }

    /// An SVG document of `body`.
    static func svg(_ body: String) -> String {
        #"<svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="10" height="10">"# + body + "</svg>\n"
    }

    /// `validate` of one file.
    static func validate(_ text: String) -> BoundProbe.Run {
        BoundProbe.Run(arguments: ["validate", "f.svg"], files: ["f.svg": text])
    }
}
