/// A single PNG image (8-bit RGBA): `--format png --at T` and the filmstrip.
public enum PNGEncoder {
    /// The PNG of `image`.
    ///
    /// - Throws: `RasterError` when zlib is missing or fails.
    public static func still(_ image: RGBAImage) throws(RasterError) -> [UInt8] {
        let png = try PNGChunks()
        var out = PNGChunks.signature
        png.append("IHDR", PNGChunks.header(width: image.width, height: image.height), to: &out)
        png.append("IDAT", try png.imageData(image), to: &out)
        png.append("IEND", [], to: &out)
        return out
    }
}
