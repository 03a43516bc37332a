/// An exact palette for a PNG or APNG whose frames together use at most 256 RGBA colours (every built-in style
/// does: one colour at many alphas, plus its background): colour type 3 with `PLTE` and `tRNS` stores a pixel
/// in one byte instead of four, losslessly, which typically halves the deflated size.
struct PNGPalette {
    /// The colours as `0xRRGGBBAA`, translucent ones first; index = position.
    let colors: [UInt32]
    private let lookup: [UInt32: UInt8]

    /// The palette of `images`, or `nil` when they use more than 256 colours.
    init?(_ images: [RGBAImage]) {
        var lookup: [UInt32: UInt8] = [:]
        var colors: [UInt32] = []
        for image in images {
            let found: Bool = image.pixels.withUnsafeBufferPointer { pixels in
                var last: UInt32?
                for index in stride(from: 0, to: pixels.count, by: 4) {
                    let color = UInt32(pixels[index]) << 24 | UInt32(pixels[index + 1]) << 16 | UInt32(pixels[index + 2]) << 8 | UInt32(pixels[index + 3])
                    if color == last { continue }
                    last = color
                    if lookup[color] == nil {
                        guard colors.count < 256 else { return false }
                        lookup[color] = UInt8(colors.count)
                        colors.append(color)
                    }
                }
                return true
            }
            guard found else { return nil }
        }
        // Translucent entries first, so that tRNS stops before the opaque ones.
        let ordered = colors.filter { $0 & 0xFF != 0xFF } + colors.filter { $0 & 0xFF == 0xFF }
        self.colors = ordered
        self.lookup = Dictionary(uniqueKeysWithValues: ordered.enumerated().map { ($0.element, UInt8($0.offset)) })
    }

    /// `PLTE` data: RGB triples.
    var plte: [UInt8] {
        colors.flatMap { [UInt8($0 >> 24), UInt8($0 >> 16 & 0xFF), UInt8($0 >> 8 & 0xFF)] }
    }

    /// `tRNS` data: the alphas, without the trailing opaque ones (PNG lets them default to 255).
    var trns: [UInt8] {
        var alphas = colors.map { UInt8($0 & 0xFF) }
        while alphas.last == 255 { alphas.removeLast() }
        return alphas
    }

    /// The image as one index a pixel.
    func indices(_ image: RGBAImage) -> [UInt8] {
        var out = [UInt8](repeating: 0, count: image.width * image.height)
        image.pixels.withUnsafeBufferPointer { pixels in
            out.withUnsafeMutableBufferPointer { out in
                var last: UInt32 = 0, lastIndex = lookup[0] ?? 0
                for index in 0..<out.count {
                    let p = index * 4
                    let color = UInt32(pixels[p]) << 24 | UInt32(pixels[p + 1]) << 16 | UInt32(pixels[p + 2]) << 8 | UInt32(pixels[p + 3])
                    if color != last {
                        last = color
                        lastIndex = lookup[color] ?? 0
                    }
                    out[index] = lastIndex
                }
            }
        }
        return out
    }
}
