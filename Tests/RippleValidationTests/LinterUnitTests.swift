import RippleValidation
import Testing

/// One attribute set on an `<animate>` (or another element) inside a minimal `<svg>`, linted
/// directly with `SVGLinter`, no libxml2 involved.
struct AttributeCase: Sendable, CustomTestStringConvertible {
    let element: String
    let attributes: [String: String]
    let expectedMessages: [String]

    /// An `<animate>` with these attributes.
    init(_ attributes: [String: String], _ expectedMessages: [String] = []) {
        self.init("animate", attributes, expectedMessages)
    }

    init(_ element: String, _ attributes: [String: String], _ expectedMessages: [String] = []) {
        self.element = element
        self.attributes = attributes
        self.expectedMessages = expectedMessages
    }

    var testDescription: String {
        let written = attributes.sorted { $0.key < $1.key }.map { "\($0.key)=\"\($0.value)\"" }
        return "<\(element) \(written.joined(separator: " "))>"
    }

    /// `<svg xmlns=…><circle id="c"><element …/></circle></svg>`, the element on line 3.
    var tree: LintElement {
        let attributes = self.attributes.sorted { $0.key < $1.key }.map { (name: $0.key, value: $0.value) }
        let target = LintElement(name: element, attributes: attributes, line: 3)
        let circle = LintElement(name: "circle", attributes: [(name: "id", value: "c")], line: 2, children: [target])
        return LintElement(name: "svg", attributes: [(name: "xmlns", value: "http://www.w3.org/2000/svg")], line: 1,
            children: [circle])
    }
}

struct LinterUnitTests {
    static let clockCases: [AttributeCase] = [
        .init(["dur": "1.5s"]),
        .init(["dur": "250ms"]),
        .init(["dur": "0.5min"]),
        .init(["dur": "1h"]),
        .init(["dur": "00:00:01.5"]),
        .init(["dur": "01:30"]),
        .init(["dur": " 2s "]),
        .init(["dur": "indefinite"]),
        .init(["dur": "media"]),
        .init(["dur": "0ms"], ["animate: dur must be greater than 0 (got 0ms)"]),
        .init(["dur": ".5s"], ["animate: dur clock value needs a leading zero (got .5s; write 0.5s)"]),
        .init(["dur": ".5"], ["animate: dur clock value needs a leading zero (got .5; write 0.5s)"]),
        .init(["dur": "2"], ["animate: dur clock value needs a unit (got 2; write 2s)"]),
        .init(["dur": "1.s"], ["animate: dur is not a clock value (got 1.s)"]),
        .init(["dur": "1sec"], ["animate: dur is not a clock value (got 1sec)"]),
        .init(["dur": "00:61"], ["animate: dur is not a clock value (got 00:61)"]),
        .init(["dur": "-1s"], ["animate: dur is not a clock value (got -1s)"]),
        .init(["dur": "1s;2s"], ["animate: dur is not a clock value (got 1s;2s)"]),
        .init(["begin": "0s;c.begin+0.4s; c.end - 1s ;indefinite"]),
        .init(["begin": "-0.9s"]),
        .init(["begin": "click+0.5s"]),
        .init(["begin": "c.repeat(2)"]),
        .init(["begin": "accessKey(a)"]),
        .init(["begin": "wallclock(2025-01-01T00:00:00Z)"]),
        .init(["begin": "0s;"]),
        .init(["begin": "c.begin+.4s"], ["animate: begin clock value needs a leading zero (got .4s; write 0.4s)"]),
        .init(["begin": "c.begin+1"], ["animate: begin clock value needs a unit (got 1; write 1s)"]),
        .init(["begin": "x.end"], ["animate: begin references unknown id 'x'"]),
        .init(["begin": "c.finish"], ["animate: begin value is not a clock value, sync-base or event (got c.finish)"]),
        .init(["begin": "0s;;1s"],
            ["animate: begin value is not a clock value, sync-base or event (got an empty entry)"]),
        .init(["end": "c.begin+0.5s;1"], ["animate: end clock value needs a unit (got 1; write 1s)"]),
        .init(["repeatDur": "indefinite", "min": "media", "max": "2s"]),
        .init(["min": "0.5"], ["animate: min clock value needs a unit (got 0.5; write 0.5s)"]),
        .init(["repeatCount": "indefinite"]),
        .init(["repeatCount": "0.5"]),
        .init(["repeatCount": "-1"], ["animate: repeatCount must be a positive number or indefinite (got -1)"]),
        .init(["repeatCount": "inf"], ["animate: repeatCount must be a positive number or indefinite (got inf)"]),
    ]

    @Test("clock values, begin/end lists and repeatCount", arguments: clockCases)
    func clockValues(_ attributeCase: AttributeCase) {
        let diagnostics = SVGLinter.lint(attributeCase.tree, file: "t.svg")
        #expect(diagnostics.map(\.message) == attributeCase.expectedMessages)
        #expect(diagnostics.allSatisfy { $0.location.line == 3 && $0.location.file == "t.svg" })
    }

    static let interpolationCases: [AttributeCase] = [
        .init(["values": "0;1", "keyTimes": "0;1", "calcMode": "spline", "keySplines": "0.42 0 0.58 1"]),
        .init(["values": "0;1;0", "keyTimes": "0 ; 0.5 ; 1", "calcMode": "spline", "keySplines": "0 0 1 1;0,0,1,1;"]),
        .init(["values": "0;1;0", "keyTimes": "0;0;1"]),  // equal neighbours are allowed (a jump)
        .init(["values": "0;1", "keyTimes": "0;1.0"]),
        .init(["values": "a;b;c", "keyTimes": "0;0.5;0.9", "calcMode": "discrete"]),
        .init(["values": "0;1", "keyTimes": "0;0.9", "calcMode": "paced"],
            ["animate: keyTimes must end at 1 for calcMode=\"paced\" (got 0.9)"]),
        .init("animateMotion", ["values": "0,0;10,10", "keyTimes": "0;0.5"],
            ["animateMotion: keyTimes must end at 1 for calcMode=\"paced\" (got 0.5)"]),
        .init(["values": "0;1", "keyTimes": "-0.5;1"],
            ["animate: keyTimes must start at 0 (got -0.5)", "animate: keyTimes value -0.5 is outside [0, 1]"]),
        .init(["values": "0;;1"], ["animate: values has an empty entry"]),
        .init(["keyTimes": "0;;1"], ["animate: keyTimes has an empty entry"]),
        .init(["keyTimes": "0;1", "calcMode": "spline", "keySplines": "0 0 1 1;0 0 1 1"],
            ["animate: keySplines needs 1 entry for 2 keyTimes (got 2)"]),
        .init(["values": "0;1", "calcMode": "spline", "keySplines": "0 0 1 1 0"],
            ["animate: keySplines entry needs 4 numbers (got 0 0 1 1 0)"]),
        .init(["values": "0;1", "calcMode": "spline", "keySplines": "0,,0,1,1"],
            ["animate: keySplines entry is malformed (got 0,,0,1,1)"]),
        .init(["values": "0;1", "calcMode": "spline", "keySplines": "0 0 x 1"],
            ["animate: keySplines value is not a number (got x)"]),
        .init(["values": "0;1", "calcMode": "spline", "keySplines": "-0.1 0 1 1.5"],
            ["animate: keySplines value -0.1 is outside [0, 1]", "animate: keySplines value 1.5 is outside [0, 1]"]),
        .init("animateTransform", ["attributeName": "transform", "type": "scale", "values": "0;1",
            "calcMode": "spline", "keySplines": ".52,.6,.25,.99"]),
        .init("set", ["attributeName": "fillOpacity", "to": "0"],
            ["set: attributeName 'fillOpacity' should be kebab-case 'fill-opacity' (safari ignores camelCase)"]),
        .init(["attributeName": "viewBox", "values": "0 0 1 1;0 0 2 2"]),
        .init(["fill": "freeze"]),
        .init("rect", ["fill": "freeze"], ["fill=\"freeze\" on <rect> is only meaningful on animation elements"]),
        .init("rect", ["fill": "url(#c)", "stroke": "url(#nope)"], ["rect: stroke references unknown id 'nope'"]),
        .init("use", ["href": "#c"]),
        .init("use", ["href": "#zz"], ["use: href references unknown id 'zz'"]),
        .init("use", ["href": "other.svg#zz"]),
        .init("circle", ["id": "c"], ["circle: duplicate id 'c' (first defined on line 2)"]),
    ]

    @Test("keyTimes, values, keySplines, attributeName, fill and references", arguments: interpolationCases)
    func interpolation(_ attributeCase: AttributeCase) {
        let diagnostics = SVGLinter.lint(attributeCase.tree, file: "t.svg")
        #expect(diagnostics.map(\.message) == attributeCase.expectedMessages)
    }

    @Test("keySplines without calcMode spline is only a warning")
    func keySplinesWarning() {
        let tree = AttributeCase(["values": "0;1", "keySplines": "0 0 1 1"]).tree
        let diagnostics = SVGLinter.lint(tree, file: "t.svg")
        #expect(diagnostics.map(\.severity) == [.warning])
    }

    @Test("the root must be an <svg> in the SVG namespace")
    func root() {
        let circle = LintElement(name: "circle", line: 1)
        #expect(SVGLinter.lint(circle, file: "t.svg").map(\.message) == ["root element must be <svg> (got <circle>)"])
        let wrong = LintElement(name: "svg", attributes: [(name: "xmlns", value: "http://www.w3.org/1999/xhtml")])
        #expect(SVGLinter.lint(wrong, file: "t.svg").map(\.message)
            == ["svg: xmlns must be http://www.w3.org/2000/svg (got http://www.w3.org/1999/xhtml)"])
    }

    @Test("all problems are collected and sorted by line")
    func collectsAll() {
        let children = (1...5).reversed().map { line in
            LintElement(name: "animate", attributes: [(name: "dur", value: "\(line)")], line: line + 1)
        }
        let root = LintElement(name: "svg", attributes: [(name: "xmlns", value: "http://www.w3.org/2000/svg")],
            line: 1, children: children)
        let diagnostics = SVGLinter.lint(root, file: "t.svg")
        #expect(diagnostics.count == 5)
        #expect(diagnostics.compactMap(\.location.line) == [2, 3, 4, 5, 6])
    }
}
