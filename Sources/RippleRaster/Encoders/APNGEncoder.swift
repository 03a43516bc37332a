/// Animated PNG, written directly: Debian's libpng has no APNG support, and the format is plain PNG chunks
/// (`acTL`, then per frame `fcTL` and `IDAT` for the first frame or `fdAT` after it), deflate and CRC-32.
///
/// Every frame after the first is cropped to the rectangle that changed since the previous one and written
/// with `APNG_BLEND_OP_SOURCE` (the rectangle's pixels, alpha included, replace the canvas's) over a canvas
/// the previous frame left in place (`APNG_DISPOSE_OP_NONE`): exact for any alpha, unlike `OVER`, which would
/// composite a translucent pixel over the old one.
package struct APNGEncoder: Sendable {
    /// Crop frames to their changed rectangle (`false`: every frame whole, the benchmark's naive baseline).
    package var crop = true
    /// Store pixels as indices into one exact palette when all frames use at most 256 colours (`PNGPalette`).
    package var palette = true

    /// An encoder.
    package init(crop: Bool = true, palette: Bool = true) {
        self.crop = crop
        self.palette = palette
    }

    /// The APNG of `sequence`, played `plays` times (0: forever).
    ///
    /// - Throws: `RasterError` when zlib is missing or fails.
    package func encode(_ sequence: FrameSequence, plays: Int) throws(RasterError) -> [UInt8] {
        let png = try PNGChunks()
        var out = PNGChunks.signature
        let indexed = palette ? PNGPalette(sequence.frames.map(\.image)) : nil
        png.append("IHDR", PNGChunks.header(width: sequence.width, height: sequence.height, indexed: indexed != nil), to: &out)
        var control: [UInt8] = []
        PNGChunks.appendUInt32(UInt32(sequence.frames.count), to: &control)
        PNGChunks.appendUInt32(UInt32(plays), to: &control)
        png.append("acTL", control, to: &out)
        if let indexed {
            png.append("PLTE", indexed.plte, to: &out)
            if !indexed.trns.isEmpty { png.append("tRNS", indexed.trns, to: &out) }
        }
        var sequenceNumber: UInt32 = 0
        var previous: RGBAImage?
        for frame in sequence.frames {
            let full = PixelRect(x: 0, y: 0, width: sequence.width, height: sequence.height)
            let rect = crop ? previous.flatMap { frame.image.changedRect(from: $0) } ?? full : full
            let (numerator, denominator) = Self.delay(from: frame.start, to: frame.end, timeline: sequence.timeline)
            var fctl: [UInt8] = []
            PNGChunks.appendUInt32(sequenceNumber, to: &fctl)
            for value in [rect.width, rect.height, rect.x, rect.y] { PNGChunks.appendUInt32(UInt32(value), to: &fctl) }
            PNGChunks.appendUInt16(numerator, to: &fctl)
            PNGChunks.appendUInt16(denominator, to: &fctl)
            // dispose_op 0 (NONE: keep the canvas), blend_op 0 (SOURCE: replace the rectangle).
            fctl += [0, 0]
            png.append("fcTL", fctl, to: &out)
            sequenceNumber += 1
            let part = frame.image.cropped(to: rect)
            let data = if let indexed {
                try png.imageData(indexed.indices(part), width: part.width, height: part.height, bytesPerPixel: 1)
            } else {
                try png.imageData(part)
            }
            if previous == nil {
                png.append("IDAT", data, to: &out)
            } else {
                var fdat: [UInt8] = []
                PNGChunks.appendUInt32(sequenceNumber, to: &fdat)
                fdat += data
                png.append("fdAT", fdat, to: &out)
                sequenceNumber += 1
            }
            previous = frame.image
        }
        png.append("IEND", [], to: &out)
        return out
    }

    /// A frame's delay as the fraction `delay_num / delay_den` (16-bit each): exact (whole frames over the frame
    /// rate, reduced) between frame boundaries; a run's end off the frame grid in the finest unit whose count
    /// fits (the least common multiple of the rate and 1000, the largest multiple of the rate under 65,536 per
    /// second, then ms, cs, ds, s), measured from
    /// the frame's rounded start so that no error accumulates.
    static func delay(from start: RasterTimeline.Time, to end: RasterTimeline.Time, timeline: RasterTimeline) -> (UInt16, UInt16) {
        if case .frame(let first) = start, case .frame(let last) = end {
            let divisor = gcd(last - first, timeline.fps)
            let (numerator, denominator) = ((last - first) / divisor, timeline.fps / divisor)
            if numerator <= Int(UInt16.max) { return (UInt16(numerator), UInt16(denominator)) }
        }
        // Whole milliseconds would leave a run up to 0.5 ms long or short: a multiple of the frame rate and of
        // 1000 is exact for the millisecond times of the styles, the largest multiple of the rate within 0.01 ms.
        let exact = timeline.fps / gcd(timeline.fps, 1000) * 1000
        let fine = Int(UInt16.max) / timeline.fps * timeline.fps
        for unit in [exact, fine, 1000, 100, 10, 1] where unit > 0 && unit <= Int(UInt16.max) {
            let numerator = timeline.units(end, per: unit) - timeline.units(start, per: unit)
            if numerator <= Int(UInt16.max) { return (UInt16(max(0, numerator)), UInt16(unit)) }
        }
        return (UInt16.max, 1)
    }

    private static func gcd(_ a: Int, _ b: Int) -> Int {
        b == 0 ? max(a, 1) : gcd(b, a % b)
    }
}
