import RippleKit
import RippleSerializers
import RippleTemplates
import RippleTestSupport
import RippleValidation
import Testing

/// Random valid option sets of every style (the SVG property test's generator) give Lottie documents that
/// pass the lint, render the same bytes twice, and show the model on every sampled frame.
struct LottieRandomSpecTests {
    @Test(arguments: BuiltinStyles.names)
    func randomOptionsGiveSoundDocuments(_ name: String) throws {
        let template = try #require(try BuiltinStyles.template(named: name))
        var rng = SplitMix(state: UInt64(name.utf8.reduce(7) { $0 &* 131 &+ UInt64($1) }))
        for round in 0..<40 {
            let options = RandomSpecPropertyTests.randomOptions(for: template, using: &rng)
            guard let animation = try? template.resolve(options) else { continue }
            let label = "\(name) round \(round) \(options)"
            let minified = round.isMultiple(of: 2)
            let bytes = try LottieSerializer.render(animation, minified: minified)
            let layers = animation.layers.count + (animation.canvas.background == nil ? 0 : 1)
            let problems = LottieLint.problems(bytes, file: label, layers: layers)
            #expect(problems.isEmpty, "\(problems.map(\.description).joined(separator: "; "))")
            #expect(try LottieSerializer.render(animation, minified: minified) == bytes, "\(label): not byte-stable")
            try LottieModelAgreementTests.check(animation, id: label, limit: 120)
        }
    }
}
