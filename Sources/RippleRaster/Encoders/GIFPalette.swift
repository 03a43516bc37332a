/// One palette for a whole GIF, and each frame's pixels as indices into it.
///
/// The frames are opaque colours (partial alpha already matted) or fully transparent. When they use at most
/// 255 colours (every built-in style over its matte does), the palette is exactly those colours and nothing is
/// approximated. Otherwise median cut on 8-bit channels (not giflib's `GifQuantizeBuffer`, which works on
/// 5 bits per channel and would shift flat colours by up to 4/255) splits the colours, weighted by how many
/// pixels use them, into 255 boxes; each colour maps to its nearest palette entry. No dithering: flat colours
/// stay flat, and a frame-to-frame dither pattern would also defeat the cropping of unchanged pixels.
struct GIFPalette {
    /// RGB triples; the last entry is the transparent slot.
    let colors: [UInt8]
    /// The index meaning transparent.
    let transparent: UInt8
    /// Whether every colour is exact.
    let exact: Bool
    private let lookup: [UInt32: UInt8]

    /// The palette of `frames` (24-bit colours as `0xRRGGBB`, `nil` for transparent).
    init(colorCounts: [UInt32: Int]) {
        let chosen: [UInt32]
        if colorCounts.count <= 255 {
            chosen = colorCounts.keys.sorted()
            exact = true
        } else {
            chosen = Self.medianCut(colorCounts, boxes: 255)
            exact = false
        }
        var lookup: [UInt32: UInt8] = [:]
        for color in colorCounts.keys {
            var best = 0, bestDistance = Int.max
            for (index, candidate) in chosen.enumerated() {
                let distance = Self.distance(color, candidate)
                if distance < bestDistance { (best, bestDistance) = (index, distance) }
            }
            lookup[color] = UInt8(best)
        }
        self.lookup = lookup
        transparent = UInt8(chosen.count)
        var colors: [UInt8] = []
        for color in chosen { colors += [UInt8(color >> 16), UInt8(color >> 8 & 0xFF), UInt8(color & 0xFF)] }
        colors += [0, 0, 0]
        self.colors = colors
    }

    /// The index of an opaque colour (`0xRRGGBB`) that was counted.
    func index(of color: UInt32) -> UInt8 {
        lookup[color] ?? transparent
    }

    /// Squared distance, green weighted most as the eye sees it (2:4:3, a common cheap approximation).
    private static func distance(_ a: UInt32, _ b: UInt32) -> Int {
        let dr = Int(a >> 16) - Int(b >> 16), dg = Int(a >> 8 & 0xFF) - Int(b >> 8 & 0xFF), db = Int(a & 0xFF) - Int(b & 0xFF)
        return 2 * dr * dr + 4 * dg * dg + 3 * db * db
    }

    /// Median cut: repeatedly split the box with the most weighted spread at the weighted median of its widest
    /// channel; each box's colour is its pixel-weighted mean.
    private static func medianCut(_ counts: [UInt32: Int], boxes: Int) -> [UInt32] {
        var queue: [[(UInt32, Int)]] = [counts.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }]
        while queue.count < boxes {
            var bestIndex = -1, bestScore = 0, bestShift = 0
            for (index, box) in queue.enumerated() where box.count > 1 {
                let total = box.reduce(0) { $0 + $1.1 }
                for shift in [16, 8, 0] {
                    let values = box.map { Int($0.0 >> UInt32(shift) & 0xFF) }
                    let range = values.max()! - values.min()!
                    if range * total > bestScore { (bestIndex, bestScore, bestShift) = (index, range * total, shift) }
                }
            }
            guard bestIndex >= 0 else { break }
            let box = queue[bestIndex].sorted { ($0.0 >> UInt32(bestShift) & 0xFF) < ($1.0 >> UInt32(bestShift) & 0xFF) }
            let half = box.reduce(0) { $0 + $1.1 } / 2
            var running = 0, cut = 1
            for (offset, entry) in box.enumerated() {
                running += entry.1
                if running >= half { cut = min(max(offset + 1, 1), box.count - 1); break }
            }
            queue[bestIndex] = Array(box[..<cut])
            queue.append(Array(box[cut...]))
        }
        return queue.map { box in
            let total = max(1, box.reduce(0) { $0 + $1.1 })
            let r = box.reduce(0) { $0 + Int($1.0 >> 16) * $1.1 } / total
            let g = box.reduce(0) { $0 + Int($1.0 >> 8 & 0xFF) * $1.1 } / total
            let b = box.reduce(0) { $0 + Int($1.0 & 0xFF) * $1.1 } / total
            return UInt32(r << 16 | g << 8 | b)
        }
    }
}
