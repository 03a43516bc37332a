import RippleValidation
import Testing

/// Each lint rule on a hand-made document. Apart from the duplicate id (the DTD types `id` as ID),
/// these documents are valid against the SVG 1.1 DTD, which is the point: the DTD declares the
/// attributes involved as CDATA and cannot see the bug.
struct LintFixtureTests {
    static let cases: [LintCase] = [
        .fixture("lint-keytimes.svg", [
            "3:5: error: animate: keyTimes must start at 0 (got 0.1)",
            "4:5: error: animate: keyTimes must end at 1 for calcMode=\"linear\" (got 0.9)",
            // line 5: calcMode="discrete" only needs the first key time to be 0
            "6:5: error: animate: keyTimes must not decrease (0.5 after 0.8)",
            "7:5: error: animate: keyTimes value 1.2 is outside [0, 1]",
            "7:5: error: animate: keyTimes must not decrease (1 after 1.2)",
            "8:5: error: animate: keyTimes entry is not a number (got half)",
            "9:5: error: animate: values has 3 entries but keyTimes has 2",
        ]),
        .fixture("lint-keysplines.svg", [
            "3:5: error: animate: calcMode=\"spline\" needs keySplines",
            "4:5: error: animate: keySplines needs 2 entries for 3 values (got 1)",
            "5:5: error: animate: keySplines value 1.5 is outside [0, 1]",
            "6:5: error: animate: keySplines entry needs 4 numbers (got 0.25,0.1,0.25)",
            "7:5: warning: animate: keySplines is ignored without calcMode=\"spline\"",
            "8:5: error: animate: keySplines needs 1 entry for a from/to animation (got 2)",
        ]),
        .fixture("lint-clock-values.svg", [
            "3:5: error: animate: begin clock value needs a leading zero (got .5s; write 0.5s)",
            "4:5: error: animate: dur clock value needs a unit (got 3; write 3s)",
            "4:5: error: animate: begin clock value needs a unit (got 0; write 0s)",
            "5:5: error: animate: dur must be greater than 0 (got 0s)",
            "6:5: error: animate: dur is not a clock value (got 1 s)",
            "6:5: error: animate: repeatDur is not a clock value (got 1x)",
            "6:5: error: animate: begin value is not a clock value, sync-base or event (got soon)",
            // line 7 uses every keyword and unit correctly
        ]),
        .fixture("lint-repeat-count.svg", [
            "3:5: error: animate: repeatCount must be a positive number or indefinite (got 0)",
            "4:5: error: animate: repeatCount must be a positive number or indefinite (got forever)",
        ]),
        .fixture("lint-fill-freeze-on-shape.svg", [
            "2:3: error: fill=\"freeze\" on <circle> is only meaningful on animation elements",
            "5:3: error: fill=\"remove\" on <rect> is only meaningful on animation elements",
        ]),
        .fixture("lint-ids-and-references.svg", [
            "2:3: error: style: css references unknown id 'nowhere'",
            "7:3: error: circle: duplicate id 'dot' (first defined on line 5)",
            "7:3: error: circle: stroke references unknown id 'lost'",
            "7:3: error: circle: style references unknown id 'blur'",
            "9:3: error: use: xlink:href references unknown id 'gone'",
            "11:5: error: animate: begin references unknown id 'missing'",
        ]),
        .fixture("lint-attribute-name.svg", [
            "3:5: warning: animate: attributeName 'strokeOpacity' should be kebab-case 'stroke-opacity' "
                + "(safari ignores camelCase)",
        ]),
        .fixture("lint-sync-base-hyphen.svg", [
            "4:5: error: animate: begin sync-base id 'ring-1' contains '-', which browsers read as an offset "
                + "(got ring-1.end)",
        ]),
        .fixture("lint-root.svg", [
            "1:1: error: svg: root element needs xmlns=\"http://www.w3.org/2000/svg\"",
        ]),
    ]

    @Test("each lint rule reports exactly its problems", arguments: cases)
    func lintFixture(_ lintCase: LintCase) {
        let diagnostics = SVGValidator().validate(lintCase.svg, file: lintCase.id)
        #expect(diagnostics.map(rendered) == lintCase.expectedMessages)
        #expect(diagnostics.allSatisfy { $0.location.file == lintCase.id })
    }

    @Test("diagnostics print as file:line:col: severity: message")
    func descriptionFormat() throws {
        let diagnostics = SVGValidator().validate(Fixtures.text("lint-root.svg"), file: "out/ring.svg")
        let first = try #require(diagnostics.first)
        #expect(first.description
            == "out/ring.svg:1:1: error: svg: root element needs xmlns=\"http://www.w3.org/2000/svg\"")
    }
}
