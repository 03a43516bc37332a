/// One frame as straight (not premultiplied) 8-bit RGBA, rows top to bottom, no padding.
///
/// The encoders all take this layout (PNG and WebP store it; GIF is quantized from it), so cairo's
/// premultiplied native-endian ARGB is converted once per frame, in `FrameRenderer`.
package struct RGBAImage: Equatable, Sendable {
    /// Width in pixels.
    package let width: Int
    /// Height in pixels.
    package let height: Int
    /// `width × height × 4` bytes: R, G, B, A.
    package var pixels: [UInt8]

    /// Creates an image; `pixels` must hold `width × height × 4` bytes.
    package init(width: Int, height: Int, pixels: [UInt8]) {
        precondition(pixels.count == width * height * 4, "RGBAImage: \(pixels.count) bytes for \(width)×\(height)")
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// A fully transparent image.
    package init(width: Int, height: Int) {
        self.init(width: width, height: height, pixels: [UInt8](repeating: 0, count: width * height * 4))
    }

    /// The part of the image inside `rect` (which must lie inside the image).
    package func cropped(to rect: PixelRect) -> RGBAImage {
        if rect == PixelRect(x: 0, y: 0, width: width, height: height) { return self }
        var out = [UInt8]()
        out.reserveCapacity(rect.width * rect.height * 4)
        for row in rect.y..<(rect.y + rect.height) {
            let start = (row * width + rect.x) * 4
            out.append(contentsOf: pixels[start..<(start + rect.width * 4)])
        }
        return RGBAImage(width: rect.width, height: rect.height, pixels: out)
    }

    /// The smallest rectangle holding every pixel that differs from `other` (same size), or `nil` when
    /// the images are identical.
    package func changedRect(from other: RGBAImage) -> PixelRect? {
        precondition(width == other.width && height == other.height, "changedRect: images of different sizes")
        var minX = width, minY = height, maxX = -1, maxY = -1
        pixels.withUnsafeBufferPointer { new in
            other.pixels.withUnsafeBufferPointer { old in
                // Compared as 32-bit words: one pixel per comparison.
                let a = UnsafeRawPointer(new.baseAddress!).assumingMemoryBound(to: UInt32.self)
                let b = UnsafeRawPointer(old.baseAddress!).assumingMemoryBound(to: UInt32.self)
                for y in 0..<height {
                    let row = y * width
                    var first = -1, last = -1
                    for x in 0..<width where a[row + x] != b[row + x] {
                        if first < 0 { first = x }
                        last = x
                    }
                    guard first >= 0 else { continue }
                    minX = min(minX, first)
                    maxX = max(maxX, last)
                    if minY == height { minY = y }
                    maxY = y
                }
            }
        }
        guard maxX >= 0 else { return nil }
        return PixelRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
    }
}

/// A rectangle of whole pixels (made by the encoders only: the memberwise initializer stays internal).
package struct PixelRect: Equatable, Sendable {
    /// Left edge.
    package var x: Int
    /// Top edge.
    package var y: Int
    /// Width (> 0).
    package var width: Int
    /// Height (> 0).
    package var height: Int
}
