import Foundation
import RippleKit
import RippleMarkup
import RippleSerializers
import RippleTemplates
import Testing

/// `--minify`: the shortest equivalent markup, measured against the published anchors it competes with.
/// (Equivalence in real browsers is checked by Tests/Browser with the `minify` cases; validity by the
/// minified goldens and the random-options property test.)
struct MinifiedDocumentTests {
    struct SizeCase: Sendable, CustomTestStringConvertible {
        let style: String
        let parameters: [String: String]
        let format: OutputFormat
        /// The anchor doing the same job, and its size in bytes (web-assets.md §1).
        let anchor: String
        let limit: Int
        var testDescription: String { "\(style) \(parameters) \(format.rawValue) ≤ \(anchor) \(limit) B" }
    }

    static let sizeCases: [SizeCase] = [
        SizeCase(style: "ring", parameters: [:], format: .smil, anchor: "svg-spinners pulse-ring", limit: 683),
        SizeCase(style: "ring", parameters: [:], format: .css, anchor: "svg-spinners pulse-ring", limit: 461),
        SizeCase(style: "ring", parameters: ["rings": "3"], format: .smil, anchor: "svg-spinners pulse-rings-3", limit: 1994),
        SizeCase(style: "ring", parameters: ["rings": "3"], format: .css, anchor: "svg-spinners pulse-rings-3", limit: 853),
        SizeCase(style: "ring", parameters: ["rings": "2"], format: .smil, anchor: "SVG-Loaders rings.svg", limit: 1784),
        SizeCase(style: "fill", parameters: [:], format: .smil, anchor: "SVG-Loaders puff.svg", limit: 1460),
        SizeCase(style: "material", parameters: [:], format: .smil, anchor: "SVG-Loaders puff.svg", limit: 1460),
        SizeCase(style: "splash", parameters: [:], format: .smil, anchor: "SVG-Loaders puff.svg", limit: 1460),
    ]

    static func minified(_ style: String, _ parameters: [String: String] = [:], format: OutputFormat,
                         idPrefix: String? = nil) throws -> String {
        let template = try #require(try BuiltinStyles.template(named: style))
        let animation = try template.resolve(StyleOptions(parameters: parameters))
        return DocumentRenderer.render(animation, options: RenderOptions(format: format, idPrefix: idPrefix, layout: .compact))
    }

    @Test(arguments: sizeCases)
    func noLargerThanTheAnchor(_ item: SizeCase) throws {
        let document = try Self.minified(item.style, item.parameters, format: item.format)
        #expect(document.utf8.count <= item.limit, "\(document.utf8.count) B: \(document)")
        #expect(document.contains("<title>"))
    }

    @Test func ringTakesTheShortestSpellings() throws {
        let css = try Self.minified("ring", format: .css)
        #expect(!css.contains("version="))
        #expect(css.contains(#"viewBox="-104 -104 208 208""#))           // the centre folded into the viewBox
        #expect(css.contains(#"<circle r="50""#) && !css.contains("<g"))  // a round ellipse is a circle
        #expect(css.contains(##"stroke="#ff0""##))
        #expect(css.contains("0.7s ease-out infinite}"))                  // keyword, no 0s delay
        #expect(css.contains("{0%{opacity:1}to{transform:scale(2)}}"))    // rest values left implicit
        #expect(css.contains("@media(prefers-reduced-motion){") && css.contains("@media(forced-colors){"))
        let smil = try Self.minified("ring", format: .smil)
        #expect(!smil.contains("begin=") && !smil.contains("keyTimes=") && !smil.contains("calcMode=\"linear\""))
    }

    @Test func ringsShareOneKeyframesRule() throws {
        let css = try Self.minified("ring", ["rings": "3"], format: .css)
        #expect(css.components(separatedBy: "@keyframes").count == 2)
        #expect(css.contains(" 0.2333s infinite") && css.contains(" 0.4667s infinite"))
        let pretty = DocumentRenderer.render(try #require(try BuiltinStyles.template(named: "ring"))
            .resolve(StyleOptions(parameters: ["rings": "3"])), options: RenderOptions(format: .css))
        #expect(pretty.components(separatedBy: "@keyframes").count == 2)
    }

    /// A layer's name ends with its index, so no prefix can make the `animation` shorthand read it as a
    /// keyword (`ease`, `infinite`, `forwards`, …).
    @Test(arguments: ["ease", "infinite", "none", "linear"])
    func aKeywordPrefixStaysAName(_ prefix: String) throws {
        let css = try Self.minified("ring", format: .css, idPrefix: prefix)
        #expect(css.contains("@keyframes \(prefix)0{") && css.contains("animation:\(prefix)0 0.7s"))
    }

    @Test func defaultNamesAreFiveCharactersAndDifferPerAsset() throws {
        let first = try Self.minified("ring", format: .css)
        let second = try Self.minified("ring", ["rings": "2"], format: .css)
        func name(_ document: String) throws -> String {
            let range = try #require(document.range(of: #"@keyframes [A-Za-z][A-Za-z0-9]{4}0\{"#, options: .regularExpression))
            return String(document[range].dropFirst("@keyframes ".count).dropLast(2))
        }
        #expect(try name(first).count == 5)
        #expect(try name(first) != name(second))
    }

    @Test(arguments: [(0x1E88E5, "#1e88e5"), (0xFFFF00, "#ff0"), (0x112233, "#123"), (0x000000, "#000")])
    func shortHexOnlyWhenExact(_ item: (UInt32, String)) {
        #expect(RGBA(hex: item.0).shortHexRGB == item.1)
    }
}
