import RippleRaster
import RippleSerializers

/// What a request makes, with every setting of that kind typed and checked, and no path: the renderers take
/// this and nothing else (no flag is read past the command line's parsing).
package enum OutputPlan: Equatable, Sendable {
    /// `--evaluate T[,T…]`: the model's values at these times, as JSON.
    case evaluate(times: [Double])
    /// `--filmstrip N`: a PNG of N frames of one cycle.
    case filmstrip(frames: Int)
    /// `--format smil|css` (a still frame with `--at`): an SVG document.
    case document(RenderOptions)
    /// `--format web`: the style sheet, the script and the module.
    case web(WebRenderer.Options)
    /// `--format lottie`: `--fps` (`nil`: the serializer's choice) and `--minify`.
    case lottie(fps: Double?, minified: Bool)
    /// `--format dotlottie`: as `lottie`, and `--theme`'s themes.
    case dotLottie(fps: Double?, minified: Bool, themes: [ThemeOption])
    /// `--format png --at T`: one still frame.
    case still(time: Double, scale: Int)
    /// `--format apng|webp|gif`: an animated image.
    case animated(RasterFormat, fps: Int, scale: Int)
}
