import Foundation
import RippleTestSupport
import Testing

/// Issue 40, finding 1: a spec value far out of range (a scale to 1e10 or 1e20, a translation to 1e12) made an
/// SVG with a viewBox of 10^12 and crashed every raster output (SIGILL, exit 132). Every value a layer resolves
/// to is bounded at its key: refused with exit 65 at the value's line and column, naming the field and the range,
/// in every format. A reach within the bounds that only the raster frame limit refuses blames the spec's layer
/// (65 at its line and column), not `--size`/`--scale` (64). Each run is a process of its own: a crash must fail
/// the case, not the test runner.
struct SpecValueBoundTests {
    /// One stroke ring whose values the cases replace (`SCALE`, `TX`, `TY`, `CX`, `RY`, `ALPHA`, `WIDTH`).
    static let template = """
        { "name": "big", "summary": "a value test", "source": "SpecValueBoundTests",
          "defaults": { "size": [100, 100], "color": "#ffff00", "strokeWidth": 4, "duration": 0.7, "repeat": 1, "easing": "ease-out" },
          "layers": [
            { "size": ["W/2", RY], "paint": "stroke", "center": [CX, "py"], "alpha": ALPHA,
              "tracks": {
                "scale": [{ "at": 0, "dur": 0.7, "from": 1, "to": SCALE }],
                "translate": [{ "at": 0, "dur": 0.7, "from": [0, 0], "to": [TX, TY] }],
                "strokeWidth": [{ "at": 0, "dur": 0.7, "to": WIDTH }] } } ] }
        """

    static func spec(_ values: [String: String]) -> String {
        let defaults = ["SCALE": "2", "TX": "0", "TY": "0", "CX": "\"px\"", "RY": "\"H/2\"", "ALPHA": "1", "WIDTH": "4"]
        return defaults.merging(values) { $1 }.reduce(template) { $0.replacingOccurrences(of: $1.key, with: $1.value) }
    }

    /// Every format a spec can be made into.
    static let formats: [[String]] = [
        ["-o", "x.svg"], ["--format", "css", "-o", "x.svg"], ["--format", "web", "-o", "x.css"], ["--format", "lottie", "-o", "x.json"],
        ["--format", "png", "--at", "0.3", "-o", "x.png"], ["--format", "apng", "-o", "x.png"], ["--format", "gif", "-o", "x.gif"],
        ["--format", "webp", "-o", "x.webp"], ["--filmstrip", "4", "-o", "x.png"],
    ]

    struct Case: Sendable, CustomTestStringConvertible {
        let values: [String: String]
        /// Where the refusal points and what it says.
        let location: String
        let message: String
        var testDescription: String { values.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: " ") }
    }

    static let cases: [Case] = [
        Case(values: ["SCALE": "1e10"], location: "s.json:6:59", message: "layers[0].tracks.scale[0].to: must be from -19230.7692 to 19230.7692 (got 10000000000)"),
        Case(values: ["SCALE": "1e20"], location: "s.json:6:59", message: "layers[0].tracks.scale[0].to: must be from -19230.7692 to 19230.7692"),
        Case(values: ["SCALE": "-1e308"], location: "s.json:6:59", message: "layers[0].tracks.scale[0].to: must be from"),
        Case(values: ["SCALE": "\"W*100000000\""], location: "s.json:6:59", message: "layers[0].tracks.scale[0].to: must be from"),
        Case(values: ["TX": "1e12"], location: "s.json:7:69", message: "layers[0].tracks.translate[0].to[0]: must be from -1000000 to 1000000"),
        Case(values: ["TY": "-1e12"], location: "s.json:7:72", message: "layers[0].tracks.translate[0].to[1]: must be from -1000000 to 1000000"),
        Case(values: ["CX": "1e9"], location: "s.json:4:61", message: "layers[0].center[0]: must be from -1000000 to 1000000"),
        Case(values: ["RY": "1e300"], location: "s.json:4:23", message: "layers[0].size[1]: must be from 0 to 1000000"),
        Case(values: ["ALPHA": "1e10"], location: "s.json:4:83", message: "layers[0].alpha: must be from 0 to 1"),
        Case(values: ["WIDTH": "1e15"], location: "s.json:8:54", message: "layers[0].tracks.strokeWidth[0].to: must be from 0 to 10000"),
    ]

    @Test(arguments: cases, formats)
    func aValueOutOfRangeIsRefusedAtItsKeyInEveryFormat(_ item: Case, _ format: [String]) throws {
        let result = try Self.run(Self.spec(item.values), format)
        #expect(result.status == 65, "\(result.stderr.prefix(600))")
        #expect(result.stderr.contains("\(item.location): error: \(item.message)"), "\(result.stderr.prefix(600))")
    }

    /// The largest scale this ring takes is accepted (the bound printed is itself accepted).
    @Test func theBoundItselfIsAccepted() throws {
        let result = try Self.run(Self.spec(["SCALE": "19230.7692"]), ["-o", "x.svg"])
        #expect(result.status == 0, "\(result.stderr.prefix(600))")
    }

    /// A ring scaled to 1,000 reaches 51,950 units past its 100 × 100 view: an SVG, but no raster frame can
    /// hold it; the spec's layer is to blame, at its line and column (before, exit 64 named --size and --scale).
    @Test(Requirement.raster.trait, arguments: formats.filter { $0.contains("png") || $0.contains("x.png") || $0.contains("x.gif") || $0.contains("x.webp") })
    func aReachNoFrameHoldsBlamesTheLayer(_ format: [String]) throws {
        let result = try Self.run(Self.spec(["SCALE": "1000"]), format)
        #expect(result.status == 65, "\(result.stderr.prefix(600))")
        #expect(result.stderr.contains("s.json:4:5: error: layers[0]: the layer reaches 51,950 units past the 100×100 view"), "\(result.stderr.prefix(600))")
        #expect(!result.stderr.contains("--size"), "\(result.stderr.prefix(600))")
    }

    /// The same reach at `--scale 4` that fits at 1 px per unit still blames the layer, and says --scale too.
    @Test(Requirement.raster.trait) func aReachTooLargeAtTheScaleSaysBoth() throws {
        let result = try Self.run(Self.spec(["SCALE": "30"]), ["--format", "png", "--at", "0", "--scale", "4", "-o", "x.png"])
        #expect(result.status == 65, "\(result.stderr.prefix(600))")
        #expect(result.stderr.contains("s.json:4:5: error: layers[0]: the layer reaches") && result.stderr.contains("a lower --scale"), "\(result.stderr.prefix(600))")
    }

    /// A spec's own view too large for a frame (no `--size`) is blamed at `defaults.size`; given with --size, the flag is.
    @Test(Requirement.raster.trait) func aSpecsOwnSizeIsBlamedThere() throws {
        let text = Self.spec([:]).replacingOccurrences(of: #""size": [100, 100]"#, with: #""size": [5000, 5000]"#)
        let own = try Self.run(text, ["--format", "png", "--at", "0", "-o", "x.png"])
        #expect(own.status == 65 && own.stderr.contains("s.json:2:25: error: defaults.size: a frame of the view would be 5000×5000 px"), "\(own.stderr.prefix(600))")
        let flag = try Self.run(text, ["--size", "5000x5000", "--format", "png", "--at", "0", "-o", "x.png"])
        #expect(flag.status == 64 && flag.stderr.contains("a smaller --size or --scale"), "\(flag.stderr.prefix(600))")
    }

    /// Runs the built binary on `spec` (as `s.json`) with `arguments`; nothing but the spec is left behind.
    static func run(_ spec: String, _ arguments: [String]) throws -> BinaryRunner.Result {
        let directory = try BinaryRunner.temporaryDirectory()
        try Data(spec.utf8).write(to: directory.appendingPathComponent("s.json"))
        let result = try BinaryRunner.run(["--spec", "s.json"] + arguments, in: directory)
        if result.status != 0 {
            #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["s.json"], "nothing is written")
        }
        return result
    }
}
