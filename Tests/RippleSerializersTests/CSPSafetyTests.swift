import RippleKit
import RippleSerializers
import RippleTemplates
import Testing

/// The SMIL format and still frames work where a Content-Security-Policy blocks inline styles and
/// scripts: no `<style>`, no `style=`, no script or event handler, for every style.
struct CSPSafetyTests {
    @Test(arguments: BuiltinStyles.names)
    func smilAndStillFramesCarryNoStyleOrScript(_ name: String) throws {
        let template = try #require(try BuiltinStyles.template(named: name))
        let animation = try template.resolve(StyleOptions(shape: .heart, clip: .rounded(8)))
        for options in [RenderOptions(format: .smil), RenderOptions(format: .smil, layout: .compact), RenderOptions(frameTime: 0.2)] {
            let document = DocumentRenderer.render(animation, options: options)
            for forbidden in ["<style", "style=", "<script", "javascript:", " on", "<foreignObject", "href="] {
                #expect(!document.contains(forbidden), "\(name): \(forbidden)")
            }
        }
    }
}
