import RippleKit
@testable import RippleRaster
import RippleTemplates
import Testing

/// Which frames one animated file holds, and their durations in each format's unit: exact, without drift.
struct RasterTimelineTests {
    /// What a timeline must be: its frame count, where it ends, and whether it loops.
    struct Expected: Equatable, Sendable {
        var frames: Int, end: RasterTimeline.Time, loops: Bool
    }

    struct TimelineCase: Sendable, CustomTestStringConvertible {
        var style: String, options: StyleOptions, fps: Int
        var expected: Expected
        var testDescription: String { "\(style) at \(fps) fps" }

        init(style: String, options: StyleOptions, fps: Int, frames: Int, end: RasterTimeline.Time, loops: Bool) {
            (self.style, self.options, self.fps) = (style, options, fps)
            expected = Expected(frames: frames, end: end, loops: loops)
        }
    }

    static let cases: [TimelineCase] = [
        // A loop holds one period: ring 0.7 s = 21 frames at 30 fps; pulse 2.3 s = 69 frames, not 2.6 s of its staggers.
        TimelineCase(style: "ring", options: StyleOptions(), fps: 30, frames: 21, end: .frame(21), loops: true),
        TimelineCase(style: "pulse", options: StyleOptions(), fps: 30, frames: 69, end: .frame(69), loops: true),
        // A period off the frame grid: 2.3 s at 7 fps is 16.1 frames: 17 frames, the last cut short at 2.3 s.
        TimelineCase(style: "pulse", options: StyleOptions(), fps: 7, frames: 17, end: .seconds(2.3), loops: true),
        // A finite run ends on its final frame: fill 0.45 s → frames 0…14 (the last at 0.4667 s ≥ 0.45 s).
        TimelineCase(style: "fill", options: StyleOptions(), fps: 30, frames: 15, end: .frame(15), loops: false),
        // --repeat 3 of a loop: one run of 0.7 s, ending on its final frame.
        TimelineCase(style: "ring", options: StyleOptions(repeatCount: .count(3)), fps: 12, frames: 10, end: .frame(10), loops: false),
    ]

    @Test(arguments: cases)
    func framesCoverOneRun(_ testCase: TimelineCase) throws {
        let animation = try #require(try BuiltinStyles.template(named: testCase.style)).resolve(testCase.options)
        let timeline = try RasterTimeline(animation, fps: testCase.fps)
        #expect(Expected(frames: timeline.frameCount, end: timeline.end, loops: timeline.loops) == testCase.expected)
    }

    @Test func durationsAddUpToTheRoundedTrueTimes() throws {
        let animation = try #require(try BuiltinStyles.template(named: "pulse")).resolve(StyleOptions())
        let timeline = try RasterTimeline(animation, fps: 30)
        // 1/30 s in ms is 33.33…: the durations are 33, 34, 33 (each the difference of rounded boundaries), never
        // a constant 33 that would drift 23 ms short over the period.
        var total = 0
        for index in 0..<timeline.frameCount {
            let start = timeline.units(.frame(index), per: 1000)
            let end = timeline.units(index + 1 == timeline.frameCount ? timeline.end : .frame(index + 1), per: 1000)
            #expect(start == total, "frame \(index) starts at \(start) ms, the durations so far add up to \(total)")
            #expect((33...34).contains(end - start))
            total += end - start
        }
        #expect(total == 2300)
        #expect(timeline.units(.frame(69), per: 100) == 230)
    }

    @Test func tooManyFramesIsALimitNamingIt() throws {
        var options = StyleOptions()
        options.parameters["period"] = "3600"
        let animation = try #require(try BuiltinStyles.template(named: "pulse")).resolve(options)
        #expect(throws: RasterLimit.frames(432_000)) { try RasterTimeline(animation, fps: 120) }
        #expect(RasterLimit.frames(432_000).description.contains("at most 10000"))
    }

    @Test func theLoopPeriodIsTheCommonCycleOfTheLoopingLayers() {
        #expect(RunSpan.commonCycle([0.7, 0.7]) == 0.7)
        #expect(RunSpan.commonCycle([0.5, 0.75]) == 1.5)
        // Incommensurate durations have no exact loop: the longest is the cut.
        #expect(RunSpan.commonCycle([1, 0.333_333_7]) == 1)
    }
}
