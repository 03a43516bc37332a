import Foundation
import RippleTestSupport
import RippleValidation
import Testing

/// The Lottie reference cases (`Fixtures/cases/lottie-*`, compared byte for byte by `ReferenceCaseTests`)
/// through the Lottie lint with the layer count each must have: one per ripple, plus a background.
struct LottieGoldenTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let id: String
        /// Layers the lint expects.
        let layers: Int
        var testDescription: String { id }
        var golden: String { "cases/lottie-\(id)/\(id).json" }
    }

    static let cases: [Case] = [
        // Every built-in style at its defaults, and minified.
        Case(id: "ring", layers: 1), Case(id: "fill", layers: 1), Case(id: "material", layers: 1), Case(id: "splash", layers: 1),
        Case(id: "pulse", layers: 3), Case(id: "ring-min", layers: 1), Case(id: "pulse-min", layers: 3),
        // A phase-shifted loop; staggered rings shared by precomposition layers (at 30 fps, clipped, repeated).
        Case(id: "ring-phase", layers: 1), Case(id: "ring-rings3-fps30", layers: 3), Case(id: "ring-rings3-clip", layers: 3),
        Case(id: "ring-rings3-repeat2", layers: 3),
        // A finite fractional repeat; masks over a background and around a path with an arc; a stroke-width track; the heart.
        Case(id: "ring-repeat2.5", layers: 1), Case(id: "fill-rounded", layers: 2), Case(id: "fill-arc", layers: 1),
        Case(id: "thinning-ring", layers: 1), Case(id: "splash-heart", layers: 1),
    ]

    @Test func everyLottieCaseIsLinted() {
        let folders = ReferenceCaseTests.cases.map(\.name).filter { $0.hasPrefix("lottie-") }
        #expect(folders.sorted() == Self.cases.map { "lottie-" + $0.id }.sorted())
    }

    @Test(arguments: cases)
    func goldenPassesTheLint(_ item: Case) throws {
        let bytes = [UInt8](try Data(contentsOf: Golden.fixtures.appendingPathComponent(item.golden)))
        let problems = LottieLint.problems(bytes, file: item.golden, layers: item.layers)
        #expect(problems.isEmpty, "\(problems.map(\.description).joined(separator: "\n"))")
    }

    /// The default ring, minified, is at most 1.2 KB (issue 14's target).
    @Test func defaultRingIsSmall() throws {
        let bytes = try Data(contentsOf: Golden.fixtures.appendingPathComponent("cases/lottie-ring-min/ring-min.json"))
        #expect(bytes.count <= 1200, "the minified default ring is \(bytes.count) bytes")
        #expect(!bytes.contains(UInt8(ascii: " ")) && !bytes.contains(UInt8(ascii: "\n")), "minified means no whitespace")
    }
}
