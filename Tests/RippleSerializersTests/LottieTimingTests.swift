import RippleKit
import RippleSerializers
import RippleValidation
import Testing

/// Timing the built-in styles do not reach, on hand-made models: `fill: remove`, jumps inside a track,
/// loops of different lengths, a finite layer beside a loop, and what Lottie cannot hold.
struct LottieTimingTests {
    static let circle = Shape.circle(radius: 10)
    static let paint = Paint(fill: RGBA(red: 0, green: 0, blue: 1))

    /// One layer fading 0 → 1 with the given timing and opacity keyframes.
    static func layer(_ timing: Timing, opacity: [Keyframe<Double>]? = nil, rest: Double = 0.25) throws -> RippleLayer {
        let frames = opacity ?? [Keyframe(0, 0, .easeOut), Keyframe(1, 1)]
        let group = KeyframeGroup(timing: timing, scale: try Track([Keyframe(0, 1, .standard), Keyframe(1, 2)]), opacity: try Track(frames))
        return try RippleLayer(shape: circle, paint: paint, center: Vector(20, 20), rest: LayerValues(opacity: rest), group: group)
    }

    static func animation(_ layers: [RippleLayer]) -> RippleAnimation {
        RippleAnimation(style: "test", title: "Test", size: Size(40, 40), layers: layers)
    }

    @Test func removeJumpsBackToTheRestValue() throws {
        let model = Self.animation([try Self.layer(try Timing(duration: 1, delay: 0.25, repeatCount: .count(1.5), fill: .remove))])
        try LottieModelAgreementTests.check(model, id: "remove")
        let document = try LottieSerializer.document(for: model)
        // 0.25 + 1.5 s = 105 frames; the final (rest) state on frames 105 and 106.
        #expect(document.outPoint == 107)
        #expect(model.values(at: 106.0 / 60).first?.opacity == 0.25)
    }

    @Test func aJumpInsideATrackIsAHoldThenTheNewValue() throws {
        let frames = [Keyframe(0, 0.0, .linear), Keyframe(0.5, 1.0), Keyframe(0.5, 0.2, .easeIn), Keyframe(1, 0.6)]
        let model = Self.animation([try Self.layer(try Timing(duration: 1, repeatCount: .indefinite), opacity: frames)])
        try LottieModelAgreementTests.check(model, id: "jump")
        let document = try LottieSerializer.document(for: model)
        let keys = try #require(document.json["layers"]?.elements?.first?["ks"]?["o"]?["k"]?.elements)
        let times = keys.compactMap { $0["t"]?.number }
        #expect(times == [0, 30, 30, 60])
        #expect(keys[1]["h"]?.number == 1, "the first keyframe of the jump holds")
    }

    @Test func loopsOfDifferentLengthsShareTheLongerPeriod() throws {
        let model = Self.animation([
            try Self.layer(try Timing(duration: 0.7, delay: -0.2, repeatCount: .indefinite)),
            try Self.layer(try Timing(duration: 1.4, repeatCount: .indefinite)),
        ])
        try LottieModelAgreementTests.check(model, id: "two loops")
        let document = try LottieSerializer.document(for: model)
        #expect(document.outPoint == 84 && document.window.loops)
    }

    @Test func aFiniteLayerBesideALoopIsWrittenSettled() throws {
        let model = Self.animation([
            try Self.layer(try Timing(duration: 2.5, repeatCount: .count(1))),
            try Self.layer(try Timing(duration: 1, delay: 0.5, repeatCount: .indefinite)),
        ])
        try LottieModelAgreementTests.check(model, id: "settled")
        let document = try LottieSerializer.document(for: model)
        #expect(document.window.start == 3, "the first whole period after the finite layer ended and the loop began")
    }

    @Test func whatLottieCannotHoldIsRefused() throws {
        let incommensurable = Self.animation([
            try Self.layer(try Timing(duration: 0.7, repeatCount: .indefinite)),
            try Self.layer(try Timing(duration: 0.5, repeatCount: .indefinite)),
        ])
        #expect(throws: LottieError.incommensurablePeriods(0.7, 0.5)) { try LottieSerializer.document(for: incommensurable) }
        let long = Self.animation([try Self.layer(try Timing(duration: 0.1, repeatCount: .count(1001)))])
        #expect(throws: LottieError.tooManyIterations(1001)) { try LottieSerializer.document(for: long) }
    }

    @Test func defaultRateFallsOnTheKeyTimes() throws {
        let quarter = Self.animation([try Self.layer(try Timing(duration: 0.125, repeatCount: .indefinite))])
        #expect(try LottieSerializer.document(for: quarter).fps == 64)
        let odd = Self.animation([try Self.layer(try Timing(duration: 0.0123, repeatCount: .indefinite))])
        #expect(try LottieSerializer.document(for: odd).fps == 60, "no rate up to 120 fits: 60")
    }

    /// The last iteration of a fractional repeat can end within a ten-thousandth of a frame of the one
    /// before (0.001 s iterations, 0.0001 of one more): one jump at that frame, never three keyframes at
    /// one frame (which the lint refuses, so the CLI exited 70).
    @Test(arguments: [1.0001, 2.0001, 5.0001, 10.0001])
    func aSliverOfAnIterationIsOneJumpAtItsFrame(_ count: Double) throws {
        let model = Self.animation([try Self.layer(try Timing(duration: 0.001, repeatCount: .count(count)))])
        let bytes = try LottieSerializer.render(model)
        #expect(LottieLint.problems(bytes, file: "sliver").map(\.description) == [])
        try LottieModelAgreementTests.check(model, id: "sliver \(count)")
    }

    /// A count is kept to the four decimals SMIL and CSS write, so `1.0000001` is one iteration in Lottie
    /// too (it ended on the first frame of a second one there, and on the last in `repeatCount="1"`).
    @Test(arguments: [1.0000001, 2.0000001, 5.0000001, 10.0000001])
    func aCountBeyondFourDecimalsIsRounded(_ count: Double) throws {
        let timing = try Timing(duration: 0.7, repeatCount: .count(count))
        #expect(timing.repeatCount == .count(count.rounded()))
        let model = Self.animation([try Self.layer(timing)])
        #expect(LottieLint.problems(try LottieSerializer.render(model), file: "rounded").map(\.description) == [])
        #expect(try LottieSerializer.document(for: model).window.length == 0.7 * count.rounded())
    }
}
