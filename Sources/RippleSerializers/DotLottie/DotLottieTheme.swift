import RippleKit

/// A dotLottie theme (`t/ID.json`): rules that set the animation's slots (`LottieSlots`), a `Color` rule for
/// the ripple's colour, a `Scalar` rule for its opacity (0–100, as the slot holds it) and, when the
/// animation has a background, a `Color` rule for it.
package struct DotLottieTheme: Equatable, Sendable {
    /// The theme's id: its file is `t/ID.json`.
    package let id: String
    /// The ripple's colour (its alpha is ignored: opacity is `opacity`).
    package let color: RGBA
    /// The ripple's opacity, 0…1.
    package let opacity: Double
    /// The background's colour, for animations with one.
    package let background: RGBA?

    /// A theme.
    package init(id: String, color: RGBA, opacity: Double, background: RGBA? = nil) {
        self.id = id
        self.color = color
        self.opacity = opacity
        self.background = background
    }

    /// The two themes every ripple has: `light`, the style's own colour and opacity (the slots' defaults),
    /// and `dark`, white at the same opacity (a dark interface's ripple, as Material's dark theme draws its
    /// state layers); `background`, when the animation has one, stays as it is in both.
    package static func standard(color: RGBA, opacity: Double, background: RGBA?) -> [DotLottieTheme] {
        [DotLottieTheme(id: "light", color: color, opacity: opacity, background: background),
         DotLottieTheme(id: "dark", color: RGBA(red: 1, green: 1, blue: 1), opacity: opacity, background: background)]
    }

    /// The theme file's JSON: `{"rules": [...]}`.
    package var json: LottieJSON {
        var rules: [LottieJSON] = [
            Self.rule(LottieSlots.colorID, type: "Color", .numbers(LottieSlots.channels(color))),
            Self.rule(LottieSlots.opacityID, type: "Scalar", .number(opacity * 100)),
        ]
        if let background { rules.append(Self.rule(LottieSlots.backgroundID, type: "Color", .numbers(LottieSlots.channels(background)))) }
        return .object([("rules", .array(rules))])
    }

    private static func rule(_ id: String, type: String, _ value: LottieJSON) -> LottieJSON {
        .object([("id", .string(id)), ("type", .string(type)), ("value", value)])
    }
}
