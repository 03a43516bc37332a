@testable import RippleRaster
import Testing

/// The palettes: exact when the colours fit, median cut (8 bits a channel, no dithering) when they do not.
struct PaletteTests {
    @Test func aFewColoursAreKeptExactly() {
        let counts: [UInt32: Int] = [0xFF0000: 10, 0x00FF00: 5, 0x1E88E5: 1]
        let palette = GIFPalette(colorCounts: counts)
        #expect(palette.exact)
        #expect(palette.transparent == 3)
        for color in counts.keys {
            let index = Int(palette.index(of: color))
            let entry = UInt32(palette.colors[index * 3]) << 16 | UInt32(palette.colors[index * 3 + 1]) << 8 | UInt32(palette.colors[index * 3 + 2])
            #expect(entry == color)
        }
    }

    @Test func manyColoursAreCutToTheNearestOf255() {
        // A 1,024-step ramp from blue to white: four times more colours than fit.
        var counts: [UInt32: Int] = [:]
        for step in 0..<1024 {
            let level = UInt32(step * 255 / 1023)
            counts[level << 16 | level << 8 | 0xFF] = 1 + step % 3
            counts[UInt32(step) << 8 & 0xFF00 | 0x10_0000] = 1
        }
        let palette = GIFPalette(colorCounts: counts)
        #expect(!palette.exact)
        #expect(palette.colors.count == 256 * 3)
        var worst = 0
        for color in counts.keys {
            let index = Int(palette.index(of: color))
            #expect(index < 255, "the transparent slot is never a colour")
            let channels = [16, 8, 0].map { Int(color >> UInt32($0) & 0xFF) }
            for (offset, channel) in channels.enumerated() { worst = max(worst, abs(Int(palette.colors[index * 3 + offset]) - channel)) }
        }
        // 1,280 distinct colours on two ramps in 255 boxes: every colour within 8/255 of its entry.
        #expect(worst <= 8)
    }

    @Test func thePNGPaletteIsExactOrAbsent() {
        var image = RGBAImage(width: 300, height: 1)
        for x in 0..<256 { image.pixels[x * 4] = UInt8(x); image.pixels[x * 4 + 3] = 255 }
        // 256 opaque reds plus transparent black: 257 colours, one too many.
        #expect(PNGPalette([image]) == nil)
        image.pixels[0] = 1
        let palette = PNGPalette([image])
        #expect(palette?.colors.count == 256)
        #expect(palette.map { $0.indices(image).count } == 300)
        // Translucent entries come first and opaque ones need no tRNS byte: one byte for transparent black.
        #expect(palette?.trns == [0])
    }
}
