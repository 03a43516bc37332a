/// A Lottie document made from a model: the JSON tree, and the timing facts a caller reports or tests.
package struct LottieDocument: Sendable {
    /// The JSON tree (render it with `LottieJSON.rendered(pretty:)`).
    package let json: LottieJSON
    /// `fr`: frames per second.
    package let fps: Double
    /// `op`: the out point (frames; `ip` is 0).
    package let outPoint: Double
    /// The document time frame 0 shows, the seconds covered, and whether players should loop it.
    package let window: LottieWindow
}
