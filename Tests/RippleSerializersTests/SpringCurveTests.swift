import Foundation
import RippleKit
@testable import RippleSerializers
import Testing

/// `SpringCurve`: a spring as one `linear()`, within its tolerance of the model's spring everywhere.
struct SpringCurveTests {
    /// The stops of a `linear(v0,v1 p1%,…,1)`: (offset, value) pairs, the ends included.
    static func stops(_ text: String) throws -> [(offset: Double, value: Double)] {
        let inner = try #require(text.hasPrefix("linear(") && text.hasSuffix(")") ? text.dropFirst(7).dropLast() : nil)
        let parts = inner.split(separator: ",").map { $0.split(separator: " ") }
        return try parts.enumerated().map { index, part in
            let value = try #require(Double(part[0]))
            if part.count == 1 { return (index == 0 ? 0 : 1, value) }
            return (try #require(Double(part[1].dropLast())) / 100, value)
        }
    }

    @Test(arguments: [0.2, 0.5, 1.2])
    func followsTheModelsSpring(_ response: Double) throws {
        let stops = try Self.stops(SpringCurve.linear(response: response))
        #expect(stops.first! == (0, 0) && stops.last! == (1, 1))
        #expect(zip(stops, stops.dropFirst()).allSatisfy { $0.offset < $1.offset && $0.value <= $1.value })
        let model = try Track(SegmentCompiler.springProgress(response: response))
        for step in 0...2000 {
            let t = Double(step) / 2000
            let k = stops.lastIndex { $0.offset <= t }!
            let (a, b) = (stops[k], stops[min(k + 1, stops.count - 1)])
            let drawn = b.offset > a.offset ? a.value + (b.value - a.value) * (t - a.offset) / (b.offset - a.offset) : a.value
            let expected = model.value(at: t)
            // The tolerance, and what writing four decimals adds.
            #expect(abs(drawn - expected) <= SpringCurve.tolerance(at: expected) + 0.0002, "t=\(t)")
        }
        // Far fewer stops than the model's keyframes would take as pieces of their own.
        #expect(stops.count < 24)
    }

    /// The same spring, the same text: a loop's layers share one curve.
    @Test func isStable() {
        #expect(SpringCurve.linear(response: 0.5) == SpringCurve.linear(response: 0.5))
    }
}
