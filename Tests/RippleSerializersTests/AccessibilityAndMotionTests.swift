import RippleKit
import RippleSerializers
import RippleTemplates
import RippleValidation
import Testing

/// Accessibility profiles and the CSS format's answers to reduced motion and forced colours.
struct AccessibilityAndMotionTests {
    static func render(_ style: String = "ring", _ options: StyleOptions = StyleOptions(), _ render: RenderOptions) throws -> String {
        let template = try #require(try BuiltinStyles.template(named: style))
        return DocumentRenderer.render(try template.resolve(options), options: render)
    }

    struct ProfileCase: Sendable, CustomTestStringConvertible {
        let id: String
        let profile: Profile
        let decorative: Bool
        let present: [String]
        let absent: [String]
        var testDescription: String { id }
    }

    static let profileCases: [ProfileCase] = [
        ProfileCase(id: "svg11 named", profile: .svg11, decorative: false, present: ["<title>Loading</title>", "<desc>A ring</desc>"],
                    absent: ["role=", "aria-"]),
        ProfileCase(id: "svg11 decorative", profile: .svg11, decorative: true, present: [], absent: ["<title>", "<desc>", "aria-"]),
        ProfileCase(id: "svg2 named", profile: .svg2, decorative: false,
                    present: [#"role="img" aria-label="Loading""#, "<title>Loading</title>"], absent: ["aria-hidden"]),
        ProfileCase(id: "svg2 decorative", profile: .svg2, decorative: true, present: [#"aria-hidden="true""#], absent: ["<title>", "role="]),
    ]

    @Test(arguments: profileCases)
    func profilesAndDecorativeAssets(_ item: ProfileCase) throws {
        for format in OutputFormat.allCases {
            let text = try Self.render("ring", StyleOptions(title: "Loading", description: "A ring"),
                                       RenderOptions(format: format, profile: item.profile, decorative: item.decorative))
            for fragment in item.present { #expect(text.contains(fragment), "\(format): missing \(fragment)") }
            for fragment in item.absent { #expect(!text.contains(fragment), "\(format): unexpected \(fragment)") }
            let validator = SVGValidator()
            #expect(validator.validate(text, file: "a11y", allowing: item.profile.extraRootAttributes).isEmpty)
            if item.profile == .svg2 {
                // Strict SVG 1.1 validation refuses the ARIA attributes: the default profile stays pure.
                #expect(!validator.validate(text, file: "a11y").isEmpty)
            }
        }
    }

    @Test func reducedMotionShowsTheModelsCalmFrame() throws {
        let template = try #require(try BuiltinStyles.template(named: "material"))
        let animation = try template.resolve(StyleOptions(origin: .point(Vector(20, 30))))
        #expect(abs(animation.calmFrameTime - 0.225) < 0.001) // fully expanded, before the fade
        let text = DocumentRenderer.render(animation, options: RenderOptions(format: .css, idPrefix: "m"))
        #expect(text.contains("@media (prefers-reduced-motion: reduce) {"))
        #expect(text.contains(".m-0 { animation: none; transform: scale(1); opacity: 1; }"))
        #expect(text.contains(".m-0-move { animation: none; transform: translate(0px,0px); }"))
    }

    @Test func reducedMotionAtAChosenTime() throws {
        let text = try Self.render("ring", StyleOptions(), RenderOptions(format: .css, idPrefix: "r", reducedMotion: .still(at: 0.35)))
        #expect(text.contains(".r-0 { animation: none; transform: scale(1.6846); opacity: 0.3154; }"))
    }

    @Test func slowReducedMotionScalesDurationsAndDelays() throws {
        let text = try Self.render("pulse", StyleOptions(), RenderOptions(format: .css, idPrefix: "p", reducedMotion: .slow(factor: 4)))
        #expect(text.contains(".p-1 { animation: p-1 9.2s linear 0.6s infinite, p-1-1 9.2s linear 0.6s infinite; }"))
    }

    @Test func reducedMotionNoneAndSMILHaveNoMediaQuery() throws {
        let none = try Self.render("ring", StyleOptions(), RenderOptions(format: .css, reducedMotion: .none))
        #expect(!none.contains("prefers-reduced-motion"))
        let smil = try Self.render("ring", StyleOptions(), RenderOptions(format: .smil))
        #expect(!smil.contains("@media"))
    }

    @Test func forcedColorsUseSystemColours() throws {
        let text = try Self.render("fill", StyleOptions(background: RGBA(hex: 0x202020)), RenderOptions(format: .css, idPrefix: "f"))
        #expect(text.contains("@media (forced-colors: active) {\n        .f-0 { fill: CanvasText; }\n        .f-bg { fill: Canvas; }"))
    }
}
