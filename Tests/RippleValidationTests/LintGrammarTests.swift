import RippleValidation
import Testing

/// Each value grammar of the lint (numbers, SMIL lists, keySplines entries, clock values, `begin`/`end`
/// items, `url(#…)` and `#id` references), valid and invalid, through `SVGLinter` on libxml2's tree: the one
/// path every document takes. The non-ASCII cases pin that text read through its `LintShadow` behaves as `Character`s
/// do: a no-break space is whitespace, U+037E a `;`, and a `;` or `#` with a combining mark neither.
struct LintGrammarTests {
    static let cases: [AttributeCase] = [
        // Numbers (keyTimes, repeatCount): the SVG grammar, converted as Double(String) converts.
        .init(["keyTimes": "0;1E+0"]),
        .init(["keyTimes": "+0;1e-0"]),
        .init(["keyTimes": "-0;0.1e1"]),
        .init(["keyTimes": "0;0.99999999999999999"]),  // 17 digits: rounded to 1 as Double(String) rounds it
        .init(["keyTimes": "0;.5;1"]),
        .init(["keyTimes": "0;1.0000000000000002"],
            ["animate: keyTimes must end at 1 for calcMode=\"linear\" (got 1.0000000000000002)",
             "animate: keyTimes value 1.0000000000000002 is outside [0, 1]"]),
        .init(["keyTimes": "0;123456789012345678901"],
            ["animate: keyTimes must end at 1 for calcMode=\"linear\" (got 123456789012345678901)",
             "animate: keyTimes value 123456789012345678901 is outside [0, 1]"]),
        .init(["keyTimes": "0;1."], ["animate: keyTimes entry is not a number (got 1.)"]),
        .init(["keyTimes": "0;5e"], ["animate: keyTimes entry is not a number (got 5e)"]),
        .init(["keyTimes": "0;0x1"], ["animate: keyTimes entry is not a number (got 0x1)"]),
        .init(["keyTimes": "0;nan"], ["animate: keyTimes entry is not a number (got nan)"]),
        .init(["keyTimes": "0;1e400"], ["animate: keyTimes entry is not a number (got 1e400)"]),
        .init(["keyTimes": "0;1 1"], ["animate: keyTimes entry is not a number (got 1 1)"]),
        .init(["repeatCount": " 2.5e0 "]),
        .init(["repeatCount": "1e-400"], ["animate: repeatCount must be a positive number or indefinite (got 1e-400)"]),

        // Lists: `;` entries, trimmed; keySplines entries of four numbers split by whitespace and commas.
        .init(["values": "0;1;0", "keyTimes": "\t0 ;\r\n0.5;  1 ;"]),
        .init(["values": ";", "keyTimes": "0"],
            ["animate: keyTimes must end at 1 for calcMode=\"linear\" (got 0)", "animate: values has an empty entry"]),
        .init(["values": "0;1", "keyTimes": ";;"], ["animate: keyTimes has an empty entry"]),
        .init(["values": "0;1", "keyTimes": "0;\u{A0}1"]),  // a no-break space is whitespace
        .init(["values": "0;1", "keyTimes": "0\u{37E}1"]),  // U+037E is canonically ';'
        .init(["values": "0;1", "keyTimes": "0;\u{301}1"],  // ';' with a combining mark is no separator
            ["animate: keyTimes entry is not a number (got 0;\u{301}1)", "animate: values has 2 entries but keyTimes has 1"]),
        .init(["values": "0;1", "calcMode": "spline", "keySplines": "0.4, 0 ,0.6 ,1"]),
        .init(["values": "0;1", "calcMode": "spline", "keySplines": "0\t0\n1\r1"]),
        .init(["values": "0;1", "calcMode": " spline ", "keySplines": "0,0,1,1"]),
        .init(["values": "0;1", "calcMode": "spline", "keySplines": ",0 0 1 1"],
            ["animate: keySplines entry is malformed (got ,0 0 1 1)"]),
        .init(["values": "0;1", "calcMode": "spline", "keySplines": "0 0 1 1,"],
            ["animate: keySplines entry is malformed (got 0 0 1 1,)"]),
        .init(["values": "0;1", "calcMode": "spline", "keySplines": "0\u{A0}0 1 1"]),
        .init(["values": "0;1", "calcMode": "spline", "keySplines": "0 0 1 1;"]),
        .init(["values": "0;1", "calcMode": "spline", "keySplines": "0 0 1 1;;"],
            ["animate: keySplines needs 1 entry for 2 values (got 2)", "animate: keySplines has an empty entry"]),
        .init(["to": "1", "calcMode": "spline", "keySplines": "0 0 1 1;0 0 1 1"],
            ["animate: keySplines needs 1 entry for a from/to animation (got 2)"]),

        // Clock values and begin/end items.
        .init(["dur": "0:01:30.5"]),
        .init(["dur": "00:00.5"]),
        .init(["dur": "1.5min"]),
        .init(["dur": "300ms"]),
        .init(["dur": "1:70"], ["animate: dur is not a clock value (got 1:70)"]),
        .init(["dur": "1 s"], ["animate: dur is not a clock value (got 1 s)"]),
        .init(["dur": "1:00:00:00"], ["animate: dur is not a clock value (got 1:00:00:00)"]),
        .init(["dur": "2s\u{A0}"]),
        .init(["dur": "\u{3000}2"], ["animate: dur clock value needs a unit (got 2; write 2s)"]),
        .init(["dur": "2s\u{301}"], ["animate: dur is not a clock value (got 2s\u{301})"]),
        .init(["dur": "\u{661}s"], ["animate: dur is not a clock value (got \u{661}s)"]),
        .init(["repeatDur": ".5min"], ["animate: repeatDur clock value needs a leading zero (got .5min; write 0.5min)"]),
        .init(["begin": "+ 0.4s; - 0.2s"]),
        .init(["begin": "c.begin - .5s"], ["animate: begin clock value needs a leading zero (got .5s; write 0.5s)"]),
        .init(["begin": "click+.5"], ["animate: begin clock value needs a leading zero (got .5; write 0.5s)"]),
        .init(["begin": "c\\-x.begin"], ["animate: begin references unknown id 'c-x'"]),
        .init(["begin": "x-y.end"],
            ["animate: begin sync-base id 'x-y' contains '-', which browsers read as an offset (got x-y.end)"]),
        .init(["begin": "x-y.end+1s"], ["animate: begin references unknown id 'x-y'"]),
        .init(["begin": "\u{E9}t\u{E9}.begin"], ["animate: begin references unknown id '\u{E9}t\u{E9}'"]),
        .init(["begin": "c.repeat(x)"], ["animate: begin value is not a clock value, sync-base or event (got c.repeat(x))"]),
        .init(["begin": "accessKey()"], ["animate: begin value is not a clock value, sync-base or event (got accessKey())"]),
        .init(["begin": "wallclock("], ["animate: begin value is not a clock value, sync-base or event (got wallclock()"]),
        .init(["begin": "c.click+1s x"], ["animate: begin is not a clock value (got 1s x)"]),
        .init(["end": "c.begin+1s\u{37E}2s"]),
        .init(["end": "2\u{37E}"], ["animate: end clock value needs a unit (got 2; write 2s)"]),
        .init(["begin": "c\\\u{E9}x.begin"], ["animate: begin references unknown id 'c\u{E9}x'"]),
        .init(["begin": "access\u{212A}ey(x)"]),  // U+212A is canonically 'K'
        .init(["begin": "\u{661}s"], ["animate: begin is not a clock value (got \u{661}s)"]),

        // url(#id) and #id references.
        .init("rect", ["fill": "url( '#c' )", "stroke": "url(\"#c\") url(other.svg#x)"]),
        .init("rect", ["fill": "url(#\u{E9})"], ["rect: fill references unknown id '\u{E9}'"]),
        .init("rect", ["fill": "url(\u{A0}#z)"], ["rect: fill references unknown id 'z'"]),
        .init("rect", ["fill": "\u{600}url(#z)"], ["rect: fill references unknown id 'z'"]),
        .init("rect", ["fill": "url(#z\u{37E}) "], ["rect: fill references unknown id 'z\u{37E}'"]),
        .init("rect", ["filter": "url(#a) url(#c) url(#b)"],
            ["rect: filter references unknown id 'a'", "rect: filter references unknown id 'b'"]),
        .init("use", ["xlink:href": "#zz"], ["use: xlink:href references unknown id 'zz'"]),
        .init("use", ["href": "#\u{301}x"]),  // '#' with a combining mark is no '#'
        .init("use", ["href": "c"]),
    ]


    @Test("each grammar, valid and invalid", arguments: cases)
    func grammar(_ attributeCase: AttributeCase) {
        #expect(attributeCase.diagnostics.map(\.message) == attributeCase.expectedMessages)
    }

    @Test("references in a <style> sheet")
    func styleReferences() {
        let document = Lint.root + "\n<style>a { fill: url( '#c' ) } b { stroke: url(#gone) }</style>\n<circle id=\"c\"/></svg>"
        #expect(Lint.diagnostics(document).map(\.message) == ["style: css references unknown id 'gone'"])
    }
}
