import Foundation
import RippleKit
import RippleSerializers
import RippleTemplates
import RippleTestSupport
import RippleValidation
import Testing

/// The rendered documents, byte for byte, and every golden through the validator.
struct GoldenDocumentTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let id: String
        let style: String
        let options: StyleOptions
        let render: RenderOptions
        var testDescription: String { id }
        var golden: String { "golden/\(id).svg" }
    }

    static let custom = StyleOptions(color: RGBA(hex: 0x1E88E5), delay: -0.35, easing: .standard, title: "Loading <ring> & more")

    static let cases: [Case] = [
        Case(id: "ring-smil", style: "ring", options: StyleOptions(), render: RenderOptions(format: .smil)),
        Case(id: "ring-css", style: "ring", options: StyleOptions(), render: RenderOptions(format: .css)),
        Case(id: "ring-repeat25-smil", style: "ring", options: StyleOptions(repeatCount: .count(25)), render: RenderOptions(format: .smil)),
        Case(id: "ring-repeat25-css", style: "ring", options: StyleOptions(repeatCount: .count(25)), render: RenderOptions(format: .css)),
        Case(id: "ring-200x100-smil", style: "ring", options: StyleOptions(size: Size(200, 100)), render: RenderOptions(format: .smil)),
        Case(id: "ring-200x100-css", style: "ring", options: StyleOptions(size: Size(200, 100)), render: RenderOptions(format: .css)),
        Case(id: "ring-custom-smil", style: "ring", options: custom, render: RenderOptions(format: .smil, idPrefix: "brand")),
        Case(id: "ring-custom-css", style: "ring", options: custom, render: RenderOptions(format: .css, idPrefix: "brand")),
        Case(id: "ring-compact-css", style: "ring", options: StyleOptions(strokeWidth: 2, repeatCount: .count(2.5)),
             render: RenderOptions(format: .css, layout: .compact)),
        Case(id: "ring-rings3-css", style: "ring", options: StyleOptions(parameters: ["rings": "3"]), render: RenderOptions(format: .css)),
        Case(id: "ring-rings3-smil", style: "ring", options: StyleOptions(parameters: ["rings": "3"]), render: RenderOptions(format: .smil)),
    ] + styleCases + minifiedCases

    /// `--minify` of every style at its defaults, in both formats, and of a clipped, translated variant.
    static let minifiedCases: [Case] = [
        ("ring", "ring", StyleOptions()),
        ("ring-rings3", "ring", StyleOptions(parameters: ["rings": "3"])),
        ("fill", "fill", StyleOptions()),
        ("material", "material", StyleOptions()),
        ("splash", "splash", StyleOptions()),
        ("pulse", "pulse", StyleOptions()),
        ("material-literal", "material", StyleOptions(origin: .point(Vector(80, 10)), parameters: ["releaseRule": "literal", "hold": "0.2"])),
    ].flatMap { variant in
        OutputFormat.allCases.map { format in
            Case(id: "\(variant.0)-min-\(format.rawValue)", style: variant.1, options: variant.2,
                 render: RenderOptions(format: format, layout: .compact))
        }
    }

    /// Every other style at its defaults and with one non-default variant, in both formats.
    static let styleVariants: [(id: String, style: String, options: StyleOptions)] = [
        ("fill", "fill", StyleOptions()),
        ("fill-origin", "fill", StyleOptions(size: Size(160, 90), origin: .point(Vector(10, 20)), parameters: ["radiusRule": "edge"])),
        ("material", "material", StyleOptions()),
        ("material-unbounded", "material", StyleOptions(origin: .point(Vector(20, 30)),
                                                       parameters: ["bounds": "unbounded", "maxRadius": "60", "state": "selected", "hold": "0.5"])),
        ("material-literal", "material", StyleOptions(origin: .point(Vector(80, 10)), parameters: ["releaseRule": "literal", "hold": "0.2"])),
        ("splash", "splash", StyleOptions()),
        ("splash-heart", "splash", StyleOptions(size: Size(360, 500), shape: .heart,
                                                parameters: ["ripplePercent": "0.7", "disappear": "opacity", "hold": "0.3"])),
        ("pulse", "pulse", StyleOptions()),
        ("pulse-rings", "pulse", StyleOptions(size: Size(200, 120), color: RGBA(hex: 0x1E88E5), strokeWidth: 3,
                                              parameters: ["rings": "4", "stagger": "0.2", "period": "2"])),
    ]

    static let styleCases: [Case] = styleVariants.flatMap { variant in
        OutputFormat.allCases.map { format in
            Case(id: "\(variant.id)-\(format.rawValue)", style: variant.style, options: variant.options, render: RenderOptions(format: format))
        }
    }

    static func render(_ item: Case) throws -> String {
        let template = try #require(try BuiltinStyles.template(named: item.style))
        return DocumentRenderer.render(try template.resolve(item.options), options: item.render)
    }

    @Test(arguments: cases)
    func matchesGolden(_ item: Case) throws {
        let document = try Self.render(item)
        if let failure = Golden.compare(document, to: item.golden) {
            Issue.record(Comment(rawValue: failure))
        }
    }

    @Test(arguments: cases)
    func goldenIsValid(_ item: Case) throws {
        let url = Golden.fixtures.appendingPathComponent(item.golden)
        let text = try String(contentsOf: url, encoding: .utf8)
        let validator = SVGValidator()
        // Without the DTD the golden still gets well-formedness and the lint; RIPPLEGEN_REQUIRE_DTD=1 (the
        // convention of RippleTestSupport's `Requirement`) makes a missing DTD a failure.
        if case .missing(let reason) = validator.dtdStatus, Requirement("DTD", missing: reason).isRequired {
            Issue.record("RIPPLEGEN_REQUIRE_DTD=1 but the SVG 1.1 DTD is not installed: \(validator.dtdStatus)")
            return
        }
        let problems = validator.validate(text, file: item.golden)
        #expect(problems.isEmpty, "\(problems.map(\.description).joined(separator: "\n"))")
    }

}
