import RippleKit
import Testing

/// Bounds, transforms, fitting, serialization and the built-in heart.
struct PathDataGeometryTests {
    struct BoundsCase: Sendable, CustomTestStringConvertible {
        let text: String
        let expected: Rect
        var testDescription: String { text }
    }

    static let boundsCases: [BoundsCase] = [
        BoundsCase(text: "M 0 0 L 10 0 L 5 8 Z", expected: Rect(x: 0, y: 0, width: 10, height: 8)),
        BoundsCase(text: "M 5 5", expected: Rect(x: 5, y: 5, width: 0, height: 0)),
        BoundsCase(text: "M 1 1 L 3 1 M -2 4 L -1 4", expected: Rect(x: -2, y: 1, width: 5, height: 3)),
        // A circle made of two half-circle arcs.
        BoundsCase(text: "M -1 0 A 1 1 0 0 0 1 0 A 1 1 0 0 0 -1 0 Z", expected: Rect(x: -1, y: -1, width: 2, height: 2)),
        // A quarter circle has no extrema between its end points; three quarters the other way round do.
        BoundsCase(text: "M 1 0 A 1 1 0 0 1 0 1", expected: Rect(x: 0, y: 0, width: 1, height: 1)),
        BoundsCase(text: "M 1 0 A 1 1 0 1 0 0 1", expected: Rect(x: -1, y: -1, width: 2, height: 2)),
        // Radii too small for the end points are scaled up to a half circle through (5, −5) (F.6.6).
        BoundsCase(text: "M 0 0 A 1 1 0 0 1 10 0", expected: Rect(x: 0, y: -5, width: 10, height: 5)),
        BoundsCase(text: "M 0 0 A 1 1 0 0 0 10 0", expected: Rect(x: 0, y: 0, width: 10, height: 5)),
        // A zero radius makes the arc a straight line.
        BoundsCase(text: "M 0 0 A 0 5 0 0 1 10 10", expected: Rect(x: 0, y: 0, width: 10, height: 10)),
        // An ellipse rotated by 90°: its 2-unit radius runs vertically.
        BoundsCase(text: "M 0 -2 A 2 1 90 0 1 0 2 A 2 1 90 0 1 0 -2", expected: Rect(x: -1, y: -2, width: 2, height: 4)),
        // Rotated by 45°: half extents √(rx²cos²φ + ry²sin²φ) = √2.5 in both axes.
        BoundsCase(
            text: "M -1.4142135623730951 -1.4142135623730951 A 2 1 45 0 1 1.4142135623730951 1.4142135623730951 "
                + "A 2 1 45 0 1 -1.4142135623730951 -1.4142135623730951",
            expected: Rect(x: -(2.5).squareRoot(), y: -(2.5).squareRoot(), width: 2 * (2.5).squareRoot(), height: 2 * (2.5).squareRoot())
        ),
        // A cubic bulging beyond its end points: y(t) = −30·t(1 − t), lowest at t = ½.
        BoundsCase(text: "M0 0 C 0 -10 10 -10 10 0", expected: Rect(x: 0, y: -7.5, width: 10, height: 7.5)),
        // Extrema in both axes: x at t = (1 ± 1/√2)/2 reaches 5 ± 5√2, y at t = (3 ± √3)/6 reaches ±5√3/3.
        BoundsCase(
            text: "M 0 0 C -10 10 20 -10 10 0",
            expected: Rect(x: 5 - 5 * (2.0).squareRoot(), y: -5 * (3.0).squareRoot() / 3,
                           width: 10 * (2.0).squareRoot(), height: 10 * (3.0).squareRoot() / 3)
        ),
        BoundsCase(text: "M0 0 Q 5 10 10 0", expected: Rect(x: 0, y: 0, width: 10, height: 5)),
        BoundsCase(text: "M0 0 Q 20 5 0 10", expected: Rect(x: 0, y: 0, width: 10, height: 10)),
    ]

    @Test(arguments: boundsCases)
    func computesTightBounds(_ item: BoundsCase) throws {
        expectClose(try PathData(parsing: item.text).bounds, item.expected)
    }

    @Test(arguments: [
        "M 0 0 C 3 9 7 -4 10 2",
        "M -3 4 C 8 8 -6 -7 5 1",
        "M 0 0 C 10 0 0 10 10 10",
        "M 1 1 C 1 1 1 1 4 1",
    ])
    func cubicBoundsMatchDenseSampling(_ text: String) throws {
        let path = try PathData(parsing: text)
        guard case .move(let p0) = path.commands[0], case .cubic(let p1, let p2, let p3) = path.commands[1] else {
            Issue.record("expected a move and a cubic")
            return
        }
        var sampled = (minX: Double.infinity, minY: Double.infinity, maxX: -Double.infinity, maxY: -Double.infinity)
        for step in 0...20_000 {
            let t = Double(step) / 20_000
            let u = 1 - t
            let x = u * u * u * p0.x + 3 * u * u * t * p1.x + 3 * u * t * t * p2.x + t * t * t * p3.x
            let y = u * u * u * p0.y + 3 * u * u * t * p1.y + 3 * u * t * t * p2.y + t * t * t * p3.y
            sampled = (min(sampled.minX, x), min(sampled.minY, y), max(sampled.maxX, x), max(sampled.maxY, y))
        }
        let box = path.bounds
        // Sampling can only fall short of the true extrema (by O(step²)), give or take rounding in the sums.
        let rounding = 1e-12
        #expect(box.x <= sampled.minX + rounding && box.x > sampled.minX - 1e-6)
        #expect(box.y <= sampled.minY + rounding && box.y > sampled.minY - 1e-6)
        #expect(box.maxX >= sampled.maxX - rounding && box.maxX < sampled.maxX + 1e-6)
        #expect(box.maxY >= sampled.maxY - rounding && box.maxY < sampled.maxY + 1e-6)
    }

    @Test func transformsEveryCommand() throws {
        let path = try PathData(parsing: "M 1 2 L 3 4 C 1 1 2 2 3 3 Q 4 4 5 5 A 2 3 30 1 0 6 6 Z")
        let moved = path.transformed(scale: 2, translate: Vector(10, -10))
        #expect(moved.commands == [
            .move(Vector(12, -6)), .line(Vector(16, -2)), .cubic(Vector(12, -8), Vector(14, -6), Vector(16, -4)),
            .quad(Vector(18, -2), Vector(20, 0)),
            .arc(rx: 4, ry: 6, rotation: 30, largeArc: true, sweep: false, to: Vector(22, 2)), .close,
        ])
    }

    @Test func negativeScaleTurnsArcsWithTheRestOfThePath() throws {
        // The half circle bulges to y = −5. Scaling by −2 is a 180° turn, so it must bulge to y = +11 (1 + 2·5),
        // which it does only if the sweep flag is kept: flipping it would mirror the bulge to y = −9.
        let arc = try PathData(parsing: "M 0 0 A 5 5 0 0 1 10 0")
        let turned = arc.transformed(scale: -2, translate: Vector(1, 1))
        #expect(turned.commands[1] == .arc(rx: 10, ry: 10, rotation: 0, largeArc: false, sweep: true, to: Vector(-19, 1)))
        expectClose(turned.bounds, Rect(x: -19, y: 1, width: 20, height: 10))
    }

    @Test(arguments: [2.0, 0.5, -1.0, -3.0])
    func boundsFollowTransforms(_ scale: Double) throws {
        let path = try PathData(parsing: "M 0 0 A 3 2 25 1 1 4 1 C 9 9 -4 7 0 3 Q 5 -6 2 -1 Z")
        let translate = Vector(7, -4)
        let box = path.bounds
        let corners = [Vector(box.x, box.y), Vector(box.maxX, box.maxY)]
            .map { Vector($0.x * scale + translate.x, $0.y * scale + translate.y) }
        let expected = Rect(x: min(corners[0].x, corners[1].x), y: min(corners[0].y, corners[1].y),
                            width: abs(box.width * scale), height: abs(box.height * scale))
        expectClose(path.transformed(scale: scale, translate: translate).bounds, expected)
    }

    @Test func fitsIntoARectPreservingAspectAndCentring() throws {
        let triangle = try PathData(parsing: "M 0 0 L 10 0 L 5 8 Z")
        let fitted = try triangle.fitted(into: Rect(x: 0, y: 0, width: 100, height: 100))
        // Width limits the scale to 10, so the 80-unit height is centred with 10 units above and below.
        #expect(fitted.commands == [.move(Vector(0, 10)), .line(Vector(100, 10)), .line(Vector(50, 90)), .close])
        expectClose(fitted.bounds, Rect(x: 0, y: 10, width: 100, height: 80))
    }

    @Test func fitsTheHeartIntoAWideRect() throws {
        let fitted = try PathData.heart.fitted(into: Rect(x: 10, y: 20, width: 40, height: 20))
        expectClose(fitted.bounds, Rect(x: 20, y: 20, width: 20, height: 20))
    }

    @Test func fitsAStraightLineByItsLength() throws {
        let line = try PathData(parsing: "M 0 0 L 4 0")
        let fitted = try line.fitted(into: Rect(x: 0, y: 0, width: 8, height: 8))
        #expect(fitted.commands == [.move(Vector(0, 4)), .line(Vector(8, 4))])
    }

    @Test(arguments: ["M 1 1", "M 1 1 L 1 1 Z", "M 2 2 A 0 0 0 0 1 2 2"])
    func refusesToFitAPoint(_ text: String) throws {
        let point = try PathData(parsing: text)
        #expect(throws: PathError("path has no area")) { try point.fitted(into: Rect(x: 0, y: 0, width: 10, height: 10)) }
    }

    @Test func refusesToFitIntoANonFiniteRect() throws {
        let triangle = try PathData(parsing: "M 0 0 L 10 0 L 5 8 Z")
        #expect(throws: PathError("fit rectangle is not finite")) {
            try triangle.fitted(into: Rect(x: 0, y: 0, width: .infinity, height: 10))
        }
    }

    struct TextCase: Sendable, CustomTestStringConvertible {
        let text: String
        let expected: String
        var testDescription: String { text }
    }

    static let textCases: [TextCase] = [
        TextCase(text: "M0 0 L10 0 L5 8 Z", expected: "M0 0 L10 0 L5 8 Z"),
        TextCase(text: "m 0,0 h10 v5 s1 1 2 2 t 3 3 a1 2 30 1 0 4 4 z",
                 expected: "M0 0 L10 0 L10 5 C10 5 11 6 12 7 Q12 7 15 10 A1 2 30 1 0 19 14 Z"),
        TextCase(text: "M.5-.5c1 1 2 2 3 3", expected: "M0.5 -0.5 C1.5 0.5 2.5 1.5 3.5 2.5"),
    ]

    @Test(arguments: textCases)
    func writesAbsoluteCommands(_ item: TextCase) throws {
        #expect(try PathData(parsing: item.text).text(Self.integral) == item.expected)
    }

    @Test(arguments: [
        "M 10 20 l 0.1 0.2 0.3 0.4 h 1e-7 v -3.25",
        "M0 0 c .1 .2 .3 .4 .5 .6 s 1 1 2 2 q 3 3 4 4 t 1 1 Z m 1 1 z",
        "M 0 0 a 3.5 2 -45 1 0 10.125 -3 A 0 0 0 0 1 1 1",
    ])
    func textRoundTrips(_ text: String) throws {
        let path = try PathData(parsing: text)
        // `String(Double)` writes the shortest text that reads back as the same Double.
        #expect(try PathData(parsing: path.text { String($0) }) == path)
    }

    @Test func heartRoundTripsThroughText() throws {
        #expect(try PathData(parsing: PathData.heart.text { String($0) }) == PathData.heart)
    }

    @Test func heartFillsTheUnitSquareCentredOnTheOrigin() {
        let box = PathData.heart.bounds
        #expect(box.x >= -1 && box.y >= -1 && box.maxX <= 1 && box.maxY <= 1)
        expectClose(box, Rect(x: -1, y: -1, width: 2, height: 2))
    }

    @Test func heartIsSymmetricAboutTheVerticalAxis() {
        var points: [Vector] = []
        for command in PathData.heart.commands {
            switch command {
            case .move(let p), .line(let p): points.append(p)
            case .cubic(let a, let b, let c): points += [a, b, c]
            case .quad(let a, let b): points += [a, b]
            case .arc(_, _, _, _, _, let p): points.append(p)
            case .close: break
            }
        }
        #expect(points.count == 19)
        #expect(Set(points) == Set(points.map { Vector(-$0.x, $0.y) }))
        #expect(PathData.heart.commands.first == .move(Vector(0, -0.6)))
        #expect(PathData.heart.commands.last == .close)
    }

    /// Integers without a decimal point, anything else as Swift writes it.
    private static func integral(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    private func expectClose(_ actual: Rect, _ expected: Rect, tolerance: Double = 1e-9,
                             sourceLocation: SourceLocation = #_sourceLocation) {
        let pairs = [(actual.x, expected.x), (actual.y, expected.y), (actual.width, expected.width), (actual.height, expected.height)]
        #expect(pairs.allSatisfy { abs($0.0 - $0.1) <= tolerance }, "\(actual) is not \(expected)", sourceLocation: sourceLocation)
    }
}
