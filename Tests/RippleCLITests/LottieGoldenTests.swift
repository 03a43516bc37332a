import Foundation
import RippleTestSupport
import RippleValidation
import Testing

/// `--format lottie` documents of the built binary, byte for byte against `Fixtures/golden/lottie/`, and
/// every golden through the Lottie lint. `RIPPLEGEN_RECORD=1 swift test --filter LottieGoldenTests`
/// re-records (and fails, so a re-record is never silent).
struct LottieGoldenTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let id: String
        let arguments: [String]
        /// Layers the lint expects: one per ripple, plus a background.
        let layers: Int
        var testDescription: String { id }
        var golden: String { "golden/lottie/\(id).json" }
    }

    static let cases: [Case] = [
        // Every built-in style at its defaults.
        Case(id: "ring", arguments: ["--style", "ring"], layers: 1),
        Case(id: "fill", arguments: ["--style", "fill"], layers: 1),
        Case(id: "material", arguments: ["--style", "material"], layers: 1),
        Case(id: "splash", arguments: ["--style", "splash"], layers: 1),
        Case(id: "pulse", arguments: ["--style", "pulse"], layers: 3),
        // Minified.
        Case(id: "ring-min", arguments: ["--style", "ring", "--minify"], layers: 1),
        Case(id: "pulse-min", arguments: ["--style", "pulse", "--minify"], layers: 3),
        // A phase-shifted loop: the wrap split over two copies of the keyframes.
        Case(id: "ring-phase", arguments: ["--style", "ring", "--delay", "-0.35", "--easing", "standard", "--color", "#1e88e5"], layers: 1),
        // Staggered rings in a loop, at another frame rate: one ring shared by three precomposition layers.
        Case(id: "ring-rings3-fps30", arguments: ["--style", "ring", "--rings", "3", "--fps", "30"], layers: 3),
        // Shared rings with a mask inside the asset, and shared rings in a finite repeat.
        Case(id: "ring-rings3-clip", arguments: ["--style", "ring", "--rings", "3", "--clip", "rounded:60", "--size", "240x240",
                                                 "--stroke-width", "3"], layers: 3),
        Case(id: "ring-rings3-repeat2", arguments: ["--style", "ring", "--rings", "3", "--repeat", "2"], layers: 3),
        // A finite fractional repeat: the last curve cut, the final frame held.
        Case(id: "ring-repeat2.5", arguments: ["--style", "ring", "--repeat", "2.5", "--stroke-width", "2"], layers: 1),
        // Masks: a rounded clip over a background, and a circle clipping a path with an arc.
        Case(id: "fill-rounded", arguments: ["--style", "fill", "--clip", "rounded:12", "--background", "#eeeeee"], layers: 2),
        Case(id: "fill-arc", arguments: ["--style", "fill", "--shape", "path:M0 10 A10 10 0 0 1 20 10 Q20 20 10 30 L0 10 Z", "--clip", "circle"],
             layers: 1),
        // A stroke-width track (a spec file).
        Case(id: "thinning-ring", arguments: ["--spec", "Fixtures/specs/thinning-ring.json"], layers: 1),
        // The heart.
        Case(id: "splash-heart", arguments: ["--style", "splash", "--shape", "heart", "--size", "360x500", "--ripple-percent", "0.7",
                                             "--disappear", "opacity", "--hold", "0.3"], layers: 1),
    ]

    @Test(arguments: cases)
    func matchesGolden(_ item: Case) throws {
        let result = try BinaryRunner.run(item.arguments + ["--format", "lottie"], in: Golden.root)
        #expect(result.status == 0, "\(result.stderr)")
        if let failure = Golden.compare(result.stdout, to: item.golden) {
            Issue.record(Comment(rawValue: failure))
        }
    }

    @Test(arguments: cases)
    func goldenPassesTheLint(_ item: Case) throws {
        let bytes = [UInt8](try Data(contentsOf: Golden.fixtures.appendingPathComponent(item.golden)))
        let problems = LottieLint.problems(bytes, file: item.golden, layers: item.layers)
        #expect(problems.isEmpty, "\(problems.map(\.description).joined(separator: "\n"))")
    }

    /// The default ring, minified, is at most 1.2 KB (issue 14's target).
    @Test func defaultRingIsSmall() throws {
        let bytes = try Data(contentsOf: Golden.fixtures.appendingPathComponent("golden/lottie/ring-min.json"))
        #expect(bytes.count <= 1200, "the minified default ring is \(bytes.count) bytes")
        #expect(!bytes.contains(UInt8(ascii: " ")) && !bytes.contains(UInt8(ascii: "\n")), "minified means no whitespace")
    }
}
