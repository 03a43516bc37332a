import Foundation

/// Bytes in memory read front to back by libxml2's read callback (`SVGValidator.parse`), a chunk at a time.
final class ChunkReader {
    private let bytes: UnsafeBufferPointer<UInt8>
    private var offset = 0

    /// Reads `bytes`, which must outlive the reader.
    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    /// Copies up to `length` bytes into `buffer`; returns how many (0 at the end).
    func read(into buffer: UnsafeMutablePointer<CChar>, length: Int) -> Int32 {
        let count = min(length, bytes.count - offset)
        guard count > 0, let base = bytes.baseAddress else { return 0 }
        UnsafeMutableRawPointer(buffer).copyMemory(from: base + offset, byteCount: count)
        offset += count
        return Int32(count)
    }
}
