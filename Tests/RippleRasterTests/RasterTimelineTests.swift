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
        // A finite run lasts exactly its end E: fill 0.45 s is 13.5 frames at 30 fps → 14 frames, the last cut
        // short at 0.45 s and showing the end state.
        TimelineCase(style: "fill", options: StyleOptions(), fps: 30, frames: 14, end: .seconds(0.45), loops: false),
        // --repeat 3 of a loop: one cycle of exactly 0.7 s (8.4 frames at 12 fps → 9), played three times.
        TimelineCase(style: "ring", options: StyleOptions(repeatCount: .count(3)), fps: 12, frames: 9, end: .seconds(0.7), loops: false),
        // The QA case: ring --repeat 4 at 25 fps, 17.5 frames → 18 frames of 0.7 s in all (not 0.76 s).
        TimelineCase(style: "ring", options: StyleOptions(repeatCount: .count(4)), fps: 25, frames: 18, end: .seconds(0.7), loops: false),
        // On the grid: ring --repeat 2 at 10 fps is exactly 7 frames.
        TimelineCase(style: "ring", options: StyleOptions(repeatCount: .count(2)), fps: 10, frames: 7, end: .frame(7), loops: false),
    ]

    /// Every finite run at several rates: the cycle lasts exactly the model's span and the last frame shows the
    /// model's end state (the time E), the others their starts.
    @Test(arguments: ["fill", "material", "splash", "ring", "pulse"], [7, 12, 25, 30, 60])
    func aFiniteCycleLastsExactlyTheRunAndEndsOnTheFinalFrame(_ style: String, _ fps: Int) throws {
        let animation = try #require(try BuiltinStyles.template(named: style)).resolve(StyleOptions(repeatCount: .count(1)))
        let span = RunSpan(animation)
        let timeline = try RasterTimeline(animation, fps: fps)
        #expect(!timeline.loops)
        #expect(abs(timeline.duration - span.seconds) < 1e-9, "\(style) at \(fps) fps lasts \(timeline.duration) s, the run \(span.seconds) s")
        #expect(timeline.seconds(ofFrame: timeline.frameCount - 1) == span.seconds)
        for index in 0..<(timeline.frameCount - 1) { #expect(timeline.seconds(ofFrame: index) == Double(index) / Double(fps)) }
        // Each format's units: the durations add up to the run, whatever the rounding.
        for unit in [100, 1000] {
            #expect(timeline.units(timeline.end, per: unit) == Int((span.seconds * Double(unit)).rounded()))
        }
    }

    @Test(arguments: cases)
    func framesCoverOneRun(_ testCase: TimelineCase) throws {
        let animation = try #require(try BuiltinStyles.template(named: testCase.style)).resolve(testCase.options)
        let timeline = try RasterTimeline(animation, fps: testCase.fps)
        #expect(Expected(frames: timeline.frameCount, end: timeline.end, loops: timeline.loops) == testCase.expected)
    }

    /// A final slot too short for a format's unit (2 ms of a 0.702 s run at 10 fps, in GIF's centiseconds) is
    /// merged into the frame before it, and the merged frame shows the end state: the last picture stays the
    /// model's final frame in every format.
    @Test(arguments: [100, 1000, 100_000])
    func theFinalPictureSurvivesASliver(_ unitsPerSecond: Int) throws {
        var options = StyleOptions(repeatCount: .count(1))
        options.duration = 0.702
        let animation = try #require(try BuiltinStyles.template(named: "ring")).resolve(options)
        let timeline = try RasterTimeline(animation, fps: 10)
        #expect(timeline.frameCount == 8)
        let frames = (0..<timeline.frameCount).map { index in
            var image = RGBAImage(width: 1, height: 1)
            image.pixels[0] = UInt8(index)
            return FrameSequence.Frame(image: image, start: .frame(index), end: index + 1 == timeline.frameCount ? timeline.end : .frame(index + 1))
        }
        let sequence = FrameSequence(width: 1, height: 1, timeline: timeline, frames: frames, renderedCount: frames.count)
        let durations = sequence.durations(per: unitsPerSecond)
        #expect(durations.last?.image == frames.last?.image)
        #expect(durations.map(\.duration).reduce(0, +) == Int((0.702 * Double(unitsPerSecond)).rounded()))
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
