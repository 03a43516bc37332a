import RippleDiagnostics

/// The bounds of a style spec, read by `TemplateReader` and `TemplateResolver` before any layer is built.
///
/// Every layer costs each format linear work, and the web format more than linear (512, 1,024 and 2,048
/// layers took 0.47, 1.39 and 3.61 s): a ripple has a handful of layers (the built-in styles at most 12), so
/// these bounds leave room for any real design and make the worst accepted spec a matter of seconds.
package enum SpecBounds {
    /// Entries of a spec's `layers` array, counted when the file is read.
    package static let layerEntries = Bound(64, "entries in a spec's layers")
    /// One entry's `count` (its copies).
    package static let count = Bound(64, "copies of one layer (count)")
    /// Layers after every entry's `count` is applied: what every format draws.
    package static let layers = Bound(64, "layers in all (the layers' counts added up)")
    /// Segments of one track (`tracks.scale`, …), counted when the file is read.
    package static let segments = Bound(256, "segments in one track")
    /// Variables, curves and parameters of a spec (each array), counted when the file is read.
    package static let definitions = Bound(256, "items in one variables, curves, parameters or choices array")
    /// The magnitude of every scale and of every position and length a layer resolves to (its centre, size,
    /// translation and reach, size × scale with the stroke), checked at the value's key as each layer is built.
    /// A ripple is a few view sides across (the built-in styles reach about 50,000 units at their largest
    /// flags); far past that, a value is a typo, and every frame, pixel and Lottie number computed from it
    /// stays far from overflow (a raster frame of 6 million units at 4 px per unit is 2.4 × 10^7 px a side).
    package static let geometry = Bound(1_000_000, "for a scale, or user units of a layer's centre, size, translation or reach (size × scale)")

    /// The value bounds the parsers check, from their own constants: an expression, path data.
    package static let values: [Bound] = [
        Bound(ExpressionParser.maximumLength, "characters in one expression"),
        Bound(ExpressionParser.maximumNesting, "levels of parentheses and calls in one expression"),
        Bound(ExpressionParser.maximumTerms, "operators and arguments in one expression"),
        Bound(PathParser.maxCharacters, "characters of path data (--shape path:D, --clip path:D, a spec's shape)"),
        Bound(PathParser.maxSegments, "segments in one path"),
    ]

    /// The bounds of the options every style has, from the constants their parsers read (a flag past one is
    /// refused with exit 64, a spec's default with 65).
    package static let options: [Bound] = [
        Bound(StrictNumber.maximumLength, "characters in one number, after its sign"),
        Bound(Int(StyleOptions.maximumSide), "px on one side of the view (--size), a stroke width or a corner radius"),
        Bound(Int(Timing.maximumSeconds), "seconds in a duration, a delay or a time"),
        Bound(Int(RepeatLimit.model.maximum), "plays (--repeat, a spec's repeat); never unrolled in SVG and web"),
    ]

    /// Every bound above, in the order the bounds table lists them.
    package static let all: [Bound] = [layerEntries, count, layers, segments, definitions, geometry] + values
}
