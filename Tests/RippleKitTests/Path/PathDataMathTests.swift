#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
@testable import RippleKit
import Testing

/// The hand-written trigonometry behind arc bounds, checked against the C library, and the arc's center
/// parameterization checked against its own end points.
struct PathDataMathTests {
    @Test func sineAndCosineMatchTheCLibrary() {
        for step in -2_000...2_000 {
            let x = Double(step) * 0.005 // −10…10 radians
            #expect(abs(PathMath.sin(x) - sin(x)) < 1e-15, "sin(\(x))")
            #expect(abs(PathMath.cos(x) - cos(x)) < 1e-15, "cos(\(x))")
        }
    }

    @Test func arctangentMatchesTheCLibrary() {
        let values = [-1e9, -123.4, -3, -1, -0.5, -1e-9, 0, 1e-9, 0.25, 0.41, 1, 2.5, 77, 1e9]
        for y in values {
            for x in values {
                #expect(abs(PathMath.atan2(y, x) - atan2(y, x)) < 1e-15, "atan2(\(y), \(x))")
            }
        }
    }

    @Test(arguments: [0.0, 90, 360, -720, 1e9 + 45])
    func radiansReduceDegreesExactly(_ degrees: Double) {
        let expected = fmod(degrees, 360) * .pi / 180
        #expect(PathMath.radians(degrees: degrees) == expected)
    }

    struct ArcCase: Sendable, CustomTestStringConvertible {
        let start: Vector
        let rx, ry, rotation: Double
        let largeArc, sweep: Bool
        let end: Vector
        var testDescription: String {
            "(\(start.x), \(start.y)) A \(rx) \(ry) \(rotation) \(largeArc ? 1 : 0) \(sweep ? 1 : 0) (\(end.x), \(end.y))"
        }
    }

    static let arcCases: [ArcCase] = [
        ArcCase(start: Vector(0, 0), rx: 5, ry: 3, rotation: 0, largeArc: false, sweep: false, end: Vector(4, 2)),
        ArcCase(start: Vector(0, 0), rx: 5, ry: 3, rotation: 0, largeArc: true, sweep: false, end: Vector(4, 2)),
        ArcCase(start: Vector(0, 0), rx: 5, ry: 3, rotation: 0, largeArc: false, sweep: true, end: Vector(4, 2)),
        ArcCase(start: Vector(0, 0), rx: 5, ry: 3, rotation: 0, largeArc: true, sweep: true, end: Vector(4, 2)),
        ArcCase(start: Vector(-3, 7), rx: 4, ry: 1, rotation: 33, largeArc: true, sweep: true, end: Vector(2, -1)),
        ArcCase(start: Vector(1, 1), rx: 0.1, ry: 0.3, rotation: -120, largeArc: false, sweep: true, end: Vector(9, 4)),
        ArcCase(start: Vector(1e6, 0), rx: 2e6, ry: 1e6, rotation: 1e9, largeArc: true, sweep: false, end: Vector(0, 1e6)),
    ]

    @Test(arguments: arcCases)
    func centerParameterizationReachesBothEndPoints(_ item: ArcCase) throws {
        let arc = try #require(EllipticalArc(from: item.start, rx: item.rx, ry: item.ry, rotation: item.rotation,
                                             largeArc: item.largeArc, sweep: item.sweep, to: item.end))
        let scale = max(1, abs(item.start.x), abs(item.start.y), abs(item.end.x), abs(item.end.y))
        let first = arc.point(at: arc.startAngle)
        let last = arc.point(at: arc.startAngle + arc.sweepAngle)
        #expect(abs(first.x - item.start.x) < 1e-9 * scale && abs(first.y - item.start.y) < 1e-9 * scale)
        #expect(abs(last.x - item.end.x) < 1e-9 * scale && abs(last.y - item.end.y) < 1e-9 * scale)
        // The flags pick which of the four candidate arcs is drawn. Radii scaled up by F.6.6 leave exactly
        // a half ellipse, where large and small coincide.
        #expect((arc.sweepAngle > 0) == item.sweep)
        if arc.rx == item.rx {
            #expect((abs(arc.sweepAngle) > .pi) == item.largeArc)
        } else {
            #expect(abs(abs(arc.sweepAngle) - .pi) < 1e-12)
        }
    }

    @Test func degenerateArcsHaveNoCenterForm() {
        #expect(EllipticalArc(from: Vector(1, 1), rx: 2, ry: 2, rotation: 0, largeArc: false, sweep: true, to: Vector(1, 1)) == nil)
        #expect(EllipticalArc(from: Vector(0, 0), rx: 0, ry: 2, rotation: 0, largeArc: false, sweep: true, to: Vector(1, 1)) == nil)
    }
}
