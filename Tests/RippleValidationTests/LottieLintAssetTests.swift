import Foundation
import RippleValidation
import Testing

/// The Lottie lint on shared keyframes: an asset holding a ripple once, placed by two precomposition layers.
struct LottieLintAssetTests {
    /// A sound shared document: asset `s0` (one ring, scale eased 100 → 200 %) placed at st 0 and st 14.
    static let sound = """
    {"v":"5.7.0","fr":60,"ip":0,"op":42,"w":208,"h":208,"assets":[{"id":"s0","layers":[{\(LottieFixtureText.head(1))"ty":4,"ip":-14,"op":42,"st":0,\
    "ks":{"a":{"a":0,"k":[0,0]},"p":{"a":0,"k":[104,104]},"s":{"a":1,"k":[{"t":-14,"s":[100,100],"o":{"x":0,"y":0},"i":{"x":0.58,"y":1}},\
    {"t":42,"s":[200,200]}]},"r":{"a":0,"k":0},"o":{"a":0,"k":100}},"shapes":[{"ty":"gr","it":[{"ty":"el","p":{"a":0,"k":[0,0]},"s":{"a":0,"k":[100,100]}},\
    {"ty":"st","c":{"a":0,"k":[1,1,0]},"o":{"a":0,"k":100},"w":{"a":0,"k":4}},\(LottieFixtureText.transform())]}]}]}],\
    "layers":[{\(LottieFixtureText.head(1))"ty":0,"refId":"s0","ip":0,"op":42,"st":14,"ks":{\(identity)},"w":208,"h":208},\
    {\(LottieFixtureText.head(2))"ty":0,"refId":"s0","ip":0,"op":42,"st":0,"ks":{\(identity)},"w":208,"h":208}]}
    """
    static let identity = LottieFixtureText.members(LottieFixtureText.identityMembers)

    static let cases: [LottieLintTests.Damage] = [
        .init(id: "unresolved refId", replace: "\"refId\":\"s0\",\"ip\":0,\"op\":42,\"st\":14", with: "\"refId\":\"s9\",\"ip\":0,\"op\":42,\"st\":14",
              expected: "layers[0].refId: 's9' names no asset"),
        .init(id: "no refId", replace: "\"refId\":\"s0\",\"ip\":0,\"op\":42,\"st\":14,", with: "\"ip\":0,\"op\":42,\"st\":14,",
              expected: "layers[0].refId: a precomposition layer needs a refId"),
        .init(id: "no start time", replace: "\"st\":14,", with: "", expected: "layers[0].st: a precomposition layer needs a start time"),
        .init(id: "no size", replace: "\"w\":208,\"h\":208}]}", with: "\"w\":208}]}", expected: "layers[1].h: a precomposition layer needs its size"),
        .init(id: "asset id twice", replace: "\"assets\":[{\"id\":\"s0\"", with: "\"assets\":[{\"id\":\"s0\",\"layers\":[]},{\"id\":\"s0\"",
              expected: "assets[1].id: asset id 's0' is used twice"),
        .init(id: "asset without id", replace: "{\"id\":\"s0\",", with: "{", expected: "assets[0].id: an asset needs a string id"),
        .init(id: "precomposition inside an asset", replace: "\"bm\":0,\"ty\":4,", with: "\"bm\":0,\"ty\":0,\"refId\":\"s0\",\"w\":1,\"h\":1,",
              expected: "assets[0].layers[0].ty: a precomposition inside an asset"),
        .init(id: "asset layer damaged", replace: "{\"t\":42,\"s\":[200,200]}", with: "{\"t\":-20,\"s\":[200,200]}",
              expected: "assets[0].layers[0].ks.s.k[1].t: keyframe times must not decrease"),
        // lottie-android keys a composition's layers by ind: one number twice, or not a whole number, is refused.
        .init(id: "ind twice", replace: "\"ind\":2,", with: "\"ind\":1,", expected: "layers[1].ind: ind 1 is used twice in one composition"),
        .init(id: "ind fractional", replace: "\"ind\":2,", with: "\"ind\":2.5,", expected: "layers[1].ind: must be a whole number"),
    ]

    @Test func soundDocumentPasses() {
        #expect(LottieLint.problems(Array(Self.sound.utf8), file: "doc.json", layers: 2) == [])
    }

    @Test(arguments: cases)
    func damageIsReported(_ item: LottieLintTests.Damage) throws {
        #expect(Self.sound.contains(item.replace), "the case must change the document")
        let broken = Self.sound.replacingOccurrences(of: item.replace, with: item.with)
        let problems = LottieLint.problems(Array(broken.utf8), file: "doc.json", layers: 2)
        #expect(problems.contains { $0.description.contains(item.expected) }, "\(problems)")
    }
}
