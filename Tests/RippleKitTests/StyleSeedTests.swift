import RippleKit
import RippleTemplates
import Testing

/// The built-in styles against the numbers of their seeds (ripple-systems.md).
struct StyleSeedTests {
    static func style(_ name: String, _ options: StyleOptions = StyleOptions()) throws -> RippleAnimation {
        try #require(try BuiltinStyles.template(named: name)).resolve(options)
    }

    static func radius(_ layer: RippleLayer) -> Double {
        if case .circle(let radius) = layer.shape { return radius }
        return .nan
    }

    @Test func materialMatchesMDCRippleLayer() throws {
        let material = try Self.style("material")
        let layer = material.layers[0]
        let finalRadius = Self.radius(layer)
        #expect(abs(finalRadius - 80.7107) < 1e-4) // hypot(50, 50) + 10
        let start = material.values(at: 0)[0]
        #expect(abs(start.scale - 0.37169) < 1e-5) // MDCRippleLayerTests expects 0.37169
        #expect(abs(start.scale * finalRadius - 30) < 1e-9) // initial radius 0.3·max(W,H)
        #expect(start.opacity == 0)
        let expanded = material.values(at: 0.225)[0]
        #expect(abs(expanded.scale - 1) < 1e-9)
        #expect(expanded.translate == .zero)
        #expect(abs(material.values(at: 0.075)[0].opacity - 1) < 1e-9)
        #expect(material.values(at: 0.0375)[0].opacity == 0.5) // linear fade-in
        // Web release rule at the default hold: a 0.15 s linear fade from 0.225 s.
        #expect(abs(material.values(at: 0.3)[0].opacity - 0.5) < 1e-9)
        #expect(material.values(at: 0.375)[0].opacity == 0)
        #expect(material.endTime == 0.375)
        #expect(material.clip == .rect(Rect(x: 0, y: 0, width: 100, height: 100), cornerRadius: 0))
        #expect(layer.paint.fill == RGBA(hex: 0x000000, alpha: 0.12))
    }

    @Test func materialCentreDriftsFromTheTouchPoint() throws {
        let material = try Self.style("material", StyleOptions(origin: .point(Vector(20, 30))))
        #expect(material.values(at: 0)[0].translate == Vector(-30, -20))
        let middle = material.values(at: 0.1125)[0].translate // ease-in-out is symmetric: half way at half time
        #expect(abs(middle.x + 15) < 1e-6 && abs(middle.y + 10) < 1e-6)
        #expect(material.values(at: 0.225)[0].translate == .zero)
    }

    struct ReleaseCase: Sendable, CustomTestStringConvertible {
        let rule: String
        let hold: Double
        let samples: [(time: Double, opacity: Double)]
        var testDescription: String { "\(rule) release at \(hold)" }
    }

    static let releaseCases: [ReleaseCase] = [
        ReleaseCase(rule: "web", hold: 0.1, samples: [(0.2, 1), (0.3, 0.5), (0.375, 0)]),
        ReleaseCase(rule: "web", hold: 0.5, samples: [(0.45, 1), (0.575, 0.5), (0.65, 0)]),
        ReleaseCase(rule: "literal", hold: 0.1, samples: [(0.15, 1), (0.225, 0.5), (0.3, 0)]),
        // Released at 0.2 s, the fade animation [0.15, 0.30] is already a third through: a jump to 2/3.
        ReleaseCase(rule: "literal", hold: 0.2, samples: [(0.19, 1), (0.2, 2.0 / 3), (0.25, 1.0 / 3)]),
        // Released after the expansion, the fade window is over: the ripple vanishes at once.
        ReleaseCase(rule: "literal", hold: 0.4, samples: [(0.39, 1), (0.4, 0)]),
    ]

    @Test(arguments: releaseCases)
    func materialReleaseRules(_ item: ReleaseCase) throws {
        let material = try Self.style("material", StyleOptions(parameters: ["releaseRule": item.rule, "hold": "\(item.hold)"]))
        for sample in item.samples {
            #expect(abs(material.values(at: sample.time)[0].opacity - sample.opacity) < 1e-6, "t=\(sample.time)")
        }
    }

    @Test func materialUnboundedUsesMaxRadiusAndNoClip() throws {
        let material = try Self.style("material", StyleOptions(parameters: ["bounds": "unbounded", "maxRadius": "60"]))
        #expect(material.clip == nil)
        #expect(Self.radius(material.layers[0]) == 60)
        #expect(abs(material.values(at: 0)[0].scale - 0.5) < 1e-12)
    }

    @Test(arguments: [("normal", 0x000000, 0.12), ("highlighted", 0x000000, 0.12), ("selected", 0x6200EE, 0.08),
                      ("selected-highlighted", 0x6200EE, 0.12), ("dragged", 0x000000, 0.08)])
    func materialStateColours(_ state: String, _ hex: Int, _ alpha: Double) throws {
        let material = try Self.style("material", StyleOptions(parameters: ["state": state]))
        #expect(material.layers[0].paint.fill == RGBA(hex: UInt32(hex), alpha: alpha))
    }

    @Test func fillCoversTheFarCornerOnlyWithTheCornerRule() throws {
        let corner = try Self.style("fill", StyleOptions(origin: .point(Vector(0, 0))))
        #expect(Self.radius(corner.layers[0]) >= 141.4)
        let edge = try Self.style("fill", StyleOptions(origin: .point(Vector(0, 0)), parameters: ["radiusRule": "edge"]))
        #expect(Self.radius(edge.layers[0]) == 100)
        let values = corner.values(at: 0.15)[0]
        #expect(values.scale == 0.5)
        #expect(abs(values.opacity - 0.15) < 1e-12)
        #expect(abs(corner.values(at: 0.3)[0].opacity - 0.3) < 1e-12)
        #expect(abs(corner.values(at: 0.375)[0].opacity - 0.15) < 1e-12)
        #expect(corner.values(at: 0.45)[0].opacity == 0)
        #expect(corner.layers[0].paint.fill == RGBA(hex: 0xFFFFFF))
    }

    @Test func splashMatchesTheSwiftRippleExample() throws {
        let splash = try Self.style("splash", StyleOptions(size: Size(360, 500), parameters: ["ripplePercent": "0.7"]))
        let layer = splash.layers[0]
        #expect(abs(Self.radius(layer) * 2 - 350) < 1e-9)
        let extended = splash.values(at: 0.8)[0] // hold 0.4 + disappear 0.4
        #expect(abs(extended.scale - 4.1409) < 1e-4)
        #expect(abs(splash.values(at: 0.8)[0].opacity - 0.25) < 1e-9) // opacity is 0.25 when the scale stops
        #expect(splash.values(at: 0.9)[0].opacity == 0)
        #expect(abs(splash.values(at: 0)[0].scale - 0.3) < 1e-12)
    }

    @Test func splashQuickTapInterruptsTheAppearance() throws {
        let splash = try Self.style("splash", StyleOptions(parameters: ["hold": "0.2"]))
        let atRelease = splash.values(at: 0.2)[0].scale
        let uninterrupted = 0.3 + 0.7 * Easing.easeOut(0.5)
        #expect(abs(atRelease - uninterrupted) < 1e-6)
        #expect(splash.values(at: 0.25)[0].scale > atRelease) // extends from where it was
    }

    @Test func pulseStaggersScaledRipples() throws {
        let pulse = try Self.style("pulse")
        #expect(pulse.layers.count == 3)
        #expect(pulse.layers.map(\.group.timing.delay) == [0, 0.15, 0.3])
        #expect(pulse.values(at: 0.1)[1].opacity == 0) // ripple 2 has not started
        let second = pulse.values(at: 0.15)[1]
        #expect(abs(second.scale - 0.3 * 0.85) < 1e-9)
        let appeared = pulse.values(at: 0.8)[0]
        #expect(abs(appeared.scale - 1) < 1e-9)
        #expect(abs(Self.radius(pulse.layers[0]) - 90) < 1e-9) // d = 0.6·300
        #expect(pulse.endTime == nil)
        // Ripple 3 is removed at 1.0 s, 0.7 s after it appeared: its appearance is cut short.
        let third = pulse.values(at: 1.0)[2].scale
        #expect(third < 0.7 && third > 0.21)
    }
}
