/// PNG's building blocks, shared by the still PNG, the filmstrip and APNG: the signature, chunks with their
/// CRC, the header, and filtered, deflated image data.
struct PNGChunks {
    /// The eight bytes every PNG starts with.
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    let zlib: Zlib

    /// The loaded zlib, or `RasterError.libraryMissing`.
    init() throws(RasterError) {
        switch Zlib.shared {
        case .success(let zlib): self.zlib = zlib
        case .failure(let missing): throw .libraryMissing(missing)
        }
    }

    /// Appends a chunk: length, type, data, CRC-32 of type and data.
    func append(_ type: String, _ data: [UInt8], to out: inout [UInt8]) {
        let typeBytes = Array(type.utf8)
        Self.appendUInt32(UInt32(data.count), to: &out)
        out += typeBytes
        out += data
        let crc = (typeBytes + data).withUnsafeBytes { zlib.crc32($0) }
        Self.appendUInt32(crc, to: &out)
    }

    /// `IHDR` data: 8-bit RGBA (colour type 6) or 8-bit palette indices (3), no interlace.
    static func header(width: Int, height: Int, indexed: Bool = false) -> [UInt8] {
        var data: [UInt8] = []
        appendUInt32(UInt32(width), to: &data)
        appendUInt32(UInt32(height), to: &data)
        // Bit depth 8, colour type, deflate, adaptive filtering, no interlace.
        data += [8, indexed ? 3 : 6, 0, 0, 0]
        return data
    }

    /// The image's rows, each filtered with the filter that makes it smallest by the usual heuristic (least sum
    /// of absolute values of the filtered bytes, as libpng does), then deflated as one zlib stream.
    ///
    /// - Throws: `RasterError.encodeFailed` when zlib fails.
    func imageData(_ image: RGBAImage) throws(RasterError) -> [UInt8] {
        try imageData(image.pixels, width: image.width, height: image.height, bytesPerPixel: 4)
    }

    /// Rows of `bytesPerPixel`-byte pixels (4: RGBA; 1: palette indices), filtered and deflated the same way.
    func imageData(_ pixelBytes: [UInt8], width: Int, height: Int, bytesPerPixel: Int) throws(RasterError) -> [UInt8] {
        let stride = width * bytesPerPixel
        var filtered = [UInt8](repeating: 0, count: (stride + 1) * height)
        pixelBytes.withUnsafeBufferPointer { pixels in
            filtered.withUnsafeMutableBufferPointer { out in
                let zero = [UInt8](repeating: 0, count: stride)
                zero.withUnsafeBufferPointer { zero in
                    for y in 0..<height {
                        let row = pixels.baseAddress! + y * stride
                        let above = y > 0 ? row - stride : zero.baseAddress!
                        // Palette indices are not magnitudes: filtering them rarely helps (libpng's advice).
                        let type = bytesPerPixel == 1 ? 0 : Self.bestFilter(row, above, stride)
                        out[y * (stride + 1)] = type
                        Self.filter(type, row, above, stride, bytesPerPixel, into: out.baseAddress! + y * (stride + 1) + 1)
                    }
                }
            }
        }
        guard let compressed = filtered.withUnsafeBytes({ zlib.compress($0) }) else {
            throw .encodeFailed("zlib could not compress the image data")
        }
        return compressed
    }

    /// The filter type (0–4) whose output has the least sum of absolute values, all five costed in one pass
    /// (written out by hand: this loop is most of an APNG's encoding time, also in debug builds).
    private static func bestFilter(_ row: UnsafePointer<UInt8>, _ above: UnsafePointer<UInt8>, _ stride: Int) -> UInt8 {
        var none = 0, sub = 0, up = 0, average = 0, paeth = 0
        for i in 0..<stride {
            let x = Int(row[i]), b = Int(above[i])
            let a = i >= 4 ? Int(row[i - 4]) : 0
            let c = i >= 4 ? Int(above[i - 4]) : 0
            // Each filtered byte counts as its distance from 0 taken as a signed byte.
            none += x < 128 ? x : 256 - x
            var d = (x - a) & 0xFF
            sub += d < 128 ? d : 256 - d
            d = (x - b) & 0xFF
            up += d < 128 ? d : 256 - d
            d = (x - (a + b) >> 1) & 0xFF
            average += d < 128 ? d : 256 - d
            let p = a + b - c
            let pa = p > a ? p - a : a - p, pb = p > b ? p - b : b - p, pc = p > c ? p - c : c - p
            d = (x - (pa <= pb && pa <= pc ? a : pb <= pc ? b : c)) & 0xFF
            paeth += d < 128 ? d : 256 - d
        }
        var best: UInt8 = 0, cost = none
        if sub < cost { (best, cost) = (1, sub) }
        if up < cost { (best, cost) = (2, up) }
        if average < cost { (best, cost) = (3, average) }
        if paeth < cost { best = 4 }
        return best
    }

    /// Writes one row filtered with `type`.
    private static func filter(_ type: UInt8, _ row: UnsafePointer<UInt8>, _ above: UnsafePointer<UInt8>, _ stride: Int,
                               _ bytesPerPixel: Int, into out: UnsafeMutablePointer<UInt8>) {
        for i in 0..<stride {
            let x = Int(row[i]), b = Int(above[i])
            let a = i >= bytesPerPixel ? Int(row[i - bytesPerPixel]) : 0
            let c = i >= bytesPerPixel ? Int(above[i - bytesPerPixel]) : 0
            let predicted: Int
            switch type {
            case 0: predicted = 0
            case 1: predicted = a
            case 2: predicted = b
            case 3: predicted = (a + b) / 2
            default: predicted = paeth(a, b, c)
            }
            out[i] = UInt8(truncatingIfNeeded: x - predicted)
        }
    }

    @inline(__always) private static func paeth(_ a: Int, _ b: Int, _ c: Int) -> Int {
        let p = a + b - c
        let pa = abs(p - a), pb = abs(p - b), pc = abs(p - c)
        if pa <= pb && pa <= pc { return a }
        return pb <= pc ? b : c
    }

    /// Appends a big-endian 32-bit integer.
    static func appendUInt32(_ value: UInt32, to out: inout [UInt8]) {
        out += [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }

    /// Appends a big-endian 16-bit integer.
    static func appendUInt16(_ value: UInt16, to out: inout [UInt8]) {
        out += [UInt8(value >> 8), UInt8(value & 0xFF)]
    }
}
