import RippleValidation
import Testing

/// The player profile (`LottieLint+Profile.swift`): each member every composition, layer, transform and
/// mask carries is reported, with its JSON path, when it is left out of an otherwise sound document.
struct LottieLintProfileTests {
    typealias Damage = LottieLintTests.Damage
    static let sound = LottieLintTests.sound
    /// The sound document with one complete mask on its layer.
    static let masked = sound.replacingOccurrences(of: "\"st\":0,", with: "\"st\":0,\"hasMask\":true,\"masksProperties\":[\(LottieFixtureText.mask())],")

    /// One case per member of a layer's head (`ddd`, `nm`, `sr`, `ao`, `bm`) and its `ind`, `ip`, `st`.
    static let layerCases: [Damage] = LottieFixtureText.layerMembers.map { key, value in
        Damage(id: "layer without \(key)", replace: "\"\(key)\":\(value),", with: "", expected: "layers[0].\(key): missing: every layer carries it")
    } + [
        Damage(id: "layer without ind", replace: "\"ind\":1,", with: "", expected: "layers[0].ind: missing: every layer carries it"),
        Damage(id: "layer without ip", replace: "\"ty\":4,\"ip\":0,", with: "\"ty\":4,", expected: "layers[0].ip: missing: every layer carries it"),
        Damage(id: "layer without st", replace: "\"op\":42,\"st\":0,", with: "\"op\":42,", expected: "layers[0].st: missing: every layer carries it"),
        Damage(id: "layer st as text", replace: "\"op\":42,\"st\":0,", with: "\"op\":42,\"st\":\"0\",", expected: "layers[0].st: must be a number"),
    ]

    /// One case per member of the layer transform `ks` and of the shape group's `tr`.
    static let transformCases: [Damage] = [
        Damage(id: "ks without a", replace: "\"ks\":{\"a\":{\"a\":0,\"k\":[0,0]},", with: "\"ks\":{", expected: "layers[0].ks.a: missing: every transform carries it"),
        Damage(id: "ks without r", replace: "\"r\":{\"a\":0,\"k\":0},\"o\":{\"a\":0,\"k\":100}},\"shapes\"", with: "\"o\":{\"a\":0,\"k\":100}},\"shapes\"",
               expected: "layers[0].ks.r: missing: every transform carries it"),
        Damage(id: "ks without o", replace: ",\"o\":{\"a\":0,\"k\":100}},\"shapes\"", with: "},\"shapes\"", expected: "layers[0].ks.o: missing: every transform carries it"),
    ] + LottieFixtureText.identityMembers.map { key, _ in
        Damage(id: "tr without \(key)", replace: LottieFixtureText.transform(), with: LottieFixtureText.transform(leaving: key),
               expected: "layers[0].shapes[0].it[2].\(key): missing: every transform carries it")
    }

    /// One case per member of a mask, and per member of the composition beyond its numbers.
    static let maskAndCompositionCases: [Damage] = LottieFixtureText.maskMembers.map { key, _ in
        Damage(id: "mask without \(key)", replace: LottieFixtureText.mask(), with: LottieFixtureText.mask(leaving: key),
               expected: "layers[0].masksProperties[0].\(key): missing: every mask carries it")
    } + [
        Damage(id: "composition without v", replace: "\"v\":\"5.7.0\",", with: "", expected: "doc.json:1:1: error: v: missing: every composition carries it"),
        Damage(id: "composition without assets", replace: "\"assets\":[],", with: "", expected: "doc.json:1:1: error: assets: missing: every composition carries it"),
    ]

    @Test func completeDocumentsPass() {
        #expect(LottieLint.problems(Array(Self.masked.utf8), file: "doc.json", layers: 1) == [])
    }

    @Test(arguments: layerCases + transformCases + maskAndCompositionCases)
    func leftOutMemberIsReported(_ item: Damage) {
        #expect(Self.masked.contains(item.replace), "the case must change the document")
        let broken = Self.masked.replacingOccurrences(of: item.replace, with: item.with)
        let problems = LottieLint.problems(Array(broken.utf8), file: "doc.json", layers: 1)
        #expect(problems.contains { $0.description.contains(item.expected) }, "\(problems)")
        // Only what was left out is reported: the profile names the one member, nothing else breaks.
        #expect(problems.count == 1, "\(problems)")
    }
}
