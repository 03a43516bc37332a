import RippleKit
import RippleSerializers
import RippleTemplates
import Testing

/// What the issue's "done when" asks of the ring, checked on the text, plus structural guarantees.
struct SerializerContentTests {
    static func ring(_ options: StyleOptions = StyleOptions(), format: OutputFormat, prefix: String? = nil) throws -> String {
        let template = try #require(try BuiltinStyles.template(named: "ring"))
        return DocumentRenderer.render(try template.resolve(options), options: RenderOptions(format: format, idPrefix: prefix))
    }

    @Test func smilRingCarriesTheSeedTiming() throws {
        let text = try Self.ring(StyleOptions(repeatCount: .count(25)), format: .smil)
        #expect(text.contains(#"repeatCount="25""#))
        #expect(text.contains(#"dur="0.7s""#))
        #expect(text.contains(#"keySplines="0 0 0.58 1""#))
        #expect(text.contains(#"calcMode="spline""#))
        #expect(text.contains(#"type="scale""#))
        #expect(text.contains(#"fill="freeze""#))
        #expect(!text.contains("transform-origin"))
        #expect(!text.contains("<style"))
        #expect(!text.contains("style="))
    }

    @Test func cssRingCarriesTheSeedTiming() throws {
        let text = try Self.ring(StyleOptions(repeatCount: .count(25)), format: .css)
        #expect(text.contains("@keyframes"))
        #expect(text.contains("0.7s linear 0s 25 forwards"))
        #expect(text.contains("animation-timing-function: cubic-bezier(0,0,0.58,1)"))
        #expect(text.contains(#"<style type="text/css">"#))
        #expect(!text.contains("transform-origin"))
    }

    @Test func indefiniteLoopsDoNotFreeze() throws {
        let smil = try Self.ring(format: .smil)
        #expect(smil.contains(#"repeatCount="indefinite""#))
        #expect(!smil.contains("freeze"))
        let css = try Self.ring(format: .css)
        #expect(css.contains(" infinite"))
        #expect(!css.contains("forwards"))
    }

    @Test func defaultPrefixesDifferForDifferentAssets() throws {
        let red = try Self.ring(StyleOptions(color: RGBA(hex: 0xFF0000)), format: .css)
        let blue = try Self.ring(StyleOptions(color: RGBA(hex: 0x0000FF)), format: .css)
        let prefix = { (text: String) -> Substring? in
            text.split(separator: "@keyframes ").dropFirst().first?.split(separator: " ").first
        }
        #expect(prefix(red) != nil)
        #expect(prefix(red) != prefix(blue))
        #expect(prefix(red)?.hasPrefix("ring-") == true)
    }

    @Test func explicitPrefixNamesEverything() throws {
        let text = try Self.ring(format: .css, prefix: "hero")
        #expect(text.contains("@keyframes hero-0 "))
        #expect(text.contains(#"class="hero-0""#))
    }

    /// Found by the browser harness: SMIL drops an interval that ends by time 0, so freeze never applies.
    @Test func aRunOverBeforeTheDocumentStartsIsWrittenAsItsFinalFrame() throws {
        let options = StyleOptions(duration: 0.4, delay: -0.5, repeatCount: .count(1.25))
        let smil = try Self.ring(options, format: .smil)
        #expect(!smil.contains("<animate"))
        #expect(smil.contains(#"opacity="0.6219" transform="scale(1.3781)""#))
        let css = try Self.ring(options, format: .css)
        #expect(css.contains("-0.5s 1.25 forwards"), "CSS applies forwards fill after a negative delay itself")
        let running = try Self.ring(StyleOptions(duration: 0.4, delay: -0.4, repeatCount: .count(1.25)), format: .smil)
        #expect(running.contains("<animateTransform"), "a run still going at time 0 stays animated")
    }

    @Test func titleIsEscaped() throws {
        let text = try Self.ring(StyleOptions(title: "a <b> & \"c\" ]]>"), format: .css)
        #expect(text.contains("<title>a &lt;b&gt; &amp; \"c\" ]]&gt;</title>"))
    }
}
