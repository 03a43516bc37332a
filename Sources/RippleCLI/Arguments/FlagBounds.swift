import RippleDiagnostics

/// The bounds of flags whose limit is the command line's own (the others are their modules': `SpecBounds`,
/// `RasterTimeline`, `LottieBudget`, …). The value parsers read these, and `BoundsTable` lists them.
enum FlagBounds {
    /// `--evaluate T,T,…`: each time is a line of JSON for every layer.
    static let evaluateTimes = Bound(10_000, "times in --evaluate")
    /// `--filmstrip N`: a strip of 120 frames is already wider than any screen.
    static let filmstripFrames = Bound(120, "frames in --filmstrip")
    /// `--fps` of the animated images: their delays are whole milliseconds or centiseconds.
    static let rasterFPS = Bound(120, "frames per second of an animated image (--fps; GIF at most 50)")
    /// `--fps` of Lottie, whose `fr` players honour as written.
    static let lottieFPS = Bound(240, "frames per second of a Lottie file (--fps)")
    /// `--title` and `--desc`: an accessible name is a phrase, a description a few sentences.
    static let text = Bound(1000, "characters in --title or --desc")
    /// `--scale K` of the raster formats.
    static let scale = Bound(4, "pixels per px (--scale)")
}
