import RippleKit

/// N still frames of one run side by side in a PNG, for people to read: each frame in a 1-px grey border,
/// 8 px of transparency between frames, so frames with the same background never merge into one band.
///
/// The frames cover exactly one run (`RunSpan`): for a loop, one period at `P·k/N` (the frame after the last
/// would be the first again); for a finite animation, the whole run at `E·k/(N−1)`, first and final frame
/// included.
package enum Filmstrip {
    /// Largest image accepted, in pixels.
    package static let maximumPixels = 64_000_000
    /// Transparent pixels between two framed frames.
    package static let gap = 8
    /// The border's colour, opaque mid-grey: visible on light and dark pages.
    static let border: [UInt8] = [0x9E, 0x9E, 0x9E, 0xFF]

    /// The times of `count` frames over one run.
    package static func times(for animation: RippleAnimation, count: Int) -> [Double] {
        let span = RunSpan(animation)
        if span.loops || count == 1 {
            return (0..<count).map { span.seconds * Double($0) / Double(count) }
        }
        return (0..<count).map { span.seconds * Double($0) / Double(count - 1) }
    }

    /// The size of a strip of `count` frames of `frameWidth` × `frameHeight` px, and whether it is accepted
    /// (a frame drawn and at most `maximumPixels` in all).
    package static func size(frameWidth: Int, frameHeight: Int, count: Int) -> (width: Int, height: Int, fits: Bool) {
        let cellWidth = frameWidth + 2, cellHeight = frameHeight + 2
        // Checked products: a frame may be up to 2^31 px a side (`FrameRenderer.pixels`), and count is any Int.
        let (span, wide) = count.multipliedReportingOverflow(by: cellWidth + gap)
        let width = wide ? Int.max : span - gap
        let (area, large) = width.multipliedReportingOverflow(by: cellHeight)
        // Each frame is a cairo surface, so its sides are bounded as an animated file's (`RasterLimit.maximumSide`).
        let drawable = frameWidth > 0 && frameHeight > 0 && frameWidth <= RasterLimit.maximumSide && frameHeight <= RasterLimit.maximumSide
        return (width, cellHeight, drawable && !wide && !large && area <= maximumPixels)
    }

    /// Renders the filmstrip.
    ///
    /// - Parameters:
    ///   - animation: the model.
    ///   - count: frames, 1…120.
    ///   - scale: pixels per user unit.
    /// - Returns: PNG bytes (8-bit RGBA, transparent where nothing is drawn).
    /// - Throws: `RasterError` when librsvg, cairo or zlib is missing or a frame cannot be rendered.
    package static func png(_ animation: RippleAnimation, count: Int, scale: Int = 1) throws(RasterError) -> [UInt8] {
        let renderer = try FrameRenderer(animation, scale: scale)
        let cellWidth = renderer.width + 2, cellHeight = renderer.height + 2
        let size = size(frameWidth: renderer.width, frameHeight: renderer.height, count: count)
        guard size.fits else { throw .tooLarge(width: size.width, height: size.height) }
        let width = size.width
        var strip = RGBAImage(width: width, height: cellHeight)
        for (index, time) in times(for: animation, count: count).enumerated() {
            let frame = try renderer.frame(at: time)
            let left = index * (cellWidth + gap)
            for y in 0..<cellHeight {
                for x in 0..<cellWidth {
                    let inside = x > 0 && y > 0 && x <= renderer.width && y <= renderer.height
                    let target = (y * width + left + x) * 4
                    if inside {
                        let source = ((y - 1) * renderer.width + x - 1) * 4
                        strip.pixels[target..<(target + 4)] = frame.pixels[source..<(source + 4)]
                    } else {
                        strip.pixels[target..<(target + 4)] = border[0..<4]
                    }
                }
            }
        }
        return try PNGEncoder.still(strip)
    }
}
