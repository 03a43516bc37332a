import RippleDiagnostics

/// The bounds of flags whose limit is the command line's own (the others are their modules': `SpecBounds`,
/// `RasterTimeline`, `LottieBudget`, and the output kinds' flags' in their descriptors: `RasterOutput.maximumFPS`,
/// …). The value parsers read these, and `BoundsTable` lists them.
enum FlagBounds {
    /// `--evaluate T,T,…`: each time is a line of JSON for every layer.
    static let evaluateTimes = Bound(10_000, "times in --evaluate")
    /// `--filmstrip N`: a strip of 120 frames is already wider than any screen.
    static let filmstripFrames = Bound(120, "frames in --filmstrip")
    /// `--title` and `--desc`: an accessible name is a phrase, a description a few sentences.
    static let text = Bound(1000, "characters in --title or --desc")
}
