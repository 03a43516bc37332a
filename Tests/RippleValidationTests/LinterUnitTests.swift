import RippleDiagnostics
import RippleValidation
import Testing

/// One attribute set on an `<animate>` (or another element) inside a minimal `<svg>`, checked by a validator
/// without the DTD: well-formedness, then `SVGLinter`.
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
    var document: String {
        let written = attributes.sorted { $0.key < $1.key }.map { " \($0.key)=\"\(Lint.escaped($0.value))\"" }.joined()
        return Lint.root + "\n<circle id=\"c\">\n<\(element)\(written)/></circle></svg>"
    }

    /// The problems `SVGValidator` reports for `document` without the DTD: the lint's, for a well-formed document.
    var diagnostics: [Diagnostic] {
        Lint.diagnostics(document)
    }
}

/// Lints documents written for a test, as every document is linted: parsed by libxml2, with no DTD to check.
enum Lint {
    /// The root's start tag (with the xlink namespace, for `xlink:href`).
    static let root = "<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\">"

    static func diagnostics(_ document: String) -> [Diagnostic] {
        SVGValidator(publicID: "-//NOBODY//DTD NOTHING 0.0//EN", systemID: "none.dtd").validate(document, file: "t.svg")
    }

    /// `value` escaped for a double-quoted attribute, whitespace as character references: the parser would
    /// normalise a literal tab or line break to a space.
    static func escaped(_ value: String) -> String {
        var result = ""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case "\"": result += "&quot;"
            case "\t", "\n", "\r": result += "&#\(scalar.value);"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
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
        let diagnostics = attributeCase.diagnostics
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
        let diagnostics = attributeCase.diagnostics
        #expect(diagnostics.map(\.message) == attributeCase.expectedMessages)
    }

    @Test("keySplines without calcMode spline is only a warning")
    func keySplinesWarning() {
        let diagnostics = AttributeCase(["values": "0;1", "keySplines": "0 0 1 1"]).diagnostics
        #expect(diagnostics.map(\.severity) == [.warning])
    }

    @Test("the root must be an <svg> in the SVG namespace")
    func root() {
        #expect(Lint.diagnostics("<circle/>").map(\.message) == ["root element must be <svg> (got <circle>)"])
        #expect(Lint.diagnostics("<svg xmlns=\"http://www.w3.org/1999/xhtml\"/>").map(\.message)
            == ["svg: xmlns must be http://www.w3.org/2000/svg (got http://www.w3.org/1999/xhtml)"])
    }

    @Test("all problems are collected and sorted by line")
    func collectsAll() {
        // The unknown ids are only known at the end, after the animations' problems: sorting puts them in place.
        let elements = ["<use href=\"#gone\"/>", "<animate dur=\"1\"/>", "<use href=\"#lost\"/>", "<animate dur=\"2\"/>",
            "<animate dur=\"3\"/>"]
        let diagnostics = Lint.diagnostics(([Lint.root] + elements).joined(separator: "\n") + "</svg>")
        #expect(diagnostics.count == 5)
        #expect(diagnostics.compactMap(\.location.line) == [2, 3, 4, 5, 6])
    }
}
