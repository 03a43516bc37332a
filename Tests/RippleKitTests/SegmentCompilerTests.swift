import Foundation
import RippleKit
import Testing

struct SegmentCompilerTests {
    @Test func aSingleEasedSegmentIsOneKeyframePair() throws {
        let track = try SegmentCompiler.track([Segment(begin: 0, duration: 1, from: 1.0, to: 2, curve: .easing(.easeOut))], initial: 1, length: 1)
        #expect(track.keyframes == [Keyframe(0, 1, .easeOut), Keyframe(1, 2)])
    }

    @Test func holdsBetweenSegmentsAndAfterTheLast() throws {
        let track = try SegmentCompiler.track([
            Segment(begin: 0, duration: 0.25, from: 0.0, to: 1),
            Segment(begin: 0.5, duration: 0.25, to: 0),
        ], initial: 0, length: 1)
        #expect(track.keyframes.map(\.offset) == [0, 0.25, 0.5, 0.75, 1])
        #expect(track.values == [0, 1, 1, 0, 0])
        #expect(track.value(at: 0.4) == 1)
    }

    @Test func anInterruptionCutsTheCurveExactly() throws {
        let track = try SegmentCompiler.track([
            Segment(begin: 0, duration: 1, from: 0.0, to: 1, curve: .easing(.easeInOut)),
            Segment(begin: 0.4, duration: 0.6, to: 2),
        ], initial: 0, length: 1)
        for step in 0...40 {
            let x = Double(step) / 100
            #expect(abs(track.value(at: x) - Easing.easeInOut(x)) < 1e-6, "x=\(x)")
        }
        #expect(abs(track.value(at: 0.7) - (Easing.easeInOut(0.4) + (2 - Easing.easeInOut(0.4)) * 0.5)) < 1e-9)
    }

    @Test func anExplicitFromMakesAJump() throws {
        let track = try SegmentCompiler.track([
            Segment(begin: 0, duration: 0.5, from: 0.0, to: 1),
            Segment(begin: 0.5, duration: 0.5, from: 0.25, to: 0),
        ], initial: 0, length: 1)
        #expect(track.keyframes.map(\.offset) == [0, 0.5, 0.5, 1])
        #expect(track.value(at: 0.4999) > 0.99)
        #expect(track.value(at: 0.5) == 0.25)
    }

    @Test func aZeroLengthSegmentAtTheEndIsAJumpAtOffsetOne() throws {
        let track = try SegmentCompiler.track([Segment(begin: 0.5, duration: 0, from: 0.0, to: 0)], initial: 1, length: 0.5)
        #expect(track.value(at: 0.99) == 1)
        #expect(track.value(at: 1) == 0)
    }

    @Test func springsSettleOnTheTarget() throws {
        let settle = Curve.springSettleTime(response: 0.5)
        #expect(abs(settle - 0.7349) < 1e-3) // (1+θ)e^-θ = 0.001 at θ ≈ 9.2335, over ω = 4π
        let track = try SegmentCompiler.track([Segment(begin: 0, duration: 0, from: 0.0, to: 1, curve: .spring(response: 0.5))],
                                              initial: 0, length: 1)
        #expect(track.value(at: settle) == 1)
        // Follows x(t) = 1 − (1 + ωt)e^(−ωt) closely between the samples.
        for step in 1..<20 {
            let t = settle * Double(step) / 20
            let omega = 4 * Double.pi
            let exact = 1 - (1 + omega * t) * exp(-omega * t)
            #expect(abs(track.value(at: t) - exact) < 0.01, "t=\(t)")
        }
    }

    @Test func rejectsBadTimelines() {
        #expect(throws: ModelError.self) { try SegmentCompiler.track([Segment(begin: 0, duration: 1, to: 1.0)], initial: 0, length: 0) }
        #expect(throws: ModelError.self) { try SegmentCompiler.track([Segment(begin: -1, duration: 1, to: 1.0)], initial: 0, length: 1) }
    }

    @Test func easingPrefixIsExact() {
        for cut in [0.1, 0.3, 0.5, 0.8] {
            let (piece, reached) = Easing.standard.prefix(upTo: cut)
            #expect(abs(reached - Easing.standard(cut)) < 1e-9)
            guard let piece else { continue }
            for step in 1..<10 {
                let local = Double(step) / 10
                #expect(abs(piece(local) * reached - Easing.standard(local * cut)) < 1e-6)
            }
        }
    }
}
