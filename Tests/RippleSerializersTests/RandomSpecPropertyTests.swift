import RippleKit
import RippleMarkup
import RippleSerializers
import RippleTemplates
import RippleTestSupport
import RippleValidation
import Testing

/// Thousands of random valid option sets across every style and flag all give documents that pass the
/// SVG 1.1 DTD and the lint, in every format, and render the same bytes twice.
struct RandomSpecPropertyTests {
    static func randomOptions(for template: StyleTemplate, using rng: inout SplitMix) -> StyleOptions {
        var options = StyleOptions()
        let width = Double(Int.random(in: 1...800, using: &rng)) / Double([1, 2, 4].randomElement(using: &rng)!)
        let height = Double(Int.random(in: 1...800, using: &rng)) / Double([1, 3].randomElement(using: &rng)!)
        if Bool.random(using: &rng) { options.size = Size(width, height) }
        let size = options.size ?? Size(template.defaults.size[0], template.defaults.size[1])
        if Bool.random(using: &rng) {
            options.origin = .point(Vector(Double.random(in: 0...size.width, using: &rng), Double.random(in: 0...size.height, using: &rng)))
        }
        if Bool.random(using: &rng) { options.color = RGBA(hex: UInt32.random(in: 0...0xFFFFFF, using: &rng), alpha: Double.random(in: 0...1, using: &rng)) }
        if Bool.random(using: &rng) { options.opacity = Double.random(in: 0...1, using: &rng) }
        if Int.random(in: 0..<4, using: &rng) == 0 { options.strokeWidth = Double.random(in: 0.1...20, using: &rng) }
        if Bool.random(using: &rng) { options.duration = Double.random(in: 0.01...30, using: &rng) }
        if Bool.random(using: &rng) { options.delay = Double.random(in: -5...5, using: &rng) }
        if Bool.random(using: &rng) {
            options.repeatCount = Bool.random(using: &rng) ? .indefinite : .count(Double.random(in: 1...50, using: &rng))
        }
        if Bool.random(using: &rng) {
            options.easing = Bool.random(using: &rng) ? Easing.named.randomElement(using: &rng)!.easing
                : .cubicBezier(.random(in: 0...1, using: &rng), .random(in: 0...1, using: &rng), .random(in: 0...1, using: &rng), .random(in: 0...1, using: &rng))
        }
        if Bool.random(using: &rng) { options.shape = [ShapeOption.circle, .ellipse, .heart].randomElement(using: &rng)! }
        if Bool.random(using: &rng) {
            options.clip = [ClipOption.none, .bounds, .circle, .rounded(Double.random(in: 0...50, using: &rng))].randomElement(using: &rng)!
        }
        for parameter in template.parameters ?? [] where Bool.random(using: &rng) {
            switch parameter.kind {
            case .choice:
                options.parameters[parameter.name] = parameter.choices?.randomElement(using: &rng)?.name
            case .integer:
                let low = Int(parameter.min ?? 0), high = Int(parameter.max ?? 10)
                options.parameters[parameter.name] = String(Int.random(in: low...high, using: &rng))
            default:
                let low = parameter.min ?? 0, high = min(parameter.max ?? 10, 5)
                let value = (Double.random(in: low...max(low, high), using: &rng) * 1000).rounded() / 1000
                options.parameters[parameter.name] = String(max(value, low))
            }
        }
        return options
    }

    @Test(arguments: BuiltinStyles.names)
    func randomOptionsGiveValidDocuments(_ name: String) throws {
        let template = try #require(try BuiltinStyles.template(named: name))
        let validator = SVGValidator()
        var rng = SplitMix(state: UInt64(name.utf8.reduce(0) { $0 &* 31 &+ UInt64($1) }))
        var refused: [String] = []
        for round in 0..<300 {
            let options = Self.randomOptions(for: template, using: &rng)
            let animation: RippleAnimation
            do {
                animation = try template.resolve(options)
            } catch {
                // Some combinations are refused on purpose (e.g. a shrinking ring's zero size): they must say why.
                #expect(!error.message.isEmpty)
                refused.append(error.description)
                continue
            }
            let frame = Double.random(in: 0...10, using: &rng)
            // Each format both explicit and minified (alternating rounds), and a still frame.
            let layouts: (XMLRenderer.Layout, XMLRenderer.Layout) = round.isMultiple(of: 2) ? (.pretty, .compact) : (.compact, .pretty)
            for render in [RenderOptions(format: .smil, layout: layouts.0), RenderOptions(format: .css, layout: layouts.1),
                           RenderOptions(layout: layouts.1, frameTime: frame)] {
                let document = DocumentRenderer.render(animation, options: render)
                let problems = validator.validate(document, file: "\(name)-\(round)")
                #expect(problems.isEmpty, "\(name) round \(round) \(options): \(problems.map(\.description).joined(separator: "; "))")
                #expect(DocumentRenderer.render(animation, options: render) == document)
            }
        }
        #expect(refused.count < 15, "too many random option sets refused: \(refused.prefix(5))")
    }
}
