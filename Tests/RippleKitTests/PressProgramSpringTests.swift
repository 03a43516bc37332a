import RippleKit
import RippleTemplates
import Testing

/// A loop's springs stay whole in its press program (one keyframe interval each, `Keyframe.spring`), so
/// a format with a spring curve writes each once; presses keep every spring in the model's pieces.
struct PressProgramSpringTests {
    @Test func pulseSpringsAreOneIntervalEach() throws {
        let program = try #require(try BuiltinStyles.template(named: "pulse")).pressProgram()
        #expect(program.kind == .loop && program.layers.count == 3)
        for layer in program.layers {
            for track in layer.tracks {
                let springs = track.keyframes.filter { $0.spring != nil }
                // Each track's one spring (response 0.5), its pieces gone: appear, spring, hold, end.
                #expect(springs.map(\.spring) == [0.5], "\(track.property)")
                #expect(track.keyframes.count <= 5, "\(track.property): \(track.keyframes.count) keyframes")
                #expect(springs.allSatisfy { $0.easing == .linear })
                // The spring runs its settle time: from its keyframe to the next.
                let index = try #require(track.keyframes.firstIndex { $0.spring != nil })
                let length = (track.keyframes[index + 1].offset - track.keyframes[index].offset) * layer.pressDuration
                #expect(abs(length - Curve.springSettleTime(response: 0.5)) < 1e-6)
            }
        }
    }

    @Test(arguments: ["material", "splash", "fill", "ring"])
    func otherStylesHaveNoWholeSprings(_ name: String) throws {
        let program = try #require(try BuiltinStyles.template(named: name)).pressProgram()
        #expect(program.layers.flatMap(\.tracks).flatMap(\.keyframes).allSatisfy { $0.spring == nil })
    }
}
