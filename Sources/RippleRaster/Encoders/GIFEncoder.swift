import CRippleLibraries
import RippleLibraries
/// Animated GIF through giflib: one exact (or median-cut) palette per file, no dithering, partial alpha
/// matted over a colour (GIF has 1-bit transparency), delays in centiseconds.
///
/// Each frame after the first is cropped to what changed, its unchanged pixels written as the transparent
/// index (they leave the previous frame showing, which also compresses well) over a canvas the previous frame
/// left in place (disposal 1). A pixel that turns transparent cannot be drawn that way, so before such a frame
/// the previous one covers the whole canvas and clears it when it is done (disposal 2), and the frame is drawn
/// on the cleared canvas.
package struct GIFEncoder: Sendable {
    /// The colour partial alpha is matted over, `0xRRGGBB` (`--background`, else white).
    package var matte: UInt32
    /// Crop frames to what changed (`false`: every frame whole, the benchmark's naive baseline).
    package var crop: Bool

    /// An encoder.
    package init(matte: UInt32 = 0xFFFFFF, crop: Bool = true) {
        self.matte = matte
        self.crop = crop
    }

    /// GIF delays under 2 cs are played as 10 cs by browsers, so GIF takes at most 50 frames per second.
    package static let maximumFPS = 50
    static let transparentPixel: UInt32 = 0xFF00_0000

    /// A frame planned for writing.
    struct Planned {
        var indices: [UInt8]
        var delay: Int
        var rect: PixelRect
        var clearsAfter = false
        /// Pixels to skip (write as transparent) because the canvas already shows them.
        var skipUnchanged = false
    }

    /// The GIF of `sequence`, played `plays` times (0: forever; no NETSCAPE block when 1).
    ///
    /// - Throws: `RasterError` when giflib is missing or fails.
    package func encode(_ sequence: FrameSequence, plays: Int) throws(RasterError) -> [UInt8] {
        let library: GIFLibrary.Functions
        switch GIFLibrary.shared {
        case .success(let loaded): library = loaded
        case .failure(let error): throw error
        }
        var matted: [(colors: [UInt32], delay: Int)] = []
        var counts: [UInt32: Int] = [:]
        let timed = sequence.durations(per: 100)
        for (index, frame) in timed.enumerated() {
            let colors = mat(frame.image)
            // A sliver under 2 cs (the end of a run) goes to the frame before it, as do frames equal after matting.
            if let last = matted.last, frame.duration < 2 || last.colors == colors {
                matted[matted.count - 1].delay += frame.duration
                // A finite run's final frame is the picture that stays after the last play: it replaces the one
                // it is merged into (and that one's colours leave the palette's counts).
                if !sequence.timeline.loops, index == timed.count - 1, last.colors != colors {
                    for color in last.colors where color != Self.transparentPixel { counts[color, default: 1] -= 1 }
                    for color in colors where color != Self.transparentPixel { counts[color, default: 0] += 1 }
                    counts = counts.filter { $0.value > 0 }
                    matted[matted.count - 1].colors = colors
                }
                continue
            }
            for color in colors where color != Self.transparentPixel { counts[color, default: 0] += 1 }
            matted.append((colors, frame.duration))
        }
        let palette = GIFPalette(colorCounts: counts)
        let frames = plan(matted, palette: palette, width: sequence.width, height: sequence.height)
        return try write(frames, palette: palette, width: sequence.width, height: sequence.height, plays: plays, library: library)
    }

    /// Opaque colours as `0xRRGGBB`, partial alpha composited over the matte, transparent as `transparentPixel`.
    func mat(_ image: RGBAImage) -> [UInt32] {
        let (mr, mg, mb) = (Int(matte >> 16), Int(matte >> 8 & 0xFF), Int(matte & 0xFF))
        var out = [UInt32](repeating: Self.transparentPixel, count: image.width * image.height)
        image.pixels.withUnsafeBufferPointer { pixels in
            out.withUnsafeMutableBufferPointer { out in
                for index in 0..<out.count {
                    let p = index * 4
                    let alpha = Int(pixels[p + 3])
                    if alpha == 0 { continue }
                    if alpha == 255 {
                        out[index] = UInt32(pixels[p]) << 16 | UInt32(pixels[p + 1]) << 8 | UInt32(pixels[p + 2])
                        continue
                    }
                    let r = (Int(pixels[p]) * alpha + mr * (255 - alpha) + 127) / 255
                    let g = (Int(pixels[p + 1]) * alpha + mg * (255 - alpha) + 127) / 255
                    let b = (Int(pixels[p + 2]) * alpha + mb * (255 - alpha) + 127) / 255
                    out[index] = UInt32(r << 16 | g << 8 | b)
                }
            }
        }
        return out
    }

    /// Palette indices of matted colours (runs of one colour, the common case, skip the lookup).
    func indices(_ colors: [UInt32], palette: GIFPalette) -> [UInt8] {
        var out = [UInt8](repeating: palette.transparent, count: colors.count)
        var last = Self.transparentPixel, lastIndex = palette.transparent
        colors.withUnsafeBufferPointer { colors in
            out.withUnsafeMutableBufferPointer { out in
                for i in 0..<colors.count {
                    let color = colors[i]
                    if color != last {
                        last = color
                        lastIndex = color == Self.transparentPixel ? palette.transparent : palette.index(of: color)
                    }
                    out[i] = lastIndex
                }
            }
        }
        return out
    }

    /// Rectangles and disposals (see the type's comment).
    func plan(_ frames: [(colors: [UInt32], delay: Int)], palette: GIFPalette, width: Int, height: Int) -> [Planned] {
        let full = PixelRect(x: 0, y: 0, width: width, height: height)
        let dot = PixelRect(x: 0, y: 0, width: 1, height: 1)
        let clear = palette.transparent
        var planned: [Planned] = []
        var previous: [UInt8] = []
        for (index, frame) in frames.enumerated() {
            let indices = self.indices(frame.colors, palette: palette)
            defer { previous = indices }
            guard crop else {
                planned.append(Planned(indices: indices, delay: frame.delay, rect: full, clearsAfter: true))
                continue
            }
            guard index > 0 else {
                planned.append(Planned(indices: indices, delay: frame.delay, rect: Self.bounds(indices, nil, width, clear) ?? dot))
                continue
            }
            if Self.turnsTransparent(indices, from: previous, clear: clear) {
                planned[index - 1].rect = full
                planned[index - 1].clearsAfter = true
                planned.append(Planned(indices: indices, delay: frame.delay, rect: Self.bounds(indices, nil, width, clear) ?? dot))
            } else {
                planned.append(Planned(indices: indices, delay: frame.delay, rect: Self.bounds(indices, previous, width, clear) ?? dot,
                                       skipUnchanged: true))
            }
        }
        return planned
    }

    /// Whether some pixel that `previous` shows becomes transparent.
    static func turnsTransparent(_ indices: [UInt8], from previous: [UInt8], clear: UInt8) -> Bool {
        indices.withUnsafeBufferPointer { new in
            previous.withUnsafeBufferPointer { old in
                for i in 0..<new.count where new[i] == clear && old[i] != clear { return true }
                return false
            }
        }
    }

    /// The bounding box of the pixels that differ from `previous` or, without one, that are not transparent.
    static func bounds(_ indices: [UInt8], _ previous: [UInt8]?, _ width: Int, _ clear: UInt8) -> PixelRect? {
        let height = indices.count / max(width, 1)
        var minX = width, minY = height, maxX = -1, maxY = -1
        indices.withUnsafeBufferPointer { new in
            (previous ?? []).withUnsafeBufferPointer { old in
                for y in 0..<height {
                    for x in 0..<width {
                        let i = y * width + x
                        let differs = old.isEmpty ? new[i] != clear : new[i] != old[i]
                        if differs {
                            if x < minX { minX = x }
                            if x > maxX { maxX = x }
                            if y < minY { minY = y }
                            maxY = y
                        }
                    }
                }
            }
        }
        return maxX < 0 ? nil : PixelRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
    }
}
