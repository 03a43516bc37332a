/// A single PNG image, 8-bit palette (at most 256 colours, exact) or RGBA: `--format png --at T` and the filmstrip.
package enum PNGEncoder {
    /// The PNG of `image`.
    ///
    /// - Throws: `RasterError` when zlib is missing or fails.
    package static func still(_ image: RGBAImage) throws(RasterError) -> [UInt8] {
        let png = try PNGChunks()
        var out = PNGChunks.signature
        let palette = PNGPalette([image])
        png.append("IHDR", PNGChunks.header(width: image.width, height: image.height, indexed: palette != nil), to: &out)
        if let palette {
            png.append("PLTE", palette.plte, to: &out)
            if !palette.trns.isEmpty { png.append("tRNS", palette.trns, to: &out) }
            png.append("IDAT", try png.imageData(palette.indices(image), width: image.width, height: image.height, bytesPerPixel: 1), to: &out)
        } else {
            png.append("IDAT", try png.imageData(image), to: &out)
        }
        png.append("IEND", [], to: &out)
        return out
    }
}
