import Foundation
import RippleTestSupport
import RippleValidation
import Testing

/// The Lottie lint: a sound document passes; each kind of damage is reported with its JSON path.
struct LottieLintTests {
    /// A minimal sound document: one ring layer, scale eased from 100 % to 200 %, then held.
    static let sound = """
    {"v":"5.7.0","fr":60,"ip":0,"op":42,"w":208,"h":208,"assets":[],"layers":[{\(LottieFixtureText.head(1))"ty":4,"ip":0,"op":42,"st":0,\
    "ks":{"a":{"a":0,"k":[0,0]},"p":{"a":0,"k":[104,104]},"s":{"a":1,"k":[{"t":0,"s":[100,100],"o":{"x":0,"y":0},"i":{"x":0.58,"y":1}},\
    {"t":21,"s":[200,200],"h":1},{"t":21,"s":[100,100],"o":{"x":0,"y":0},"i":{"x":1,"y":1}},{"t":42,"s":[150,150]}]},\
    "r":{"a":0,"k":0},"o":{"a":0,"k":100}},\
    "shapes":[{"ty":"gr","it":[{"ty":"el","p":{"a":0,"k":[0,0]},"s":{"a":0,"k":[100,100]}},\
    {"ty":"st","c":{"a":0,"k":[1,1,0]},"o":{"a":0,"k":100},"w":{"a":0,"k":4}},\(LottieFixtureText.transform())]}]}]}
    """

    /// A damage: which text of `sound` becomes what, and a part of the message the lint must give.
    typealias Damage = TextDamage

    static let cases: [Damage] = [
        Damage(id: "missing fr", replace: "\"fr\":60,", with: "", expected: "fr: must be a frame rate > 0"),
        Damage(id: "width as text", replace: "\"w\":208", with: "\"w\":\"208\"", expected: "w: must be a whole number"),
        Damage(id: "op before ip", replace: "\"op\":42,\"w\"", with: "\"op\":0,\"w\"", expected: "op: ip and op must be numbers with op > ip"),
        Damage(id: "unknown layer type", replace: "\"ty\":4", with: "\"ty\":9", expected: "layers[0].ty: unknown layer type"),
        Damage(id: "unknown shape type", replace: "\"ty\":\"el\"", with: "\"ty\":\"ellipse\"",
             expected: "layers[0].shapes[0].it[0].ty: unknown shape type 'ellipse'"),
        Damage(id: "ellipse without size", replace: ",\"s\":{\"a\":0,\"k\":[100,100]}}", with: "}",
             expected: "layers[0].shapes[0].it[0].s: missing"),
        Damage(id: "stroke without width", replace: ",\"w\":{\"a\":0,\"k\":4}", with: "", expected: "it[1].w: missing"),
        Damage(id: "group without transform", replace: "," + LottieFixtureText.transform(), with: "", expected: "a group must end with its transform (tr)"),
        Damage(id: "times decrease", replace: "{\"t\":42,", with: "{\"t\":20,", expected: "ks.s.k[3].t: keyframe times must not decrease"),
        Damage(id: "jump without hold", replace: "\"h\":1", with: "\"o\":{\"x\":0,\"y\":0},\"i\":{\"x\":1,\"y\":1}",
             expected: "ks.s.k[2].t: two keyframes at 21: the first of a jump must hold"),
        Damage(id: "tangent out of range", replace: "\"i\":{\"x\":0.58,\"y\":1}", with: "\"i\":{\"x\":1.5,\"y\":1}",
             expected: "ks.s.k[0].i: tangent values must be in 0…1"),
        Damage(id: "eased keyframe without tangents", replace: ",\"o\":{\"x\":0,\"y\":0},\"i\":{\"x\":0.58,\"y\":1}", with: "",
             expected: "ks.s.k[0].o: an eased keyframe needs tangents"),
        Damage(id: "mask without hasMask", replace: "\"st\":0,", with: "\"st\":0,\"masksProperties\":[\(LottieFixtureText.mask())],",
             expected: "layers[0].hasMask: a layer with masks needs hasMask: true"),
        Damage(id: "unknown mask mode", replace: "\"st\":0,", with: "\"st\":0,\"hasMask\":true,\"masksProperties\":[\(LottieFixtureText.mask(leaving: "mode").replacingOccurrences(of: "{\"inv\":false,", with: "{\"inv\":false,\"mode\":\"x\","))],",
             expected: "masksProperties[0].mode: unknown mask mode 'x'"),
        Damage(id: "not JSON", replace: "{\"v\"", with: "{v", expected: "doc.json:1:2: error: expected a key in double quotes, found 'v'"),
    ]

    @Test func soundDocumentPasses() {
        #expect(LottieLint.problems(Array(Self.sound.utf8), file: "doc.json", layers: 1) == [])
    }

    @Test(arguments: cases)
    func damageIsReported(_ item: Damage) throws {
        #expect(Self.sound.contains(item.replace), "the case must change the document")
        let broken = Self.sound.replacingOccurrences(of: item.replace, with: item.with)
        let problems = LottieLint.problems(Array(broken.utf8), file: "doc.json", layers: 1)
        #expect(problems.contains { $0.description.contains(item.expected) }, "\(problems)")
    }

    @Test func oneLayerPerRipple() {
        let problems = LottieLint.problems(Array(Self.sound.utf8), file: "doc.json", layers: 3)
        #expect(problems.map(\.message) == ["layers: 1 layers; expected 3 (one per ripple, plus the background)"])
    }
}

extension TextDamage: CustomTestStringConvertible {
    public var testDescription: String { id }
}
