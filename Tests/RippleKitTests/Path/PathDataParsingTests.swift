import RippleKit
import Testing

/// Parsing and normalization: every command, relative and absolute, in every written form.
struct PathDataParsingTests {
    struct ParseCase: Sendable, CustomTestStringConvertible {
        let text: String
        let expected: [PathCommand]
        var testDescription: String { text }
    }

    private static func v(_ x: Double, _ y: Double) -> Vector { Vector(x, y) }

    static let commandCases: [ParseCase] = [
        ParseCase(text: "M 10 20 L 30 40", expected: [.move(v(10, 20)), .line(v(30, 40))]),
        ParseCase(text: "m 10 20 l 5 5", expected: [.move(v(10, 20)), .line(v(15, 25))]),
        ParseCase(text: "M0 0 H 10 V 5 h -3 v 2", expected: [
            .move(v(0, 0)), .line(v(10, 0)), .line(v(10, 5)), .line(v(7, 5)), .line(v(7, 7)),
        ]),
        ParseCase(text: "M1 1 C 2 2 3 3 4 4 c 1 1 2 2 3 3", expected: [
            .move(v(1, 1)), .cubic(v(2, 2), v(3, 3), v(4, 4)), .cubic(v(5, 5), v(6, 6), v(7, 7)),
        ]),
        ParseCase(text: "M0 0 Q 1 2 3 0 q 1 1 2 0", expected: [
            .move(v(0, 0)), .quad(v(1, 2), v(3, 0)), .quad(v(4, 1), v(5, 0)),
        ]),
        ParseCase(text: "M 0 0 A 5 4 30 1 0 10 0", expected: [
            .move(v(0, 0)), .arc(rx: 5, ry: 4, rotation: 30, largeArc: true, sweep: false, to: v(10, 0)),
        ]),
        ParseCase(text: "M 1 1 a 5 4 -30 0 1 10 0", expected: [
            .move(v(1, 1)), .arc(rx: 5, ry: 4, rotation: -30, largeArc: false, sweep: true, to: v(11, 1)),
        ]),
        // SVG 1.1 F.6.6: negative radii lose their sign.
        ParseCase(text: "M 0 0 a -5 -4 0 0 1 10 0", expected: [
            .move(v(0, 0)), .arc(rx: 5, ry: 4, rotation: 0, largeArc: false, sweep: true, to: v(10, 0)),
        ]),
        ParseCase(text: "M 1 2 L 3 4 Z", expected: [.move(v(1, 2)), .line(v(3, 4)), .close]),
        ParseCase(text: "M 1 2 L 3 4 z", expected: [.move(v(1, 2)), .line(v(3, 4)), .close]),
        // Repeated argument sets: after a moveto they are linetos, relative for `m`.
        ParseCase(text: "M 1 2 3 4 5 6", expected: [.move(v(1, 2)), .line(v(3, 4)), .line(v(5, 6))]),
        ParseCase(text: "m 1 2 3 4 5 6", expected: [.move(v(1, 2)), .line(v(4, 6)), .line(v(9, 12))]),
        ParseCase(text: "M0 0 L 1 1, 2 2 h 1 2", expected: [
            .move(v(0, 0)), .line(v(1, 1)), .line(v(2, 2)), .line(v(3, 2)), .line(v(5, 2)),
        ]),
        ParseCase(text: "M0 0 c 1 1 2 2 3 3 4 4 5 5 6 6", expected: [
            .move(v(0, 0)), .cubic(v(1, 1), v(2, 2), v(3, 3)), .cubic(v(7, 7), v(8, 8), v(9, 9)),
        ]),
        // A second moveto starts a new subpath; relative to the current point.
        ParseCase(text: "M 1 1 L 2 1 m 1 1 l 0 1", expected: [
            .move(v(1, 1)), .line(v(2, 1)), .move(v(3, 2)), .line(v(3, 3)),
        ]),
        // Whitespace, commas and no separators at all.
        ParseCase(text: "M1 1L2 2", expected: [.move(v(1, 1)), .line(v(2, 2))]),
        ParseCase(text: "M 1,2 L 3 , 4", expected: [.move(v(1, 2)), .line(v(3, 4))]),
        ParseCase(text: "\t\r\n M 1 2 \n", expected: [.move(v(1, 2))]),
    ]

    static let compactCases: [ParseCase] = [
        ParseCase(text: "M0.5.5", expected: [.move(v(0.5, 0.5))]),
        ParseCase(text: "M-1-2", expected: [.move(v(-1, -2))]),
        ParseCase(text: "M1e-3 2E2", expected: [.move(v(0.001, 200))]),
        ParseCase(text: "M+1 .5", expected: [.move(v(1, 0.5))]),
        ParseCase(text: "M1.e1-.5e+1", expected: [.move(v(10, -5))]),
        ParseCase(text: "M0 0L.5.5.5.5", expected: [.move(v(0, 0)), .line(v(0.5, 0.5)), .line(v(0.5, 0.5))]),
        ParseCase(text: "M0 0l-1-1-1-1", expected: [.move(v(0, 0)), .line(v(-1, -1)), .line(v(-2, -2))]),
        ParseCase(text: "M1e9 -1e9", expected: [.move(v(1e9, -1e9))]),
        // Arc flags are one character each, so they need no separators.
        ParseCase(text: "M 0 0 a1 1 0 00 1 1", expected: [
            .move(v(0, 0)), .arc(rx: 1, ry: 1, rotation: 0, largeArc: false, sweep: false, to: v(1, 1)),
        ]),
        ParseCase(text: "M 0 0 a1 1 0 1110 5", expected: [
            .move(v(0, 0)), .arc(rx: 1, ry: 1, rotation: 0, largeArc: true, sweep: true, to: v(10, 5)),
        ]),
        ParseCase(text: "M0 0 a1 1 0 0 1-2-2", expected: [
            .move(v(0, 0)), .arc(rx: 1, ry: 1, rotation: 0, largeArc: false, sweep: true, to: v(-2, -2)),
        ]),
        ParseCase(text: "M0 0 A1,1,45,1,0,2,2", expected: [
            .move(v(0, 0)), .arc(rx: 1, ry: 1, rotation: 45, largeArc: true, sweep: false, to: v(2, 2)),
        ]),
    ]

    static let reflectionCases: [ParseCase] = [
        // S mirrors the previous cubic's second control point about the current point.
        ParseCase(text: "M0 0 C 1 2 3 4 5 6 S 9 8 10 10", expected: [
            .move(v(0, 0)), .cubic(v(1, 2), v(3, 4), v(5, 6)), .cubic(v(7, 8), v(9, 8), v(10, 10)),
        ]),
        ParseCase(text: "M0 0 c 1 2 3 4 5 6 s 4 2 5 4", expected: [
            .move(v(0, 0)), .cubic(v(1, 2), v(3, 4), v(5, 6)), .cubic(v(7, 8), v(9, 8), v(10, 10)),
        ]),
        // Chained S: each reflects the one before.
        ParseCase(text: "M0 0 S 1 1 2 0 S 3 1 4 0", expected: [
            .move(v(0, 0)), .cubic(v(0, 0), v(1, 1), v(2, 0)), .cubic(v(3, -1), v(3, 1), v(4, 0)),
        ]),
        // Without a previous cubic, the first control point is the current point.
        ParseCase(text: "M0 0 L 5 5 S 6 6 7 5", expected: [
            .move(v(0, 0)), .line(v(5, 5)), .cubic(v(5, 5), v(6, 6), v(7, 5)),
        ]),
        ParseCase(text: "M0 0 Q 1 1 2 0 S 3 3 4 0", expected: [
            .move(v(0, 0)), .quad(v(1, 1), v(2, 0)), .cubic(v(2, 0), v(3, 3), v(4, 0)),
        ]),
        // T mirrors the previous quadratic's control point.
        ParseCase(text: "M0 0 Q 1 2 3 0 T 6 0", expected: [
            .move(v(0, 0)), .quad(v(1, 2), v(3, 0)), .quad(v(5, -2), v(6, 0)),
        ]),
        ParseCase(text: "M0 0 q 1 2 3 0 t 3 0 t 3 0", expected: [
            .move(v(0, 0)), .quad(v(1, 2), v(3, 0)), .quad(v(5, -2), v(6, 0)), .quad(v(7, 2), v(9, 0)),
        ]),
        ParseCase(text: "M0 0 T 4 4", expected: [.move(v(0, 0)), .quad(v(0, 0), v(4, 4))]),
        ParseCase(text: "M0 0 C 1 1 2 2 3 3 T 5 5", expected: [
            .move(v(0, 0)), .cubic(v(1, 1), v(2, 2), v(3, 3)), .quad(v(3, 3), v(5, 5)),
        ]),
    ]

    static let closeCases: [ParseCase] = [
        // After Z the current point is the subpath start, so relative commands count from there.
        ParseCase(text: "M 10 10 L 20 10 Z l 5 5", expected: [
            .move(v(10, 10)), .line(v(20, 10)), .close, .line(v(15, 15)),
        ]),
        ParseCase(text: "M 10 10 L 20 10 z m 1 1 l 1 0", expected: [
            .move(v(10, 10)), .line(v(20, 10)), .close, .move(v(11, 11)), .line(v(12, 11)),
        ]),
        ParseCase(text: "M 10 10 h 5 Z h 1 m 2 2 h 1 Z v 1", expected: [
            .move(v(10, 10)), .line(v(15, 10)), .close, .line(v(11, 10)),
            .move(v(13, 12)), .line(v(14, 12)), .close, .line(v(13, 13)),
        ]),
        ParseCase(text: "M1 1ZZ", expected: [.move(v(1, 1)), .close, .close]),
    ]

    @Test(arguments: commandCases)
    func parsesEveryCommand(_ item: ParseCase) throws {
        #expect(try PathData(parsing: item.text).commands == item.expected)
    }

    @Test(arguments: compactCases)
    func parsesCompactForms(_ item: ParseCase) throws {
        #expect(try PathData(parsing: item.text).commands == item.expected)
    }

    @Test(arguments: reflectionCases)
    func reflectsSmoothControlPoints(_ item: ParseCase) throws {
        #expect(try PathData(parsing: item.text).commands == item.expected)
    }

    @Test(arguments: closeCases)
    func closeReturnsToTheSubpathStart(_ item: ParseCase) throws {
        #expect(try PathData(parsing: item.text).commands == item.expected)
    }

    @Test func relativeAndAbsoluteSpellingsAreEqual() throws {
        let absolute = try PathData(parsing: "M 10 10 L 20 10 H 30 V 20 C 30 30 20 30 20 20 Q 15 15 10 20 A 5 5 0 0 1 10 10 Z")
        let relative = try PathData(parsing: "m 10 10 l 10 0 h 10 v 10 c 0 10 -10 10 -10 0 q -5 -5 -10 0 a 5 5 0 0 1 0 -10 z")
        #expect(absolute == relative)
    }
}
