import RippleKit
@testable import RippleRaster
import RippleTemplates
import Testing

/// APNG delays are exact fractions, merged frames add their durations, and cropping keeps the pixels.
struct APNGDelayTests {
    struct DelayCase: Sendable, CustomTestStringConvertible {
        let start: RasterTimeline.Time
        let end: RasterTimeline.Time
        let fps: Int
        let delay: [UInt16]
        var testDescription: String { "\(start)–\(end) at \(fps) fps" }
    }

    static let cases: [DelayCase] = [
        DelayCase(start: .frame(0), end: .frame(1), fps: 30, delay: [1, 30]),
        // Four merged frames: 4/30 = 2/15, exact.
        DelayCase(start: .frame(3), end: .frame(7), fps: 30, delay: [2, 15]),
        // A loop's end off the grid: 2.3 s − 16/7 s in 1/7000 s (a multiple of the rate and of 1000), exact:
        // 100/7000 s = 1/70 s.
        DelayCase(start: .frame(16), end: .seconds(2.3), fps: 7, delay: [100, 7000]),
        // 97 fps: 97,000 per second does not fit 16 bits; the largest multiple of 97 that does (65,475): 67.5 rounds to 68.
        DelayCase(start: .frame(223), end: .seconds(2.3), fps: 97, delay: [68, 65475]),
    ]

    @Test(arguments: cases)
    func delaysAreExactFractions(_ testCase: DelayCase) throws {
        let animation = try #require(try BuiltinStyles.template(named: "pulse")).resolve(StyleOptions())
        let timeline = try RasterTimeline(animation, fps: testCase.fps)
        let (numerator, denominator) = APNGEncoder.delay(from: testCase.start, to: testCase.end, timeline: timeline)
        #expect([numerator, denominator] == testCase.delay)
    }

    @Test func changedRectIsTheBoundingBoxOfDifferences() {
        var a = RGBAImage(width: 4, height: 3)
        let b = a
        #expect(a.changedRect(from: b) == nil)
        a.pixels[(1 * 4 + 2) * 4 + 3] = 255
        a.pixels[(2 * 4 + 1) * 4] = 9
        #expect(a.changedRect(from: b) == PixelRect(x: 1, y: 1, width: 2, height: 2))
        #expect(a.cropped(to: PixelRect(x: 1, y: 1, width: 2, height: 2)).pixels.count == 16)
    }
}
