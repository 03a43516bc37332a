import RippleKit

/// One theme of `--theme NAME=COLOR[@OPACITY]` (`--format dotlottie`): its id, the ripple's colour (the CLI's
/// colour grammar; an alpha multiplies the opacity) and opacity (0–1, `nil`: the style's).
package struct ThemeOption: Equatable, Sendable {
    package let id: String
    package let color: RGBA
    package let opacity: Double?

    package init(id: String, color: RGBA, opacity: Double?) {
        self.id = id
        self.color = color
        self.opacity = opacity
    }

    /// The longest theme id (it names the file `t/ID.json`).
    package static let maximumIDLength = 64
}
