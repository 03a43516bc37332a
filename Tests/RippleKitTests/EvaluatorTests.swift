import RippleKit
import RippleTemplates
import Testing

/// The evaluator against the seeds' maths: the single source of truth the serializers must agree with.
struct EvaluatorTests {
    struct Sample: Sendable, CustomTestStringConvertible {
        let time: Double
        let scale: Double
        let opacity: Double
        var testDescription: String { "t=\(time)" }
    }

    /// The ring seed: scale 1→2 and opacity 1→0 over 0.7 s with CA ease-out cb(0,0,0.58,1).
    /// Expected values: y of the ease-out curve at x = t/0.7, computed independently of this code:
    /// x=0.5 → 0.684643, x=0.25 → 0.378138 (solved by 200-step bisection in Python).
    static let ringSamples: [Sample] = [
        Sample(time: 0, scale: 1, opacity: 1),
        Sample(time: 0.175, scale: 1.378138, opacity: 0.621862),
        Sample(time: 0.35, scale: 1.684643, opacity: 0.315357),
        Sample(time: 0.7, scale: 1, opacity: 1), // start of the second iteration
        Sample(time: 1.05, scale: 1.684643, opacity: 0.315357),
    ]

    @Test(arguments: ringSamples)
    func ringFollowsTheSeedCurve(_ sample: Sample) throws {
        let ring = try #require(try BuiltinStyles.template(named: "ring")).resolve()
        let values = ring.values(at: sample.time)[0]
        #expect(abs(values.scale - sample.scale) < 1e-5)
        #expect(abs(values.opacity - sample.opacity) < 1e-5)
    }

    @Test func ringAtHalfIterationMatchesTheIssueFigures() throws {
        let ring = try #require(try BuiltinStyles.template(named: "ring")).resolve()
        let values = ring.values(at: 0.35)[0]
        #expect((values.scale * 10_000).rounded() / 10_000 == 1.6846)
        #expect((values.opacity * 10_000).rounded() / 10_000 == 0.3154)
    }

    @Test func finiteRepeatHoldsTheFinalFrame() throws {
        let ring = try #require(try BuiltinStyles.template(named: "ring")).resolve(StyleOptions(repeatCount: .count(25)))
        #expect(ring.endTime == 17.5)
        let end = ring.values(at: 17.5)[0]
        #expect(end.scale == 2)
        #expect(end.opacity == 0)
        let later = ring.values(at: 100)[0]
        #expect(later == end)
    }

    @Test func fractionalRepeatFreezesPartWay() throws {
        let ring = try #require(try BuiltinStyles.template(named: "ring")).resolve(StyleOptions(repeatCount: .count(1.5)))
        let frozen = ring.values(at: 5)[0]
        let middle = ring.values(at: 0.35)[0]
        #expect(abs(frozen.scale - middle.scale) < 1e-9)
    }

    @Test func beforeAPositiveDelayTheRestStateShows() throws {
        let ring = try #require(try BuiltinStyles.template(named: "ring")).resolve(StyleOptions(delay: 1))
        let before = ring.values(at: 0.5)[0]
        #expect(before.opacity == 0) // the seed's model opacity
        #expect(before.scale == 1)
        #expect(ring.values(at: 1)[0].opacity == 1)
    }

    @Test func negativeDelayStartsPartWay() throws {
        let ring = try #require(try BuiltinStyles.template(named: "ring")).resolve(StyleOptions(delay: -0.35))
        #expect(abs(ring.values(at: 0)[0].scale - 1.684643) < 1e-5)
    }

    @Test func durationScalesTheTimeline() throws {
        let ring = try #require(try BuiltinStyles.template(named: "ring")).resolve(StyleOptions(duration: 1.4))
        #expect(abs(ring.values(at: 0.7)[0].scale - 1.684643) < 1e-5)
    }

    @Test func removeFillReturnsToRest() throws {
        let layer = try RippleLayer(
            shape: .circle(radius: 10), paint: Paint(fill: RGBA(hex: 0)), center: Vector(10, 10),
            rest: LayerValues(scale: 0, opacity: 0),
            group: KeyframeGroup(timing: Timing(duration: 1, repeatCount: .count(2), fill: .remove),
                                 scale: Track([Keyframe(0, 0), Keyframe(1, 1)]))
        )
        #expect(layer.values(at: 1.5).scale == 0.5)
        #expect(layer.values(at: 2).scale == 0)
        #expect(layer.values(at: 2).opacity == 0)
    }

    @Test func ringViewBoxHoldsTheWholeExtent() throws {
        let ring = try #require(try BuiltinStyles.template(named: "ring")).resolve()
        // The ellipse (r 50) plus half the 4-unit stroke, scaled by 2, around the centre (50, 50).
        #expect(ring.canvas.viewBox == Rect(x: -54, y: -54, width: 208, height: 208))
        let wide = try #require(try BuiltinStyles.template(named: "ring")).resolve(StyleOptions(size: Size(200, 100)))
        #expect(wide.canvas.viewBox == Rect(x: -104, y: -54, width: 408, height: 208))
    }
}
